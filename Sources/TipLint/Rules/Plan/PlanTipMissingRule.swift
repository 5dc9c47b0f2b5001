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
                removing: [PlanExampleProject.tipsPath]),
            // Testing only: the code renamed the tip and kept its title: the message names it.
            PlanExampleProject.example(
                .init(PlanExampleProject.planPath, "struct ScanTip: Tip {", "↓struct ScanTip: Tip {"),
                .init(PlanExampleProject.tipsPath, "struct ScanTip: Tip {", "struct FaceTip: Tip {"),
                .init(PlanExampleProject.viewPath, "ScanTip()", "FaceTip()"),
                .init(PlanExampleProject.viewPath, "ScanTip.scanned.donate()", "FaceTip.scanned.donate()"),
            ).testOnly(),
            // Testing only: renamed, with other title, image and event id but nearly the planned message: paired as
            // a guess.
            PlanExampleProject.example(
                .init(PlanExampleProject.planPath, "struct ScanTip: Tip {", "↓struct ScanTip: Tip {"),
                .init(PlanExampleProject.tipsPath, "struct ScanTip: Tip {", "struct FaceTip: Tip {"),
                .init(PlanExampleProject.viewPath, "ScanTip()", "FaceTip()"),
                .init(PlanExampleProject.viewPath, "ScanTip.scanned.donate()", "FaceTip.scanned.donate()"),
                .init(PlanExampleProject.tipsPath, "Text(\"Scan a New Face\")", "Text(\"Meet Someone\")"),
                .init(PlanExampleProject.tipsPath, "at someone you just met", "at a person you just met"),
                .init(PlanExampleProject.tipsPath, "\"camera.viewfinder\"", "\"camera\""),
                .init(PlanExampleProject.tipsPath, "Tips.Event(id: \"faceScanned\")", "Tips.Event(id: \"faceMet\")")
            ).testOnly(),
        ],
        nonTriggering: [PlanExampleProject.example()])

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.declared], in: context) + describedFindings(context)
    }

    /// A tip the plan describes in words (no type) that no declared tip is by its copy: a note, and only
    /// once the plan marks its task done (or must be complete); before, it is progress and says nothing.
    private func describedFindings(_ context: RuleContext) -> [Finding] {
        guard let evaluation = context.planEvaluation else { return [] }
        return evaluation.describedTips.filter { $0.code == nil && ($0.tip.isDone || context.planComplete) }.map {
            let tip = $0.tip
            let lack =
                tip.copy == nil
                ? "no type or copy to find it by" : "no declared tip has its copy as a title or message"
            let stage = tip.isDone ? "its task is marked done" : "the plan must be complete"
            var finding = finding(
                "the plan describes a tip in words, \(tip.name), with no type, and \(stage), but \(lack); "
                    + "name its type in the plan, or give the copy the code has",
                at: PlanRuleSupport.location(of: tip.source), key: tip.name, plan: tip.source)
            finding.severity = .note
            return finding
        }
    }
}
