struct PlanDonationMissingRule: Rule {
    static let description = RuleDescription(
        id: "plan_donation_missing", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a planned donation is not in its planned file",
        details: """
            The plan donates a tip's event in a file (`SomeTip.event.donate()` in a task's code block, a \
            `Donated` column, "donated there" in a bullet or section) but that file never donates it: the \
            tip's rules never see the user act, so the tip keeps showing. Reported at line 1 of the file (or \
            of its moved copy). Until the plan marks the task or step that plans it done (`- [x]`, "Done", \
            "✅"), a donation not there yet is progress: a note; with `--plan-complete` or `"planComplete": \
            true` it is an error. An event donated elsewhere instead contradicts the plan: an error at every \
            stage, naming where.
            """,
        triggering: [
            PlanExampleProject.example(
                .init(PlanExampleProject.viewPath, "import SwiftUI", "↓import SwiftUI"),
                .init(
                    PlanExampleProject.viewPath, "Button(\"Scan\") { ScanTip.scanned.donate() }",
                    "Button(\"Scan\") { scan() }")
            )
            // A finding about the whole file, at its line 1.
            .exempt(.commentingOut, .disablingNext, .multiByteText)
        ],
        nonTriggering: [PlanExampleProject.example()])

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.donation], in: context)
    }
}
