import XCTest

@testable import TipLint

/// Issue 14 item 5: ids written through string constants resolve project-wide, so events sharing
/// an id are one event (donating either feeds the other's rules), the sharing is an alias warning
/// when it looks deliberate and an error otherwise, and tips' ids and the plan see the real id.
final class EventIDConstantTests: XCTestCase {
    private static let ids = (
        path: "Hearth/EventIDs.swift",
        source: """
        enum EventIDs {
            static let lit = "hearth.lit"
            static let stoked = Self.base
            private static let base = "hearth.stoked"
        }

        enum LogKey: String {
            case swept
            case ashes = "hearth.ashes"
        }

        let kBellowsID = "hearth.bellows"
        """
    )

    func testIDsResolveThroughStaticsSelfReferencesRawValuesAndGlobals() {
        let tips = (
            path: "Hearth/Tips.swift",
            source: """
            import TipKit

            struct FireTip: Tip {
                static let key = "hearth.fire"
                static let lit = Tips.Event(id: EventIDs.lit)
                static let stoked = Tips.Event(id: EventIDs.stoked)
                static let swept = Tips.Event(id: LogKey.swept.rawValue)
                static let ashes = Tips.Event(id: LogKey.ashes.rawValue)
                static let bellows = Tips.Event(id: kBellowsID)
                static let own = Tips.Event(id: Self.key)
                static let unknown = Tips.Event(id: "hearth.\\(Date())")
                var id: String { Self.key }
                var title: Text { Text("Light a fire") }
            }
            """
        )
        let model = TipKitTest.model([Self.ids, tips])
        XCTAssertEqual(
            model.events.map { "\($0.name)=\($0.id ?? "-")" },
            [
                "lit=hearth.lit", "stoked=hearth.stoked", "swept=swept", "ashes=hearth.ashes", "bellows=hearth.bellows",
                "own=hearth.fire", "unknown=-",
            ])
        XCTAssertEqual(
            model.events.map { $0.idExpression ?? "-" },
            [
                "EventIDs.lit", "EventIDs.stoked", "LogKey.swept.rawValue", "LogKey.ashes.rawValue", "kBellowsID",
                "Self.key",
                "\"hearth.\\(Date())\"",
            ])
        XCTAssertEqual(model.tips.first?.id?.text, "hearth.fire")
        XCTAssertEqual(model.tips.first?.id?.isLiteral, true)
    }

    /// plan_event_mismatch compares the plan's id with the resolved one, not the constant's name.
    func testThePlanSeesTheResolvedID() {
        let tips = (
            path: "Hearth/Tips.swift",
            source: """
            import TipKit

            struct FireTip: Tip {
                static let lit = Tips.Event(id: EventIDs.lit)
                static let stoked = Tips.Event(id: EventIDs.stoked)
                var title: Text { Text("Light a fire") }
            }
            """
        )
        var plan = Plan()
        plan.tips = [
            PlannedTip(
                name: "FireTip",
                events: [
                    PlannedEvent(name: "lit", id: "hearth.lit"), PlannedEvent(name: "stoked", id: "hearth.poked"),
                ],
                source: PlanReference(file: "docs/plan.md", line: 12))
        ]
        var context = RuleContext(model: TipKitTest.model([Self.ids, tips]), plan: plan)
        context.planComplete = true
        XCTAssertEqual(
            PlanEventMismatchRule().check(context).map { "\($0.file):\($0.line): \($0.message)" },
            [
                "Hearth/Tips.swift:5: FireTip.stoked has id \"hearth.stoked\"; the plan's FireTip.stoked has \"hearth.poked\" "
                    + "(docs/plan.md:12)"
            ])
    }

    /// Two tips whose ids are one constant are one tip to TipKit.
    func testTipIDsThroughAConstantCollide() {
        let tips = (
            path: "Hearth/Tips.swift",
            source: """
            import TipKit

            struct FireTip: Tip {
                var id: String { EventIDs.lit }
                var title: Text { Text("Light a fire") }
            }

            struct EmberTip: Tip {
                var id: String { "hearth.lit" }
                var title: Text { Text("Watch the embers") }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TipDuplicateIDRule(), [Self.ids, tips]),
            [ExpectedFinding("tip_duplicate_id", "Hearth/Tips.swift", 8)])
    }

    /// A tip's rule reads its own event; an analytics helper donates another event with the same
    /// id: one event to TipKit. Not unused, not undonated; the alias is a warning naming both.
    func testAnAliasFeedsTheRuleItSharesItsIDWith() throws {
        let tips = (
            path: "Hearth/Tips.swift",
            source: """
            import TipKit
            import SwiftUI

            struct FireTip: Tip {
                static let lit = Tips.Event(id: "hearth.lit")
                var title: Text { Text("Light a fire") }
                var rules: [Rule] { #Rule(Self.lit) { $0.donations.count < 2 } }
            }

            struct HearthView: View {
                var body: some View { Button("Light") { Analytics.fireLit() }.popoverTip(FireTip()) }
            }
            """
        )
        let analytics = (
            path: "Hearth/Analytics.swift",
            source: """
            import TipKit

            enum Analytics {
                static let lit = Tips.Event(id: EventIDs.lit)
                static func fireLit() { lit.sendDonation() }
            }
            """
        )
        let files = [Self.ids, tips, analytics]
        XCTAssertEqual(TipKitTest.summary(EventUnusedRule(), files), [])
        XCTAssertEqual(TipKitTest.summary(EventNeverDonatedRule(), files), [])
        XCTAssertEqual(TipKitTest.summary(TipNeverInvalidatedRule(), files), [])
        let duplicate = TipKitTest.findings(EventDuplicateIDRule(), files)
        XCTAssertEqual(duplicate.map { "\($0.severity):\($0.file):\($0.line)" }, ["warning:Hearth/Tips.swift:5"])
        XCTAssertEqual(
            duplicate.first?.message,
            "event FireTip.lit has id \"hearth.lit\" (as Analytics.lit does, "
                + "Hearth/Analytics.swift:4): TipKit counts them as one event, which looks deliberate here; "
                + "declare it once and use that declaration in both places, so the sharing is visible")
    }

    /// Two tips' events share an id through a constant by accident: each donated where its own
    /// feature is used. An error; and two events both donated at every place are an alias.
    func testAnAccidentalSharingIsAnErrorAndEventsDonatedTogetherAreAnAlias() {
        let tips = (
            path: "Hearth/Tips.swift",
            source: """
            import TipKit

            struct FireTip: Tip {
                static let lit = Tips.Event(id: EventIDs.lit)
                var title: Text { Text("Light a fire") }
                var rules: [Rule] { #Rule(Self.lit) { $0.donations.count < 2 } }
            }

            struct LampTip: Tip {
                static let lit = Tips.Event(id: "hearth.lit")
                var title: Text { Text("Light the lamp") }
                var rules: [Rule] { #Rule(Self.lit) { $0.donations.count < 2 } }
            }

            struct ChimneyTip: Tip {
                static let swept = Tips.Event(id: "swept")
                var title: Text { Text("Sweep the chimney") }
                var rules: [Rule] { #Rule(Self.swept) { $0.donations.count == 0 } }
            }

            struct BrushTip: Tip {
                static let used = Tips.Event(id: LogKey.swept.rawValue)
                var title: Text { Text("Use the brush") }
                var rules: [Rule] { #Rule(Self.used) { $0.donations.count == 0 } }
            }
            """
        )
        let actions = (
            path: "Hearth/Actions.swift",
            source: """
            import TipKit

            func lightFire() { FireTip.lit.sendDonation() }
            func lightLamp() { LampTip.lit.sendDonation() }
            func sweep() {
                ChimneyTip.swept.sendDonation()
                BrushTip.used.sendDonation()
            }
            """
        )
        let findings = TipKitTest.findings(EventDuplicateIDRule(), [Self.ids, tips, actions])
        XCTAssertEqual(
            findings.map { "\($0.severity):\($0.file):\($0.line)" },
            ["error:Hearth/Tips.swift:10", "warning:Hearth/Tips.swift:22"])
        XCTAssertEqual(
            findings.first?.message,
            "event LampTip.lit has id \"hearth.lit\" (already the id of FireTip.lit, "
                + "Hearth/Tips.swift:4), so donating one counts for both; give each event its own id")
    }
}
