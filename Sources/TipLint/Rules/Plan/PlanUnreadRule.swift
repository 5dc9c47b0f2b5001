struct PlanUnreadRule: Rule {
    static let description = RuleDescription(
        id: "plan_unread", severity: .note, system: .tipKit, needsPlan: true,
        summary:
            "a plan line names a tip type, a `.swift` file or TipKit API but added nothing tiplint understood; a plan that yields no tips while the code has tips and a tip table row or task line of it went unread is a warning",
        details: """
            tiplint reads plans in several shapes (task plans, tables, sections per tip, checklists, setup \
            prose: see `tiplint plan --help`). A line that names a tip type, a `.swift` file or TipKit API \
            (`.popoverTip`, `TipView`, `.donate()`, `Tips.Event`, `Tips.configure`, `import TipKit`) and \
            added nothing to the plan, while the plan holds nothing of what it names, was not understood: \
            its expectation is not checked (a line that names files but no tip type or API counts only when \
            the file's own sentence or table cell says "tip", so a general development plan's file lists, and a status note \
            naming a shipped view beside a sentence about a parked tip, give no notes). Reported at the plan line, as a note, so a plan in a shape \
            tiplint does not read is never a silent pass. A plan that yields no tips at all while the code \
            declares tips says so once at its first line (and no tip is then reported as unplanned): a \
            warning when a line in a shape that states facts went unread (a row of a table about tips, a \
            task or checklist line with a verb and a `.swift` file), a note when what looks like a tip is \
            only mentioned (prose, a title that lists tips such as `# Kiln tips`, a line saying "tip" or \
            "hint" next to a phrase in quotes), or when nothing does (a decision that authorizes TipKit names \
            no tip). Rewrite \
            the line in a shape tiplint reads (`tiplint plan FILE.md` shows what it read), or mark it \
            `<!-- tiplint:disable-next plan_unread -->`.
            """,
        triggering: [
            RuleExample(files: [
                "docs/plans/tips.md": """
                # Shelf tips

                | Tip | Screen | Title |
                |---|---|---|
                | ShelfTip | `Shop/ShelfView.swift` | Stock Up |

                ↓Remember the `.popoverTip` on the cart button, in `Shop/CartView.swift`.
                ↓CartTip waits for the redesign.
                ↓The restock tip will point at the header of `Shop/HeaderView.swift`.
                """,
                "Shop/ShelfView.swift": """
                import SwiftUI
                import TipKit

                struct ShelfTip: Tip { var title: Text { Text("Stock Up") } }

                struct ShelfView: View {
                    var body: some View { Text("Shelf").popoverTip(ShelfTip()) }
                }
                """,
            ]),
            RuleExample(files: [
                "docs/plans/tips.md": """
                ↓# Shelf tips

                The shelf screen greets new shoppers with a hint about restocking.
                """,
                "Shop/ShelfView.swift": """
                import SwiftUI
                import TipKit

                struct ShelfTip: Tip { var title: Text { Text("Stock Up") } }

                struct ShelfView: View {
                    var body: some View { Text("Shelf").popoverTip(ShelfTip()) }
                }
                """,
            ]),
        ],
        nonTriggering: [
            RuleExample(files: [
                "docs/plans/tips.md": """
                # Shelf tips

                - [ ] ShelfTip shown on `Shop/ShelfView.swift` with `.popoverTip`, title "Stock Up"

                In `Shop/ShelfView.swift` the `.popoverTip` goes on the shelf's header.

                <!-- tiplint:disable-next plan_unread -->
                CartTip waits for the redesign.

                > **Status:** the empty shelf now ships in `Shop/EmptyShelfView.swift` (two variants). The tip \
                for first-time shoppers stays parked.
                """,
                "Shop/ShelfView.swift": """
                import SwiftUI
                import TipKit

                struct ShelfTip: Tip { var title: Text { Text("Stock Up") } }

                struct ShelfView: View {
                    var body: some View { Text("Shelf").popoverTip(ShelfTip()) }
                }
                """,
            ])
        ])

    func check(_ context: RuleContext) -> [Finding] {
        guard let plan = context.plan else { return [] }
        var findings = plan.unread.map { line in
            finding(line.message, at: PlanRuleSupport.location(of: line.source), key: line.text, plan: line.source)
        }
        let declared = context.planEvaluation?.declaredTips ?? []
        if let start = plan.documentStarts.first, !PlanRuleSupport.namesTips(plan), !declared.isEmpty {
            let names = PlanEvidence.unique(declared.map(\.name)) { $0 }
            let listed = "\(names.count) (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : ""))"
            // Misread only when something in it looks like a tip; a decision that authorizes tips names none.
            let misread = !plan.unread.isEmpty || !plan.unreadTipSigns.isEmpty
            // A tip only mentioned in prose gives a note at most; a tip table's row or a task line unread, a warning.
            let misreadFact = plan.unread.contains { $0.grade.isStrong }
            var yielded = finding(
                misread
                    ? "the plan yields no tips while the code declares \(listed); tiplint did not understand its shape: "
                        + "`tiplint plan \(plan.documents.joined(separator: " "))` shows what it read"
                    : "the plan names no tip while the code declares \(listed); none of them is checked against it",
                at: PlanRuleSupport.location(of: start), key: "no tips", plan: start)
            yielded.severity = misreadFact ? Severity.warning : Severity.note
            findings.append(yielded)
        }
        return findings
    }
}
