struct TutorialTriggerUnusedRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_trigger_unused", severity: .warning, system: .tutorialKit,
        summary: "a handler listens for a trigger that no step fires",
        details:
            "`.tutorialTriggered` and `.tutorialAction` react only when the current step lists their trigger in `triggers:`. A handler for a name no step fires never runs: it is dead, or a step misspells the name. Add the trigger to the step, or remove the handler.",
        triggering: [
            RuleExample(files: [
                "Tour.swift": """
                import TutorialKit

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Preferences", body: "Pick your boat.", triggers: ["openPreferences"]),
                    ] }
                }
                """,
                "Toolbar.swift": """
                import TutorialKit

                struct Toolbar: View {
                    var body: some View {
                        PreferencesButton()
                            .tutorialTriggered("openPreferences", isPresented: $preferencesOpen)
                            .↓tutorialTriggered("presentHelp", isPresented: $helpOpen)
                    }
                }
                """,
            ]),
            // Testing only: handlers of string and constant triggers the steps fire, one step's trigger unhandled.
            RuleExample(files: [
                "Steps.swift": """
                import TutorialKit

                struct Steps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "One", body: "b", triggers: ["openSettings", "spinDial"]),
                        TutorialStep(title: "Two", body: "b", triggers: [Trigger.wave, "missing"]),
                    ] }
                }
                """,
                "Views.swift": """
                import TutorialKit

                struct V: View {
                    var body: some View {
                        Button("S") {}
                            .tutorialTriggered("openSettings", isPresented: $show)
                            .tutorialAction("spinDial") { active in }
                            .tutorialAction(Trigger.wave) { active in }
                            .↓tutorialTriggered("showHelp", isPresented: $help)
                    }
                }
                """,
            ]).testOnly(),
        ],
        nonTriggering: [
            // Triggers passed as a variable may fire any handler.
            RuleExample(files: [
                "Tour.swift": """
                import TutorialKit

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Preferences", body: "b", triggers: ["openPreferences"]),
                        TutorialStep(title: "More", body: "b", triggers: extraTriggers),
                    ] }
                }
                """,
                "Toolbar.swift": """
                import TutorialKit

                struct Toolbar: View {
                    var body: some View {
                        PreferencesButton()
                            .tutorialTriggered("openPreferences", isPresented: $preferencesOpen)
                            .tutorialTriggered("presentHelp", isPresented: $helpOpen)
                    }
                }
                """,
            ])
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let tour = context.tutorial
        guard !tour.steps.contains(where: { $0.computedArguments.contains("triggers") }) else { return [] }
        let fired = Set(tour.steps.flatMap { $0.triggers.map(\.matchKey) })
        return tour.facts.handlers.compactMap { handler in
            guard !fired.contains(handler.trigger.matchKey) else { return nil }
            let name = handler.trigger.isLiteral ? "\"\(handler.trigger.text)\"" : handler.trigger.text
            return finding(
                ".\(handler.kind.rawValue)(\(name)) listens for a trigger that no step fires",
                at: handler.location, key: handler.trigger.text)
        }
    }
}
