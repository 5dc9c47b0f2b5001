/// TutorialKit's part of the report: every step with each arrow's target and
/// whether a view captures it, each trigger and the handlers that answer it,
/// and every handler with the steps that fire it (as the tutorial rules read them).
struct TutorialCoverage: Sendable, Hashable {
    /// In source order.
    var steps: [TutorialStepCoverage]
    /// `.tutorial(…)` modifiers that present steps.
    var attachments: [SourceLocation]
    /// Every `.tutorialTriggered` / `.tutorialAction`, in source order.
    var handlers: [TutorialHandlerCoverage]

    /// `6 steps; 8 arrows, 7 captured; 2 triggers, 2 handled; presented at ContentView.swift:19`.
    var summary: String {
        let arrows = steps.flatMap(\.arrows)
        let triggers = steps.flatMap(\.triggers)
        var parts = [
            steps.count == 1 ? "1 step" : "\(steps.count) steps",
            "\(arrows.count == 1 ? "1 arrow" : "\(arrows.count) arrows"), \(arrows.filter(\.isCaptured).count) captured",
            "\(triggers.count == 1 ? "1 trigger" : "\(triggers.count) triggers"), \(triggers.filter(\.isHandled).count) handled",
        ]
        parts.append(
            attachments.isEmpty
                ? "no .tutorial(…) presents them"
                : "presented at " + attachments.map(\.pathAndLine).joined(separator: ", "))
        return parts.joined(separator: "; ")
    }
}

struct TutorialStepCoverage: Sendable, Hashable {
    /// 1-based position among the steps of its type.
    var number: Int
    /// The type whose `steps` hold it.
    var owner: String?
    var title: String?
    var location: SourceLocation
    /// Arrows, then supplemental arrows.
    var arrows: [TutorialArrowCoverage]
    var triggers: [TutorialTriggerCoverage]

    /// `TourSteps 2 "The Chart"`.
    var name: String {
        [owner, String(number), title.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
    }

    /// Every arrow captured and every trigger handled.
    var isComplete: Bool { arrows.allSatisfy(\.isCaptured) && triggers.allSatisfy(\.isHandled) }
}

struct TutorialArrowCoverage: Sendable, Hashable {
    /// `.chartView`, `Tour.sail`, or the source of a computed target.
    var target: String
    var isSupplemental: Bool
    var location: SourceLocation
    var isDeclared: Bool
    /// The `.captureTutorialFrame` calls that capture its element.
    var captures: [SourceLocation]
    /// Some view captures an element held in a variable, which may be this one.
    var mayBeCapturedDynamically: Bool

    var isCaptured: Bool { !captures.isEmpty || mayBeCapturedDynamically }
}

struct TutorialTriggerCoverage: Sendable, Hashable {
    /// `"openSettings"` (quoted when literal) or the source of the expression.
    var name: String
    var location: SourceLocation
    var handlers: [TutorialHandlerCoverage]

    var isHandled: Bool { !handlers.isEmpty }
}

struct TutorialHandlerCoverage: Sendable, Hashable {
    /// `tutorialTriggered` or `tutorialAction`.
    var kind: String
    /// As in `TutorialTriggerCoverage.name`.
    var trigger: String
    var location: SourceLocation
    /// The steps that fire its trigger (`TutorialStepCoverage.name`).
    var firedBy: [String]

}

extension TutorialCoverage {
    /// The coverage of a project's tour, read as the tutorial rules read it.
    init(_ tour: TutorialIndex) {
        let facts = tour.facts
        let capturesByKey = Dictionary(grouping: facts.captures.filter { tour.elementKey($0.reference) != nil }) {
            tour.elementKey($0.reference)!
        }
        let name = { (trigger: TutorialTrigger) in trigger.isLiteral ? "\"\(trigger.text)\"" : trigger.text }
        let handlerShell = facts.handlers.sorted { $0.location < $1.location }.map {
            TutorialHandlerCoverage(
                kind: $0.kind.rawValue, trigger: name($0.trigger), location: $0.location, firedBy: [])
        }
        var numbers: [String: Int] = [:]
        var steps: [TutorialStepCoverage] = []
        for step in tour.steps {
            let number = (numbers[step.owner ?? ""] ?? 0) + 1
            numbers[step.owner ?? ""] = number
            let arrows = step.arrows.map { ($0, false) } + step.supplementalArrows.map { ($0, true) }
            steps.append(
                TutorialStepCoverage(
                    number: number, owner: step.owner, title: step.title?.isLiteral == true ? step.title?.text : nil,
                    location: step.location,
                    arrows: arrows.map { arrow, isSupplemental in
                        let captures = tour.elementKey(arrow.target).flatMap { capturesByKey[$0] } ?? []
                        return TutorialArrowCoverage(
                            target: TutorialIndex.display(arrow.target), isSupplemental: isSupplemental,
                            location: arrow.location,
                            isDeclared: tour.isDeclared(arrow.target), captures: captures.map(\.location),
                            mayBeCapturedDynamically: captures.isEmpty && tour.hasDynamicCaptures)
                    },
                    triggers: step.triggers.map { trigger in
                        TutorialTriggerCoverage(
                            name: name(trigger), location: trigger.location,
                            handlers: handlerShell.filter { $0.trigger == name(trigger) })
                    }))
        }
        let handlers = handlerShell.map { handler in
            var handler = handler
            handler.firedBy = steps.filter { $0.triggers.contains { $0.name == handler.trigger } }.map(\.name)
            return handler
        }
        self.init(steps: steps, attachments: facts.attachments.map(\.location).sorted(), handlers: handlers)
    }
}
