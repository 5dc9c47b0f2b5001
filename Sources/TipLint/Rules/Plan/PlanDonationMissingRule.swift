struct PlanDonationMissingRule: Rule {
    /// The code renamed the planned event's property (`scanned` → `faceWasScanned`) and kept its id: the
    /// planned donation is the renamed event's, donated by the planned view or (`donated` false) nowhere.
    /// Test-only.
    static func renamedPlannedEvent(donated: Bool, line: UInt = #line) -> RuleExample {
        let renamed = PlanExampleProject.Edit(
            PlanExampleProject.tipsPath, "static let scanned", "static let faceWasScanned")
        let ruled = PlanExampleProject.Edit(
            PlanExampleProject.tipsPath, "#Rule(Self.scanned)", "#Rule(Self.faceWasScanned)")
        guard donated else {
            return PlanExampleProject.example(
                renamed, ruled, .init(PlanExampleProject.viewPath, "import SwiftUI", "↓import SwiftUI"),
                .init(PlanExampleProject.viewPath, "{ ScanTip.scanned.donate() }", "{ scan() }"), line: line
            ).testOnly()
                // A finding about the whole file, at its line 1.
                .exempt(.commentingOut, .disablingNext, .multiByteText)
        }
        return PlanExampleProject.example(
            renamed, ruled,
            .init(PlanExampleProject.viewPath, "ScanTip.scanned.donate()", "ScanTip.faceWasScanned.donate()"),
            line: line
        ).testOnly()
    }

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
            .exempt(.commentingOut, .disablingNext, .multiByteText),
            renamedPlannedEvent(donated: false),
            // Testing only: the event is donated in another file instead: an error naming where.
            PlanExampleProject.example(
                .init(PlanExampleProject.viewPath, "import SwiftUI", "↓import SwiftUI"),
                .init(PlanExampleProject.viewPath, "{ ScanTip.scanned.donate() }", "{ scan() }"),
                adding: [
                    RuleExample.File(
                        path: "Faces/Views/SettingsView.swift",
                        text: """
                            import TipKit

                            func rescan() { ScanTip.scanned.donate() }
                            """)
                ]
            ).testOnly()
                // A finding about the whole file, at its line 1.
                .exempt(.commentingOut, .disablingNext, .multiByteText),
        ],
        nonTriggering: [PlanExampleProject.example(), renamedPlannedEvent(donated: true)])

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.donation], in: context)
    }
}
