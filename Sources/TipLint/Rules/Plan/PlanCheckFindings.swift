extension Rule {
    /// The findings of the plan checks of `kinds` that do not hold: one per problem the
    /// plan evaluation found, so the rule reports exactly what the coverage report counts.
    func findings(ofChecks kinds: Set<PlannedCheck.Kind>, in context: RuleContext) -> [Finding] {
        guard let evaluation = context.planEvaluation else { return [] }
        return evaluation.checks.filter { kinds.contains($0.kind) }.flatMap { check in
            check.problems.map { finding($0.message, at: $0.location, key: $0.key, plan: check.plan) }
        }
    }
}
