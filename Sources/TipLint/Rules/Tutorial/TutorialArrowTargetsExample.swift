/// Arrows and supplemental arrows on elements that are captured, declared but not captured, and not
/// declared, beside a capture of a misspelt element: what `tutorial_target_not_captured` and
/// `tutorial_element_undeclared` each report, and a project where every declared element is used. A
/// test-only example, written once; `↓` marks the findings of the rule it is given to.
enum TutorialArrowTargetsExample {
    enum Marked { case notCaptured, undeclared, neither }

    static func example(marking marked: Marked, file: StaticString = #filePath, line: UInt = #line) -> RuleExample {
        let notCaptured = marked == .notCaptured ? "↓" : ""
        let undeclared = marked == .undeclared ? "↓" : ""
        return RuleExample(
            files: [
                "Elements.swift": """
                import TutorialKit

                extension TutorialElement {
                    static let chart = TutorialElement("Chart")
                    static let dial = TutorialElement(id: "dial", label: "Turn me")
                    static let picker = TutorialElement("Boat")
                }
                """,
                "Steps.swift": """
                import TutorialKit

                struct Steps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "One", body: "b", arrows: [TutorialArrow(.chart), \(notCaptured)TutorialArrow(.dial)]),
                        TutorialStep(title: "Two", body: "b", supplementalArrows: [\(notCaptured)TutorialArrow(.picker), \(undeclared)TutorialArrow(.ghost)]),
                    ] }
                }
                """,
                "Views.swift": """
                import TutorialKit

                struct V: View {
                    var body: some View { Chart().captureTutorialFrame(.chart).overlay(Pick().\(undeclared)captureTutorialFrame(.pickr)) }
                }
                """,
            ], file: file, line: line
        ).testOnly()
    }
}
