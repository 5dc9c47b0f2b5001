struct PlanTipUnplannedRule: Rule {
    static let description = RuleDescription(
        id: "plan_tip_unplanned", severity: .warning, system: .tipKit, needsPlan: true,
        summary: "a declared tip is not in the plan",
        details: """
            The code declares a tip type that the plan neither declares in a Swift code block nor shows or \
            donates anywhere, nor names in a line it could not read (`plan_unread`). Either the plan is out of \
            date (add the tip to it) or the tip was added by mistake. Reported at the tip's declaration; runs only when the plan names tips. A note when the \
            plan only mentions its tips, or when the documents that state them are read in part: a project log \
            (`TODO.md`, `ROADMAP.md`) read only where it is about tips, or a broad document (a roadmap, a \
            modernisation plan: names and headings mostly about other things) whose tips are only code sketches; \
            and when no tip the code declares is in the plan (a page about TipKit, or a plan for another app, \
            shares none of them: nothing tells that the plan lists this code's tips).
            """,
        triggering: [
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.tipsPath, "import TipKit\n",
                    "import TipKit\n\nstruct ↓ExportTip: Tip { var title: Text { Text(\"Export\") } }\n"))
        ],
        nonTriggering: [
            PlanExampleProject.example(),
            // Named in a line tiplint reads nothing from (`plan_unread`): the plan's author knows of the tip.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.planPath, "### Task 1",
                    "The flow: people scan a face, then export it (ExportTip).\n\n### Task 1"),
                .init(
                    PlanExampleProject.tipsPath, "import TipKit\n",
                    "import TipKit\n\nstruct ExportTip: Tip { var title: Text { Text(\"Export\") } }\n")
            ).testOnly(),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        guard let evaluation = context.planEvaluation, let reference = evaluation.tipsReference else { return [] }
        // A plan that only mentions its tips in prose, or a document read only in part (a project log,
        // a roadmap that sketches a tip or two), is no list to hold the code to; another document of
        // the plan that states its tips, read whole, is.
        let listsTips =
            context.plan.map { plan in
                plan.tips.contains { $0.evidence.isStrong && !plan.readInPart.contains($0.source.file) }
            } ?? false
        // A plan sharing no tip with the code may be about something else: one tip in it is what says it
        // lists this code's tips.
        let sharesATip = evaluation.declaredTips.contains { declared in
            !evaluation.unplannedTips.contains { $0.name == declared.name }
        }
        return evaluation.unplannedTips.map {
            var finding = finding(
                "tip \($0.name) is not in the plan (\(PlanRuleSupport.cite(reference))); add it to the plan, or remove it",
                at: $0.location, key: $0.name, plan: reference)
            if !listsTips || !sharesATip { finding.severity = .note }
            return finding
        }
    }
}
