struct PlanCopyMismatchRule: Rule {
    static let description = RuleDescription(
        id: "plan_copy_mismatch", severity: .warning, system: .tipKit, needsPlan: true,
        summary: "title, message or image differ from the plan or design table",
        details: """
            The copy users read was agreed in the plan (the tip's code block) or the design table. A tip's \
            title, message or SF Symbol is compared with the plan's tip of the same name; where the plan \
            gives no value, with the design table row that has the tip's title or message. Copy that differs \
            only in closing punctuation (a quoted message without its full stop) is the same copy. Copy looked up in \
            the project's `Localizable.strings` or `.xcstrings` table (`Text("key")`, `String(localized: "key")`) \
            is compared as the table's source-language value; a key no table resolves is not compared when an \
            explicit lookup passes it or it reads as a key (`onboarding.tip.title`); a plan that gives the key the \
            code looks up (a `Title key` column) names that copy. Reported at the \
            differing text, or at the tip's declaration when the value is missing. Copy the plan gives but \
            the code computes cannot be compared and is reported too; computed copy is not compared with a \
            design table. Where plan and design disagree, the plan wins here and plan_inconsistent reports \
            the disagreement.
            """,
        triggering: [
            PlanExampleProject.example(
                .init(PlanExampleProject.tipsPath, "Text(\"Scan a New Face\")", "Text(↓\"Scan someone\")"),
                .init(
                    PlanExampleProject.tipsPath, "Image(systemName: \"camera.viewfinder\")",
                    "Image(systemName: ↓\"camera\")")
            )
            // Without the title or image, the tip lacking it is reported.
            .exempt(.commentingOut),
            // A key is compared as its strings table's value.
            PlanExampleProject.example(
                .init(PlanExampleProject.tipsPath, "Text(\"Scan a New Face\")", "Text(↓\"scan.tip.title\")"),
                adding: [
                    .init(path: "Faces/en.lproj/Localizable.strings", text: #""scan.tip.title" = "Scan someone";"#)
                ]
            )
            // Without the title, the tip lacking it is reported.
            .exempt(.commentingOut),
            // Testing only: computed copy cannot be compared, so it is reported.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.tipsPath, "Text(\"Point the camera at someone you just met\")",
                    "Text(↓\"Point the camera at \\(name)\")")
            ).testOnly()
                // Without the copy, the tip lacking it is reported.
                .exempt(.commentingOut),
            // Testing only: a planned image the tip lacks is reported at the tip.
            PlanExampleProject.example(
                .init(PlanExampleProject.tipsPath, "struct ScanTip: Tip {", "struct ↓ScanTip: Tip {"),
                .init(PlanExampleProject.tipsPath, "var image: Image? { Image(systemName: \"camera.viewfinder\") }", "")
            ).testOnly(),
            // Testing only: a plan that is only a design table: each tip paired with the row that has its
            // title or message; a tip no row names is left alone.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.tipsPath, "Text(\"Point the camera at someone you just met\")",
                    "Text(↓\"Point the camera at someone you just met\")"),
                removing: [PlanExampleProject.planPath],
                adding: [
                    RuleExample.File(
                        path: "docs/design.md",
                        text: """
                            # Faces Design

                            ### 1. Scan (ScanView)
                            | Target | Title | Message |
                            |--------|-------|---------|
                            | Scan button | Scan a New Face | Point the camera at someone new |
                            | Share button | Share Fast | Send the face to a friend |
                            """),
                    RuleExample.File(
                        path: "Faces/Tips/MoreTips.swift",
                        text: """
                            import TipKit

                            struct ShareTip: Tip {
                                var title: Text { Text(↓"Share quickly") }
                                var message: Text? { Text("Send the face to a friend") }
                            }

                            struct OtherTip: Tip {
                                var title: Text { Text("Unrelated") }
                            }
                            """),
                ]
            ).testOnly()
                // Without the copy, the tip lacking it is reported.
                .exempt(.commentingOut),
        ],
        nonTriggering: [
            PlanExampleProject.example(),
            // A key no strings table resolves: its shown text may be the plan's.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.tipsPath, "Text(\"Scan a New Face\")",
                    "Text(String(localized: \"Scan Tip Title\"))")),
            // The table's value is the planned copy.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.tipsPath, "Text(\"Scan a New Face\")",
                    "Text(String(localized: \"Scan Tip Title\"))"),
                adding: [
                    .init(path: "Faces/en.lproj/Localizable.strings", text: #""Scan Tip Title" = "Scan a New Face";"#)
                ]),
            // Plans often quote copy without its closing full stop: the same copy.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.tipsPath, "Text(\"Point the camera at someone you just met\")",
                    "Text(\"Point the camera at someone you just met.\")")),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        guard let evaluation = context.planEvaluation, let plan = context.plan else { return [] }
        var findings = findings(ofChecks: [.title, .message, .image], in: context)
        var seen = Set<String>()
        for tip in evaluation.declaredTips where seen.insert(tip.name).inserted {
            findings += designFindings(for: tip, in: plan)
        }
        return findings
    }

    /// The design table's copy for the fields the plan's tip does not give (the plan's own
    /// copy is a planned check), matched by the row that has the tip's title or message.
    private func designFindings(for tip: TipDeclaration, in plan: Plan) -> [Finding] {
        let planned = plan.tips.first { TypeName.simple($0.name) == tip.simpleName }
        // A tip the plan does not declare is plan_tip_unplanned's, unless the plan is only a design table.
        if planned == nil && !plan.tips.isEmpty { return [] }
        let title = planned?.title ?? literal(tip.title)
        let message = planned?.message ?? literal(tip.message)
        guard
            let row = plan.designCopy.first(where: { row in
                title.map { PlannedCopy.matches($0, row.title) } ?? false
                    || message.map { PlannedCopy.matches($0, row.message) } ?? false
            })
        else { return [] }
        let fields: [(String, CopyText?, String?, String)] = [
            ("title", tip.title, planned?.title, row.title),
            ("message", tip.message, planned?.message, row.message),
        ]
        return fields.compactMap { field, actual, fromPlan, expected in
            guard fromPlan == nil else { return nil }
            let key = "\(tip.simpleName).\(field)"
            let cite = PlanRuleSupport.cite(row.source)
            guard let actual else {
                return finding(
                    "\(tip.simpleName) has no \(field); the design table gives \"\(expected)\" (\(cite))",
                    at: tip.location, key: key, plan: row.source)
            }
            guard actual.isLiteral, !actual.isLocalizationKey, !PlannedCopy.isUnresolvedKey(actual),
                !PlannedCopy.matches(actual.text, expected)
            else {
                return nil
            }
            return finding(
                "\(tip.simpleName)'s \(field) is \"\(actual.text)\"\(TipCheckEvaluator.citing(actual)); the design table says \"\(expected)\" (\(cite))",
                at: actual.location, key: key, plan: row.source)
        }
    }

    private func literal(_ copy: CopyText?) -> String? {
        guard let copy, copy.isLiteral else { return nil }
        return copy.text
    }
}
