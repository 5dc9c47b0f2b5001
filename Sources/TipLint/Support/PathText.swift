import Foundation

/// Lexical path arithmetic on `/`-separated strings. The file system is not
/// consulted: symbolic links inside paths are not resolved.
public enum PathText {
    /// `path` made absolute against `directory`, with `.`, `..` and repeated
    /// slashes resolved.
    public static func absolute(_ path: String, in directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    static func normalized(_ absolutePath: String) -> String {
        var path = absolutePath
        switch path.withUTF8(normalizedASCII) {
        case .alreadyNormal: return absolutePath
        case .rewritten(let normal): return normal
        case .notASCII: return normalizedBySplitting(absolutePath)
        }
    }

    /// `normalized` split on Characters, as always for a non-ASCII path (a combining mark may follow a
    /// `/`); the byte path must give what this gives.
    static func normalizedBySplitting(_ absolutePath: String) -> String {
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

    private enum ASCIINormalization {
        case alreadyNormal, rewritten(String), notASCII
    }

    /// `normalized` on the bytes of an ASCII path: every file of a run passes through it, and
    /// discovered paths are already normal, so most are only checked.
    private static func normalizedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> ASCIINormalization {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard isASCII(bytes) else { return .notASCII }
        var isNormal = bytes.first == slash && (bytes.count == 1 || bytes[bytes.count - 1] != slash)
        // Checked first without building anything, from slash to slash: a component that is
        // empty (`//`), `.` or `..` is what makes a path not normal.
        var next = 0
        while isNormal, next < bytes.count,
            let found = memchr(bytes.baseAddress! + next, Int32(slash), bytes.count - next)
        {
            let index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - bytes.baseAddress!
            next = index + 1
            guard next < bytes.count else { break }
            let first = bytes[next]
            let second = next + 1 < bytes.count ? bytes[next + 1] : slash
            let third = next + 2 < bytes.count ? bytes[next + 2] : slash
            isNormal = first != slash && !(first == dot && (second == slash || (second == dot && third == slash)))
        }
        if isNormal { return .alreadyNormal }
        var components: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            let start = index
            while index < bytes.count, bytes[index] != slash { index += 1 }
            let length = index - start
            index += 1 // past the slash
            if length == 0 || (length == 1 && bytes[start] == dot) { continue }
            if length == 2, bytes[start] == dot, bytes[start + 1] == dot {
                if !components.isEmpty { components.removeLast() }
            } else {
                components.append(start..<index - 1)
            }
        }
        var result = [slash]
        result.reserveCapacity(bytes.count + 1)
        for (position, component) in components.enumerated() {
            if position > 0 { result.append(slash) }
            result.append(contentsOf: bytes[component])
        }
        return .rewritten(String(decoding: result, as: UTF8.self))
    }

    /// Whether every byte is ASCII, read eight at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0, highBits: UInt64 = 0
        while index + 8 <= bytes.count {
            highBits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            highBits |= UInt64(bytes[index])
            index += 1
        }
        return highBits & 0x8080_8080_8080_8080 == 0
    }

    public static func join(_ directory: String, _ name: String) -> String {
        if directory == "." { return name }
        // Discovery joins every name it lists: one allocation, and the Character-level
        // `hasSuffix` only for a directory whose last byte is a slash (`/`).
        let needsSlash = directory.utf8.last != UInt8(ascii: "/") || !directory.hasSuffix("/")
        let count = directory.utf8.count + (needsSlash ? 1 : 0) + name.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = buffer.initialize(fromContentsOf: directory.utf8)
            if needsSlash {
                buffer[end] = UInt8(ascii: "/")
                end += 1
            }
            return buffer[end...].initialize(fromContentsOf: name.utf8)
        }
    }

    /// `name.hasSuffix(suffix)` for an ASCII `suffix`, answered from the bytes when they decide it:
    /// discovery asks five of these of every file name. A Character may join a non-ASCII scalar to
    /// the suffix's first byte (U+0600 before `.swift`), so only then does `hasSuffix` decide.
    static func hasASCIISuffix(_ name: String, _ suffix: StaticString) -> Bool {
        let nameBytes = name.utf8,
            suffixBytes = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        guard nameBytes.count >= suffixBytes.count, nameBytes.suffix(suffixBytes.count).elementsEqual(suffixBytes)
        else {
            return false
        }
        guard let before = nameBytes.dropLast(suffixBytes.count).last, before >= 0x80 else { return true }
        return name.hasSuffix(suffix.description)
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

    /// Whether `path` lies strictly inside `base` (both absolute and normalised): `relative(path, to:
    /// base) != nil` without building the relative path, byte by byte.
    static func isInside(_ path: String, _ base: String) -> Bool {
        var path = path, base = base
        return path.withUTF8 { path in
            base.withUTF8 { base in
                if base.count == 1, base[0] == UInt8(ascii: "/") { return path.count != 1 || path[0] != base[0] }
                guard path.count > base.count + 1, path[base.count] == UInt8(ascii: "/") else { return false }
                for offset in 0..<base.count where path[offset] != base[offset] { return false }
                return true
            }
        }
    }

    /// How to reach absolute `path` from absolute `directory`: `Sources/A.swift`,
    /// `.` for the directory itself, `../other/B.swift` outside it.
    static func display(_ path: String, from directory: String) -> String {
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
