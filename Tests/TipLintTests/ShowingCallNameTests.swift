import XCTest

@testable import TipLint

/// Which names of a modifier the project does not declare are taken to show the tip handed to them.
final class ShowingCallNameTests: XCTestCase {
    func testNamesThatSayTheyShowATip() {
        for name in ["popTip", "showTip", "presentHint", "tooltip", "spotlightTip", "coachMark", "showURLTip"] {
            XCTAssertTrue(ShowingCallName.suggestsShowing(name), name)
        }
    }

    func testNamesThatSaySomethingElse() {
        for name in ["trackTip", "logTipShown", "invalidateTip", "hideTip", "tipID", "task", "onChange", "environment"]
        {
            XCTAssertFalse(ShowingCallName.suggestsShowing(name), name)
        }
    }
}
