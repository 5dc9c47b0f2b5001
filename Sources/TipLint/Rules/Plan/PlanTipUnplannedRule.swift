struct PlanTipUnplannedRule: Rule {
    static let description = RuleDescription(
        id: "plan_tip_unplanned", severity: .warning, system: .tipKit, needsPlan: true,
        summary: "a declared tip is not in the plan",
        details: """
            The code declares a tip type that no Swift code block of the plan declares. Either the plan \
            is out of date (add the tip to it) or the tip was added by mistake. Reported at the tip's \
            declaration; runs only when the plan declares tips.
            """,
        example: "struct ExportTip: Tip { … }   (the plan declares no ExportTip)")

    func check(_ context: RuleContext) -> [Finding] {
        guard let plan = context.plan, let expectation = plan.statedTipCounts.first?.source ?? plan.tips.first?.source
        else { return [] }
        let planned = Set(plan.tips.map { PlanRuleSupport.simpleName($0.name) })
        var reported = Set<String>()
        return context.model.tips.sorted { $0.location < $1.location }
            .filter { !planned.contains($0.simpleName) && reported.insert($0.name).inserted }
            .map {
                finding("tip \($0.name) is not in the plan (\(PlanRuleSupport.cite(expectation))); add it to the plan, or remove it",
                        at: $0.location, key: $0.name, plan: expectation)
            }
    }
}
