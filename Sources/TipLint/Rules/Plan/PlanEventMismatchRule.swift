struct PlanEventMismatchRule: Rule {
    static let description = RuleDescription(
        id: "plan_event_mismatch", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a tip's event id differs from the planned one",
        details: """
            Event ids are what TipKit stores donations under: a different id than planned splits or loses \
            the history that analytics, migrations and other tips' rules expect. A tip's events are those \
            its rules read and those declared in it; an event of the planned id under another name is \
            accepted. Reported at the event of the planned name (whose id differs, or is not a literal and \
            so cannot be compared), or at the tip's declaration when it has no such event.
            """,
        example: "static let tapped = Tips.Event(id: \"scanTapped\")   (the plan says \"liveScanTapped\")")

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.event], in: context)
    }
}
