/// Characters that must not reach a terminal or a log as they are: C0 and
/// C1 controls (ESC and CSI start the sequences that move the cursor,
/// recolour or rewrite the screen), DEL, bidirectional marks, embeddings,
/// overrides and isolates (they reorder what the reader sees), and the line
/// and paragraph separators.
public enum ControlCharacters {
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true // C0, DEL, C1 (ESC, CSI, OSC…)
        case 0x200E, 0x200F, 0x061C: return true // directional marks
        case 0x202A...0x202E, 0x2066...0x2069: return true // bidi embeddings, overrides, isolates
        case 0x2028, 0x2029: return true // line and paragraph separators
        default: return false
        }
    }

    /// How `scalar` is written visibly: `\n`, `\r`, `\t`, else `\u{1B}`.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
}
