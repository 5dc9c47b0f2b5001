extension JSONCoverageRenderer {
    /// `tooltips`: ids with their sites, and views with their overlay.
    func tooltipJSON(_ coverage: TooltipCoverage) -> CoverageJSONValue {
        .object([
            ("summary", .string(coverage.summary)),
            ("ids", .array(coverage.tooltips.map { tooltip in
                .object([
                    ("id", .string(tooltip.id)),
                    ("literal", .bool(tooltip.isLiteral)),
                    ("title", .optional(tooltip.title)),
                    ("shows", .array(tooltip.shows.map { show in
                        .object([("kind", .string(show.kind))] + Self.located(show.location) + [
                            ("view", .optional(show.view)),
                            ("overlay", show.overlay.map(overlay) ?? .null),
                        ])
                    })),
                    ("seenChecks", .array(tooltip.seenChecks.map { .object(Self.located($0)) })),
                    ("resets", .array(tooltip.resets.map { .object(Self.located($0)) })),
                    ("visible", .bool(tooltip.isVisible)),
                ])
            })),
            ("views", .array(coverage.views.map { view in
                .object([("view", .string(view.view))] + Self.located(view.location) + [
                    ("ids", .array(view.ids.map(CoverageJSONValue.string))),
                    ("overlay", overlay(view.overlay)),
                ])
            })),
        ])
    }

    /// `tutorial`: steps with arrows and triggers, presentations, handlers.
    func tutorialJSON(_ coverage: TutorialCoverage) -> CoverageJSONValue {
        .object([
            ("summary", .string(coverage.summary)),
            ("attachments", .array(coverage.attachments.map { .object(Self.located($0)) })),
            ("steps", .array(coverage.steps.map { step in
                .object([
                    ("number", .int(step.number)),
                    ("owner", .optional(step.owner)),
                    ("title", .optional(step.title)),
                ] + Self.located(step.location) + [
                    ("arrows", .array(step.arrows.map { arrow in
                        .object([
                            ("target", .string(arrow.target)),
                            ("supplemental", .bool(arrow.isSupplemental)),
                        ] + Self.located(arrow.location) + [
                            ("declared", .bool(arrow.isDeclared)),
                            ("captured", .bool(arrow.isCaptured)),
                            ("captures", .array(arrow.captures.map { .object(Self.located($0)) })),
                        ])
                    })),
                    ("triggers", .array(step.triggers.map { trigger in
                        .object([("name", .string(trigger.name))] + Self.located(trigger.location) + [
                            ("handled", .bool(trigger.isHandled)),
                            ("handlers", .array(trigger.handlers.map { handler in
                                .object([("kind", .string(handler.kind))] + Self.located(handler.location))
                            })),
                        ])
                    })),
                    ("complete", .bool(step.isComplete)),
                ])
            })),
            ("handlers", .array(coverage.handlers.map { handler in
                .object([("kind", .string(handler.kind)), ("trigger", .string(handler.trigger))]
                    + Self.located(handler.location)
                    + [("firedBy", .array(handler.firedBy.map(CoverageJSONValue.string)))])
            })),
        ])
    }

    /// `{"rendered": true, "by": "helper", "name": "tooltipOverlay"}`.
    private func overlay(_ status: TooltipOverlayStatus) -> CoverageJSONValue {
        let (kind, name): (String, String?)
        switch status {
        case .own: (kind, name) = ("own", nil)
        case .helper(let helper): (kind, name) = ("helper", helper)
        case .ancestor(let ancestor): (kind, name) = ("ancestor", ancestor)
        case .missing: (kind, name) = ("missing", nil)
        }
        return .object([("rendered", .bool(status.isRendered)), ("by", .string(kind)), ("name", .optional(name))])
    }

    private static func located(_ location: SourceLocation) -> [(String, CoverageJSONValue)] {
        [("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))]
    }
}
