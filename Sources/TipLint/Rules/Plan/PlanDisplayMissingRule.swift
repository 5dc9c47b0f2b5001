struct PlanDisplayMissingRule: Rule {
    static let description = RuleDescription(
        id: "plan_display_missing", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a planned display site is not in its planned file",
        details: """
            The plan shows a tip in a file (`.popoverTip(x)` or `TipView(x)` in a code block of the task \
            that modifies it) but that file never displays the tip, so users never see it where the plan \
            says. Reported at line 1 of the file (or of its moved copy), naming where the tip is displayed \
            instead; when the file does not exist and the plan does not list it, at the plan line.
            """,
        example: ".popoverTip(liveScanTip)   (planned in FinderView.swift; FinderView.swift shows no LiveScanTip)")

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.display], in: context)
    }
}
