struct TutorialElementDuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_element_duplicate_id", severity: .error, system: .tutorialKit,
        summary: "two tutorial elements share an id",
        details: "TutorialKit keys captured frames by element id — the explicit `id:`, else the label. Two elements with one id overwrite each other's frame, so arrows for both point at whichever view reported last. Give one of them an explicit, distinct `id:`.",
        triggering: [
            RuleExample("""
                extension TutorialElement {
                    static let courseLabel = TutorialElement("Course")
                    static let ↓courseKnob = TutorialElement("Course")
                    static let ↓heading = TutorialElement(id: "Course", label: "Heading")
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                extension TutorialElement {
                    static let course = TutorialElement("Course")
                    static let knob = TutorialElement(id: "knob", label: "Course")
                    #if os(iOS)
                    static let speed = TutorialElement("Speed")
                    #else
                    static let speed = TutorialElement("Speed")
                    #endif
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let elements = context.model.tutorial.elements.filter { $0.id?.isLiteral == true }
        var findings: [Finding] = []
        for (id, group) in Dictionary(grouping: elements, by: { $0.id!.text }) where group.count > 1 {
            let sorted = group.sorted { $0.location < $1.location }
            let first = sorted[0]
            for element in sorted.dropFirst() where !element.branch.excludes(first.branch) {
                findings.append(finding(
                    "tutorial element .\(element.name) has id '\(id)', the same as .\(first.name) (\(TutorialTour.place(first.location))); their frames overwrite each other",
                    at: element.location, key: id))
            }
        }
        return findings
    }
}
