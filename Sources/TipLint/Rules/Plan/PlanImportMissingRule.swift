struct PlanImportMissingRule: Rule {
    static let description = RuleDescription(
        id: "plan_import_missing", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a file the plan adds `import TipKit` to lacks it",
        details: """
            The plan adds `import TipKit` to a file (a code block, "Add `import TipKit` to …" in prose), or \
            implies it (the plan shows or donates a tip there, or calls `Tips.configure` there), and the \
            file does not import it. Without it the file may still compile through leaky member visibility, \
            then break when another file changes. Reported at line 1 of the file (or of its moved copy); where the file uses TipKit, \
            `missing_import` reports the slip at the first use, with this finding as its related location. \
            Until the plan marks the task or step that plans it done (`- [x]`, "Done", "✅"), a missing \
            import not there yet is progress: a note; with `--plan-complete` or `"planComplete": true` it is \
            an error.
            """,
        triggering: [
            // The view's tip code not written yet; where the file already uses TipKit, the plan's finding is
            // part of `missing_import`'s.
            PlanExampleProject.example(
                .init(PlanExampleProject.viewPath, "import SwiftUI\nimport TipKit", "↓import SwiftUI"),
                .init(
                    PlanExampleProject.viewPath, "Button(\"Scan\") { ScanTip.scanned.donate() }", "Button(\"Scan\") { }"
                ),
                .init(PlanExampleProject.viewPath, "\n            .popoverTip(scanTip)", "")
            )
            // A finding about the whole file, at its line 1.
            .exempt(.commentingOut, .disablingNext, .multiByteText)
        ],
        nonTriggering: [PlanExampleProject.example()])

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.import], in: context)
    }
}
