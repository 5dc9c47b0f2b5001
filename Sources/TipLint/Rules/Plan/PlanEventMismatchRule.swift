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
        triggering: [
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.tipsPath, "static let scanned = Tips.Event(id: \"faceScanned\")",
                    "static let ↓scanned = Tips.Event(id: \"scanTapped\")")
            )
            // Without the event, the tip lacking it is reported.
            .exempt(.commentingOut)
        ],
        nonTriggering: [
            PlanExampleProject.example(),
            // The planned id under another name.
            PlanExampleProject.example(
                .init(PlanExampleProject.tipsPath, "static let scanned =", "static let faceScanned ="),
                .init(PlanExampleProject.tipsPath, "#Rule(Self.scanned)", "#Rule(Self.faceScanned)"),
                .init(PlanExampleProject.viewPath, "ScanTip.scanned.donate()", "ScanTip.faceScanned.donate()")),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.event], in: context)
    }
}
