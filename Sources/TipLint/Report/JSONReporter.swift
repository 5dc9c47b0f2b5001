/// A versioned JSON document for scripts:
/// `{"version": 1, "tool": {…}, "findings": […], "summary": {…}}`.
enum JSONReporter: Reporter {
    static let identifier = "json"
    static let summary = "one JSON document: version, tool, findings, summary"

    static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        JSONWriter.string(document(findings, context: context)) + "\n"
    }

    /// In pieces, each finding's object made as it is written.
    static func writeReport(_ findings: [Finding], context: ReportContext, to write: (String) -> Void) {
        JSONWriter.write(document(findings, context: context), to: write)
        write("\n")
    }

    private static func document(_ findings: [Finding], context: ReportContext) -> JSONValue {
        let counts = FindingCounts(findings)
        return .object([
            JSONMember("version", 1),
            JSONMember(
                "tool", .object([JSONMember("name", "tiplint"), JSONMember("version", .string(context.toolVersion))])),
            JSONMember("findings", .elements(JSONElements(count: findings.count) { json(findings[$0]) })),
            JSONMember(
                "summary",
                .object([
                    JSONMember("files", .integer(context.fileCount)),
                    JSONMember("errors", .integer(counts.errors)),
                    JSONMember("warnings", .integer(counts.warnings)),
                    JSONMember("notes", .integer(counts.notes)),
                    JSONMember("plans", .array(context.plans.map { .string($0) })),
                    JSONMember("systems", .array(context.systems.map { .string($0.rawValue) })),
                ])),
        ])
    }

    static func json(_ finding: Finding) -> JSONValue {
        var members = [
            JSONMember("ruleId", .string(finding.ruleID)),
            JSONMember("severity", .string(finding.severity.rawValue)),
            JSONMember("message", .string(finding.message)),
            JSONMember("file", .string(finding.file)),
            JSONMember("line", .integer(finding.line)),
            JSONMember("column", .integer(finding.column)),
        ]
        if let endLine = finding.endLine { members.append(JSONMember("endLine", .integer(endLine))) }
        if let endColumn = finding.endColumn { members.append(JSONMember("endColumn", .integer(endColumn))) }
        if let plan = finding.plan {
            members.append(
                JSONMember(
                    "plan",
                    .object([
                        JSONMember("file", .string(plan.file)), JSONMember("line", .integer(plan.line)),
                    ])))
        }
        if !finding.related.isEmpty {
            members.append(
                JSONMember(
                    "related",
                    .array(
                        finding.related.map { place in
                            .object([
                                JSONMember("message", .string(place.message)), JSONMember("file", .string(place.file)),
                                JSONMember("line", .integer(place.line)), JSONMember("column", .integer(place.column)),
                            ])
                        })))
        }
        return .object(members)
    }
}
