struct TutorialElementUndeclaredRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_element_undeclared", severity: .error, system: .tutorialKit,
        summary: "`.captureTutorialFrame(.x)` or an arrow names an element that is never declared",
        details:
            "Tutorial elements are static members the app declares in `extension TutorialElement` (`static let depthSlider = TutorialElement(\"Depth\")`). A name that is never declared does not compile, or — when a similar element exists — is a typo that leaves an arrow and its capture talking about different elements. Declare the element, or use the declared name.",
        triggering: [
            RuleExample(
                """
                import TutorialKit

                extension TutorialElement {
                    static let depthSlider = TutorialElement("Depth")
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Depth", body: "b", arrows: [↓TutorialArrow(.depthSlidr)]),
                    ] }
                }

                struct HelmView: View {
                    var body: some View {
                        Slider(value: $depth)
                            .↓captureTutorialFrame(.depthSlidr)
                    }
                }
                """),
            // Testing only: a supplemental arrow to an undeclared element, declared elements beside it.
            TutorialArrowTargetsExample.example(marking: .undeclared),
        ],
        nonTriggering: [
            RuleExample(
                """
                import TutorialKit

                extension TutorialElement {
                    static let depthSlider = TutorialElement("Depth")
                }

                enum Tour {
                    static let chart = TutorialElement("Chart")
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Depth", body: "b",
                                     arrows: [TutorialArrow(.depthSlider), TutorialArrow(Tour.chart)]),
                    ] }
                }

                struct HelmView: View {
                    var body: some View {
                        Slider(value: $depth).captureTutorialFrame(.depthSlider)
                        Chart().captureTutorialFrame(Tour.chart)
                    }
                }
                """)
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let tour = context.tutorial
        var findings: [Finding] = []
        for capture in tour.facts.captures where !tour.isDeclared(capture.reference) {
            let element = TutorialIndex.display(capture.reference)
            findings.append(
                finding(
                    ".captureTutorialFrame(\(element)) names an element that is never declared in an extension of TutorialElement",
                    at: capture.location, key: capture.reference.name ?? element))
        }
        for placed in tour.arrows where !tour.isDeclared(placed.arrow.target) {
            let element = TutorialIndex.display(placed.arrow.target)
            let kind = placed.isSupplemental ? "supplemental arrow" : "arrow"
            let owner = placed.step.map { " in \(TutorialIndex.describe($0))" } ?? ""
            let capture = tour.isCaptured(placed.arrow.target) ? "" : ", and no view captures it"
            findings.append(
                finding(
                    "\(kind)\(owner) targets \(element), which is never declared in an extension of TutorialElement\(capture)",
                    at: placed.arrow.location, key: placed.arrow.target.name ?? element))
        }
        return findings
    }
}
