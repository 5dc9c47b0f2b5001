/// A JSON document with keys in the order written, printed pretty and
/// deterministically. (The coverage report's own writer; fold into the shared
/// JSON writer when one lands in Support/.)
enum CoverageJSONValue {
    case null
    case bool(Bool)
    case int(Int)
    /// A number already written as JSON (`82.5`).
    case number(String)
    case string(String)
    case array([CoverageJSONValue])
    case object([(String, CoverageJSONValue)])

    static func optional(_ text: String?) -> CoverageJSONValue { text.map(CoverageJSONValue.string) ?? .null }

    /// Two-space indentation, one member per line, a newline at the end.
    func rendered() -> String {
        var output = ""
        write(into: &output, indent: "")
        return output + "\n"
    }

    private func write(into output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .number(let text): output += text
        case .string(let text): Self.writeString(text, into: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (offset, item) in items.enumerated() {
                output += indent + "  "
                item.write(into: &output, indent: indent + "  ")
                output += offset == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (offset, member) in members.enumerated() {
                output += indent + "  "
                Self.writeString(member.0, into: &output)
                output += ": "
                member.1.write(into: &output, indent: indent + "  ")
                output += offset == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped; `<`, `>`, `&`
    /// as `\u` escapes too, so the JSON can sit inside HTML unchanged.
    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                output += unicodeEscape(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    output += unicodeEscape(scalar)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
