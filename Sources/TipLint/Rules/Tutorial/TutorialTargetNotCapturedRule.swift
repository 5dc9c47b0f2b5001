struct TutorialTargetNotCapturedRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_target_not_captured", severity: .error, system: .tutorialKit,
        summary: "an arrow or supplemental arrow targets an element that no view captures",
        details:
            "An arrow is drawn to the frame its element reported through `.captureTutorialFrame(_:)`. When no view captures the element, TutorialKit has no frame and the arrow never appears, leaving the step pointing at nothing. Add `.captureTutorialFrame(.element)` to the view the arrow should point at.",
        triggering: [
            RuleExample(files: [
                "Tour.swift": """
                import TutorialKit

                extension TutorialElement {
                    static let depthSlider = TutorialElement("Depth")
                    static let chart = TutorialElement("Chart")
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Depth", body: "Watch the water under the keel.",
                                     arrows: [↓TutorialArrow(.depthSlider, anchor: .leading)],
                                     supplementalArrows: [↓TutorialArrow(.chart)]),
                    ] }
                }
                """,
                "HelmView.swift": """
                import TutorialKit

                struct HelmView: View {
                    var body: some View {
                        Slider(value: $depth)
                    }
                }
                """,
            ]),
            // Testing only: a captured arrow and an undeclared one beside those reported.
            TutorialArrowTargetsExample.example(marking: .notCaptured),
        ],
        nonTriggering: [
            RuleExample(files: [
                "Tour.swift": """
                import TutorialKit

                extension TutorialElement {
                    static let depthSlider = TutorialElement("Depth")
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Depth", body: "Watch the water under the keel.",
                                     arrows: [TutorialArrow(.depthSlider, anchor: .leading)]),
                    ] }
                }
                """,
                "HelmView.swift": """
                import TutorialKit

                struct HelmView: View {
                    var body: some View {
                        Slider(value: $depth).captureTutorialFrame(.depthSlider)
                    }
                }
                """,
            ]),
            // A capture through a variable may capture any element.
            RuleExample(
                """
                import TutorialKit

                extension TutorialElement {
                    static let depthSlider = TutorialElement("Depth")
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Depth", body: "b", arrows: [TutorialArrow(.depthSlider)]),
                    ] }
                }

                struct Gauges: View {
                    var body: some View {
                        ForEach(gauges) { gauge in GaugeRow(gauge).captureTutorialFrame(gauge.element) }
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let tour = context.tutorial
        return tour.arrows.compactMap { placed in
            let target = placed.arrow.target
            guard tour.isDeclared(target), !tour.isCaptured(target), let name = target.name else { return nil }
            let kind = placed.isSupplemental ? "supplemental arrow" : "arrow"
            let owner = placed.step.map { " in \(TutorialIndex.describe($0))" } ?? ""
            let element = TutorialIndex.display(target)
            return finding(
                "\(kind)\(owner) targets \(element), but no view captures it with .captureTutorialFrame(\(element)); the arrow has nothing to point at",
                at: placed.arrow.location, key: name)
        }
    }
}
