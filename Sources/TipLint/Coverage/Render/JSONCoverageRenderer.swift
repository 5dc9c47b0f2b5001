/// The JSON report. Top level: `version`, `tool`, `planCoverage`
/// (`{"percent": 82.5, "held": 33, "total": 40}`, or `null` without a plan; `percent`
/// is `null` when the plan has no checks), `plans`, `summary`, `planAreas`, `plannedChecks`,
/// `missingTips`, `unplannedTips`, `codeAreas`, `tips`, `files`, then `tooltips` and
/// `tutorial` when the project has a tooltip manager or a TutorialKit tour.
struct JSONCoverageRenderer {
    func render(_ coverage: Coverage) -> String {
        let plan = coverage.plan
        var members: [JSONMember] = [
            JSONMember("version", 1),
            JSONMember("tool", .object([JSONMember("name", "tiplint"), JSONMember("version", .string(TipLintVersion.current))])),
            JSONMember("planCoverage", plan.map { .object(figure($0.summary)) } ?? .null),
            JSONMember("plans", strings(plan?.documents ?? [])),
            JSONMember("summary", summary(coverage)),
            JSONMember("planAreas", .array((plan?.areas ?? []).map(area))),
            JSONMember("plannedChecks", .array((plan?.checks ?? []).map(check))),
            JSONMember("missingTips", strings(plan?.missingTips ?? [])),
            JSONMember("unplannedTips", strings(plan?.unplannedTips ?? [])),
            JSONMember("codeAreas", .array(coverage.codeAreas.map(area))),
            JSONMember("tips", .array(coverage.tips.map(tip))),
            JSONMember("files", .array(coverage.files.map(fileImport))),
        ]
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
            JSONMember("plan", .object([JSONMember("file", .string(check.plan.file)),
                                        JSONMember("line", .integer(check.plan.line))])),
            JSONMember("area", .string(check.area)),
        ])
    }

    private func location(_ location: SourceLocation) -> [JSONMember] {
        [JSONMember("file", .string(location.file)), JSONMember("line", .integer(location.line)),
         JSONMember("column", .integer(location.column))]
    }

    private func tip(_ tip: TipCoverage) -> JSONValue {
        .object([
            JSONMember("name", .string(tip.name)),
            JSONMember("declared", .object(location(tip.declared))),
            JSONMember("area", .string(tip.area)),
            JSONMember("events", .array(tip.events.map { event in
                .object([
                    JSONMember("name", .string(event.name)),
                    JSONMember("id", optional(event.id)),
                    JSONMember("declared", .object(location(event.declared))),
                    JSONMember("readByRules", .bool(event.readByRules)),
                    JSONMember("donations", .array(event.donations.map { .object(location($0)) })),
                ])
            })),
            JSONMember("displaySites", .array(tip.displaySites.map { site in
                .object([JSONMember("kind", .string(site.kind.rawValue))] + location(site.location))
            })),
            JSONMember("invalidation", .object([
                JSONMember("invalidated", .bool(tip.invalidation.isInvalidated)),
                JSONMember("donatedEvents", strings(tip.invalidation.donatedEvents)),
                JSONMember("invalidateCalls", .array(tip.invalidation.invalidateCalls.map { .object(location($0)) })),
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
