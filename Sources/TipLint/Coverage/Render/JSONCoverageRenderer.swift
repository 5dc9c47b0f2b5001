/// The JSON report. Top level: `version`, optional `tool`, `planCoverage`
/// (`{"percent": 82.5, "held": 33, "total": 40}`, or `null` without a plan; `percent`
/// is `null` when the plan has no checks), `plans`, `summary`, `planAreas`, `plannedChecks`,
/// `missingTips`, `unplannedTips`, `codeAreas`, `tips`, `files`, `tooltips`, `tutorial`
/// (the last two `null` when the project has no tooltip manager or no TutorialKit tour).
struct JSONCoverageRenderer {
    var toolVersion: String?

    func render(_ coverage: Coverage) -> String {
        var members: [(String, CoverageJSONValue)] = [("version", .int(1))]
        if let toolVersion {
            members.append(("tool", .object([("name", .string("tiplint")), ("version", .string(toolVersion))])))
        }
        let plan = coverage.plan
        members += [
            ("planCoverage", plan.map { figure($0.summary) } ?? .null),
            ("plans", .array((plan?.documents ?? []).map(CoverageJSONValue.string))),
            ("summary", summary(coverage)),
            ("planAreas", .array((plan?.areas ?? []).map(area))),
            ("plannedChecks", .array((plan?.checks ?? []).map(check))),
            ("missingTips", .array((plan?.missingTips ?? []).map(CoverageJSONValue.string))),
            ("unplannedTips", .array((plan?.unplannedTips ?? []).map(CoverageJSONValue.string))),
            ("codeAreas", .array(coverage.codeAreas.map(area))),
            ("tips", .array(coverage.tips.map(tip))),
            ("files", .array(coverage.files.map(fileImport))),
            ("tooltips", coverage.tooltip.map(tooltipJSON) ?? .null),
            ("tutorial", coverage.tutorial.map(tutorialJSON) ?? .null),
        ]
        return CoverageJSONValue.object(members).rendered()
    }

    private func figure(_ figure: CoverageFigure) -> CoverageJSONValue {
        .object([
            ("percent", figure.percentText.map(CoverageJSONValue.number) ?? .null),
            ("held", .int(figure.held)),
            ("total", .int(figure.total)),
        ])
    }

    private func area(_ area: AreaSummary) -> CoverageJSONValue {
        .object([("name", .string(area.name))] + members(of: figure(area.figure)))
    }

    private func members(of value: CoverageJSONValue) -> [(String, CoverageJSONValue)] {
        if case .object(let members) = value { return members }
        return []
    }

    private func summary(_ coverage: Coverage) -> CoverageJSONValue {
        .object([
            ("scannedFiles", .int(coverage.scannedFileCount)),
            ("usesTipKit", .bool(coverage.usesTipKit)),
            ("tips", .int(coverage.tips.count)),
            ("displayed", .int(coverage.tips.filter(\.isDisplayed).count)),
            ("invalidated", .int(coverage.tips.filter(\.invalidation.isInvalidated).count)),
            ("wired", .int(coverage.tips.filter(\.isWired).count)),
        ])
    }

    private func check(_ check: PlannedCheck) -> CoverageJSONValue {
        .object([
            ("tip", .optional(check.tip)),
            ("file", .optional(check.file)),
            ("kind", .string(check.kind.rawValue)),
            ("expected", .string(check.expected)),
            ("held", .bool(check.held)),
            ("detail", .string(check.detail)),
            ("location", check.location.map(location) ?? .null),
            ("plan", .object([("file", .string(check.plan.file)), ("line", .int(check.plan.line))])),
            ("area", .string(check.area)),
        ])
    }

    private func location(_ location: SourceLocation) -> CoverageJSONValue {
        .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))])
    }

    private func tip(_ tip: TipCoverage) -> CoverageJSONValue {
        .object([
            ("name", .string(tip.name)),
            ("declared", location(tip.declared)),
            ("area", .string(tip.area)),
            ("events", .array(tip.events.map { event in
                .object([
                    ("name", .string(event.name)),
                    ("id", .optional(event.id)),
                    ("declared", location(event.declared)),
                    ("readByRules", .bool(event.readByRules)),
                    ("donations", .array(event.donations.map(location))),
                ])
            })),
            ("displaySites", .array(tip.displaySites.map { site in
                .object([("kind", .string(site.kind.rawValue))] + members(of: location(site.location)))
            })),
            ("invalidation", .object([
                ("invalidated", .bool(tip.invalidation.isInvalidated)),
                ("donatedEvents", .array(tip.invalidation.donatedEvents.map(CoverageJSONValue.string))),
                ("invalidateCalls", .array(tip.invalidation.invalidateCalls.map(location))),
                ("maxDisplayCount", .optional(tip.invalidation.maxDisplayCount)),
            ])),
            ("imports", .array(tip.imports.map(fileImport))),
            ("wired", .bool(tip.isWired)),
        ])
    }

    private func fileImport(_ status: FileImportStatus) -> CoverageJSONValue {
        .object([("file", .string(status.path)), ("importsTipKit", .bool(status.hasImport))])
    }
}
