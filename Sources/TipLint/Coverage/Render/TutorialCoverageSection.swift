extension CoverageSection {
    /// Tutorial steps with every arrow's target and whether it is captured, every
    /// trigger and its handler; then every handler and the steps that fire it.
    static func tutorial(_ coverage: TutorialCoverage) -> CoverageSection {
        let steps = coverage.steps.map { step -> Row in
            let arrows = step.arrows.map { arrow -> Cell in
                var cell: Cell = [.code(arrow.target), .text(arrow.isSupplemental ? " (supplemental) " : " ")]
                if !arrow.isDeclared {
                    cell.append(.status(false, "not declared"))
                } else if let capture = arrow.captures.first {
                    cell += [.status(true, "captured at "), .path(capture.pathAndLine)]
                } else {
                    cell.append(
                        arrow.mayBeCapturedDynamically
                            ? .status(true, "may be captured through a variable") : .status(false, "not captured"))
                }
                return cell
            }
            let triggers = step.triggers.map { trigger -> Cell in
                guard let handler = trigger.handlers.first else {
                    return [.code(trigger.name), .text(" "), .status(false, "no handler")]
                }
                return [
                    .code(trigger.name), .text(" "), .status(true, "handled by .\(handler.kind) at "),
                    .path(handler.location.pathAndLine),
                ]
            }
            return Row(
                isOK: step.isComplete,
                cells: [
                    [.text(step.name)], [.path(step.location.pathAndLine)],
                    arrows.isEmpty ? [.text("none")] : list(arrows),
                    triggers.isEmpty ? [.text("none")] : list(triggers),
                ])
        }
        let handlers = coverage.handlers.map { handler in
            Row(
                isOK: !handler.firedBy.isEmpty,
                cells: [
                    [.code(handler.trigger)],
                    [.text(".\(handler.kind) at "), .path(handler.location.pathAndLine)],
                    handler.firedBy.isEmpty
                        ? [.status(false, "no step fires it")] : list(handler.firedBy.map { [.text($0)] }),
                ])
        }
        return CoverageSection(
            title: "Tutorial", summary: coverage.summary,
            tables: [
                Table(
                    id: "tutorial-steps", title: "Tutorial steps", header: ["Step", "Declared", "Arrows", "Triggers"],
                    rows: steps, okLabel: "Complete", problemLabel: "Incomplete"),
                Table(
                    id: "tutorial-handlers", title: "Trigger handlers", header: ["Trigger", "Handler", "Fired by"],
                    rows: handlers, okLabel: "Fired", problemLabel: "Never fired"),
            ])
    }
}
