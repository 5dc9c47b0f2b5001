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
        output += String(repeating: "  ", count: indent)
    }

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

    private static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let digits = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
