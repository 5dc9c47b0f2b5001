import SwiftScan

/// Text from scanned repositories (messages quoting code, file names) is
/// untrusted: a crafted string could move the cursor, recolour or rewrite
/// the terminal, or reorder what the reader sees. Before it reaches a
/// terminal-bound format, every control character and bidirectional
/// override is written out visibly instead.
public enum TerminalText {
    public static func sanitized(_ text: String) -> String {
        guard !isPrintableASCII(text), text.unicodeScalars.contains(where: ControlCharacters.needsEscape) else {
            return text
        }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if ControlCharacters.needsEscape(scalar) {
                output.append(contentsOf: ControlCharacters.escape(scalar).unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Text of many lines, each sanitized: its line breaks stay line breaks.
    public static func sanitizedLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && ControlCharacters.needsEscape($0) }) else {
            return text
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { sanitized(String($0)) }
            .joined(separator: "\n")
    }

    /// A file name where `path:line:col: severity:` follows: sanitized, and
    /// a `:` before a digit or a space written `\u{3A}`, so a file named
    /// `a.swift:1:1: error: b.swift` cannot pass for a diagnostic of its own
    /// to Xcode, editors or CI log parsers.
    public static func location(_ path: String) -> String {
        if isPrintableASCII(path) && !path.utf8.contains(UInt8(ascii: ":")) { return path }
        let clean = sanitized(path)
        let scalars = Array(clean.unicodeScalars)
        guard scalars.contains(":") else { return clean }
        var output = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == ":", let next, next == " " || ("0"..."9").contains(next) {
                output.append(contentsOf: "\\u{3A}".unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Whether every byte is printable ASCII (space to `~`), which nothing escapes: most text is,
    /// and bytes are told apart faster than scalars (a text report of 300,000 findings).
    private static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
    }
}
