struct TipNeverDisplayedRule: Rule {
    static let description = RuleDescription(
        id: "tip_never_displayed", severity: .warning, system: .tipKit,
        summary: "a tip type has no display site",
        details: """
            A tip shows only where a view presents it: `.popoverTip(tip)`, `TipView(tip)`, \
            `TipUIPopoverViewController(tip, …)`, `TipUIView`, `TipNSPopover`, or a `TipGroup`. A tip with none \
            is dead code, or a display site was forgotten. tiplint follows the tip through properties \
            (`let tip = ScanTip()`) and `cond ? tip : nil`; a tip passed around in other ways may be missed.
            """,
        triggering: [
            RuleExample(files: [
                "Tips.swift": """
                    import TipKit

                    struct CompassTip: Tip { var title: Text { Text("Compass") } }
                    struct ↓MapTip: Tip { var title: Text { Text("Map") } }
                    """,
                "RouteView.swift": """
                    import TipKit

                    struct RouteView: View {
                        @State private var compassTip = CompassTip()
                        var body: some View {
                            Image(systemName: "safari").popoverTip(compassTip)
                        }
                    }
                    """,
            ]),
        ],
        nonTriggering: [
            // Shown through a property, inline, as a TipView, and an enum tip through its cases.
            RuleExample(files: [
                "Tips.swift": """
                    import TipKit

                    struct SaveRouteTip: Tip { var title: Text { Text("Save") } }
                    struct CompassTip: Tip { var title: Text { Text("Compass") } }
                    struct LayersTip: Tip { var title: Text { Text("Layers") } }
                    enum FeedTip: Tip {
                        case add, share
                        var title: Text { Text("Feed") }
                    }
                    """,
                "RouteView.swift": """
                    import TipKit

                    struct RouteView: View {
                        private let saveTip = SaveRouteTip()
                        var body: some View {
                            Button("Save") { }.popoverTip(saveTip)
                            Image(systemName: "safari").popoverTip(showCompass ? CompassTip() : nil)
                            TipView(LayersTip())
                            Button("Add") { }.popoverTip(FeedTip.add)
                        }
                    }
                    """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        return index.tips.filter { index.displaySites(of: $0).isEmpty }.map { tip in
            var finding = finding(
                "tip \(tip.name) is never displayed: no .popoverTip, TipView or TipUIPopoverViewController shows it; "
                    + "display it where its feature is, or remove it",
                at: tip.location, key: tip.name)
            // A display the plan puts in a task not done yet explains it: progress.
            let planned = context.plan?.displaySites.filter { $0.tip.map(PlanRuleSupport.simpleName) == tip.simpleName } ?? []
            if !planned.isEmpty { finding.severity = progressSeverity(done: planned.contains(where: \.isDone), in: context) }
            return finding
        }
    }
}
