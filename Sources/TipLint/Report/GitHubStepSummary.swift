/// The Markdown a `github` run appends to `GITHUB_STEP_SUMMARY`: the counts,
/// what GitHub left unannotated, and a table of the findings. GitHub takes at
/// most 1 MiB per step, so the table stops well before that and says so.
public enum GitHubStepSummary {
    static let byteBudget = 900_000

    public static func markdown(_ findings: [Finding], context: ReportContext) -> String {
        let counts = FindingCounts(findings)
        var text = "## tiplint\n\n"
        text +=
            "**\(counted(counts.errors, "error")), \(counted(counts.warnings, "warning")), "
            + "\(counted(counts.notes, "note"))** in \(counted(context.fileCount, "file"))\n\n"
        let unannotated = GitHubReporter.unannotatedCounts(findings)
        if !unannotated.isEmpty {
            text +=
                "> GitHub shows at most \(GitHubReporter.annotationLimit) annotations of each kind per step: "
                + unannotated.joined(separator: ", ") + " are not annotated; the log and the table below list them.\n\n"
        }
        guard !findings.isEmpty else { return text }
        text += "| Severity | Location | Rule | Message |\n|---|---|---|---|\n"
        var listed = 0, size = text.utf8.count
        for finding in findings {
            let location = "\(context.pathFromSourceRoot(finding.file)):\(finding.line):\(finding.column)"
            var message = finding.message
            // Plan findings cite their plan line in the message already: once is enough.
            if let plan = finding.plan, !message.contains("\(plan.file):\(plan.line)") {
                message += " (plan: \(plan.file):\(plan.line))"
            }
            let row =
                "| \(finding.severity.rawValue) | \(ContentEscaping.markdownCode(location)) | "
                + "\(ContentEscaping.markdownCode(finding.ruleID)) | \(ContentEscaping.markdownMessage(message)) |\n"
            size += row.utf8.count
            if size > byteBudget { break }
            text += row
            listed += 1
        }
        if listed < findings.count {
            text +=
                "\n\(findings.count - listed) more findings are not listed: GitHub takes at most 1 MiB of "
                + "summary per step. The log has them all.\n"
        }
        return text
    }
}
