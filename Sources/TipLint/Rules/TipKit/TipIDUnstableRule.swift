struct TipIDUnstableRule: Rule {
    static let description = RuleDescription(
        id: "tip_id_unstable", severity: .error, system: .tipKit,
        summary: "a tip's `id` is built from `UUID()`, a date or other per-launch data: its state never persists",
        details: """
            TipKit stores everything about a tip (shown, closed, invalidated, display count, the events and \
            parameters of its rules) under its `id`. An id made from data that changes at every launch — \
            `UUID().uuidString`, `ProcessInfo.processInfo.globallyUniqueString`, `Int.random(in:)`, `Date()` or \
            `Date.now` used as is, a clock reading, a `hashValue` (Swift seeds hashing per launch) — is a new tip \
            each launch: the user sees it again after closing it and it is never retired. Reported where the id is \
            written: the `id` property, a stored property it names (or that property's `uuidString`/`description`, unless \
            it is a `var` callers may set through the memberwise initializer), an initializer's `self.id = …`, or the `id:` \
            argument that builds a tip keeping the id it is given (`RowTip(id: UUID().uuidString)`). Use a \
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
                """),
            // A tip that keeps the id it is given, given a fresh one each time.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct RowTip: Tip {
                    let id: String
                    var title: Text { Text("Swipe to archive") }
                }

                struct InboxView: View {
                    var body: some View { TipView(RowTip(id: ↓UUID().uuidString)) }
                }
                """),
            // Testing only: ids from a hash and a launch constant are unstable; a parsed UUID, a few random variants, a static id and a day number are not.
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                enum Session { static let launchID = UUID().uuidString }

                struct HashTip: Tip {
                    let name: String
                    var ↓id: String { "hash-\\(name.hashValue)" }
                    var title: Text { Text("Hash") }
                }
                struct SessionTip: Tip {
                    var ↓id: String { "session-\\(Session.launchID)" }
                    var title: Text { Text("Session") }
                }
                struct ParsedTip: Tip {
                    var id: String { UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!.uuidString }
                    var title: Text { Text("Parsed") }
                }
                struct VariantTip: Tip {
                    var id: String { "variant-\\(Int.random(in: 1...3))" }
                    var title: Text { Text("Variant") }
                }
                struct StaticTip: Tip {
                    static let id = UUID().uuidString
                    var title: Text { Text("Static") }
                }
                struct DayTip: Tip {
                    var id: String { "day-\\(Int(Date().timeIntervalSince1970 / 86_400))" }
                    var title: Text { Text("Day") }
                }
                """
            ]).testOnly(),
            // A stored `UUID()` whose text is the id: made again with every instance and at every launch.
            RuleExample(
                """
                import TipKit

                struct CardTip: Tip {
                    private let uuid = UUID()
                    var ↓id: String { uuid.uuidString }
                    var title: Text { Text("Add a card") }
                }
                """),
            // Testing only: a fresh UUID given in the initializer; an id handed in is fine.
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                struct RowTip: Tip {
                    let id: String
                    init() { ↓id = UUID().uuidString }
                    init(rowID: String) { self.id = "row-\\(rowID)" }
                    var title: Text { Text("Row") }
                }
                """
            ]).testOnly(),
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
                """),
            // Testing only: a stored `UUID()` that callers may replace through the memberwise initializer, and a
            // `UUID` id (not TipKit's `id: String`, which stays the type name).
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                struct CardTip: Tip {
                    var cardID = UUID()
                    var id: String { cardID.uuidString }
                    var title: Text { Text("Add a card") }
                }
                struct StartTip: Tip {
                    var id = UUID()
                    var title: Text { Text("Get started") }
                }
                """
            ]).testOnly(),
            // A tip given a stable id; a model (not a tip) given a fresh one.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct Message: Identifiable { let id: String }

                struct RowTip: Tip {
                    let id: String
                    var title: Text { Text("Swipe to archive") }
                }

                struct InboxView: View {
                    let message = Message(id: UUID().uuidString)
                    var body: some View { TipView(RowTip(id: "row-\\(message.id)")) }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        let declared = index.tips.compactMap { tip in tip.unstableID.map { (tip, $0, "\(tip.name).id") } }
        let given = context.model.files.flatMap(\.perLaunchIDArguments).compactMap { argument in
            // Only a tip whose own `id` is the stored one it is given.
            index.tips(named: argument.callee).first { $0.idIsGiven && !$0.inheritsMembers }.map {
                ($0, argument.value, FindingText.key("\($0.name)(id:)", in: argument.context))
            }
        }
        return (declared + given).map { tip, unstable, key in
            finding(
                "the id of tip \(tip.name) is built from \(unstable.source), which changes at every launch: TipKit "
                    + "stores the tip's state under its id, so it starts over each launch and is shown again after "
                    + "the user closed it; build the id from a literal or a stable identifier",
                at: unstable.location, key: key,
                related: unstable.origin == unstable.location
                    ? []
                    : [
                        RelatedLocation(
                            message: "\(unstable.source), where the id's value comes from", location: unstable.origin)
                    ])
        }
    }
}
