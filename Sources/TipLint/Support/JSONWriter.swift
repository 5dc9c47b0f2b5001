/// Writes JSON deterministically: members in the order given, numbers in
/// their shortest round-trip form, strings escaped so the output is valid
/// UTF-8 that any reader (and any terminal) takes safely.
enum JSONWriter {
    enum Style: Sendable {
        /// One line, no spaces.
        case compact
        /// Two-space indentation, one member or element per line, `"key": value`.
        case pretty
    }

    static func string(_ value: JSONValue, style: Style = .pretty) -> String {
        var output = ""
        write(value, style: style, indent: 0, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, style: Style, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let number): output += String(number)
        case .number(let number): output += format(number)
        case .string(let text): appendQuoted(text, to: &output)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
                return
            }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                newline(style, indent: indent + 1, into: &output)
                write(element, style: style, indent: indent + 1, into: &output)
            }
            newline(style, indent: indent, into: &output)
            output += "]"
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                newline(style, indent: indent + 1, into: &output)
                appendQuoted(member.key, to: &output)
                output += style == .pretty ? ": " : ":"
                write(member.value, style: style, indent: indent + 1, into: &output)
            }
            newline(style, indent: indent, into: &output)
            output += "}"
        }
    }

    private static func newline(_ style: Style, indent: Int, into output: inout String) {
        guard style == .pretty else { return }
        output += "\n"
        output += indent < indentations.count ? indentations[indent] : String(repeating: "  ", count: indent)
    }

    /// The indentation of the first levels, made once: a SARIF report writes 25,000 results of ~30 lines.
    private static let indentations = (0..<16).map { String(repeating: "  ", count: $0) }

    /// Integral values print without a fraction (`82` not `82.0`); others in
    /// Swift's shortest round-trip form, which is valid JSON. JSON has no
    /// infinity or NaN: they become null.
    private static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    /// `text` as a JSON string literal. Escapes the quote, the backslash and
    /// every control character, and U+2028/U+2029, which end lines in
    /// JavaScript and some editors. Swift strings are always valid Unicode, so
    /// the output is always valid UTF-8.
    static func quoted(_ text: String) -> String {
        var output = ""
        appendQuoted(text, to: &output)
        return output
    }

    /// Byte by byte, copying the runs that need no escape whole: a report of 40,000 findings quotes
    /// millions of characters.
    private static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        let bytes = text.utf8
        var run = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            var next = bytes.index(after: index)
            let escape: String?
            switch bytes[index] {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0x00...0x1F, 0x7F: escape = unicodeEscape(UInt32(bytes[index]))
            // U+2028 and U+2029 (E2 80 A8/A9): line ends to JavaScript.
            case 0xE2 where bytes[next...].starts(with: [0x80, 0xA8]) || bytes[next...].starts(with: [0x80, 0xA9]):
                escape = unicodeEscape(0x2028 + UInt32(bytes[bytes.index(after: next)] - 0xA8))
                next = bytes.index(next, offsetBy: 2)
            default: escape = nil
            }
            if let escape {
                output += text[run..<index]
                output += escape
                run = next
            }
            index = next
        }
        output += text[run...]
        output += "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
}
