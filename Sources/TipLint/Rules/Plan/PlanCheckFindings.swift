extension Rule {
    /// The findings of the plan checks of `kinds` that do not hold: one per problem the
    /// plan evaluation found, so the rule reports exactly what the coverage report counts.
    func findings(ofChecks kinds: Set<PlannedCheck.Kind>, in context: RuleContext) -> [Finding] {
        guard let evaluation = context.planEvaluation else { return [] }
        return evaluation.checks.filter { kinds.contains($0.kind) }.flatMap { check in
            check.problems.map { problem in
                var finding = finding(problem.message, at: problem.location, key: problem.key, plan: check.plan)
                if problem.isPending { finding.severity = progressSeverity(done: check.isDone, in: context) }
                // The plan only mentions it: never a gate failure on a guess.
                if !check.evidence.isStrong { finding.severity = .note }
                return finding
            }
        }
    }
}

extension Rule {
    /// One finding per deviation from the plan; a deviation from a fact the plan only mentions is a note.
    func findings(of deviations: [PlanDeviation]) -> [Finding] {
        deviations.map { deviation in
            var finding = finding(deviation.message, at: deviation.location, key: deviation.key, plan: deviation.plan)
            if !deviation.evidence.isStrong { finding.severity = .note }
            return finding
        }
    }
}
