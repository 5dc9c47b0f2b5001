struct EventNeverDonatedRule: Rule {
    static let description = RuleDescription(
        id: "event_never_donated", severity: .error, system: .tipKit,
        summary: "an event that a `#Rule` reads is never donated anywhere",
        details: """
            A `#Rule` over an event counts its donations. If nothing ever donates the event (`donate()` or \
            `sendDonation`, directly or through a helper it is handed to), the count stays zero: a tip waiting for \
            the event never shows, and a tip meant to retire once it happens never retires. Donate the event where \
            the user performs the action. A donation of another event with the same id counts (TipKit keys \
            donations by id). When only tips that are never displayed read the event, the finding is theirs \
            (`tip_never_displayed`), with this event as a related location: one defect, one finding.
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
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ScanTip: Tip {
                    static let ↓scanned = Tips.Event(id: "scanned")
                    var title: Text { Text("Scan a face") }
                    var rules: [Rule] { #Rule(Self.scanned) { $0.donations.count < 3 } }
                }

                struct ScanView: View {
                    let tip = ScanTip()
                    var body: some View { Button("Scan") { }.popoverTip(tip) }
                }
                """),
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
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ScanTip: Tip {
                    static let scanned = Tips.Event(id: "scanned")
                    var title: Text { Text("Scan a face") }
                    var rules: [Rule] { #Rule(Self.scanned) { $0.donations.count < 3 } }
                }

                struct ScanView: View {
                    let tip = ScanTip()
                    var body: some View { Button("Scan") { ScanTip.scanned.sendDonation() }.popoverTip(tip) }
                }
                """),
            // Only a tip that is never displayed reads it: reported once, as that tip's finding.
            RuleExample(
                """
                import TipKit

                struct ScanTip: Tip {
                    static let scanned = Tips.Event(id: "scanned")
                    var title: Text { Text("Scan a face") }
                    var rules: [Rule] { #Rule(Self.scanned) { $0.donations.count < 3 } }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        return context.model.events.compactMap { event in
            let readers = index.rules(reading: event)
            guard let reader = readers.first, !index.isDonated(event) else { return nil }
            let name = [event.owner, event.name].compactMap { $0 }.joined(separator: ".")
            var result = finding(
                "event \(name) is read by a #Rule of \(reader.tip) but never donated, so that rule never changes; "
                    + "call `\(name).\(index.donationMethod)()` where the user performs the action",
                at: event.location, key: name)
            if let tip = index.undisplayedTip(behind: readers) {
                result.cause = TipNeverDisplayedRule.cause(of: tip, note: "its event \(name) is never donated either")
            }
            // A donation of the tip's the plan puts in a task not done yet explains it: progress.
            let tips = Set([event.owner, reader.tip].compactMap { $0 }.map(TypeName.simple))
            let planned =
                context.plan?.donations.filter { site in
                    site.tip.map { tips.contains(TypeName.simple($0)) } == true
                        && (site.event ?? event.name) == event.name
                } ?? []
            if !planned.isEmpty {
                result.severity = progressSeverity(done: planned.contains(where: \.isDone), in: context)
            }
            return result
        }
    }
}
