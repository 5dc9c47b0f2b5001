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
        triggering: [
            PlanExampleProject.example(
                .init(PlanExampleProject.planPath, "struct ScanTip: Tip {", "↓struct ScanTip: Tip {"),
                removing: [PlanExampleProject.tipsPath]),
        ],
        nonTriggering: [PlanExampleProject.example()])

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.declared], in: context)
    }
}
