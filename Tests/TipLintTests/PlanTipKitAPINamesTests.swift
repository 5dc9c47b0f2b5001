import XCTest

@testable import TipLint

/// A plan line names TipKit's API as a word of its own: `LampTips.configure()` is the app's helper,
/// not `Tips.configure`, and `TipViewStyle` is no `TipView` (real plans, round 8: a configure line
/// naming the app's helper was reported as naming `Tips.configure`).
final class PlanTipKitAPINamesTests: XCTestCase {
    func testAnAPINameInsideALongerNameIsNotNamed() {
        XCTAssertEqual(PlanNames.tipKitAPIs(in: "The `LampTips.configure()` helper keeps its name"), [])
        XCTAssertEqual(PlanNames.tipKitAPIs(in: "Style it with `TipViewStyle` and `LampTips.Event`"), [])
        XCTAssertEqual(PlanNames.tipKitAPIs(in: "Call `Tips.configure()` first"), ["Tips.configure"])
        XCTAssertEqual(
            PlanNames.tipKitAPIs(in: "`lamp.popoverTip(wick)`, then `TipView(wick)` and `import TipKit`"),
            [".popoverTip", "TipView", "import TipKit"])
    }

    func testAHelperNamedLikeTheAPIGivesNoUnreadNote() {
        let plan = PlanReader.read(
            documents: [
                (
                    path: "plan.md",
                    text: """
                    # Lantern tips

                    ## Tips
                    - `WickTip`: shown on `Lantern/Views/WickView.swift` with `.popoverTip`
                    - The `LampTips.configure()` helper keeps its name.
                    - Then `Tips.configure()` gets new options.
                    """
                )
            ])
        XCTAssertEqual(plan.unread.map { "\($0.source.line) \($0.names)" }, ["6 [\"Tips.configure\"]"])
    }
}
