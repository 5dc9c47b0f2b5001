/// Text for XML 1.0 attribute values and element content (junit,
/// checkstyle). Markup characters become entities. Characters XML 1.0 forbids
/// (C0 controls but tab, LF and CR; U+FFFE, U+FFFF) cannot be written even as
/// references, so they are written visibly (`\u{1B}`); line breaks and tabs,
/// which parsers would fold to spaces inside attributes, and C1 controls and
/// bidirectional overrides, which would drive a terminal showing the file, are
/// written as character references. The result is always well-formed.
enum XMLText {
    static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n", "\r": output += reference(scalar)
            default:
                switch scalar.value {
                case 0x00...0x1F, 0xFFFE, 0xFFFF:
                    output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                case 0x7F...0x9F, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                    output += reference(scalar)
                default:
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    private static func reference(_ scalar: Unicode.Scalar) -> String {
        "&#x\(String(scalar.value, radix: 16, uppercase: true));"
    }
}
