struct PlanDonationMissingRule: Rule {
    static let description = RuleDescription(
        id: "plan_donation_missing", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a planned donation is not in its planned file",
        details: """
            The plan donates a tip's event in a file (`SomeTip.event.donate()` in a code block of the task \
            that modifies it) but that file never donates it: the tip's rules never see the user act, so \
            the tip keeps showing. Reported at line 1 of the file (or of its moved copy), naming where the \
            event is donated instead; when the file does not exist and the plan does not list it, at the \
            plan line.
            """,
        triggering: [
            PlanExampleProject.example(
                .init(PlanExampleProject.viewPath, "import SwiftUI", "↓import SwiftUI"),
                .init(PlanExampleProject.viewPath, "Button(\"Scan\") { ScanTip.scanned.donate() }", "Button(\"Scan\") { scan() }"))
                // A finding about the whole file, at its line 1.
                .exempt(.commentingOut, .disablingNext, .multiByteText),
        ],
        nonTriggering: [PlanExampleProject.example()])

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.donation], in: context)
    }
}
