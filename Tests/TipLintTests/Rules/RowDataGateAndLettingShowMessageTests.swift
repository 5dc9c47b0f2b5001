import XCTest

@testable import TipLint

/// What the messages say where a finding rests on a reading an example cannot show: the row data test a row view's
/// own tip is gated on (`tip_in_loop`), and the donated event that only lets a tip show (`tip_never_invalidated`).
final class RowDataGateAndLettingShowMessageTests: XCTestCase {
    func testTheRowViewsGateIsQuoted() throws {
        let row = (
            path: "Trips/LegRow.swift",
            source: """
            import SwiftUI
            import TipKit

            struct LegRow: View {
                let leg: Leg
                private let seatTip = PickSeatTip()
                private var isBooked: Bool { leg.booking != nil }
                var body: some View {
                    Text(leg.destination)
                        .popoverTip(!isBooked && leg.fare != nil ? seatTip : nil)
                }
            }
            """
        )
        let trip = (
            path: "Trips/TripView.swift",
            source: """
            import SwiftUI

            struct TripView: View {
                let legs: [Leg]
                var body: some View { List { ForEach(legs) { leg in LegRow(leg: leg) } } }
            }
            """
        )
        let findings = try TipKitTest.analyze([row, trip]).filter { $0.ruleID == "tip_in_loop" }
        XCTAssertEqual(findings.map(ExpectedFinding.init), [ExpectedFinding("tip_in_loop", "Trips/LegRow.swift", 10)])
        XCTAssertEqual(
            findings.first?.message,
            "PickSeatTip is shown by every LegRow where `!isBooked && leg.fare != nil` holds (a test of each row's own "
                + "data, which many rows pass), which is built in each row of a ForEach (Trips/TripView.swift:5): one "
                + "tip anchored to many views; show it on one row (hand the row its tip only for the first row) or "
                + "outside the ForEach")
    }

    func testTheEventThatOnlyLetsTheTipShowIsNamed() throws {
        let source = (
            path: "Garden/WaterTip.swift",
            source: """
            import SwiftUI
            import TipKit

            struct WaterTip: Tip {
                static let plantAdded = Tips.Event(id: "plantAdded")
                var title: Text { Text("Water your plants") }
                var rules: [Rule] { #Rule(Self.plantAdded) { $0.donations.count >= 1 } }
            }

            struct GardenView: View {
                var body: some View {
                    Button("Add plant") { Task { await WaterTip.plantAdded.donate() } }
                    Button("Water") {}.popoverTip(WaterTip())
                }
            }
            """
        )
        let findings = try TipKitTest.analyze([source]).filter { $0.ruleID == "tip_never_invalidated" }
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("tip_never_invalidated", "Garden/WaterTip.swift", 4)])
        XCTAssertEqual(
            findings.first?.message,
            "tip WaterTip is a popover on a control but nothing retires it: no invalidate(reason:) on it, no donated "
                + "event or set parameter in its rules that retires it (WaterTip.plantAdded, donated, only lets it "
                + "show), no Tips.MaxDisplayCount; after using the control the user keeps seeing it until they close "
                + "it; call `invalidate(reason: .actionPerformed)` in the control action")
    }
}
