struct EventUnusedRule: Rule {
    static let description = RuleDescription(
        id: "event_unused", severity: .warning, system: .tipKit,
        summary: "an event is declared but no rule reads it (nor any event sharing its id)",
        details: """
            Events matter to TipKit only through the `#Rule`s that read them. An event no rule reads changes no \
            tip, however often it is donated — usually a rule was forgotten. Add `#Rule(Self.event) { … }` to the \
            tip's `rules`, or remove the event. An event whose id another event shares (ids resolved through \
            string constants anywhere in the project) is read when that one is: TipKit keys donations by id, so \
            donating it feeds the other's rule.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                struct ScanTip: Tip {
                    static let ↓scanned = Tips.Event(id: "scanned")
                    var title: Text { Text("Scan a face") }
                }
                """),
            RuleExample(
                """
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
            // Donated under another name with the same id, which a tip's rule reads.
            RuleExample(files: [
                "Events.swift": """
                import TipKit

                enum EventID {
                    static let scanned = "face.scanned"
                }

                enum Events {
                    static let faceScanned = Tips.Event(id: EventID.scanned)
                }

                func recordScan() { Events.faceScanned.sendDonation() }
                """,
                "Tips.swift": """
                import TipKit

                struct ScanTip: Tip {
                    static let scanned = Tips.Event(id: "face.scanned")
                    var title: Text { Text("Scan a face") }
                    var rules: [Rule] { #Rule(Self.scanned) { $0.donations.count < 3 } }
                }
                """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        return context.model.events.filter { !index.isRead($0) }.map { event in
            let name = event.qualifiedName
            let written = event.owner == nil ? name : "Self.\(event.name)"
            return finding(
                "event \(name) is declared but no #Rule reads it, so donating it changes no tip; "
                    + "read it in a tip's rules (`#Rule(\(written)) { … }`) or remove it",
                at: event.location, key: name)
        }
    }
}
