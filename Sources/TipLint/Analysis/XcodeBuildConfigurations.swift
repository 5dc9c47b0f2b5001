/// Which build configurations of an Xcode project (`.pbxproj`) a setting's lines sit in, so a setting
/// counts as on for the project's code only where every target gets it: set in a project-level
/// configuration (each target inherits it), or in every target-level one. A setting Xcode added to one
/// target only (a widget extension created with newer defaults) says nothing of the app target's
/// files, which tiplint does not map to targets. One pass over the file's lines, as bytes.
struct XcodeBuildConfigurations {
    /// The configuration each line belongs to (by 1-based line number), for lines inside one.
    private var configurationOfLine: [Int: String] = [:]
    /// Every `XCBuildConfiguration` object's identifier.
    private(set) var all: Set<String> = []
    /// The configurations the project object lists (`Build configuration list for PBXProject`).
    private(set) var projectLevel: Set<String> = []

    init(bytes: [UInt8]) {
        var line = 1
        var start = 0
        var currentObject: String?
        var inProjectList = false
        var inProjectConfigurations = false
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let text = Self.trimmed(bytes[start..<end])
            if let object = Self.objectOpened(text) {
                currentObject = object
                inProjectList = text.containsLiterally(Array("Build configuration list for PBXProject".utf8))
                inProjectConfigurations = false
            } else if text.containsLiterally(Array("isa = XCBuildConfiguration;".utf8)), let object = currentObject {
                all.insert(object)
            } else if inProjectList, text.starts(with: "buildConfigurations = (".utf8) {
                inProjectConfigurations = true
            } else if inProjectConfigurations {
                if text.starts(with: ")".utf8) {
                    inProjectConfigurations = false
                    inProjectList = false
                } else if let identifier = Self.firstWord(text) {
                    projectLevel.insert(identifier)
                }
            }
            if let object = currentObject { configurationOfLine[line] = object }
            line += 1
            start = end + 1
        }
    }

    /// Whether a setting found on `lines` applies to every target's code. A file with no
    /// configuration objects (a fragment, not a project) keeps what it says.
    func coversEveryTarget(settingLines lines: [Int]) -> Bool {
        guard !all.isEmpty else { return !lines.isEmpty }
        let setIn = Set(lines.compactMap { configurationOfLine[$0] }).intersection(all)
        if !setIn.isDisjoint(with: projectLevel) { return true }
        let targetLevel = all.subtracting(projectLevel)
        return !targetLevel.isEmpty && targetLevel.isSubset(of: setIn)
    }

    /// `ID /* Debug */ = {`: the identifier of the object the line opens (a nested dictionary such
    /// as `buildSettings = {` carries no comment and opens no object).
    private static func objectOpened(_ text: ArraySlice<UInt8>) -> String? {
        guard text.last == UInt8(ascii: "{"), let identifier = firstWord(text) else { return nil }
        let rest = text.dropFirst(identifier.utf8.count).drop { $0 == UInt8(ascii: " ") }
        return rest.starts(with: "/*".utf8) ? identifier : nil
    }

    /// The leading run of letters and digits (an object identifier), nil when the line starts otherwise.
    private static func firstWord(_ text: ArraySlice<UInt8>) -> String? {
        let word = text.prefix { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
        }
        guard !word.isEmpty, word.count < text.count else { return nil }
        return String(decoding: word, as: UTF8.self)
    }

    private static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace: (UInt8) -> Bool = {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
        }
        return text.drop(while: isSpace).reversed().drop(while: isSpace).reversed()[...]
    }
}
