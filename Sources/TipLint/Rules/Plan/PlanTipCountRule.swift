struct PlanTipCountRule: Rule {
    static let description = RuleDescription(
        id: "plan_tip_count", severity: .error, system: .tipKit, needsPlan: true,
        summary: "the number of tip types differs from the count the plan states",
        details: """
            The plan states how many tips it adds (its goal line, or a verification step that counts tip \
            structs and expects N). More tip types than stated means tips were added outside the plan: an \
            error at every stage. Fewer is a planned tip not declared yet: a note until the plan marks done \
            every task that declares one (or with `--plan-complete`), then an error. Reported at the first \
            tip declaration, or at the plan's statement when the code declares no tip; plan_tip_missing and \
            plan_tip_unplanned name the tips involved.
            """,
        triggering: [
            // The plan adds one tip; the code declares two.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.tipsPath, "import TipKit\n",
                    "import TipKit\n\nstruct ↓FavoriteTip: Tip { var title: Text { Text(\"Favorite\") } }\n")),
            // No tip declared yet: reported at the plan's statement.
            PlanExampleProject.example(
                .init(PlanExampleProject.planPath, "**Goal:**", "↓**Goal:**"), removing: [PlanExampleProject.tipsPath]),
            // Testing only: fewer tip types than stated (one type declared in two targets counts once),
            // reported at the first (commented out, at the other).
            PlanExampleProject.example(
                .init(PlanExampleProject.planPath, "Add 1 TipKit tip", "Add 2 TipKit tips"),
                .init(PlanExampleProject.tipsPath, "struct ScanTip: Tip {", "struct ↓ScanTip: Tip {"),
                adding: [
                    RuleExample.File(
                        path: "FacesMac/MacTips.swift",
                        text: """
                            import TipKit

                            struct ScanTip: Tip { var title: Text { Text("Scan a New Face") } }
                            """)
                ]
            ).testOnly().exempt(.commentingOut),
        ],
        nonTriggering: [
            PlanExampleProject.example(),
            // Testing only: a plan that states no count.
            PlanExampleProject.example(
                .init(PlanExampleProject.planPath, "Add 1 TipKit tip to help", "Help"),
                .init(
                    PlanExampleProject.tipsPath, "import TipKit\n",
                    "import TipKit\n\nstruct FavoriteTip: Tip { var title: Text { Text(\"Favorite\") } }\n")
            ).testOnly(),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        guard let stated = context.plan?.statedTipCounts.first, let tips = context.planEvaluation?.declaredTips
        else { return [] }
        let declared = Set(tips.map(\.name)).count
        guard declared != stated.value else { return [] }
        let location = tips.map(\.location).min() ?? PlanRuleSupport.location(of: stated.source)
        var finding = finding(
            "the code declares \(declared) tip \(declared == 1 ? "type" : "types"); the plan states \(stated.value)"
                + PlanRuleSupport.citation(stated.source, at: location),
            at: location, key: "tip count", plan: stated.source)
        // Fewer tips than planned is progress until the tasks that declare them are done; more contradicts the plan.
        if declared < stated.value, let plan = context.plan {
            finding.severity = progressSeverity(done: !plan.tips.isEmpty && plan.tips.allSatisfy(\.isDone), in: context)
        }
        return [finding]
    }
}
