struct PlanEventMismatchRule: Rule {
    static let description = RuleDescription(
        id: "plan_event_mismatch", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a tip's event id differs from the planned one",
        details: """
            Event ids are what TipKit stores donations under: a different id than planned splits or loses \
            the history that analytics, migrations and other tips' rules expect. Compared per event name \
            (an event of the planned id under another name is accepted). Reported at the event's \
            declaration, or at the tip's when it has no event of the planned id.
            """,
        example: "static let tapped = Tips.Event(id: \"scanTapped\")   (the plan says \"liveScanTapped\")")

    func check(_ context: RuleContext) -> [Finding] {
        guard let plan = context.plan else { return [] }
        var findings: [Finding] = []
        for planned in plan.tips {
            let name = PlanRuleSupport.simpleName(planned.name)
            guard let tip = context.model.tips.filter({ $0.simpleName == name }).min(by: { $0.location < $1.location })
            else { continue }
            let events = context.model.events.filter { $0.owner.map(PlanRuleSupport.simpleName) == name }
            for event in planned.events {
                guard let id = event.id, !events.contains(where: { $0.id == id }) else { continue }
                let key = "\(name).\(event.name)"
                let counterpart = events.first { $0.name == event.name }
                    ?? (events.count == 1 && planned.events.count == 1 ? events.first : nil)
                if let counterpart {
                    guard let actual = counterpart.id else { continue }
                    findings.append(finding(
                        "\(name).\(counterpart.name) has id \"\(actual)\"; the plan's \(name).\(event.name) has \"\(id)\" "
                            + "(\(PlanRuleSupport.cite(planned.source)))",
                        at: counterpart.location, key: key, plan: planned.source))
                } else {
                    findings.append(finding(
                        "\(name) has no event with id \"\(id)\" (the plan's \(name).\(event.name), "
                            + "\(PlanRuleSupport.cite(planned.source)))",
                        at: tip.location, key: key, plan: planned.source))
                }
            }
        }
        return findings
    }
}
