struct PlanTipMissingRule: Rule {
    static let description = RuleDescription(
        id: "plan_tip_missing", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a planned tip is not declared",
        details: """
            Every type conforming to Tip in the plan's Swift code blocks should be declared in the code \
            (matched by type name). Reported at the plan line that declares it, since the code has no place \
            for it; when a declared tip that the plan does not name has the planned title or event id, the \
            message names it as a likely rename.
            """,
        example: "struct LiveScanTip: Tip { … }   (in the plan; no LiveScanTip in the code)")

    func check(_ context: RuleContext) -> [Finding] {
        guard let plan = context.plan else { return [] }
        let planned = Set(plan.tips.map { PlanRuleSupport.simpleName($0.name) })
        let declared = Set(context.model.tips.map(\.simpleName))
        let unplanned = context.model.tips.filter { !planned.contains($0.simpleName) }
        return plan.tips.filter { !declared.contains(PlanRuleSupport.simpleName($0.name)) }.map { tip in
            var message = "planned tip \(tip.name) is not declared"
            if let renamed = likelyRename(of: tip, among: unplanned, events: context.model.events) {
                message += "; \(renamed.tip.name) has its \(renamed.what): rename it, or update the plan"
            } else {
                message += "; declare `struct \(PlanRuleSupport.simpleName(tip.name)): Tip` as the plan shows"
            }
            return finding(message, at: PlanRuleSupport.location(of: tip.source), key: tip.name, plan: tip.source)
        }
    }

    private func likelyRename(of tip: PlannedTip, among declared: [TipDeclaration],
                              events: [EventDeclaration]) -> (tip: TipDeclaration, what: String)? {
        if let title = tip.title, let match = declared.first(where: { $0.title?.text == title }) {
            return (match, "title")
        }
        let ids = Set(tip.events.compactMap(\.id))
        for candidate in declared {
            let owned = events.filter { $0.owner.map(PlanRuleSupport.simpleName) == candidate.simpleName }
            if owned.contains(where: { $0.id.map(ids.contains) == true }) { return (candidate, "event id") }
        }
        return nil
    }
}
