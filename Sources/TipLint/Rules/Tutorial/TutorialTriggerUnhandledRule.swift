struct TutorialTriggerUnhandledRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_trigger_unhandled", severity: .error, system: .tutorialKit,
        summary: "a step's trigger has no `.tutorialTriggered` or `.tutorialAction` handler",
        details:
            "A step's `triggers:` are only names; a view has to listen for each with `.tutorialTriggered(\"name\", isPresented:)` (to open a popover or sheet) or `.tutorialAction(\"name\") { isActive in … }`. Without a handler the step expects something to open or animate and nothing does. Add the handler, or fix the spelling on either side.",
        triggering: [
            RuleExample(files: [
                "Tour.swift": """
                import TutorialKit

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Preferences", body: "Pick your boat.", triggers: [↓"openPreferences"]),
                    ] }
                }
                """,
                "Toolbar.swift": """
                import TutorialKit

                struct Toolbar: View {
                    var body: some View {
                        PreferencesButton().tutorialTriggered("presentPreferences", isPresented: $preferencesOpen)
                    }
                }
                """,
            ])
        ],
        nonTriggering: [
            RuleExample(files: [
                "Tour.swift": """
                import TutorialKit

                enum Trigger { static let wave = "wave" }

                struct TourSteps: TutorialStepProvider {
                    static var steps: [TutorialStep] { [
                        TutorialStep(title: "Preferences", body: "b", triggers: ["openPreferences", "spinDial"]),
                        TutorialStep(title: "Wave", body: "b", triggers: [Trigger.wave]),
                    ] }
                }
                """,
                "Toolbar.swift": """
                import TutorialKit

                struct Toolbar: View {
                    var body: some View {
                        PreferencesButton()
                            .tutorialTriggered("openPreferences", isPresented: $preferencesOpen)
                            .tutorialAction("spinDial") { isActive in spin = isActive }
                            .tutorialAction(Trigger.wave) { isActive in wave = isActive }
                    }
                }
                """,
            ])
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let tour = context.tutorial
        let handled = Set(tour.facts.handlers.map(\.trigger.matchKey))
        return tour.steps.flatMap { step in
            step.triggers.compactMap { trigger in
                guard !handled.contains(trigger.matchKey) else { return nil }
                let name = trigger.isLiteral ? "\"\(trigger.text)\"" : trigger.text
                return finding(
                    "\(TutorialIndex.describe(step)) fires trigger \(name), but no view handles it with .tutorialTriggered(\(name), isPresented:) or .tutorialAction(\(name))",
                    at: trigger.location, key: trigger.text)
            }
        }
    }
}
