import XCTest

@testable import TipLint

/// `EventDuplicateIdRule`'s key, on its triggering example (which states the finding).
final class EventDuplicateIdTests: XCTestCase {
    func testTheKeyIsTheSharedID() {
        let example = EventDuplicateIdRule.description.triggering[0]
        let findings = TipKitTest.findings(EventDuplicateIdRule(), TipKitTest.files(example))
        XCTAssertEqual(findings.map(\.key), ["tapped"])
    }
}
