struct TipIdUnstableRule: Rule {
    static let description = RuleDescription(
        id: "tip_id_unstable", severity: .error, system: .tipKit,
        summary: "a tip's `id` is built from `UUID()`, a date or other per-launch data: its state never persists",
        details: """
            TipKit stores everything about a tip (shown, closed, invalidated, display count, the events and \
            parameters of its rules) under its `id`. An id made from data that changes at every launch — \
            `UUID().uuidString`, `ProcessInfo.processInfo.globallyUniqueString`, `Int.random(in:)`, `Date()` or \
            `Date.now` used as is, a clock reading, a `hashValue` (Swift seeds hashing per launch) — is a new tip \
            each launch: the user sees it again after closing it and it is never retired. Reported where the id is \
            written: the `id` property, a stored property it names, or an initializer's `self.id = …`. Use a \
            literal, a constant, or a stable identifier of the content (`"trail-\\(trail.id)"` of a persisted \
            model). Not reported: an `id` that is not a `String` (`let id = UUID()` is not TipKit's `id: String`, \
            which then stays the type name), a date passed to a formatter or calendar (an id that changes on \
            purpose, once a day or year), a random pick among a few fixed ids.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                struct FilterTip: Tip {
                    var ↓id: String { UUID().uuidString }
                    var title: Text { Text("Filter by distance") }
                }

                struct ShareTip: Tip {
                    let ↓id = "share-\\(Date())"
                    var title: Text { Text("Share a trail") }
                }

                struct MapTip: Tip {
                    private let launchID = ProcessInfo.processInfo.globallyUniqueString
                    var ↓id: String { "map-" + launchID }
                    var title: Text { Text("Switch the map style") }
                }

                struct SaveTip: Tip {
                    let id: String
                    init() { ↓self.id = "save-\\(Int.random(in: 0..<1_000_000))" }
                    var title: Text { Text("Save a trail") }
                }
                """)
        ],
        nonTriggering: [
            // Stable ids: a literal, a persisted model's identifier, a non-String `id`, a date's year,
            // and a random pick between two fixed ids.
            RuleExample(
                """
                import TipKit
                import Foundation

                struct Trail: Identifiable { let id: Int }

                struct FilterTip: Tip {
                    var id: String { "filter" }
                    var title: Text { Text("Filter by distance") }
                }

                struct NewTrailTip: Tip {
                    let trail: Trail
                    var id: String { "new-trail-\\(trail.id)" }
                    var title: Text { Text("A new trail") }
                }

                struct LegacyTip: Tip {
                    let id = UUID()
                    var title: Text { Text("Old tip") }
                }

                struct SeasonTip: Tip {
                    var id: String { "season-\\(Calendar.current.component(.year, from: Date()))" }
                    var title: Text { Text("This season's trails") }
                }

                struct VariantTip: Tip {
                    var id: String { Bool.random() ? "variant-a" : "variant-b" }
                    var title: Text { Text("Try the new map") }
                }
                """)
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.tipKit.tips.compactMap { tip in
            guard let unstable = tip.unstableID else { return nil }
            var result = finding(
                "the id of tip \(tip.name) is built from \(unstable.source), which changes at every launch: TipKit "
                    + "stores the tip's state under its id, so it starts over each launch and is shown again after "
                    + "the user closed it; build the id from a literal or a stable identifier",
                at: unstable.location, key: "\(tip.name).id")
            if unstable.origin != unstable.location {
                result.related = [
                    RelatedLocation(
                        message: "\(unstable.source), where the id's value comes from", file: unstable.origin.file,
                        line: unstable.origin.line, column: unstable.origin.column)
                ]
            }
            return result
        }
    }
}
