struct TutorialElementDuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_element_duplicate_id", severity: .error, system: .tutorialKit,
        summary: "two tutorial elements share an id",
        details:
            "TutorialKit keys captured frames by element id — the explicit `id:`, else the label. Two elements with one id overwrite each other's frame, so arrows for both point at whichever view reported last. Give one of them an explicit, distinct `id:`.",
        triggering: [
            RuleExample(
                """
                extension TutorialElement {
                    static let courseLabel = TutorialElement("Course")
                    static let ↓courseKnob = TutorialElement("Course")
                    static let ↓heading = TutorialElement(id: "Course", label: "Heading")
                }
                """),
            // `#if` groups are numbered per file: the `#else` here and the `#if` there build together on iOS.
            RuleExample(files: [
                "Chart.swift": """
                import TutorialKit

                extension TutorialElement {
                    #if os(macOS)
                    static let legend = TutorialElement("Legend")
                    #else
                    static let courseLabel = TutorialElement("Course")
                    #endif
                }
                """,
                "Helm.swift": """
                import TutorialKit

                extension TutorialElement {
                    #if os(iOS)
                    static let ↓course = TutorialElement("Course")
                    #endif
                }
                """,
            ]),
        ],
        nonTriggering: [
            RuleExample(
                """
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
            // A debug-only element and a release-only one never build together, in any files.
            RuleExample(files: [
                "Chart.swift": """
                import TutorialKit

                extension TutorialElement {
                    #if DEBUG
                    static let course = TutorialElement("Course")
                    #endif
                }
                """,
                "Helm.swift": """
                import TutorialKit

                #if canImport(UIKit)
                import UIKit
                #endif

                extension TutorialElement {
                    #if !DEBUG
                    static let course = TutorialElement("Course")
                    #endif
                }
                """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let elements = context.tutorial.facts.elements.filter { $0.id?.isLiteral == true }
        var findings: [Finding] = []
        for (id, group) in Dictionary(grouping: elements, by: { $0.id!.text }) where group.count > 1 {
            let sorted = group.sorted { $0.location < $1.location }
            for (position, element) in sorted.enumerated() {
                guard
                    let first = sorted[..<position].first(where: {
                        BranchPath.canBuildTogether($0.location, $0.branch, element.location, element.branch)
                    })
                else { continue }
                findings.append(
                    finding(
                        "tutorial element .\(element.name) has id '\(id)', the same as .\(first.name) (\(first.location.citation)); their frames overwrite each other",
                        at: element.location, key: id))
            }
        }
        return findings
    }
}
