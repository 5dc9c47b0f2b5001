struct EventUnusedRule: Rule {
    static let description = RuleDescription(
        id: "event_unused", severity: .warning, system: .tipKit,
        summary: "an event is declared but no rule reads it",
        details: """
            Events matter to TipKit only through the `#Rule`s that read them. An event no rule reads changes no \
            tip, however often it is donated — usually a rule was forgotten. Add `#Rule(Self.event) { … }` to the \
            tip's `rules`, or remove the event.
            """,
        triggering: [
            RuleExample("""
                import TipKit

                struct ScanTip: Tip {
                    static let ↓scanned = Tips.Event(id: "scanned")
                    var title: Text { Text("Scan a face") }
                }
                """),
        ],
        nonTriggering: [
            // Read by a rule of another tip.
            RuleExample(files: [
                "ScanTip.swift": """
                    import TipKit

                    struct ScanTip: Tip {
                        static let scanned = Tips.Event(id: "scanned")
                        var title: Text { Text("Scan a face") }
                    }
                    """,
                "ShareTip.swift": """
                    import TipKit

                    struct ShareTip: Tip {
                        var title: Text { Text("Share") }
                        var rules: [Rule] { #Rule(ScanTip.scanned) { $0.donations.count > 0 } }
                    }
                    """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        return context.model.events.filter { index.rules(reading: $0).isEmpty }.map { event in
            let name = [event.owner, event.name].compactMap { $0 }.joined(separator: ".")
            let written = event.owner == nil ? name : "Self.\(event.name)"
            return finding(
                "event \(name) is declared but no #Rule reads it, so donating it changes no tip; "
                    + "read it in a tip's rules (`#Rule(\(written)) { … }`) or remove it",
                at: event.location, key: name)
        }
    }
}
