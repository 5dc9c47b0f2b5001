struct PlanInconsistentRule: Rule {
    static let description = RuleDescription(
        id: "plan_inconsistent", severity: .warning, system: .tipKit, needsPlan: true,
        summary: "the plan contradicts itself or the design document",
        details: """
            The plan documents disagree, so the code cannot satisfy both: a stated count of tips or of \
            files importing TipKit that the tasks do not bear out, one file under two paths, design copy \
            or file lists that differ from the plan, a tip the design places in another view, or two \
            places for Tips.configure. Reported at the statement that disagrees, in the plan or design \
            document, with the other statement as the plan reference. `tiplint plan --check` lists the same.
            """,
        triggering: [
            // The verification step counts 2 files importing TipKit; the tasks add it to 3.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.planPath, "    .popoverTip(scanTip)\n```",
                    """
                        .popoverTip(scanTip)
                    ```

                    **Step 4: Verify**

                    Run: `grep -rl "import TipKit" Faces | wc -l`
                    ↓Expected: 2 files with `import TipKit`
                    """))
        ],
        nonTriggering: [
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.planPath, "    .popoverTip(scanTip)\n```",
                    """
                        .popoverTip(scanTip)
                    ```

                    **Step 4: Verify**

                    Run: `grep -rl "import TipKit" Faces | wc -l`
                    Expected: 3 files with `import TipKit`
                    """))
        ])

    func check(_ context: RuleContext) -> [Finding] {
        guard let plan = context.plan else { return [] }
        return plan.contradictions.map { contradiction in
            finding(
                contradiction.message, at: PlanRuleSupport.location(of: contradiction.source),
                key: contradiction.key, plan: contradiction.other ?? contradiction.source)
        }
    }
}
