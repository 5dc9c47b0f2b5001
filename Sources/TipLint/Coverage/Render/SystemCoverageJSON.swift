extension JSONCoverageRenderer {
    /// `tooltips`: ids with their sites, and views with their overlay.
    func tooltipJSON(_ coverage: TooltipCoverage) -> JSONValue {
        .object([
            JSONMember("summary", .string(coverage.summary)),
            JSONMember(
                "ids",
                .array(
                    coverage.tooltips.map { tooltip in
                        .object([
                            JSONMember("id", .string(tooltip.id)),
                            JSONMember("literal", .bool(tooltip.isLiteral)),
                            JSONMember("title", optional(tooltip.title)),
                            JSONMember(
                                "shows",
                                .array(
                                    tooltip.shows.map { show in
                                        .object(
                                            [JSONMember("kind", .string(show.kind))] + Self.located(show.location) + [
                                                JSONMember("view", optional(show.view)),
                                                JSONMember("overlay", show.overlay.map(overlay) ?? .null),
                                            ])
                                    })),
                            JSONMember("seenChecks", .array(tooltip.seenChecks.map { .object(Self.located($0)) })),
                            JSONMember("resets", .array(tooltip.resets.map { .object(Self.located($0)) })),
                            JSONMember("visible", .bool(tooltip.isVisible)),
                        ])
                    })),
            JSONMember(
                "views",
                .array(
                    coverage.views.map { view in
                        .object(
                            [JSONMember("view", .string(view.view))] + Self.located(view.location) + [
                                JSONMember("ids", .array(view.ids.map(JSONValue.string))),
                                JSONMember("overlay", overlay(view.overlay)),
                            ])
                    })),
        ])
    }

    /// `tutorial`: steps with arrows and triggers, presentations, handlers.
    func tutorialJSON(_ coverage: TutorialCoverage) -> JSONValue {
        .object([
            JSONMember("summary", .string(coverage.summary)),
            JSONMember("attachments", .array(coverage.attachments.map { .object(Self.located($0)) })),
            JSONMember(
                "steps",
                .array(
                    coverage.steps.map { step in
                        .object(
                            [
                                JSONMember("number", .integer(step.number)),
                                JSONMember("owner", optional(step.owner)),
                                JSONMember("title", optional(step.title)),
                            ] + Self.located(step.location) + [
                                JSONMember(
                                    "arrows",
                                    .array(
                                        step.arrows.map { arrow in
                                            .object(
                                                [
                                                    JSONMember("target", .string(arrow.target)),
                                                    JSONMember("supplemental", .bool(arrow.isSupplemental)),
                                                ] + Self.located(arrow.location) + [
                                                    JSONMember("declared", .bool(arrow.isDeclared)),
                                                    JSONMember("captured", .bool(arrow.isCaptured)),
                                                    JSONMember(
                                                        "captures",
                                                        .array(arrow.captures.map { .object(Self.located($0)) })),
                                                ])
                                        })),
                                JSONMember(
                                    "triggers",
                                    .array(
                                        step.triggers.map { trigger in
                                            .object(
                                                [JSONMember("name", .string(trigger.name))]
                                                    + Self.located(trigger.location) + [
                                                        JSONMember("handled", .bool(trigger.isHandled)),
                                                        JSONMember(
                                                            "handlers",
                                                            .array(
                                                                trigger.handlers.map { handler in
                                                                    .object(
                                                                        [JSONMember("kind", .string(handler.kind))]
                                                                            + Self.located(handler.location))
                                                                })),
                                                    ])
                                        })),
                                JSONMember("complete", .bool(step.isComplete)),
                            ])
                    })),
            JSONMember(
                "handlers",
                .array(
                    coverage.handlers.map { handler in
                        .object(
                            [
                                JSONMember("kind", .string(handler.kind)),
                                JSONMember("trigger", .string(handler.trigger)),
                            ]
                                + Self.located(handler.location)
                                + [JSONMember("firedBy", .array(handler.firedBy.map(JSONValue.string)))])
                    })),
        ])
    }

    /// `{"rendered": true, "by": "helper", "name": "tooltipOverlay"}`.
    private func overlay(_ status: TooltipOverlayStatus) -> JSONValue {
        let (kind, name): (String, String?)
        switch status {
        case .own: (kind, name) = ("own", nil)
        case .helper(let helper): (kind, name) = ("helper", helper)
        case .ancestor(let ancestor): (kind, name) = ("ancestor", ancestor)
        case .missing: (kind, name) = ("missing", nil)
        }
        return .object([
            JSONMember("rendered", .bool(status.isRendered)), JSONMember("by", .string(kind)),
            JSONMember("name", optional(name)),
        ])
    }

    private func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    private static func located(_ location: SourceLocation) -> [JSONMember] {
        [
            JSONMember("file", .string(location.file)), JSONMember("line", .integer(location.line)),
            JSONMember("column", .integer(location.column)),
        ]
    }
}
