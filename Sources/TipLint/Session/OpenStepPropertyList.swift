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
        parse(bytes, keeping: { _, _ in true })
    }

    /// `parse(_:)` building only the entries `keep` asks for (by the dictionary's depth, 0 for the outermost, and
    /// the key's bytes as written); the others are read as strictly, so the same files give nil, but never built.
    /// A project's build settings and build files are most of its bytes, and the membership reads none of them.
    static func parse(
        _ bytes: [UInt8], keeping keep: (_ depth: Int, _ key: ArraySlice<UInt8>) -> Bool
    )
        -> OpenStepPropertyList?
    {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0, keeping: keep) else { return nil }
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

        /// The value at `position`; with `building` false it is read as strictly but nothing is built (an empty
        /// placeholder comes back): an entry `keep` leaves out.
        mutating func value(
            depth: Int, keeping keep: (_ depth: Int, _ key: ArraySlice<UInt8>) -> Bool, building: Bool = true
        ) -> OpenStepPropertyList? {
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
                    guard let key = stringToken(), step(past: UInt8(ascii: "=")) == true else { return nil }
                    let builds = building && keep(depth, bytes[key.range])
                    guard let item = value(depth: depth + 1, keeping: keep, building: builds),
                        step(past: UInt8(ascii: ";")) == true
                    else { return nil }
                    if builds { entries[decoded(key)] = item }
                }
            case UInt8(ascii: "("):
                position += 1
                var items: [OpenStepPropertyList] = []
                while true {
                    guard let closed = step(past: UInt8(ascii: ")")) else { return nil }
                    if closed { return .array(items) }
                    guard let item = value(depth: depth + 1, keeping: keep, building: building) else { return nil }
                    if building { items.append(item) }
                    skipSpaceAndComments()
                    if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
                }
            default:
                return stringToken().map { .string(building ? decoded($0) : "") }
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

        /// A string's bytes as written: inside its quotes (escapes kept), or a bare word.
        private struct Token {
            var range: Range<Int>
            var isQuoted: Bool
        }

        /// Reads past a quoted string or a bare word; nil when neither is there or the quote is not closed.
        private mutating func stringToken() -> Token? {
            skipSpaceAndComments()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "\"") {
                position += 1
                let start = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                    // An escape takes the next byte with it, a quote too.
                    position += bytes[position] == UInt8(ascii: "\\") && position + 1 < bytes.count ? 2 : 1
                }
                guard position < bytes.count else { return nil }
                position += 1
                return Token(range: start..<position - 1, isQuoted: true)
            }
            let start = position
            while position < bytes.count, !Self.endsWord(bytes[position]) { position += 1 }
            guard position > start else { return nil }
            return Token(range: start..<position, isQuoted: false)
        }

        /// The string a token stands for: `\"`, `\\`, `\n`, `\t` unescaped in quotes; other escapes kept as written.
        private func decoded(_ token: Token) -> String {
            let written = bytes[token.range]
            guard token.isQuoted, written.contains(UInt8(ascii: "\\")) else {
                return String(decoding: written, as: UTF8.self)
            }
            var text: [UInt8] = []
            var index = written.startIndex
            while index < written.endIndex {
                if written[index] == UInt8(ascii: "\\"), index + 1 < written.endIndex {
                    index += 1
                    switch written[index] {
                    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): text.append(written[index])
                    default: text += [UInt8(ascii: "\\"), written[index]]
                    }
                } else {
                    text.append(written[index])
                }
                index += 1
            }
            return String(decoding: text, as: UTF8.self)
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
