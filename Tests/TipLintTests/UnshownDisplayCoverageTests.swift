import XCTest

@testable import TipLint

/// A display in a method nothing calls (`UncalledDisplayHelpers`) or a `.popoverTip` on an item of a system menu
/// (`DisplaySite.isInMenuItems`) never shows (`tip_never_displayed`'s reading): the tips table, the headline, the JSON
/// and a planned display check say so and why, as the rule does.
final class UnshownDisplayCoverageTests: XCTestCase {
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

    /// The compose tip on an item of the inbox's toolbar menu instead.
    private static let menuFiles = files.filter { $0.key != "App/ChatsViewController.swift" }.merging([
        "App/InboxView.swift": """
        import SwiftUI
        import TipKit

        struct InboxView: View {
            var body: some View {
                TipView(ArchiveTip())
                    .toolbar {
                        Menu {
                            Button("New chat") {}
                                .popoverTip(ComposeTip())
                        } label: {
                            Image(systemName: "ellipsis.circle")
                        }
                    }
            }
        }

        """
    ]) { $1 }

    private static let menuPlan = plan.replacingOccurrences(of: "ChatsViewController", with: "InboxView")

    /// The compose tip is not counted as displayed, the tip_never_displayed finding stands, and the displayed cell
    /// gives `summary` and `reason`; returns the coverage for the case's own checks.
    private func assertComposeTipUnshown(
        in files: [String: String], summary: String, reason: String, line: UInt = #line
    ) throws -> Coverage {
        let result = try InMemoryProject.analyze(files)
        XCTAssertEqual(
            result.findings.filter { $0.ruleID == "tip_never_displayed" }.map { "\($0.file):\($0.line)" },
            ["App/Tips.swift:8"], line: line)
        let coverage = Coverage(result)
        XCTAssertEqual(
            coverage.wiring.map { "\($0.name) \($0.isWired) \($0.displayed.state.rawValue) \($0.displayed.summary)" },
            ["ArchiveTip true ok ", "ComposeTip false missing \(summary)"], line: line)
        XCTAssertEqual(coverage.wiring.last?.displayed.reason, reason, line: line)
        XCTAssertEqual(coverage.tipsWired, CoverageFigure(held: 1, total: 2), line: line)
        let compose = try XCTUnwrap(coverage.tips.first { $0.name == "ComposeTip" })
        XCTAssertFalse(compose.isDisplayed, line: line)
        XCTAssertFalse(compose.isDisplayedOnlyInPreviews, line: line)
        return coverage
    }

    func testADisplayOnlyInAnUncalledMethodIsNotCountedAndTheReportSaysWhy() throws {
        let coverage = try assertComposeTipUnshown(
            in: Self.files, summary: "only in presentTips()",
            reason: "shown only from presentTips() (App/ChatsViewController.swift:9), which nothing calls")
        XCTAssertEqual(coverage.tips.last?.displaySites.map(\.uncalledMethod), ["presentTips"])
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

    func testAPopoverOnAMenuItemIsNotCountedAndTheReportSaysWhy() throws {
        let coverage = try assertComposeTipUnshown(
            in: Self.menuFiles, summary: "only on menu items",
            reason: "shown only on system menu items (App/InboxView.swift:10), which the menu draws without the popover"
        )
        XCTAssertEqual(coverage.tips.last?.displaySites.map(\.isOnMenuItem), [true])
        let json = CoverageFormat.json.render(coverage)
        XCTAssertTrue(json.contains(#""menuItem": true"#), json)
        XCTAssertTrue(json.contains(#""menuItem": false"#), json)
    }

    func testAPlannedDisplayOnAMenuItemDoesNotHold() throws {
        let result = try InMemoryProject.analyze(Self.menuFiles, plan: Self.menuPlan)
        let check = try XCTUnwrap(Coverage(result).plan?.checks.first { $0.tip == "ComposeTip" && $0.kind == .display })
        XCTAssertFalse(check.held)
        XCTAssertEqual(
            check.detail,
            "not displayed here; displayed on system menu items at App/InboxView.swift:10, which the menu draws "
                + "without the popover")
    }
}
