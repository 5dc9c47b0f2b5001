import XCTest

@testable import TipLint

/// `TipDisplayPreviewOnlyRule`'s message; its findings are stated by the rule's examples.
final class TipDisplayPreviewOnlyTests: XCTestCase {
    /// Its other display is in a method nothing calls: the message names that method and where, and the display
    /// is a related location after the preview's.
    func testTheMessageNamesTheUncalledMethodHoldingTheOtherDisplay() {
        let findings = TipKitTest.findings(TipDisplayPreviewOnlyRule(), triggeringExample: 2)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(
            findings.first?.message,
            "tip SaveTip is displayed only in previews (Tips.swift:14) and in showSaveTip() (Tips.swift:9), which "
                + "nothing calls, so the app never shows it; display it in a view the app presents")
        XCTAssertEqual(
            findings.first?.related,
            [
                RelatedLocation(message: "displayed in a #Preview", file: "Tips.swift", line: 14, column: 19),
                RelatedLocation(
                    message: "displayed in showSaveTip(), which nothing calls", file: "Tips.swift", line: 9, column: 9),
            ])
    }

    /// Only previews display it: the message cites them alone.
    func testTheMessageOfAPreviewOnlyDisplay() {
        let findings = TipKitTest.findings(TipDisplayPreviewOnlyRule(), triggeringExample: 0)
        XCTAssertEqual(
            findings.map(\.message),
            [
                "tip SaveTip is displayed only in previews (App.swift:8), so the app never shows it; display it in a "
                    + "view the app presents"
            ])
        XCTAssertEqual(findings.first?.related.count, 1)
    }
}
