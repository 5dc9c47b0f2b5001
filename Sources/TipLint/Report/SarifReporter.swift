/// SARIF 2.1.0 as GitHub code scanning takes it: each rule it reports with
/// its descriptions and help (not all of them: the help is long), results with relative URIs under `%SRCROOT%`, full
/// regions, stable `partialFingerprints`, and as related locations the plan line that set a plan
/// finding's expectation and the finding's own related places (`Finding.related`).
enum SarifReporter: Reporter {
    static let identifier = "sarif"
    static let summary = "SARIF 2.1.0 for GitHub code scanning and other SARIF viewers"
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let sourceRootID = "%SRCROOT%"
    /// GitHub code scanning rejects a run with more results than this.
    static let resultLimit = 25_000

    static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        generateReport(findings, context: context, limit: resultLimit)
    }

    static func generateReport(_ findings: [Finding], context: ReportContext, limit: Int) -> String {
        JSONWriter.string(document(findings, context: context, limit: limit)) + "\n"
    }

    /// In pieces, each result made as it is written: 25,000 results were a tree of values and a
    /// string of 57 MB.
    static func writeReport(_ findings: [Finding], context: ReportContext, to write: (String) -> Void) {
        JSONWriter.write(document(findings, context: context, limit: resultLimit), to: write)
        write("\n")
    }

    private static func document(_ findings: [Finding], context: ReportContext, limit: Int) -> JSONValue {
        let root = PathText.absolute(context.sourceRoot ?? context.workingDirectory, in: "/")
        let kept = mostSevere(findings, limit: limit)
        let reported = Set(kept.map(\.ruleID))
        let rules = RuleRegistry.descriptions.filter { reported.contains($0.id) }
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        let completed = FindingRegions.completed(kept, workingDirectory: context.workingDirectory)
        let results = JSONElements(count: completed.count) { [ruleIndex] index in
            result(completed[index], ruleIndex: ruleIndex[completed[index].ruleID], context: context)
        }
        var run: [JSONMember] = [
            JSONMember(
                "tool",
                .object([
                    JSONMember(
                        "driver",
                        .object([
                            JSONMember("name", "tiplint"),
                            JSONMember("version", .string(context.toolVersion)),
                            JSONMember("semanticVersion", .string(context.toolVersion)),
                            JSONMember("informationUri", .string(TipLintVersion.projectURL)),
                            JSONMember("rules", .array(rules.map(rule))),
                        ]))
                ])),
            JSONMember(
                "originalUriBaseIds",
                .object([
                    JSONMember(sourceRootID, .object([JSONMember("uri", .string(fileURI(directory: root)))]))
                ])),
            JSONMember("columnKind", "unicodeCodePoints"),
            JSONMember("results", .elements(results)),
        ]
        if kept.count < findings.count { run.append(leftOutNotice(findings.count - kept.count, limit: limit)) }
        return .object([
            JSONMember("$schema", .string(schema)),
            JSONMember("version", "2.1.0"),
            JSONMember("runs", .array([.object(run)])),
        ])
    }

    /// At most `limit` findings, errors before warnings before notes, in
    /// their order: what a capped run shows first is what fails the build.
    static func mostSevere(_ findings: [Finding], limit: Int) -> [Finding] {
        guard findings.count > limit else { return findings }
        var kept: [Int] = []
        for severity in Severity.allCases.reversed() where kept.count < limit {
            kept += findings.indices.lazy.filter { findings[$0].severity == severity }.prefix(limit - kept.count)
        }
        return kept.sorted().map { findings[$0] }
    }

    /// The run's invocation, saying how many results were left out; the
    /// exit status does not change.
    private static func leftOutNotice(_ count: Int, limit: Int) -> JSONMember {
        let text =
            "\(count) results left out: GitHub code scanning takes at most \(limit) per run, "
            + "so the most severe were kept; the text or JSON output lists them all"
        return JSONMember(
            "invocations",
            .array([
                .object([
                    JSONMember("executionSuccessful", true),
                    JSONMember(
                        "toolExecutionNotifications",
                        .array([
                            .object([
                                JSONMember("descriptor", .object([JSONMember("id", "results-left-out")])),
                                JSONMember("level", "warning"),
                                JSONMember("message", .object([JSONMember("text", .string(text))])),
                            ])
                        ])),
                ])
            ]))
    }

    static func rule(_ rule: RuleDescription) -> JSONValue {
        var tags = ["tiplint", rule.system == .general ? "general" : rule.system.rawValue]
        if rule.needsPlan { tags.append("plan") }
        let summary = sentence(rule.summary)
        let helpText = RuleDocumentation.text(rule)
        let helpMarkdown = RuleDocumentation.markdown(rule, heading: false)
        return .object([
            JSONMember("id", .string(rule.id)),
            JSONMember("name", .string(pascalCase(rule.id))),
            JSONMember("shortDescription", .object([JSONMember("text", .string(summary))])),
            JSONMember("fullDescription", .object([JSONMember("text", .string("\(summary) \(rule.details)"))])),
            JSONMember(
                "help", .object([JSONMember("text", .string(helpText)), JSONMember("markdown", .string(helpMarkdown))])),
            JSONMember("defaultConfiguration", .object([JSONMember("level", .string(level(rule.severity)))])),
            JSONMember(
                "properties",
                .object([
                    JSONMember("tags", .array(tags.map { .string($0) })),
                    JSONMember("precision", "high"),
                    JSONMember(
                        "problem.severity", .string(rule.severity == .note ? "recommendation" : rule.severity.rawValue)),
                ])),
        ])
    }

    static func result(_ finding: Finding, ruleIndex: Int?, context: ReportContext) -> JSONValue {
        let uri = uriReference(context.pathFromSourceRoot(finding.file))
        var region: [JSONMember] = [
            JSONMember("startLine", .integer(max(1, finding.line))),
            JSONMember("startColumn", .integer(max(1, finding.column))),
        ]
        if let endLine = finding.endLine, let endColumn = finding.endColumn {
            region.append(JSONMember("endLine", .integer(max(endLine, finding.line))))
            region.append(JSONMember("endColumn", .integer(max(1, endColumn))))
        }
        var members = [JSONMember("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(JSONMember("ruleIndex", .integer(ruleIndex))) }
        members += [
            JSONMember("level", .string(level(finding.severity))),
            JSONMember("message", .object([JSONMember("text", .string(finding.message))])),
            JSONMember(
                "locations",
                .array([
                    .object([
                        JSONMember(
                            "physicalLocation",
                            .object([
                                artifactLocation(uri),
                                JSONMember("region", .object(region)),
                            ]))
                    ])
                ])),
            JSONMember(
                "partialFingerprints",
                .object([
                    JSONMember(
                        SarifFingerprint.name,
                        .string(SarifFingerprint.value(ruleID: finding.ruleID, uri: uri, key: finding.key)))
                ])),
        ]
        var related: [JSONValue] = []
        if let plan = finding.plan {
            related.append(
                relatedLocation(
                    id: 1, uri: uriReference(context.pathFromSourceRoot(plan.file)),
                    region: [JSONMember("startLine", .integer(max(1, plan.line)))],
                    message: "where the plan sets this expectation"))
        }
        for place in finding.related {
            related.append(
                relatedLocation(
                    id: related.count + 1, uri: uriReference(context.pathFromSourceRoot(place.file)),
                    region: [
                        JSONMember("startLine", .integer(max(1, place.line))),
                        JSONMember("startColumn", .integer(max(1, place.column))),
                    ],
                    message: place.message))
        }
        if !related.isEmpty { members.append(JSONMember("relatedLocations", .array(related))) }
        return .object(members)
    }

    private static func relatedLocation(id: Int, uri: String, region: [JSONMember], message: String) -> JSONValue {
        .object([
            JSONMember("id", .integer(id)),
            JSONMember("physicalLocation", .object([artifactLocation(uri), JSONMember("region", .object(region))])),
            JSONMember("message", .object([JSONMember("text", .string(message))])),
        ])
    }

    private static func artifactLocation(_ uri: String) -> JSONMember {
        JSONMember(
            "artifactLocation",
            .object([
                JSONMember("uri", .string(uri)), JSONMember("uriBaseId", .string(sourceRootID)),
            ]))
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// `missing_import` → `MissingImport`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A summary as a sentence: capitalised, with a full stop.
    static func sentence(_ text: String) -> String {
        let capitalised = text.prefix(1).uppercased() + text.dropFirst()
        return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
    }

    /// A relative path as an RFC 3986 relative reference: every byte but the
    /// unreserved characters and `/` percent-encoded, so spaces, `#`, `?`,
    /// `%`, `:` and non-ASCII names cannot change what it points to.
    static func uriReference(_ path: String) -> String {
        // Most paths need no escape: then the path is its own reference (25,000 results name a file each).
        if !path.isEmpty && path.utf8.allSatisfy(isUnreserved) { return path }
        var output = ""
        for byte in path.utf8 {
            if isUnreserved(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += byte < 16 ? "%0" + hex : "%" + hex
            }
        }
        return output.isEmpty ? "." : output
    }

    /// RFC 3986's unreserved characters, and the path separator.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// `file:///abs/dir/`, with the trailing slash a base URI needs.
    static func fileURI(directory: String) -> String {
        let path = uriReference(directory)
        return "file://" + (path.hasSuffix("/") ? path : path + "/")
    }
}
