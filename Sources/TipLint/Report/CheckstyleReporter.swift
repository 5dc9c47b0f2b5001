/// Checkstyle XML, which Jenkins (Warnings Next Generation), SonarQube,
/// reviewdog and others import: one `<file>` per reported file, clean ones
/// included, one `<error>` per finding. A note is checkstyle's `info`.
enum CheckstyleReporter: Reporter {
    static let identifier = "checkstyle"
    static let summary = "Checkstyle XML for Jenkins Warnings NG, SonarQube, reviewdog"

    static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for (path, fileFindings) in ReportedFiles(findings, context: context).files {
            guard !fileFindings.isEmpty else {
                xml += "  <file name=\"\(XMLText.escaped(path))\"/>\n"
                continue
            }
            xml += "  <file name=\"\(XMLText.escaped(path))\">\n"
            for finding in fileFindings {
                var message = finding.message
                if let plan = finding.plan { message += " (plan: \(plan.file):\(plan.line))" }
                xml +=
                    "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" "
                    + "severity=\"\(severity(finding.severity))\" message=\"\(XMLText.escaped(message))\" "
                    + "source=\"tiplint.rules.\(XMLText.escaped(finding.ruleID))\"/>\n"
            }
            xml += "  </file>\n"
        }
        xml += "</checkstyle>\n"
        return xml
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
