/// `path:line:col: severity: message (rule_id)`, one finding per line; the
/// severity coloured when asked. Untrusted text is made terminal-safe.
enum TextReporter: Reporter {
    static let identifier = "text"
    static let summary = "path:line:col: severity: message (rule_id), one per line (default)"

    static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        // Room for a typical line each, made once: 300,000 findings grown by doubling held 80 MB.
        output.reserveCapacity(findings.count * 100)
        for finding in findings {
            output += "\(TerminalText.location(finding.file)):\(finding.line):\(finding.column): "
            output += context.colored ? ANSIStyle.severity(finding.severity) : finding.severity.rawValue
            output += ": \(TerminalText.sanitized(finding.message)) "
            output += context.colored ? ANSIStyle.dim("(\(finding.ruleID))") : "(\(finding.ruleID))"
            output += "\n"
        }
        return output
    }
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
