/// Text from scanned repositories (messages quoting code, file names) is
/// untrusted: a crafted string could move the cursor, recolour or rewrite
/// the terminal, or reorder what the reader sees. Before it reaches a
/// terminal-bound format, every control character and bidirectional
/// override is written out visibly instead.
public enum TerminalText {
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                output.append(scalar)
                continue
            }
            let escape: String
            switch scalar {
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            default: escape = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            output.append(contentsOf: escape.unicodeScalars)
        }
        return String(output)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true        // C0, DEL, C1 (ESC, CSI, OSC…)
        case 0x200E, 0x200F, 0x061C: return true          // directional marks
        case 0x202A...0x202E, 0x2066...0x2069: return true // bidi embeddings, overrides, isolates
        case 0x2028, 0x2029: return true                  // line and paragraph separators
        default: return false
        }
    }
}
