struct PlanDisplayMissingRule: Rule {
    static let description = RuleDescription(
        id: "plan_display_missing", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a planned display site is not in its planned file",
        details: """
            The plan shows a tip in a file (`.popoverTip(x)` or `TipView(x)` in a task's code block, a \
            table's where column, a section's `Screen:` field, "shown on …" in a bullet) but that file never \
            displays the tip, so users never see it where the plan says. Reported at line 1 of the file (or \
            of its moved copy). Until the plan marks the task or step that plans it done (`- [x]`, "Done", \
            "✅"), a display not there yet is progress: a note; with `--plan-complete` or `"planComplete": \
            true` it is an error. A tip displayed elsewhere instead contradicts the plan: an error at every \
            stage, naming where.
            """,
        triggering: [
            // The tip is shown in another view than the planned one.
            PlanExampleProject.example(
                .init(PlanExampleProject.viewPath, "import SwiftUI", "↓import SwiftUI"),
                .init(PlanExampleProject.viewPath, "\n            .popoverTip(scanTip)", ""),
                adding: [
                    RuleExample.File(
                        path: "Faces/Views/HomeView.swift",
                        text: """
                            import SwiftUI
                            import TipKit

                            struct HomeView: View {
                                var body: some View { Text("Faces").popoverTip(ScanTip()) }
                            }
                            """)
                ]
            )
            // A finding about the whole file, at its line 1.
            .exempt(.commentingOut, .disablingNext, .multiByteText),
            // Testing only: the planned view moved, and its copy displays the tip nowhere.
            PlanExampleProject.example(
                removing: [PlanExampleProject.viewPath],
                adding: [
                    RuleExample.File(
                        path: "Faces/Views/Scan/ScanView.swift",
                        text: """
                            ↓import SwiftUI
                            import TipKit

                            struct ScanView: View {
                                var body: some View {
                                    Button("Scan") { ScanTip.scanned.donate() }
                                }
                            }
                            """)
                ]
            ).testOnly()
                // A finding about the whole file, at its line 1.
                .exempt(.commentingOut, .disablingNext, .multiByteText),
        ],
        nonTriggering: [PlanExampleProject.example()])

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.display], in: context)
    }
}
