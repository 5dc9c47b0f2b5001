struct TutorialOverlayMissingRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_overlay_missing", severity: .warning, system: .tutorialKit,
        summary: "supplemental arrows are used but the presented view holding their targets lacks `.tutorialOverlay()`",
        details:
            "Popovers and sheets are drawn in their own presentation context, above the tutorial overlay. Supplemental arrows exist to point inside them, and they are drawn only by a `.tutorialOverlay()` inside the presented content. Without it the step's arrows into the popover never appear. Add `.tutorialOverlay()` to the popover or sheet content.",
        triggering: [
            RuleExample(files: [
                "Tour.swift": """
                import TutorialKit

                extension TutorialElement {
                    static let boatPicker = TutorialElement("Boat")
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Boat", body: "Pick your boat.",
                                     supplementalArrows: [TutorialArrow(.boatPicker)], triggers: ["openPreferences"]),
                    ] }
                }
                """,
                "Toolbar.swift": """
                import TutorialKit

                struct Toolbar: View {
                    var body: some View {
                        PreferencesButton()
                            .tutorialTriggered("openPreferences", isPresented: $preferencesOpen)
                            .↓popover(isPresented: $preferencesOpen) {
                                PreferencesPanel()
                            }
                    }
                }

                struct PreferencesPanel: View {
                    var body: some View {
                        Form { Picker("Boat", selection: $boat) {}.captureTutorialFrame(.boatPicker) }
                    }
                }
                """,
            ]),
            presentedTypeHoldingATarget(overlaidInType: false),
            targetInlineInASheet,
        ],
        nonTriggering: [
            RuleExample(files: [
                "Tour.swift": """
                import TutorialKit

                extension TutorialElement {
                    static let boatPicker = TutorialElement("Boat")
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Boat", body: "Pick your boat.",
                                     supplementalArrows: [TutorialArrow(.boatPicker)], triggers: ["openPreferences"]),
                    ] }
                }
                """,
                "Toolbar.swift": """
                import TutorialKit

                struct Toolbar: View {
                    var body: some View {
                        PreferencesButton()
                            .tutorialTriggered("openPreferences", isPresented: $preferencesOpen)
                            .popover(isPresented: $preferencesOpen) {
                                PreferencesPanel().tutorialOverlay()
                            }
                    }
                }

                struct PreferencesPanel: View {
                    var body: some View {
                        Form { Picker("Boat", selection: $boat) {}.captureTutorialFrame(.boatPicker) }
                    }
                }
                """,
            ]),
            // A supplemental target outside any popover or sheet needs no overlay of its own.
            RuleExample(
                """
                import TutorialKit

                extension TutorialElement {
                    static let boatPicker = TutorialElement("Boat")
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Boat", body: "b", supplementalArrows: [TutorialArrow(.boatPicker)]),
                    ] }
                }

                struct Panel: View {
                    var body: some View { Picker("Boat", selection: $boat) {}.captureTutorialFrame(.boatPicker) }
                }
                """),
            presentedTypeHoldingATarget(overlaidInType: true),
        ])

    /// A step whose supplemental arrow targets `.picker`, for the test-only examples below.
    private static let steps = RuleExample.File(
        path: "Steps.swift",
        text: """
            import TutorialKit

            struct Steps: TutorialStepProvider {
                static var steps: [TutorialStep] { [
                    TutorialStep(title: "Settings", body: "b", arrows: [TutorialArrow(.chart)], supplementalArrows: [TutorialArrow(.picker)], triggers: ["open"]),
                ] }
            }
            """)

    /// Test-only: the popover presents `Settings`, whose `BoatRow` captures the target; a sheet of a view that
    /// holds no target needs no overlay. The popover is reported (`↓`) unless `Settings` puts the overlay on its
    /// own body.
    private static func presentedTypeHoldingATarget(overlaidInType: Bool, line: UInt = #line) -> RuleExample {
        RuleExample(
            files: [
                steps,
                RuleExample.File(
                    path: "Panel.swift",
                    text: """
                        import TutorialKit

                        struct Panel: View {
                            var body: some View {
                                Button("S") {}
                                    .\(overlaidInType ? "" : "↓")popover(isPresented: $show) {
                                        Settings()
                                    }
                                    .sheet(isPresented: $help) { Help() }
                            }
                        }
                        """),
                RuleExample.File(
                    path: "Settings.swift",
                    text: """
                        import TutorialKit

                        struct Settings: View {
                            var body: some View { Form { BoatRow() }\(overlaidInType ? ".tutorialOverlay()" : "") }
                        }
                        struct BoatRow: View {
                            var body: some View { Picker("Boat", selection: $boat) {}.captureTutorialFrame(.picker) }
                        }
                        """),
            ], line: line
        ).testOnly()
    }

    /// Test-only: a target captured inline in a sheet's content, and one in a cover that has its overlay.
    private static let targetInlineInASheet = RuleExample(files: [
        steps,
        RuleExample.File(
            path: "Panel.swift",
            text: """
                import TutorialKit

                struct Panel: View {
                    var body: some View {
                        Chart().captureTutorialFrame(.chart)
                            .↓sheet(isPresented: $show) {
                                Picker("Boat", selection: $boat) {}.captureTutorialFrame(.picker)
                            }
                            .fullScreenCover(isPresented: $cover) {
                                Picker("Boat", selection: $boat) {}.captureTutorialFrame(.picker)
                                .tutorialOverlay()
                            }
                    }
                }
                """),
    ]).testOnly()

    func check(_ context: RuleContext) -> [Finding] {
        let tour = context.tutorial
        let analysis = PresentedTargets(tour: tour, hierarchy: context.hierarchy, graph: context.views)
        var uncovered:
            [PresentationAnchor: (presentation: Presentation, elements: [String], firstStep: TutorialStepFact)] = [:]
        for step in tour.steps {
            for arrow in step.supplementalArrows {
                guard let key = tour.elementKey(arrow.target) else { continue }
                let element = TutorialIndex.display(arrow.target)
                for presentation in analysis.presentationsLackingOverlay(holding: key) {
                    var entry = uncovered[presentation.anchor] ?? (presentation, [], step)
                    if !entry.elements.contains(element) { entry.elements.append(element) }
                    uncovered[presentation.anchor] = entry
                }
            }
        }
        return uncovered.values.map { presentation, elements, step in
            let content =
                presentation.presentedTypes.isEmpty ? "" : " of \(presentation.presentedTypes.joined(separator: ", "))"
            return finding(
                "the .\(presentation.modifier)\(content) holds \(elements.joined(separator: ", ")), targeted by supplemental arrows in \(TutorialIndex.describe(step)) (\(step.location.citation)), but its content lacks .tutorialOverlay(); those arrows are never drawn",
                at: presentation.location, key: elements.joined(separator: ","))
        }
    }
}

/// Finds, for an element, the popovers and sheets whose content captures it
/// and has no `.tutorialOverlay()` drawing inside. Answers are memoised: many
/// arrows and captures share elements and types.
private final class PresentedTargets {
    private let graph: ViewGraph
    private let capturesByKey: [String: [TutorialElementUse]]
    private let presentationsByAnchor: [PresentationAnchor: Presentation]
    /// Presentation contents that apply `.tutorialOverlay()` themselves.
    private let overlaidAnchors: Set<PresentationAnchor>
    /// Types that apply `.tutorialOverlay()` to their own hierarchy (outside their popovers).
    private let overlaidTypes: Set<String>
    private var byKey: [String: [Presentation]] = [:]
    private var byType: [String: [Presentation]] = [:]

    init(tour: TutorialIndex, hierarchy: ViewHierarchyFacts, graph: ViewGraph) {
        self.graph = graph
        capturesByKey = Dictionary(grouping: tour.facts.captures.filter { tour.elementKey($0.reference) != nil }) {
            tour.elementKey($0.reference)!
        }
        presentationsByAnchor = Dictionary(
            hierarchy.presentations.map { ($0.anchor, $0) }, uniquingKeysWith: { first, _ in first })
        overlaidAnchors = Set(tour.facts.overlays.compactMap(\.presentation))
        overlaidTypes = Set(
            tour.facts.overlays.filter { $0.presentation == nil }.compactMap {
                $0.context.typeName.map { TypeName.simple($0) }
            })
    }

    func presentationsLackingOverlay(holding key: String) -> [Presentation] {
        if let known = byKey[key] { return known }
        var result: [Presentation] = []
        var seen = Set<PresentationAnchor>()
        for capture in capturesByKey[key] ?? [] {
            var found: [Presentation] = []
            if let anchor = capture.presentation {
                if !overlaidAnchors.contains(anchor), let presentation = presentationsByAnchor[anchor] {
                    found = [presentation]
                }
            } else if let type = capture.context.typeName {
                found = presentationsLackingOverlay(
                    presenting: TypeName.simple(type))
            }
            result += found.filter { seen.insert($0.anchor).inserted }
        }
        byKey[key] = result
        return result
    }

    /// Walks from the capturing type up through the types that build it; a
    /// `.tutorialOverlay()` on the way covers it, a popover or sheet reached first does not.
    private func presentationsLackingOverlay(presenting type: String) -> [Presentation] {
        if let known = byType[type] { return known }
        var result: [Presentation] = []
        var visited: Set<String> = [type]
        var frontier = [type]
        while !frontier.isEmpty {
            var next: [String] = []
            for current in frontier where !overlaidTypes.contains(current) {
                for presentation in graph.presentations(of: current)
                where !overlaidAnchors.contains(presentation.anchor) {
                    result.append(presentation)
                }
                for parent in graph.parents(of: current) where visited.insert(parent).inserted { next.append(parent) }
            }
            frontier = next
        }
        byType[type] = result
        return result
    }
}
