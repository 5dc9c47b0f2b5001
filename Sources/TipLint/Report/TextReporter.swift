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

    /// A piece about every `pieceSize` bytes: 300,000 findings were one string of 57 MB.
    static func writeReport(_ findings: [Finding], context: ReportContext, to write: (String) -> Void) {
        var piece = ""
        piece.reserveCapacity(pieceSize + 1024)
        // Findings come grouped by file: each file's name made safe once.
        var location = (file: "", text: "")
        for finding in findings {
            if location.file != finding.file || location.text.isEmpty {
                location = (finding.file, TerminalText.location(finding.file))
            }
            // Appended part by part: an interpolation would build each line twice.
            piece += location.text
            piece += ":"
            piece += String(finding.line)
            piece += ":"
            piece += String(finding.column)
            piece += ": "
            piece += context.colored ? ANSIStyle.severity(finding.severity) : finding.severity.rawValue
            piece += ": "
            piece += TerminalText.sanitized(finding.message)
            piece += " "
            piece += context.colored ? ANSIStyle.dim("(\(finding.ruleID))") : "(" + finding.ruleID + ")"
            piece += "\n"
            if piece.utf8.count >= pieceSize {
                write(piece)
                piece.removeAll(keepingCapacity: true)
            }
        }
        if !piece.isEmpty { write(piece) }
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
