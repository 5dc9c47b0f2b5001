/// The JSON report. Top level: `version`, `tool`, `tipsWired` (the headline:
/// `{"wired": 9, "total": 11, "percent": 81.8}`), `planCoverage` (`{"percent": 82.5,
/// "held": 33, "total": 40}`, or `null` without a plan; `percent` is `null` when the plan
/// has no checks), `lint` (counts and findings), `source` (the commit, or `null`), `plans`,
/// `summary`, `planAreas`, `plannedChecks`, `missingTips`, `unplannedTips`, `describedTips` (each tip the
/// plan describes in words, with the code's `tip` it is by its copy, or `null`), `tipRows` (the
/// tips table), `taskProgress`, `codeAreas`, `tips`, `files`; then `history` with
/// `--history`, `tooltips` and `tutorial` when the project has a tooltip manager or a
/// TutorialKit tour.
struct JSONCoverageRenderer {
    func render(_ coverage: Coverage) -> String {
        let plan = coverage.plan
        var members: [JSONMember] = [
            JSONMember("version", 1),
            JSONMember(
                "tool",
                .object([JSONMember("name", "tiplint"), JSONMember("version", .string(TipLintVersion.current))])),
            JSONMember("tipsWired", tipsWired(coverage.tipsWired)),
            JSONMember("planCoverage", plan.map { .object(figure($0.summary)) } ?? .null),
            JSONMember("lint", lint(coverage)),
            JSONMember("source", coverage.source.map(source) ?? .null),
            JSONMember("plans", strings(plan?.documents ?? [])),
            JSONMember("summary", summary(coverage)),
            JSONMember("planAreas", .array((plan?.areas ?? []).map(area))),
            JSONMember("plannedChecks", .array((plan?.checks ?? []).map(check))),
            JSONMember("missingTips", strings(plan?.missingTips ?? [])),
            JSONMember("unplannedTips", strings(plan?.unplannedTips ?? [])),
            JSONMember("describedTips", .array((plan?.describedTips ?? []).map(described))),
            JSONMember("tipRows", .array(coverage.wiring.map(tipRow))),
            JSONMember("taskProgress", .array(coverage.progress.map(task))),
            JSONMember("codeAreas", .array(coverage.codeAreas.map(area))),
            JSONMember("tips", .array(coverage.tips.map(tip))),
            JSONMember("files", .array(coverage.files.map(fileImport))),
        ]
        if let history = coverage.history { members.append(JSONMember("history", .array(history.map(point)))) }
        if let tooltip = coverage.tooltip { members.append(JSONMember("tooltips", tooltipJSON(tooltip))) }
        if let tutorial = coverage.tutorial { members.append(JSONMember("tutorial", tutorialJSON(tutorial))) }
        return JSONWriter.string(.object(members)) + "\n"
    }

    private func figure(_ figure: CoverageFigure) -> [JSONMember] {
        [
            JSONMember("percent", figure.tenths.map { .number(Double($0) / 10) } ?? .null),
            JSONMember("held", .integer(figure.held)),
            JSONMember("total", .integer(figure.total)),
        ]
    }

    /// `{"wired": 9, "total": 11, "percent": 81.8}`; `percent` null when there is no tip.
    private func tipsWired(_ figure: CoverageFigure) -> JSONValue {
        .object([
            JSONMember("wired", .integer(figure.held)),
            JSONMember("total", .integer(figure.total)),
            JSONMember("percent", figure.tenths.map { .number(Double($0) / 10) } ?? .null),
        ])
    }

    private func lint(_ coverage: Coverage) -> JSONValue {
        let counts = coverage.findingCounts
        return .object([
            JSONMember("errors", .integer(counts.errors)),
            JSONMember("warnings", .integer(counts.warnings)),
            JSONMember("notes", .integer(counts.notes)),
            JSONMember(
                "findings",
                .array(
                    coverage.findings.map { finding in
                        .object(
                            [
                                JSONMember("rule", .string(finding.ruleID)),
                                JSONMember("severity", .string(finding.severity.rawValue)),
                                JSONMember("message", .string(finding.message)),
                            ] + location(SourceLocation(file: finding.file, line: finding.line, column: finding.column))
                        )
                    })),
        ])
    }

    private func source(_ source: ReportSource) -> JSONValue {
        .object([
            JSONMember("commit", .string(source.commit)),
            JSONMember("branch", optional(source.branch)),
            JSONMember("date", .string(source.date)),
            JSONMember("uncommittedChanges", .bool(source.hasChanges)),
        ])
    }

    private func tipRow(_ tip: TipWiring) -> JSONValue {
        .object(
            [
                JSONMember("name", .string(tip.name)),
                JSONMember("planned", .bool(tip.isPlanned)),
                JSONMember("area", .string(tip.area)),
                JSONMember("wired", .bool(tip.isWired)),
            ]
                + tip.cells.map { column, cell in
                    JSONMember(
                        column,
                        .object([
                            JSONMember("state", .string(cell.state.rawValue)),
                            JSONMember("summary", .string(cell.summary)),
                            JSONMember("reason", .string(cell.reason)),
                            JSONMember("locations", .array(cell.locations.map { .object(location($0)) })),
                            JSONMember("plan", .array(cell.plan.map(planReference))),
                        ]))
                })
    }

    private func task(_ task: TaskProgress) -> JSONValue {
        .object(
            [
                JSONMember("title", .string(task.title)),
                JSONMember("plan", planReference(task.source)),
                JSONMember("markedDone", .bool(task.isMarkedDone)),
                JSONMember("complete", .bool(task.isComplete)),
            ] + figure(task.figure))
    }

    private func point(_ point: HistoryPoint) -> JSONValue {
        .object([
            JSONMember("commit", .string(point.commit)),
            JSONMember("subject", .string(point.subject)),
            JSONMember("date", .string(point.date)),
            JSONMember("tipsWired", tipsWired(point.tipsWired)),
            JSONMember("planCoverage", point.planCoverage.map { .object(figure($0)) } ?? .null),
            JSONMember("errors", .integer(point.errors)),
            JSONMember("warnings", .integer(point.warnings)),
            JSONMember("notes", .integer(point.notes)),
        ])
    }

    private func planReference(_ reference: PlanReference) -> JSONValue {
        .object([JSONMember("file", .string(reference.file)), JSONMember("line", .integer(reference.line))])
    }

    /// A tip the plan describes in words (as `tiplint plan --format json` gives it), and the code's tip it is.
    private func described(_ match: DescribedTipMatch) -> JSONValue {
        let tip = match.tip
        return .object(
            [
                JSONMember("file", .string(tip.source.file)), JSONMember("line", .integer(tip.source.line)),
                JSONMember("label", optional(tip.label)), JSONMember("copy", optional(tip.copy)),
                JSONMember("place", optional(tip.place)), JSONMember("presentation", optional(tip.presentation)),
                JSONMember("done", .bool(tip.isDone)),
                JSONMember(
                    "tip",
                    match.code.map { .object([JSONMember("name", .string($0.name))] + location($0.location)) } ?? .null),
            ])
    }

    private func area(_ area: AreaSummary) -> JSONValue {
        .object([JSONMember("name", .string(area.name))] + figure(area.figure))
    }

    private func summary(_ coverage: Coverage) -> JSONValue {
        .object([
            JSONMember("scannedFiles", .integer(coverage.scannedFileCount)),
            JSONMember("usesTipKit", .bool(coverage.usesTipKit)),
            JSONMember("tips", .integer(coverage.tips.count)),
            JSONMember("displayed", .integer(coverage.tips.filter(\.isDisplayed).count)),
            JSONMember("invalidated", .integer(coverage.tips.filter(\.invalidation.isInvalidated).count)),
            JSONMember("wired", .integer(coverage.tips.filter(\.isWired).count)),
        ])
    }

    private func check(_ check: PlannedCheck) -> JSONValue {
        .object([
            JSONMember("tip", optional(check.tip)),
            JSONMember("file", optional(check.file)),
            JSONMember("kind", .string(check.kind.rawValue)),
            JSONMember("expected", .string(check.expected)),
            JSONMember("held", .bool(check.held)),
            JSONMember("detail", .string(check.detail)),
            JSONMember("location", check.location.map { .object(location($0)) } ?? .null),
            JSONMember("plan", planReference(check.plan)),
            JSONMember("area", .string(check.area)),
        ])
    }

    private func location(_ location: SourceLocation) -> [JSONMember] {
        [
            JSONMember("file", .string(location.file)), JSONMember("line", .integer(location.line)),
            JSONMember("column", .integer(location.column)),
        ]
    }

    private func tip(_ tip: TipCoverage) -> JSONValue {
        .object([
            JSONMember("name", .string(tip.name)),
            JSONMember("declared", .object(location(tip.declared))),
            JSONMember("area", .string(tip.area)),
            JSONMember(
                "events",
                .array(
                    tip.events.map { event in
                        .object([
                            JSONMember("name", .string(event.name)),
                            JSONMember("id", optional(event.id)),
                            JSONMember("declared", .object(location(event.declared))),
                            JSONMember("readByRules", .bool(event.readByRules)),
                            JSONMember("donations", .array(event.donations.map { .object(location($0)) })),
                        ])
                    })),
            JSONMember(
                "displaySites",
                .array(
                    tip.displaySites.map { site in
                        .object(
                            [JSONMember("kind", .string(site.kind.rawValue))] + location(site.location)
                                + [
                                    JSONMember("previewOnly", .bool(site.isPreviewOnly)),
                                    JSONMember("uncalledMethod", optional(site.uncalledMethod)),
                                    JSONMember("menuItem", .bool(site.isOnMenuItem)),
                                ])
                    })),
            JSONMember(
                "invalidation",
                .object([
                    JSONMember("invalidated", .bool(tip.invalidation.isInvalidated)),
                    JSONMember("donatedEvents", strings(tip.invalidation.donatedEvents)),
                    JSONMember(
                        "invalidateCalls", .array(tip.invalidation.invalidateCalls.map { .object(location($0)) })),
                    JSONMember("displayLimit", optional(tip.invalidation.displayLimit)),
                ])),
            JSONMember("imports", .array(tip.imports.map(fileImport))),
            JSONMember("wired", .bool(tip.isWired)),
        ])
    }

    private func fileImport(_ status: FileImportStatus) -> JSONValue {
        .object([JSONMember("file", .string(status.path)), JSONMember("importsTipKit", .bool(status.hasImport))])
    }

    private func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }

    private func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
}
