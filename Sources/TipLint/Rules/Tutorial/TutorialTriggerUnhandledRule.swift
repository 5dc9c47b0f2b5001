struct TutorialTriggerUnhandledRule: Rule {
    static let description = RuleDescription(
        id: "tutorial_trigger_unhandled", severity: .error, system: .tutorialKit,
        summary: "a step's trigger has no `.tutorialTriggered` or `.tutorialAction` handler",
        details: "A step's `triggers:` are only names; a view has to listen for each with `.tutorialTriggered(\"name\", isPresented:)` (to open a popover or sheet) or `.tutorialAction(\"name\") { isActive in … }`. Without a handler the step expects something to open or animate and nothing does. Add the handler, or fix the spelling on either side.",
        example: """
        TutorialStep(title: "Preferences", body: "Pick your boat.", triggers: ["openPreferences"])
        // …and no view has .tutorialTriggered("openPreferences", isPresented: $preferencesOpen)
        """)

    func check(_ context: RuleContext) -> [Finding] {
        let tour = TutorialTour(context.model)
        let handled = Set(tour.facts.handlers.map(\.trigger.matchKey))
        return tour.steps.flatMap { step in
            step.triggers.compactMap { trigger in
                guard !handled.contains(trigger.matchKey) else { return nil }
                let name = trigger.isLiteral ? "\"\(trigger.text)\"" : trigger.text
                return finding(
                    "\(TutorialTour.describe(step)) fires trigger \(name), but no view handles it with .tutorialTriggered(\(name), isPresented:) or .tutorialAction(\(name))",
                    at: trigger.location, key: trigger.text)
            }
        }
    }
}
