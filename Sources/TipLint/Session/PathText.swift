/// Lexical path arithmetic on `/`-separated strings. The file system is not
/// consulted: symbolic links inside paths are not resolved.
public enum PathText {
    /// `path` made absolute against `directory`, with `.`, `..` and repeated
    /// slashes resolved.
    public static func absolute(_ path: String, in directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    static func normalized(_ absolutePath: String) -> String {
        var components: [Substring] = []
        for component in absolutePath.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    public static func join(_ directory: String, _ name: String) -> String {
        if directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// `path` relative to `base` when it lies strictly inside it, else nil.
    /// Both absolute and normalised.
    public static func relative(_ path: String, to base: String) -> String? {
        if base == "/" { return path == "/" ? nil : String(path.dropFirst()) }
        let pathBytes = path.utf8, baseBytes = base.utf8
        guard pathBytes.count > baseBytes.count + 1, pathBytes.starts(with: baseBytes) else { return nil }
        let separator = pathBytes.index(pathBytes.startIndex, offsetBy: baseBytes.count)
        guard pathBytes[separator] == UInt8(ascii: "/") else { return nil }
        return String(path[pathBytes.index(after: separator)...])
    }

    /// How to reach absolute `path` from absolute `directory`: `Sources/A.swift`,
    /// `.` for the directory itself, `../other/B.swift` outside it.
    public static func display(_ path: String, from directory: String) -> String {
        if path == directory { return "." }
        if let inside = relative(path, to: directory) { return inside }
        let from = directory.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + to[common...].map(String.init)).joined(separator: "/")
    }

    public static func parent(_ absolutePath: String) -> String {
        guard let slash = absolutePath.lastIndex(of: "/") else { return "." }
        let parent = String(absolutePath[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    static func lastComponent(_ path: String) -> String {
        path.lastNonEmptyPart(separatedBy: "/").map(String.init) ?? path
    }
}
