struct EventNeverDonatedRule: Rule {
    static let description = RuleDescription(
        id: "event_never_donated", severity: .error, system: .tipKit,
        summary: "an event that a `#Rule` reads is never donated anywhere",
        details: """
            A `#Rule` over an event counts its donations. If nothing ever calls `donate()` on the event, the \
            count stays zero: a tip waiting for the event never shows, and a tip meant to retire once it happens \
            never retires. Donate the event where the user performs the action.
            """,
        triggering: [
            RuleExample(files: [
                "SaveRouteTip.swift": """
                    import TipKit

                    struct SaveRouteTip: Tip {
                        static let saved = Tips.Event(id: "route-saved")
                        static let ↓viewed = Tips.Event(id: "route-viewed")
                        var title: Text { Text("Save") }
                        var rules: [Rule] {
                            #Rule(Self.saved) { $0.donations.count == 0 }
                            #Rule(Self.viewed) { $0.donations.count >= 2 }
                        }
                    }
                    """,
                "RouteView.swift": """
                    import TipKit

                    struct RouteView: View {
                        var body: some View {
                            Button("Save") { Task { await SaveRouteTip.saved.donate() } }
                                .popoverTip(SaveRouteTip())
                        }
                    }
                    """,
            ]),
        ],
        nonTriggering: [
            RuleExample(files: [
                "SaveRouteTip.swift": """
                    import TipKit

                    struct SaveRouteTip: Tip {
                        static let saved = Tips.Event(id: "route-saved")
                        static let viewed = Tips.Event(id: "route-viewed")
                        var title: Text { Text("Save") }
                        var rules: [Rule] {
                            #Rule(Self.saved) { $0.donations.count == 0 }
                            #Rule(Self.viewed) { $0.donations.count >= 2 }
                        }
                    }
                    """,
                "RouteView.swift": """
                    import TipKit

                    struct RouteView: View {
                        var body: some View {
                            Button("Save") { SaveRouteTip.saved.donate() }
                                .onAppear { SaveRouteTip.viewed.donate() }
                                .popoverTip(SaveRouteTip())
                        }
                    }
                    """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        return context.model.events.compactMap { event in
            let readers = index.rules(reading: event)
            guard let reader = readers.first, !index.isDonated(event) else { return nil }
            let name = [event.owner, event.name].compactMap { $0 }.joined(separator: ".")
            var finding = finding(
                "event \(name) is read by a #Rule of \(reader.tip) but never donated, so that rule never changes; "
                    + "call `\(name).donate()` where the user performs the action",
                at: event.location, key: name)
            // A donation of the tip's the plan puts in a task not done yet explains it: progress.
            let tips = Set([event.owner, reader.tip].compactMap { $0 }.map(PlanRuleSupport.simpleName))
            let planned = context.plan?.donations.filter { site in
                site.tip.map { tips.contains(PlanRuleSupport.simpleName($0)) } == true && (site.event ?? event.name) == event.name
            } ?? []
            if !planned.isEmpty { finding.severity = progressSeverity(done: planned.contains(where: \.isDone), in: context) }
            return finding
        }
    }
}
