struct PlanConfigureMismatchRule: Rule {
    static let description = RuleDescription(
        id: "plan_configure_mismatch", severity: .error, system: .tipKit, needsPlan: true,
        summary: "`Tips.configure` is not called once, in the planned file, with the planned options",
        details: """
            The plan configures TipKit once, in one file, with given options (a code block's \
            `Tips.configure([...])`, or prose naming the call, its file and its options in code spans; prose \
            without options leaves them open). A call inside a helper that the planned file calls \
            (`AppTips.configure()` from the App's `init`) is a call there. Reported at a call in another file, at a call that can run \
            besides the planned one (calls in exclusive #if branches of one file count as one), and at the \
            call whose options differ (compared without whitespace, in any order, and without \
            `.datastoreLocation(.applicationDefault)`, which is where TipKit stores tips anyway): errors at every stage. \
            When nothing calls it, at line 1 of the planned file, or at the plan line when that file does \
            not exist. Until the plan marks the task or step that plans it done (`- [x]`, "Done", "✅"), a \
            call not there yet is progress: a note; with `--plan-complete` or `"planComplete": true` it is \
            an error. Calls in previews and test targets configure their own datastore and are not counted. A \
            second call that `configure_duplicate` reports is one finding: this one is its related location.
            """,
        triggering: [
            // Other options than planned.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.appPath, "try? Tips.configure([.displayFrequency(.immediate)])",
                    "try? ↓Tips.configure()")
            )
            // Without the call, its absence is reported at line 1 of the planned file.
            .exempt(.commentingOut),
            // The only call is in another file, which the planned file does not call.
            PlanExampleProject.example(
                .init(PlanExampleProject.appPath, "try? Tips.configure([.displayFrequency(.immediate)])", ""),
                adding: [
                    RuleExample.File(
                        path: "Faces/Settings.swift",
                        text: """
                            import TipKit

                            func restoreTips() { try? ↓Tips.configure([.displayFrequency(.immediate)]) }
                            """)
                ]
            )
            // Without the call, its absence is reported at line 1 of the planned file.
            .exempt(.commentingOut),
            // Testing only: other options than the planned ones.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.appPath, "try? Tips.configure([.displayFrequency(.immediate)])",
                    "try? ↓Tips.configure([.displayFrequency(.daily)])")
            ).testOnly()
                // Without the call, its absence is reported at line 1 of the planned file.
                .exempt(.commentingOut),
            // Testing only: a preview's call does not stand in for the app's; absent from the planned file, reported
            // at its line 1.
            PlanExampleProject.example(
                .init(PlanExampleProject.appPath, "import SwiftUI", "↓import SwiftUI"),
                .init(PlanExampleProject.appPath, "try? Tips.configure([.displayFrequency(.immediate)])", ""),
                adding: [
                    RuleExample.File(
                        path: "Faces/Views/ScanPreview.swift",
                        text: """
                            import SwiftUI
                            import TipKit

                            #Preview { ScanView().task { try? Tips.configure([.displayFrequency(.immediate)]) } }
                            """)
                ]
            ).testOnly()
                .exempt(.commentingOut, .disablingNext, .multiByteText),
            // Testing only: the planned file does not exist: reported at the plan.
            PlanExampleProject.example(
                .init(PlanExampleProject.planPath, "    try? Tips.configure(", "↓    try? Tips.configure("),
                removing: [PlanExampleProject.appPath]
            ).testOnly(),
        ],
        nonTriggering: [
            PlanExampleProject.example(),
            // Options compared without whitespace.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.appPath, "[.displayFrequency(.immediate)]", "[ .displayFrequency( .immediate ) ]"
                )),
            // Testing only: the default store written out configures what the plan does.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.appPath, "[.displayFrequency(.immediate)]",
                    "[.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)]"
                )
            ).testOnly(),
            // A helper the planned file calls configures there.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.appPath, "try? Tips.configure([.displayFrequency(.immediate)])",
                    "TipsSetup.start()"),
                adding: [
                    RuleExample.File(
                        path: "Faces/TipsSetup.swift",
                        text: """
                            import TipKit

                            enum TipsSetup {
                                static func start() { try? Tips.configure([.displayFrequency(.immediate)]) }
                            }
                            """)
                ]
            ),
            // Testing only: a preview and a test target configure their own datastore, not the app's a second time.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.viewPath, "struct ScanView: View {",
                    """
                    #Preview {
                        ScanView().task { try? Tips.configure() }
                    }

                    struct ScanView: View {
                    """),
                adding: [
                    RuleExample.File(
                        path: "FacesTests/ScanTests.swift",
                        text: """
                            import XCTest
                            import TipKit

                            final class ScanTests: XCTestCase {
                                override func setUp() { try? Tips.configure([.displayFrequency(.immediate)]) }
                            }
                            """)
                ]
            ).testOnly(),
            // Testing only: calls in exclusive `#if` branches of the planned file are one call.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.appPath, "        try? Tips.configure([.displayFrequency(.immediate)])",
                    """
                            #if DEBUG
                            try? Tips.configure([.displayFrequency(.immediate)])
                            #else
                            try? Tips.configure([.displayFrequency(.immediate)])
                            #endif
                    """)
            ).testOnly(),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.configure], in: context)
    }
}
