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

    /// A display only in a method nothing calls: the message says where the display is and that nothing calls the
    /// method, and the display is the related location.
    func testTheMessageCitesTheDisplayInTheUncalledMethod() {
        let files = TipKitTest.files(UncalledDisplayMethodExamples.neverCalled)
        let findings = TipKitTest.findings(TipNeverDisplayedRule(), files)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(
            findings.first?.message,
            "tip ComposeTip is never displayed: only presentTips() (Chats/ChatsViewController.swift:13) shows it "
                + "(the displays at Chats/ChatsViewController.swift:15, Chats/ChatsViewController.swift:16), and "
                + "nothing calls that; display it where its feature is, or remove it")
        XCTAssertEqual(
            findings.first?.related,
            [15, 16].map { line in
                RelatedLocation(
                    message: "displayed in presentTips(), which nothing calls", file: "Chats/ChatsViewController.swift",
                    line: line, column: line == 15 ? 40 : 25)
            })
    }
}
