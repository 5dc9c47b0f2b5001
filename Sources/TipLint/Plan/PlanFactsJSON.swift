/// The plan's facts as JSON, one shape for `tiplint plan --format json` and for the accepted
/// reading (`<plan>.tiplint.json`), which reads them back (`PlanFactsJSON.Decoder`). Every fact
/// carries its plan line (`"plan": {"file", "line"}`) and, where the reader grades it, its evidence; a
/// tip's copy and events carry their own line where another line states them (`titlePlan`, an event's
/// `plan`), so a finding about them cites that line.
enum PlanFactsJSON {
    /// The fact members, in a fixed order; `path` writes a plan document's path.
    static func members(_ plan: Plan, path: @escaping (String) -> String) -> [JSONMember] {
        let encoder = Encoder(path: path)
        return [
            JSONMember("statedTipCounts", .array(plan.statedTipCounts.map { encoder.stated($0) })),
            JSONMember("tips", .array(plan.tips.map { encoder.tip($0) })),
            JSONMember("files", .array(plan.files.map { encoder.file($0) })),
            JSONMember("imports", .array(plan.imports.map { encoder.importSite($0) })),
            JSONMember("displaySites", .array(plan.displaySites.map { encoder.site($0) })),
            JSONMember("donations", .array(plan.donations.map { encoder.site($0) })),
            JSONMember("configure", plan.configure.map { encoder.configure($0) } ?? .null),
            JSONMember(
                "configurePlacements",
                .array(
                    plan.configurePlacements.map {
                        .object([
                            JSONMember("value", .string($0.value)), JSONMember("plan", encoder.reference($0.source)),
                        ])
                    })),
            JSONMember("statedImportFileCount", plan.statedImportFileCount.map { encoder.stated($0) } ?? .null),
            JSONMember("statedConfigureFileCount", plan.statedConfigureFileCount.map { encoder.stated($0) } ?? .null),
            JSONMember("designCopy", .array(plan.designCopy.map { encoder.designCopy($0) })),
            JSONMember("designFiles", .array(plan.designFiles.map { encoder.file($0) })),
            JSONMember("tasks", .array(plan.tasks.map { encoder.task($0) })),
        ]
    }

    /// The keys `members` writes, for readers that check what they are given.
    static let keys = [
        "statedTipCounts", "tips", "files", "imports", "displaySites", "donations", "configure", "configurePlacements",
        "statedImportFileCount", "statedConfigureFileCount", "designCopy", "designFiles", "tasks",
    ]

    private struct Encoder {
        let path: (String) -> String

        func reference(_ source: PlanReference) -> JSONValue {
            .object([JSONMember("file", .string(path(source.file))), JSONMember("line", .integer(source.line))])
        }

        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

        func stated(_ value: Stated<Int>) -> JSONValue {
            .object([JSONMember("value", .integer(value.value)), JSONMember("plan", reference(value.source))])
        }

        /// The line that states one fact of the tip, where it is not the tip's own line; else null.
        func factLine(_ tip: PlannedTip, _ fact: PlannedTipFact) -> JSONValue {
            tip.factLines[fact].map(reference) ?? .null
        }

        func tip(_ tip: PlannedTip) -> JSONValue {
            .object([
                JSONMember("name", .string(tip.name)),
                JSONMember(
                    "events",
                    .array(
                        tip.events.map {
                            .object([
                                JSONMember("name", .string($0.name)), JSONMember("id", optional($0.id)),
                                JSONMember("plan", factLine(tip, .event($0.name))),
                            ])
                        })),
                JSONMember("title", optional(tip.title)), JSONMember("titlePlan", factLine(tip, .title)),
                JSONMember("message", optional(tip.message)), JSONMember("messagePlan", factLine(tip, .message)),
                JSONMember("image", optional(tip.image)), JSONMember("imagePlan", factLine(tip, .image)),
                JSONMember("done", .bool(tip.isDone)),
                JSONMember("plan", reference(tip.source)), JSONMember("evidence", .string(tip.evidence.rawValue)),
                JSONMember("described", optional(tip.describedAs)),
            ])
        }

        func file(_ file: PlannedFile) -> JSONValue {
            .object([
                JSONMember("path", .string(file.path)),
                JSONMember("action", .string(file.action.rawValue.lowercased())),
                JSONMember("done", .bool(file.isDone)), JSONMember("plan", reference(file.source)),
                JSONMember("evidence", .string(file.evidence.rawValue)),
            ])
        }

        func site(_ site: PlannedSite) -> JSONValue { .object(siteMembers(site)) }

        /// An import also says whether only the plan's other facts imply it (`PlannedSite.isDerived`).
        func importSite(_ site: PlannedSite) -> JSONValue {
            .object(siteMembers(site) + [JSONMember("derived", .bool(site.isDerived))])
        }

        private func siteMembers(_ site: PlannedSite) -> [JSONMember] {
            [
                JSONMember("file", .string(site.file)), JSONMember("tip", optional(site.tip)),
                JSONMember("event", optional(site.event)), JSONMember("done", .bool(site.isDone)),
                JSONMember("plan", reference(site.source)), JSONMember("evidence", .string(site.evidence.rawValue)),
            ]
        }

        func configure(_ configure: PlannedConfigure) -> JSONValue {
            // `inApp` only when true: a reading of a plan that names a file stays as earlier versions wrote it.
            .object(
                [
                    JSONMember("file", .string(configure.file)),
                    JSONMember("options", configure.options.map { .array($0.map(JSONValue.string)) } ?? .null),
                    JSONMember("done", .bool(configure.isDone)), JSONMember("plan", reference(configure.source)),
                    JSONMember("evidence", .string(configure.evidence.rawValue)),
                ] + (configure.isInApp ? [JSONMember("inApp", .bool(true))] : []))
        }

        func designCopy(_ row: DesignCopy) -> JSONValue {
            .object([
                JSONMember("view", .string(row.view)), JSONMember("target", optional(row.target)),
                JSONMember("title", .string(row.title)), JSONMember("message", .string(row.message)),
                JSONMember("plan", reference(row.source)),
            ])
        }

        func task(_ task: PlannedTask) -> JSONValue {
            .object([
                JSONMember("title", .string(task.title)), JSONMember("done", .bool(task.isMarkedDone)),
                JSONMember("parent", task.parent.map { .integer($0) } ?? .null),
                JSONMember("plan", reference(task.source)), JSONMember("lastLine", .integer(task.lastLine)),
            ])
        }
    }
}
