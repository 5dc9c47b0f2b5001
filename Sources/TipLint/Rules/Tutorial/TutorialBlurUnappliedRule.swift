struct TutorialBlurUnappliedRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_blur_unapplied", severity: .warning, system: .tutorialKit,
        summary: "a step blurs a target that no view marks with `.tutorialBlur`",
        details:
            "A step's `blurTargets:` only name regions; a view blurs when it carries `.tutorialBlur(.region)`. If no view is marked, the step means to hide part of the screen and nothing blurs. Mark the region's view, or drop the target from the step.",
        triggering: [
            RuleExample(
                """
                import TutorialKit

                extension TutorialBlurTargets {
                    static let chart = TutorialBlurTargets(rawValue: 1 << 0)
                    static let logbook = TutorialBlurTargets(rawValue: 1 << 1)
                    static let all: TutorialBlurTargets = [.chart, .logbook]
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Welcome", body: "A quick tour.", blurTargets: [.chart, ↓.logbook]),
                        TutorialStep(title: "Chart", body: "b", blurTargets: ↓.all),
                    ] }
                }

                struct ChartView: View {
                    var body: some View { Chart().tutorialBlur(.chart) }
                }
                """),
            combinations(sideMarkedWithAll: false),
        ],
        nonTriggering: [
            RuleExample(
                """
                import TutorialKit

                extension TutorialBlurTargets {
                    static let chart = TutorialBlurTargets(rawValue: 1 << 0)
                    static let logbook = TutorialBlurTargets(rawValue: 1 << 1)
                    static let all: TutorialBlurTargets = [.chart, .logbook]
                }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Welcome", body: "A quick tour.", blurTargets: [.chart, .logbook]),
                        TutorialStep(title: "Chart", body: "b", blurTargets: .all),
                    ] }
                }

                struct ChartView: View {
                    var body: some View {
                        Chart().tutorialBlur(.chart)
                        Logbook().tutorialBlur([.logbook])
                    }
                }
                """),
            // A view blurring a region held in a variable may blur any region.
            RuleExample(
                """
                import TutorialKit

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Welcome", body: "b", blurTargets: [.logbook]),
                    ] }
                }

                struct Panel: View {
                    let region: TutorialBlurTargets
                    var body: some View { Logbook().tutorialBlur(region) }
                }
                """),
            combinations(sideMarkedWithAll: true),
        ])

    /// Test-only: combinations expand to their members, and a combination whose members are all marked is
    /// applied. The steps that blur `.side` are reported (`↓`) unless a view is marked with `.all`, which
    /// applies each of its members.
    private static func combinations(sideMarkedWithAll: Bool, line: UInt = #line) -> RuleExample {
        let marker = sideMarkedWithAll ? "" : "↓"
        var files = [
            RuleExample.File(
                path: "Blur.swift",
                text: """
                    import TutorialKit

                    extension TutorialBlurTargets {
                        static let map = TutorialBlurTargets(rawValue: 1 << 0)
                        static let panel = TutorialBlurTargets(rawValue: 1 << 1)
                        static let side = TutorialBlurTargets(rawValue: 1 << 2)
                        static let all: TutorialBlurTargets = [.map, .panel, .side]
                        static let pair: TutorialBlurTargets = [.map, .panel]
                    }
                    """),
            RuleExample.File(
                path: "Steps.swift",
                text: """
                    import TutorialKit

                    struct Steps: TutorialStepProvider {
                        static var steps: [TutorialStep] { [
                            TutorialStep(title: "One", body: "b", blurTargets: [.map, \(marker).side]),
                            TutorialStep(title: "Two", body: "b", blurTargets: \(marker).all),
                            TutorialStep(title: "Three", body: "b", blurTargets: .pair),
                        ] }
                    }
                    """),
            RuleExample.File(
                path: "Views.swift",
                text: """
                    import TutorialKit

                    struct V: View { var body: some View { HStack { Map().tutorialBlur(.map); Panel().tutorialBlur([.panel]) } } }
                    """),
        ]
        if sideMarkedWithAll {
            files.append(
                RuleExample.File(
                    path: "Side.swift",
                    text: """
                        import TutorialKit

                        struct S: View { var body: some View { Side().tutorialBlur(.all) } }
                        """))
        }
        return RuleExample(files: files, line: line).testOnly()
    }

    func check(_ context: RuleContext) -> [Finding] {
        let tour = context.tutorial
        // A view blurring a region held in a variable may blur anything.
        guard !tour.facts.blurMarks.contains(where: { $0.reference.name == nil }) else { return [] }
        var applied = Set<String>()
        for mark in tour.facts.blurMarks {
            applied.formUnion(regions(mark.reference, tour))
        }
        return tour.steps.flatMap { step in
            step.blurTargets.compactMap { use in
                let missing = regions(use.reference, tour).subtracting(applied).sorted()
                guard !missing.isEmpty else { return nil }
                let names = missing.map { "." + (TypeName.simple($0)) }
                let target = TutorialIndex.display(use.reference)
                let detail = names == [target] ? "" : " (\(names.joined(separator: ", ")))"
                return finding(
                    "\(TutorialIndex.describe(step)) blurs \(target)\(detail), but no view is marked with .tutorialBlur(\(names[0])); nothing blurs",
                    at: use.location, key: use.reference.name ?? use.reference.text)
            }
        }
    }

    /// The single regions a reference covers: a combination (`.all = [.map, .panel]`) stands for its members.
    private func regions(_ reference: TutorialReference, _ tour: TutorialIndex, depth: Int = 0) -> Set<String> {
        guard let key = TutorialIndex.key(reference, defaultOwner: "TutorialBlurTargets") else { return [] }
        guard depth < 8, let declaration = tour.blurTargetsByKey[key], declaration.isCombination else { return [key] }
        let owner = key.split(separator: ".").first.map(String.init) ?? "TutorialBlurTargets"
        var result = Set<String>()
        for member in declaration.members {
            let memberReference = TutorialReference(qualifier: owner, name: member, text: "." + member)
            result.formUnion(regions(memberReference, tour, depth: depth + 1))
        }
        return result
    }
}
