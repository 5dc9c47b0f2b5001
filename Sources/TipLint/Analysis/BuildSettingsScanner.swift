import SwiftScan

/// The compiler features an Xcode build settings file turns on, read from its bytes:
/// `SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES` (a `.pbxproj` or `.xcconfig`), or
/// `-enable-upcoming-feature MemberImportVisibility` among the Swift flags. One pass over the
/// file, line by line; a `//` comment line of an `.xcconfig` turns nothing on. In a `.pbxproj`, a
/// setting turns the feature on only where every target gets it (`XcodeBuildConfigurations`).
enum BuildSettingsScanner {
    private static let setting = Array("SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY".utf8)
    private static let flag = Array("-enable-upcoming-feature".utf8)
    private static let feature = Array(EnabledFeature.memberImportVisibility.utf8)

    static func features(path: String, bytes: [UInt8]) -> [EnabledFeature] {
        let found = settingLines(path: path, bytes: bytes)
        guard path.hasSuffix(".pbxproj"), !found.isEmpty else { return found }
        let configurations = XcodeBuildConfigurations(bytes: bytes)
        return configurations.coversEveryTarget(settingLines: found.map(\.location.line)) ? found : []
    }

    private static func settingLines(path: String, bytes: [UInt8]) -> [EnabledFeature] {
        var found: [EnabledFeature] = []
        var line = 1
        var start = 0
        var awaitingFeature = false
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let text = bytes[start..<end]
            let isComment = text.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.starts(with: "//".utf8)
            if !isComment {
                if let at = range(of: setting, in: text), isYes(text[at.upperBound...]) {
                    found.append(
                        EnabledFeature(
                            name: EnabledFeature.memberImportVisibility,
                            location: SourceLocation(file: path, line: line, column: 1)))
                }
                let flagged = range(of: flag, in: text)
                let named = range(of: feature, in: text)
                if let named, awaitingFeature || flagged.map({ $0.upperBound <= named.lowerBound }) == true {
                    found.append(
                        EnabledFeature(
                            name: EnabledFeature.memberImportVisibility,
                            location: SourceLocation(file: path, line: line, column: 1)))
                }
                // A flag list in a `.pbxproj` puts the feature on the line after the flag.
                awaitingFeature = flagged != nil && named == nil
            }
            line += 1
            start = end + 1
        }
        return found
    }

    /// `= YES`, `= YES;`, `= "YES";` after the setting's name.
    private static func isYes(_ rest: ArraySlice<UInt8>) -> Bool {
        let value = rest.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\"") }
        return value.starts(with: "=YES".utf8)
    }

    private static func range(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Range<Int>? {
        guard !needle.isEmpty else { return nil }
        return haystack.firstLiteralIndex(of: needle).map { $0..<($0 + needle.count) }
    }
}
