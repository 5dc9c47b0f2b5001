struct PlanCopyMismatchRule: Rule {
    static let description = RuleDescription(
        id: "plan_copy_mismatch", severity: .warning, system: .tipKit, needsPlan: true,
        summary: "title, message or image differ from the plan or design table",
        details: """
            The copy users read was agreed in the plan (the tip's code block) or the design table. A tip's \
            literal title, message or SF Symbol is compared with the plan's tip of the same name; where the \
            plan gives no value, with the design table row that has the tip's title or message. Reported at \
            the differing text, or at the tip's declaration when the value is missing. Computed copy is not \
            compared. Where plan and design disagree, the plan wins here and plan_inconsistent reports the \
            disagreement.
            """,
        example: "var title: Text { Text(\"Scan someone\") }   (the plan says \"Scan a New Face\")")

    private struct Expectation {
        var field: String
        var actual: CopyText?
        var expected: String?
        var source: PlanReference
        var origin: String
    }

    func check(_ context: RuleContext) -> [Finding] {
        guard let plan = context.plan else { return [] }
        var findings: [Finding] = []
        var seen = Set<String>()
        for tip in context.model.tips.sorted(by: { $0.location < $1.location }) where seen.insert(tip.name).inserted {
            for expectation in expectations(for: tip, in: plan) {
                guard let expected = expectation.expected else { continue }
                let key = "\(tip.simpleName).\(expectation.field)"
                guard let actual = expectation.actual else {
                    findings.append(finding("\(tip.simpleName) has no \(expectation.field); the \(expectation.origin) gives \"\(expected)\" "
                                            + "(\(PlanRuleSupport.cite(expectation.source)))",
                                            at: tip.location, key: key, plan: expectation.source))
                    continue
                }
                guard actual.isLiteral, actual.text != expected else { continue }
                findings.append(finding(
                    "\(tip.simpleName)'s \(expectation.field) is \"\(actual.text)\"; the \(expectation.origin) says \"\(expected)\" "
                        + "(\(PlanRuleSupport.cite(expectation.source)))",
                    at: actual.location, key: key, plan: expectation.source))
            }
        }
        return findings
    }

    /// The plan's copy for the tip, field by field; the design row fills what the plan leaves out.
    private func expectations(for tip: TipDeclaration, in plan: Plan) -> [Expectation] {
        let planned = plan.tips.first { PlanRuleSupport.simpleName($0.name) == tip.simpleName }
        // A tip the plan does not declare is plan_tip_unplanned's, unless the plan is only a design table.
        if planned == nil && !plan.tips.isEmpty { return [] }
        let title = planned?.title ?? literal(tip.title)
        let message = planned?.message ?? literal(tip.message)
        let row = plan.designCopy.first { ($0.title == title && title != nil) || ($0.message == message && message != nil) }
        func expectation(_ field: String, _ actual: CopyText?, _ fromPlan: String?, _ fromDesign: String?) -> Expectation? {
            if let planned, let fromPlan {
                return Expectation(field: field, actual: actual, expected: fromPlan, source: planned.source, origin: "plan")
            }
            if let row, let fromDesign {
                return Expectation(field: field, actual: actual, expected: fromDesign, source: row.source, origin: "design table")
            }
            return nil
        }
        return [
            expectation("title", tip.title, planned?.title, row?.title),
            expectation("message", tip.message, planned?.message, row?.message),
            expectation("image", tip.image, planned?.image, nil),
        ].compactMap { $0 }
    }

    private func literal(_ copy: CopyText?) -> String? {
        guard let copy, copy.isLiteral else { return nil }
        return copy.text
    }
}
