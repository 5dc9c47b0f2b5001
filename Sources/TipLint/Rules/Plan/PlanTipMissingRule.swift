struct PlanTipMissingRule: Rule {
    static let description = RuleDescription(
        id: "plan_tip_missing", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a planned tip is not declared",
        details: """
            Every tip the plan names (a Swift code block, a table row, a section, a checklist item) should \
            be declared in the code (matched by type name). Reported at the plan line that names it, since \
            the code has no place for it. Until the plan marks the task or step that plans it done (`- [x]`, \
            "Done", "✅"), a tip not there yet is progress: a note; with `--plan-complete` or \
            `"planComplete": true` it is an error. When a declared tip the plan does not name has the \
            planned title or event id, the code contradicts the plan: the message names it as a likely \
            rename, and it is an error at every stage. One whose title or message is nearly the planned one \
            (three words in five shared) is named as a possible rename, and stays progress.
            """,
        triggering: [
            PlanExampleProject.example(
                .init(PlanExampleProject.planPath, "struct ScanTip: Tip {", "↓struct ScanTip: Tip {"),
                removing: [PlanExampleProject.tipsPath])
        ],
        nonTriggering: [PlanExampleProject.example()])

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.declared], in: context)
    }
}
