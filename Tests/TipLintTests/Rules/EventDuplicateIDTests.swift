import XCTest

@testable import TipLint

/// `EventDuplicateIDRule`'s key, on its triggering example (which states the finding).
final class EventDuplicateIDTests: XCTestCase {
    func testTheKeyIsTheSharedID() {
        let findings = TipKitTest.findings(EventDuplicateIDRule(), triggeringExample: 0)
        XCTAssertEqual(findings.map(\.key), ["tapped"])
    }
}
