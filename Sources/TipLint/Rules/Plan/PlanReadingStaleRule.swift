struct PlanReadingStaleRule: Rule {
    static let description = RuleDescription(
        id: "plan_reading_stale", severity: .note, system: .tipKit, needsPlan: true,
        summary:
            "the plan changed since its reading was accepted (`tiplint plan --accept`); names the changed lines",
        details: """
            `tiplint plan --accept` writes the reading tiplint would use (every tip, event, file, site, \
            configure call and count, with its plan line and evidence) to `<plan>.tiplint.json` beside the \
            plan. While that file exists the gate checks the code against it, every fact as strong evidence, \
            and never reads the plan again: a strict gate that never guesses. The reading keeps a hash of each \
            plan document and of each of its lines; when a document no longer matches, this note, one for the \
            whole plan, names the lines that are new or edited since (where lines were only removed, the line \
            now in their place) and the accepted facts the edit touches, which the gate still checks as they \
            were accepted. Check the new reading with `tiplint plan`, then accept it again.
            """,
        triggering: [
            // The row's title was edited after the reading was accepted; the gate still checks "Stock Up".
            RuleExample(files: [
                "docs/plans/tips.md": """
                # Shelf tips

                | Tip | Screen | Title |
                |---|---|---|
                ↓| ShelfTip | `Shop/ShelfView.swift` | Stock up now |
                """,
                "docs/plans/tips.tiplint.json": acceptedReading,
                "Shop/ShelfView.swift": shelfView,
            ])
            // The note is about the whole plan: a suppression comment above the line changes the plan
            // again, and multi-byte text at the top of the reading is no JSON.
            .exempt(.disablingNext, .multiByteText)
        ],
        nonTriggering: [
            RuleExample(files: [
                "docs/plans/tips.md": """
                # Shelf tips

                | Tip | Screen | Title |
                |---|---|---|
                | ShelfTip | `Shop/ShelfView.swift` | Stock Up |
                """,
                "docs/plans/tips.tiplint.json": acceptedReading,
                "Shop/ShelfView.swift": shelfView,
            ])
        ])

    /// What `tiplint plan --accept docs/plans/tips.md` writes for the plan of the non-triggering example.
    private static let acceptedReading = """
        {
          "tool": "tiplint", "version": 1,
          "documents": [{"path": "tips.md", "start": 1, "hash": "a9a972b5bcb775b7", "lines": [
            "20d7a2f2930d38a0", "cbf29ce484222325", "5b49b4936a807e48", "11ce55d3e6462cec", "3421762a9edacbf0"]}],
          "statedTipCounts": [],
          "tips": [{"name": "ShelfTip", "events": [], "title": "Stock Up", "message": null, "image": null,
            "done": false, "plan": {"file": "tips.md", "line": 5}, "evidence": "tabled"}],
          "files": [{"path": "Shop/ShelfView.swift", "action": "modify", "done": false,
            "plan": {"file": "tips.md", "line": 5}, "evidence": "tabled"}],
          "imports": [{"file": "Shop/ShelfView.swift", "tip": null, "event": null, "done": false,
            "plan": {"file": "tips.md", "line": 5}, "evidence": "tabled"}],
          "displaySites": [{"file": "Shop/ShelfView.swift", "tip": "ShelfTip", "event": null, "done": false,
            "plan": {"file": "tips.md", "line": 5}, "evidence": "tabled"}],
          "donations": [], "configure": null, "configurePlacements": [], "statedImportFileCount": null,
          "statedConfigureFileCount": null, "designCopy": [], "designFiles": [], "tasks": []
        }
        """

    private static let shelfView = """
        import SwiftUI
        import TipKit

        struct ShelfTip: Tip { var title: Text { Text("Stock Up") } }

        struct ShelfView: View {
            var body: some View { Text("Shelf").popoverTip(ShelfTip()) }
        }
        """

    func check(_ context: RuleContext) -> [Finding] {
        guard let plan = context.plan, let reading = plan.acceptedReading,
            let first = plan.staleReading.first
        else { return [] }
        let changes = plan.staleReading.map { change in
            let place =
                change.lines.isEmpty
                ? "\(change.document) is gone"
                : "\(change.document) line\(change.lines.count == 1 ? "" : "s") \(PlanLineChanges.ranges(change.lines))"
            return place + acceptedFacts(StaleAcceptedFacts.facts(plan, touchedBy: change))
        }
        return [
            finding(
                "the plan changed since its reading was accepted in \(reading): \(changes.joined(separator: "; ")); "
                    + "check the reading with `tiplint plan`, then run `tiplint plan --accept` again",
                at: PlanRuleSupport.location(of: PlanReference(file: first.document, line: first.lines.first ?? 1)),
                key: "plan reading stale")
        ]
    }

    /// ` (still checked as accepted: tip ShelfTip, …)`: the facts the edit touches, a few at most.
    private func acceptedFacts(_ facts: [String]) -> String {
        guard !facts.isEmpty else { return "" }
        let shown = facts.prefix(Self.factsShown).joined(separator: ", ")
        let more = facts.count > Self.factsShown ? " and \(facts.count - Self.factsShown) more" : ""
        return " (still checked as accepted: \(shown)\(more))"
    }

    private static let factsShown = 6
}
