import XCTest

@testable import TipLint

/// `TipInLoopRule`'s key, on its triggering example (which states the finding).
final class TipInLoopTests: XCTestCase {
    func testTheKeyNamesTheTip() {
        let example = TipInLoopRule.description.triggering[0]
        let findings = TipKitTest.findings(TipInLoopRule(), TipKitTest.files(example))
        XCTAssertEqual(findings.map(\.key), ["LabelFaceTip"])
    }
}
