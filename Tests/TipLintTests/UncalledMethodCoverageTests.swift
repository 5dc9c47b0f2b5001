import XCTest

@testable import TipLint

/// A display in a method nothing calls never shows (`tip_never_displayed`'s reading, `UncalledDisplayHelpers`):
/// the tips table, the headline, the JSON and a planned display check say so and why, as the rule does.
final class UncalledMethodCoverageTests: XCTestCase {
    private static let files: [String: String] = [
        "App/ChatApp.swift": """
        import SwiftUI
        import TipKit

        @main
        struct ChatApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { InboxView() } }
        }

        """,
        "App/Tips.swift": """
        import TipKit

        struct ArchiveTip: Tip {
            var title: Text { Text("Archive a chat") }
            var options: [any TipOption] { [Tips.MaxDisplayCount(2)] }
        }

        struct ComposeTip: Tip {
            var title: Text { Text("Start a chat") }
            var options: [any TipOption] { [Tips.MaxDisplayCount(2)] }
        }

        """,
        "App/InboxView.swift": """
        import SwiftUI
        import TipKit

        struct InboxView: View {
            var body: some View {
                TipView(ArchiveTip())
            }
        }

        """,
        "App/ChatsViewController.swift": """
        import TipKit
        import UIKit

        final class ChatsViewController: UIViewController {
            private let composeTip = ComposeTip()
            private let composeButton = UIButton(type: .system)

            func presentTips() {
                present(TipUIPopoverViewController(composeTip, sourceItem: composeButton), animated: true)
            }
        }

        """,
    ]

    private static let plan = """
        # Chat tips

        ### Task 1: Show the compose tip

        **Files:**
        - Modify: `App/ChatsViewController.swift`

        ```swift
        present(TipUIPopoverViewController(ComposeTip(), sourceItem: composeButton), animated: true)
        ```

        """

    func testADisplayOnlyInAnUncalledMethodIsNotCountedAndTheReportSaysWhy() throws {
        let result = try InMemoryProject.analyze(Self.files)
        XCTAssertEqual(
            result.findings.filter { $0.ruleID == "tip_never_displayed" }.map { "\($0.file):\($0.line)" },
            ["App/Tips.swift:8"])

        let coverage = Coverage(result)
        XCTAssertEqual(
            coverage.wiring.map { "\($0.name) \($0.isWired) \($0.displayed.state.rawValue) \($0.displayed.summary)" },
            ["ArchiveTip true ok ", "ComposeTip false missing only in presentTips()"])
        XCTAssertEqual(
            coverage.wiring[1].displayed.reason,
            "shown only from presentTips() (App/ChatsViewController.swift:9), which nothing calls")
        XCTAssertEqual(coverage.tipsWired, CoverageFigure(held: 1, total: 2))
        let compose = try XCTUnwrap(coverage.tips.first { $0.name == "ComposeTip" })
        XCTAssertFalse(compose.isDisplayed)
        XCTAssertFalse(compose.isDisplayedOnlyInPreviews)
        XCTAssertEqual(compose.displaySites.map(\.uncalledMethod), ["presentTips"])

        let json = CoverageFormat.json.render(coverage)
        XCTAssertTrue(json.contains(#""uncalledMethod": "presentTips""#), json)
        XCTAssertTrue(json.contains(#""uncalledMethod": null"#), json)
        XCTAssertTrue(
            CoverageFormat.text.render(coverage).contains(
                "    displayed  ✗ only in presentTips(): shown only from presentTips() "
                    + "(App/ChatsViewController.swift:9), which nothing calls\n"))
    }

    func testAPlannedDisplayInAnUncalledMethodDoesNotHold() throws {
        let result = try InMemoryProject.analyze(Self.files, plan: Self.plan)
        let coverage = Coverage(result)
        let check = try XCTUnwrap(coverage.plan?.checks.first { $0.tip == "ComposeTip" && $0.kind == .display })
        XCTAssertFalse(check.held)
        XCTAssertEqual(
            check.detail,
            "not displayed here; displayed in presentTips() at App/ChatsViewController.swift:9, which nothing calls")
        XCTAssertEqual(
            coverage.wiring.first { $0.name == "ComposeTip" }?.displayed.summary, "not where planned")
    }
}
