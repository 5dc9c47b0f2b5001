import XCTest

@testable import TipLint

/// `OptionalRequirementTypeRule`'s keys and message, on its triggering example (which states the findings).
final class OptionalRequirementTypeTests: XCTestCase {
    func testKeysNameTheTipAndRequirementAndTheMessageGivesTheOptionalType() {
        let findings = TipKitTest.findings(OptionalRequirementTypeRule(), triggeringExample: 0)
        XCTAssertEqual(findings.map(\.key), ["CompassTip.message", "CompassTip.image"])
        XCTAssertTrue(findings[0].message.contains("`var message: Text?`"), findings[0].message)
    }
}
