/// A property list in the old OpenStep text form, as Xcode writes `project.pbxproj`: `{ key = value; }`,
/// `( a, b, )`, quoted and bare strings, `//` and `/* */` comments. Read from bytes; anything else (a
/// binary or XML plist, an unclosed brace, nesting past `maximumDepth`) gives nil, never a crash.
enum OpenStepPropertyList: Equatable, Sendable {
    case string(String)
    case array([OpenStepPropertyList])
    case dictionary([String: OpenStepPropertyList])

    /// Xcode nests a project four levels deep; far more is not a project file.
    static let maximumDepth = 64

    static func parse(_ bytes: [UInt8]) -> OpenStepPropertyList? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpaceAndComments()
        return reader.position == bytes.count ? value : nil
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [OpenStepPropertyList]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var dictionary: [String: OpenStepPropertyList]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    subscript(key: String) -> OpenStepPropertyList? { dictionary?[key] }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func value(depth: Int) -> OpenStepPropertyList? {
            guard depth < OpenStepPropertyList.maximumDepth else { return nil }
            skipSpaceAndComments()
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var entries: [String: OpenStepPropertyList] = [:]
                while true {
                    guard let closed = step(past: UInt8(ascii: "}")) else { return nil }
                    if closed { return .dictionary(entries) }
                    guard let key = string(), step(past: UInt8(ascii: "=")) == true, let item = value(depth: depth + 1),
                        step(past: UInt8(ascii: ";")) == true
                    else { return nil }
                    entries[key] = item
                }
            case UInt8(ascii: "("):
                position += 1
                var items: [OpenStepPropertyList] = []
                while true {
                    guard let closed = step(past: UInt8(ascii: ")")) else { return nil }
                    if closed { return .array(items) }
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipSpaceAndComments()
                    if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
                }
            default:
                return string().map(OpenStepPropertyList.string)
            }
        }

        /// Whether `byte` comes next (after space and comments), and if so steps past it; nil at the end.
        private mutating func step(past byte: UInt8) -> Bool? {
            skipSpaceAndComments()
            guard position < bytes.count else { return nil }
            guard bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// A quoted string (`\"`, `\\`, `\n`, `\t` unescaped; other escapes kept as written) or a bare word.
        private mutating func string() -> String? {
            skipSpaceAndComments()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "\"") {
                position += 1
                var text: [UInt8] = []
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                    if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                        position += 1
                        switch bytes[position] {
                        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                        case UInt8(ascii: "\""), UInt8(ascii: "\\"): text.append(bytes[position])
                        default: text += [UInt8(ascii: "\\"), bytes[position]]
                        }
                    } else {
                        text.append(bytes[position])
                    }
                    position += 1
                }
                guard position < bytes.count else { return nil }
                position += 1
                return String(decoding: text, as: UTF8.self)
            }
            let start = position
            while position < bytes.count, !Self.endsWord(bytes[position]) { position += 1 }
            guard position > start else { return nil }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        private static func endsWord(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "{"),
                UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="), UInt8(ascii: ";"),
                UInt8(ascii: ","), UInt8(ascii: "\""):
                return true
            default:
                return false
            }
        }

        mutating func skipSpaceAndComments() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                    || byte == UInt8(ascii: "\r")
                {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
                    bytes[position + 1] == UInt8(ascii: "/")
                {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
                    bytes[position + 1] == UInt8(ascii: "*")
                {
                    position += 2
                    while position + 1 < bytes.count,
                        !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                    {
                        position += 1
                    }
                    position = min(position + 2, bytes.count)
                } else {
                    return
                }
            }
        }
    }
}
