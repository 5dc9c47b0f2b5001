import XCTest

@testable import TipLint

/// A row view's own tip gated on a test of the row's data (`tip_in_loop`): the message quotes the test, since the
/// finding rests on reading it.
final class TipInLoopRowDataGateTests: XCTestCase {
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
}
