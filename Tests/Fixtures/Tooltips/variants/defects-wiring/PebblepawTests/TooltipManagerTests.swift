import XCTest
@testable import Pebblepaw

final class TooltipManagerTests: XCTestCase {
    func testResetShowsHintsAgain() {
        let defaults = UserDefaults(suiteName: "TooltipManagerTests")!
        let manager = TooltipManager(defaults: defaults)
        manager.showTooltipIfNeeded("test_hint_reset", title: "T", message: "M", position: .top)
        manager.dismissTooltip()
        manager.resetAllTooltips()
        XCTAssertFalse(manager.hasSeenTooltip("test_hint_reset"))
    }
}
