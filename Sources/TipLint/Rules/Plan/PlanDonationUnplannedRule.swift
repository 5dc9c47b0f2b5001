struct PlanDonationUnplannedRule: Rule {
    static let description = RuleDescription(
        id: "plan_donation_unplanned", severity: .warning, system: .tipKit, needsPlan: true,
        summary: "a planned event is donated in a file where the plan does not donate it",
        details: """
            The plan donates a tip's event in some files, and the code donates it there and in another \
            file too: the tip's rules count an action the plan did not design (a second button, a sync \
            that replays events), so the tip retires or shows early. Reported at the first such donation \
            in each file; only when every planned donation of the event is in place (otherwise \
            `plan_donation_missing` names the donation found instead), and at most a note when the plan \
            only mentions the donation in prose.
            """,
        triggering: [
            PlanExampleProject.example(
                adding: [
                    RuleExample.File(
                        path: "Faces/Views/HistoryView.swift",
                        text: """
                            import SwiftUI
                            import TipKit

                            struct HistoryView: View {
                                var body: some View {
                                    Button("Rescan") { ↓ScanTip.scanned.donate() }
                                }
                            }
                            """)
                ])
        ],
        nonTriggering: [
            PlanExampleProject.example(),
            // A second donation in the planned file.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.viewPath, "ScanTip.scanned.donate() }",
                    "ScanTip.scanned.donate() }\n            Button(\"Rescan\") { ScanTip.scanned.donate() }")),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        findings(of: context.planEvaluation?.unplannedDonations ?? [])
    }
}
