import XCTest

@testable import TipLint

/// `EventDuplicateIDRule`'s key, on its triggering example (which states the finding).
final class EventDuplicateIDTests: XCTestCase {
    func testTheKeyIsTheSharedID() {
        let example = EventDuplicateIDRule.description.triggering[0]
        let findings = TipKitTest.findings(EventDuplicateIDRule(), TipKitTest.files(example))
        XCTAssertEqual(findings.map(\.key), ["tapped"])
    }
}
