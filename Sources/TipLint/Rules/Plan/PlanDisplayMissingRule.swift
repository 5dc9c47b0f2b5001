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
        guard let plan = context.plan else { return [] }
        let lookup = PlannedFileLookup(scannedPaths: context.scannedPaths)
        return plan.displaySites.compactMap { site in
            guard let tip = site.tip.map(PlanRuleSupport.simpleName) else { return nil }
            let shown = context.model.displaySites.filter { $0.tipType.map(PlanRuleSupport.simpleName) == tip }
            return plannedSiteFinding(
                tip, "displayed", site: site, foundAt: shown.map(\.location),
                remedy: ", nor anywhere else; show it here with `.popoverTip(…)` or `TipView(…)`", plan: plan, lookup: lookup)
        }
    }
}
