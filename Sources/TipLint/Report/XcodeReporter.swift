/// What Xcode's build log turns into issues: an absolute path, then
/// `line:col: error|warning|note: message`, then a `note:` line for each related place.
/// Use from a Run Script phase.
enum XcodeReporter: Reporter {
    static let identifier = "xcode"
    static let summary = "Xcode issues: /absolute/path:line:col: severity: message (rule_id)"

    static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        var output = ""
        for finding in findings {
            let path = PathText.absolute(finding.file, in: context.workingDirectory)
            output += "\(TerminalText.location(path)):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
            output += "\(TerminalText.sanitized(finding.message)) (\(finding.ruleID))\n"
            // As compilers do: each related place as a `note:` line after its finding, which Xcode makes clickable.
            for place in finding.related {
                let path = PathText.absolute(place.file, in: context.workingDirectory)
                output += "\(TerminalText.sanitized(path)):\(place.line):\(place.column): note: "
                output += "\(TerminalText.sanitized(place.message))\n"
            }
        }
        return output
    }
}
