struct TutorialNotAttachedRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_not_attached", severity: .error, system: .tutorialKit,
        summary: "tutorial steps are defined but no `.tutorial(...)` modifier presents them",
        details:
            "Steps only run once `.tutorial(DefaultTutorialOverlay<Steps>.self, isPresented: $showTutorial)` (or a custom `TutorialOverlay`) is attached to a view; it injects the environment that captures, blurs and triggers read. Without it the tour never starts. Attach it to the root view, or inject the environment values yourself as the README's manual wiring shows.",
        triggering: [
            RuleExample(
                """
                import TutorialKit

                struct ↓TourSteps: TutorialStepProvider { static var steps: [TutorialStep] { [Tour.welcome] } }
                struct ↓CustomOverlay: TutorialOverlay { var body: some View { EmptyView() } }
                """),
            RuleExample(
                """
                import TutorialKit

                enum Tour {
                    static let welcome = ↓TutorialStep(title: "Welcome", body: "A quick tour.")
                }
                """),
            // Testing only: a custom overlay that names the steps, neither presented.
            RuleExample(files: [
                "Steps.swift": """
                import TutorialKit

                struct ↓Steps: TutorialStepProvider { static var steps: [TutorialStep] { [TutorialStep(title: "One", body: "b")] } }
                """,
                "Overlay.swift": """
                import TutorialKit

                struct ↓CustomOverlay: TutorialOverlay {
                    static var steps: [TutorialStep] { Steps.steps }
                    var body: some View { EmptyView() }
                }
                """,
            ]).testOnly(),
        ],
        nonTriggering: [
            RuleExample(
                """
                import TutorialKit

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [TutorialStep(title: "Welcome", body: "A quick tour.")] }
                }

                struct RootView: View {
                    @State private var showTour = true
                    var body: some View {
                        MainView().tutorial(DefaultTutorialOverlay<TourSteps>.self, isPresented: $showTour)
                    }
                }
                """),
            // A custom overlay presents the steps it names.
            RuleExample(
                """
                import TutorialKit

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [TutorialStep(title: "Welcome", body: "A quick tour.")] }
                }

                struct CustomOverlay: TutorialOverlay {
                    static var steps: [TutorialStep] { TourSteps.steps }
                    var body: some View { EmptyView() }
                }

                struct RootView: View {
                    var body: some View { MainView().tutorial(CustomOverlay.self, isPresented: $showTour) }
                }
                """),
            // The README's manual wiring injects the environment without `.tutorial(…)`.
            RuleExample(
                """
                import TutorialKit

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [TutorialStep(title: "Welcome", body: "A quick tour.")] }
                }

                struct RootView: View {
                    var body: some View { MainView().environment(\\.activeTutorialTriggers, current) }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let tour = context.tutorial
        let facts = tour.facts
        // The README's manual wiring injects the environment without `.tutorial(…)`.
        guard facts.manualInjections.isEmpty else { return [] }
        let presenters = facts.conformers.filter { $0.kinds.contains(.stepProvider) || $0.kinds.contains(.overlay) }
        var attached = Set(facts.attachments.flatMap(\.typeNames))
        // An attached custom overlay shows the steps of the providers it names.
        var grew = true
        while grew {
            grew = false
            for overlay in presenters where overlay.kinds.contains(.overlay) && attached.contains(overlay.simpleName) {
                for name in overlay.mentionedTypes where attached.insert(name).inserted { grew = true }
            }
        }
        var findings: [Finding] = []
        for presenter in presenters where !attached.contains(presenter.simpleName) {
            let what = presenter.kinds.contains(.overlay) ? "is a TutorialOverlay" : "defines tutorial steps"
            findings.append(
                finding(
                    "\(presenter.simpleName) \(what) but no .tutorial(...) modifier presents it; the tour never starts",
                    at: presenter.location, key: presenter.simpleName))
        }
        // Steps built outside any provider, with no `.tutorial(…)` anywhere.
        if facts.attachments.isEmpty {
            let presenterNames = Set(presenters.map(\.name))
            var reported = Set<String>()
            for step in tour.steps
            where !presenterNames.contains(step.owner ?? "") && reported.insert(step.owner ?? "").inserted {
                findings.append(
                    finding(
                        "tutorial steps are defined here but no .tutorial(...) modifier presents them; the tour never starts",
                        at: step.location, key: step.owner ?? "steps"))
            }
        }
        return findings
    }
}
