struct TutorialElementUnusedRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_element_unused", severity: .warning, system: .tutorialKit,
        summary: "a declared tutorial element is never targeted by an arrow",
        details:
            "An element exists so an arrow can point at it. One that no step's `arrows:` or `supplementalArrows:` targets is either left over from an earlier tour or a step that was meant to point at it and does not. Remove the element (and its capture), or add the arrow.",
        triggering: [
            RuleExample(
                """
                import TutorialKit

                extension TutorialElement {
                    static let depthSlider = TutorialElement("Depth")
                    static let ↓anchorButton = TutorialElement("Drop anchor")
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Depth", body: "b", arrows: [TutorialArrow(.depthSlider)]),
                    ] }
                }
                """),
            // Testing only: an arrow built outside the steps uses its element too.
            RuleExample(files: [
                "Elements.swift": """
                import TutorialKit

                extension TutorialElement {
                    static let chart = TutorialElement("Chart")
                    static let ↓dial = TutorialElement(id: "dial", label: "Turn me")
                    static let picker = TutorialElement("Boat")
                }
                """,
                "Steps.swift": """
                import TutorialKit

                struct Steps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "One", body: "b", arrows: [TutorialArrow(.chart)]),
                    ] }
                }
                """,
                "Loose.swift": """
                import TutorialKit

                let extra = [TutorialArrow(.picker, anchor: .top)]
                """,
            ]).testOnly(),
        ],
        nonTriggering: [
            RuleExample(
                """
                import TutorialKit

                extension TutorialElement {
                    static let depthSlider = TutorialElement("Depth")
                    static let anchorButton = TutorialElement("Drop anchor")
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Depth", body: "b", arrows: [TutorialArrow(.depthSlider)],
                                     supplementalArrows: [TutorialArrow(.anchorButton)]),
                    ] }
                }
                """),
            // Arrows passed as a variable may target any element.
            RuleExample(
                """
                import TutorialKit

                extension TutorialElement {
                    static let anchorButton = TutorialElement("Drop anchor")
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Anchor", body: "b", arrows: anchorArrows),
                    ] }
                }
                """),
            TutorialArrowTargetsExample.example(marking: .neither),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let tour = context.tutorial
        // Arrows passed as a variable may target anything.
        guard
            !tour.steps.contains(where: {
                $0.computedArguments.contains("arrows") || $0.computedArguments.contains("supplementalArrows")
            })
        else { return [] }
        let targeted = Set(tour.arrows.compactMap { tour.elementKey($0.arrow.target) })
        return tour.facts.elements.compactMap { element in
            guard !targeted.contains(TutorialIndex.key(element)) else { return nil }
            return finding(
                "tutorial element .\(element.name) is declared but no arrow targets it",
                at: element.location, key: element.name)
        }
    }
}
