import XCTest

@testable import TipLint

/// Issue 14 item 3: the display sites a tip reaches through helpers (an enum returning a tip per
/// case, UIKit helpers, the app's own view driven by `shouldDisplayUpdates`), as the model records
/// them, on the files of `TipNeverDisplayedRule`'s examples (`TipNeverDisplayedHelperExamples`), which
/// state the findings.
final class DisplayThroughHelpersTests: XCTestCase {
    private func model(_ example: RuleExample) -> ProjectModel { TipKitTest.model(TipKitTest.files(example)) }

    /// An enum of onboarding steps returns one tip per case; a view in another file shows `step.tip`.
    func testAnEnumThatReturnsATipPerCaseIsADisplaySiteOfEach() {
        let shown = model(TipNeverDisplayedHelperExamples.enumReturningATipPerCase).displaySites.filter {
            $0.location.file == "Lantern/StepView.swift"
        }
        XCTAssertEqual(
            shown.map { ([$0.tipType ?? "-"] + $0.otherTipTypes).sorted().joined(separator: "|") },
            ["GlassTip|OilTip|WickTip", "FlameTip|HookTip"])
    }

    /// UIKit: a generic helper presents the popover; a controller follows `shouldDisplayUpdates` to show
    /// its own banner; a presenter object follows `statusUpdates` of the tip it is given.
    func testUIKitHelpersAndTheAppsOwnViewsAreDisplaySites() {
        let kinds = model(TipNeverDisplayedHelperExamples.uiKitHelpersAndOwnViews).displaySites.map {
            "\($0.kind.rawValue):\($0.tipType ?? "-")"
        }
        XCTAssertEqual(
            Set(kinds),
            [
                "TipUIPopoverViewController:-", "TipUIPopoverViewController:WickTip",
                "shouldDisplayUpdates:-", "shouldDisplayUpdates:FlameTip", "shouldDisplayUpdates:ShadeTip",
            ])
    }
}
