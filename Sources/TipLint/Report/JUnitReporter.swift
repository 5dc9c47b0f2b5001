/// JUnit XML as Jenkins, GitLab and other CI servers read test reports: one
/// `<testsuite>` per file, one `<testcase>` per finding, and one passing test
/// case for a clean file, so a clean run still reports tests. Only a finding
/// that fails the gate (at least as severe as the threshold: an error by default) is a
/// `<failure>` (its `type` the severity): a CI server then agrees with the
/// exit status. The others pass, their text in `<system-out>`.
enum JUnitReporter: Reporter {
    static let identifier = "junit"
    static let summary = "JUnit XML test report for CI servers (Jenkins, GitLab)"

    static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        let files = ReportedFiles(findings, context: context).files
        let tests = files.reduce(0) { $0 + max(1, $1.findings.count) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"tiplint\" tests=\"\(tests)\" failures=\"\(findings.filter(context.failsGate).count)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
        for (path, fileFindings) in files {
            let name = XMLText.escaped(path)
            let className = XMLText.escaped(path.hasSuffix(".swift") ? String(path.dropLast(6)) : path)
            xml +=
                "  <testsuite name=\"\(name)\" tests=\"\(max(1, fileFindings.count))\" "
                + "failures=\"\(fileFindings.filter(context.failsGate).count)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
            if fileFindings.isEmpty {
                xml += "    <testcase name=\"tiplint\" classname=\"\(className)\" file=\"\(name)\" time=\"0\"/>\n"
            }
            for finding in fileFindings {
                var text =
                    "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
                    + "\(finding.message) (\(finding.ruleID))"
                if let plan = finding.plan { text += "\nplan: \(plan.file):\(plan.line)" }
                xml +=
                    "    <testcase name=\"\(XMLText.escaped("\(finding.ruleID) at \(finding.line):\(finding.column)"))\" "
                    + "classname=\"\(className)\" file=\"\(name)\" line=\"\(finding.line)\" time=\"0\">\n"
                if context.failsGate(finding) {
                    xml +=
                        "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escaped(finding.message))\">"
                        + "\(XMLText.escaped(text))</failure>\n"
                } else {
                    xml += "      <system-out>\(XMLText.escaped(text))</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }
}
