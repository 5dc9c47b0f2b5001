import XCTest

@testable import TipLint

/// `OptionalRequirementTypeRule`'s keys and message, on its triggering example (which states the findings).
final class OptionalRequirementTypeTests: XCTestCase {
    func testKeysNameTheTipAndRequirementAndTheMessageGivesTheOptionalType() {
        let example = OptionalRequirementTypeRule.description.triggering[0]
        let findings = TipKitTest.findings(OptionalRequirementTypeRule(), TipKitTest.files(example))
        XCTAssertEqual(findings.map(\.key), ["CompassTip.message", "CompassTip.image"])
        XCTAssertTrue(findings[0].message.contains("`var message: Text?`"), findings[0].message)
    }
}
