/// `path:line:col: severity: message (rule_id)`, one finding per line; the
/// severity coloured when asked. Untrusted text is made terminal-safe.
enum TextReporter: Reporter {
    static let identifier = "text"
    static let summary = "path:line:col: severity: message (rule_id), one per line (default)"

    static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        writeReport(findings, context: context) { output += $0 }
        return output
    }

    /// A piece about every `pieceSize` bytes: 300,000 findings were one string of 57 MB. The piece is
    /// built as bytes: appending to a `String` checks its storage at every one of a line's ten parts.
    static func writeReport(_ findings: [Finding], context: ReportContext, to write: (String) -> Void) {
        var piece: [UInt8] = []
        piece.reserveCapacity(pieceSize + 1024)
        // Findings come grouped by file: each file's name made safe once.
        var location = (file: "", text: "")
        for finding in findings {
            if location.file != finding.file || location.text.isEmpty {
                location = (finding.file, TerminalText.location(finding.file))
            }
            piece.append(contentsOf: location.text.utf8)
            piece.append(UInt8(ascii: ":"))
            piece.append(contentsOf: String(finding.line).utf8)
            piece.append(UInt8(ascii: ":"))
            piece.append(contentsOf: String(finding.column).utf8)
            piece.append(contentsOf: ": ".utf8)
            piece.append(
                contentsOf: (context.colored ? ANSIStyle.severity(finding.severity) : finding.severity.rawValue).utf8)
            piece.append(contentsOf: ": ".utf8)
            piece.append(contentsOf: TerminalText.sanitized(finding.message).utf8)
            if context.colored {
                piece.append(contentsOf: " \(ANSIStyle.dim("(\(finding.ruleID))"))\n".utf8)
            } else {
                piece.append(contentsOf: " (".utf8)
                piece.append(contentsOf: finding.ruleID.utf8)
                piece.append(contentsOf: ")\n".utf8)
            }
            if piece.count >= pieceSize {
                write(String(decoding: piece, as: UTF8.self))
                piece.removeAll(keepingCapacity: true)
            }
        }
        if !piece.isEmpty { write(String(decoding: piece, as: UTF8.self)) }
    }

    static let pieceSize = 1 << 16
}

/// SGR sequences for the text format.
enum ANSIStyle {
    static func severity(_ severity: Severity) -> String {
        let code: String
        switch severity {
        case .error: code = "1;31"
        case .warning: code = "1;33"
        case .note: code = "1;36"
        }
        return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
    }

    static func dim(_ text: String) -> String { "\u{1B}[2m\(text)\u{1B}[0m" }
}
