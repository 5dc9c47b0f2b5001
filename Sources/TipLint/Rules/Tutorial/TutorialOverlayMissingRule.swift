struct TutorialOverlayMissingRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_overlay_missing", severity: .warning, system: .tutorialKit,
        summary: "supplemental arrows are used but the presented view holding their targets lacks `.tutorialOverlay()`",
        details: "Popovers and sheets are drawn in their own presentation context, above the tutorial overlay. Supplemental arrows exist to point inside them, and they are drawn only by a `.tutorialOverlay()` inside the presented content. Without it the step's arrows into the popover never appear. Add `.tutorialOverlay()` to the popover or sheet content.",
        example: """
        .popover(isPresented: $showSettings) {
            SettingsView()   // holds .captureTutorialFrame(.aircraftPicker); needs .tutorialOverlay()
        }
        """)

    func check(_ context: RuleContext) -> [Finding] {
        let tour = TutorialTour(context.model)
        let analysis = PresentedTargets(tour: tour, hierarchy: context.model.hierarchy)
        var uncovered: [Presentation: [(element: String, step: TutorialStepFact)]] = [:]
        for step in tour.steps {
            for arrow in step.supplementalArrows {
                guard let key = tour.elementKey(arrow.target) else { continue }
                for presentation in analysis.presentationsLackingOverlay(holding: key) {
                    uncovered[presentation, default: []].append((TutorialTour.display(arrow.target), step))
                }
            }
        }
        return uncovered.map { presentation, targets in
            var seen = Set<String>()
            let elements = targets.map(\.element).filter { seen.insert($0).inserted }
            let first = targets.min { $0.step.location < $1.step.location }!.step
            let content = presentation.presentedTypes.isEmpty ? "" : " of \(presentation.presentedTypes.joined(separator: ", "))"
            return finding(
                "the .\(presentation.modifier)\(content) holds \(elements.joined(separator: ", ")), targeted by supplemental arrows in \(TutorialTour.describe(first)) (\(TutorialTour.place(first.location))), but its content lacks .tutorialOverlay(); those arrows are never drawn",
                at: presentation.location, key: elements.joined(separator: ","))
        }
    }
}

/// Finds, for an element, the popovers and sheets whose content captures it
/// and whether a `.tutorialOverlay()` draws inside them.
private struct PresentedTargets {
    let tour: TutorialTour
    let graph: ViewGraph
    let presentationsByAnchor: [PresentationAnchor: Presentation]
    /// Presentation contents that apply `.tutorialOverlay()` themselves.
    let overlaidAnchors: Set<PresentationAnchor>
    /// Types that apply `.tutorialOverlay()` to their own hierarchy (outside their popovers).
    let overlaidTypes: Set<String>

    init(tour: TutorialTour, hierarchy: ViewHierarchyFacts) {
        self.tour = tour
        graph = ViewGraph(hierarchy)
        presentationsByAnchor = Dictionary(hierarchy.presentations.map { ($0.anchor, $0) }, uniquingKeysWith: { first, _ in first })
        overlaidAnchors = Set(tour.facts.overlays.compactMap(\.presentation))
        overlaidTypes = Set(tour.facts.overlays.filter { $0.presentation == nil }.compactMap {
            $0.context.typeName.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        })
    }

    func presentationsLackingOverlay(holding key: String) -> [Presentation] {
        var result: [Presentation] = []
        for capture in tour.facts.captures where tour.elementKey(capture.reference) == key {
            if let anchor = capture.presentation {
                if !overlaidAnchors.contains(anchor), let presentation = presentationsByAnchor[anchor] { result.append(presentation) }
            } else if let type = capture.context.typeName {
                result += presentationsLackingOverlay(presenting: type.split(separator: ".").last.map(String.init) ?? type)
            }
        }
        return result
    }

    /// Walks from the capturing type up through the types that build it; a
    /// `.tutorialOverlay()` on the way covers it, a popover or sheet reached first does not.
    private func presentationsLackingOverlay(presenting type: String) -> [Presentation] {
        var result: [Presentation] = []
        var visited: Set<String> = [type]
        var frontier = [type]
        while !frontier.isEmpty {
            var next: [String] = []
            for current in frontier where !overlaidTypes.contains(current) {
                for presentation in graph.presentations(of: current) where !overlaidAnchors.contains(presentation.anchor) {
                    result.append(presentation)
                }
                for parent in graph.parents(of: current) where visited.insert(parent).inserted { next.append(parent) }
            }
            frontier = next
        }
        return result
    }
}
