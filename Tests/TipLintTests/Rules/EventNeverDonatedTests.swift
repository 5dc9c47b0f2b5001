import XCTest

@testable import TipLint

/// `EventNeverDonatedRule`'s key, on its triggering example (which states the finding).
final class EventNeverDonatedTests: XCTestCase {
    func testTheKeyNamesTheTipAndEvent() {
        let example = EventNeverDonatedRule.description.triggering[0]
        let findings = TipKitTest.findings(EventNeverDonatedRule(), TipKitTest.files(example))
        XCTAssertEqual(findings.map(\.key), ["SaveRouteTip.viewed"])
    }
}
