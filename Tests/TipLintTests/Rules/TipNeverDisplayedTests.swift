import XCTest

@testable import TipLint

/// `TipNeverDisplayedRule`'s message; its findings are stated by the rule's examples.
final class TipNeverDisplayedTests: XCTestCase {
    private let tips = (path: "Lantern/Tips.swift", source: TipNeverDisplayedHelperExamples.lanternTips(marking: []))

    /// The message names the display APIs the project uses.
    func testTheMessageNamesHowTheProjectShowsItsTips() {
        let view = (
            path: "Lantern/View.swift",
            source: """
            import SwiftUI
            import TipKit

            struct LanternView: View {
                var body: some View { TipView(WickTip()).popoverTip(OilTip()) }
            }
            """
        )
        let messages = TipKitTest.findings(TipNeverDisplayedRule(), [tips, view]).map(\.message)
        XCTAssertEqual(
            messages.first,
            "tip GlassTip is never displayed: nothing shows it the way this project shows its "
                + "other tips (TipView, .popoverTip); display it where its feature is, or remove it")
        let alone = TipKitTest.findings(TipNeverDisplayedRule(), [tips]).map(\.message)
        XCTAssertEqual(
            alone.first,
            "tip WickTip is never displayed: no .popoverTip, TipView or TipUIPopoverViewController "
                + "shows it; display it where its feature is, or remove it")
    }
}
