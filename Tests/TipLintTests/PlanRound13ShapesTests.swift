import XCTest

@testable import TipLint

/// Round 13's plan shapes (issue 20), in our own plan text: a configure call written with an ellipsis
/// names the call, not its options; "how to add a tip" instructions with a placeholder type are no tips
/// and no unread lines.
final class PlanRound13ShapesTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "docs/shelf.md", text: text)])
    }

    private func ref(_ line: Int) -> PlanReference { PlanReference(file: "docs/shelf.md", line: line) }

    // MARK: Tips.configure(...)

    func testAnEllipsisLeavesTheOptionsUnknown() {
        for call in ["Tips.configure(...)", "Tips.configure(…)", "Tips.configure([.displayFrequency(.daily), ...])"] {
            let plan = read("Every tip keeps its dismissal through `\(call)` in `ShelfApp.init()`.\n")
            XCTAssertEqual(plan.configure?.file, PlannedConfigure.app, call)
            XCTAssertEqual(plan.configure?.isInApp, true, call)
            XCTAssertNil(plan.configure?.options, call)
        }
    }

    func testOptionSpansBesideAnEllipsisCallAreItsOptions() {
        XCTAssertEqual(
            SetupProse.configure("Call `Tips.configure(...)` in `ShelfApp.swift` with `.displayFrequency(.weekly)`.")?
                .options,
            [".displayFrequency(.weekly)"])
    }

    func testAnEllipsisInACodeBlockLeavesTheOptionsUnknown() {
        let plan = read(
            """
            ### Task 1: Configure tips

            **Files:**
            - Modify: `Shelf/ShelfApp.swift`

            ```swift
            init() { try? Tips.configure([.displayFrequency(.daily), ...]) }
            ```
            """)
        XCTAssertEqual(plan.configure?.file, "Shelf/ShelfApp.swift")
        XCTAssertNil(plan.configure?.options)
    }

    func testNoOptionsMismatchAgainstAnEllipsis() throws {
        let app = """
            import SwiftUI
            import TipKit

            @main struct ShelfApp: App {
                init() { try? Tips.configure([.displayFrequency(.immediate)]) }
                var body: some Scene { WindowGroup { Text("Shelf") } }
            }
            """
        func mismatches(_ call: String) throws -> [String] {
            var options = AnalysisOptions()
            options.plan = read("Every tip keeps its dismissal through `\(call)` in `ShelfApp.init()`.\n")
            options.read = { path in path == "Shelf/ShelfApp.swift" ? .bytes(Array(app.utf8)) : .failure("no file") }
            return try Analyzer.run(files: ["Shelf/ShelfApp.swift"], options: options).findings
                .filter { $0.ruleID == "plan_configure_mismatch" }
                .map { "\($0.file):\($0.line): \($0.message)" }
        }
        XCTAssertEqual(try mismatches("Tips.configure(...)"), [])
        XCTAssertEqual(
            try mismatches("Tips.configure([.displayFrequency(.daily)])"),
            [
                "Shelf/ShelfApp.swift:5: Tips.configure is called with [.displayFrequency(.immediate)]; the plan calls "
                    + "it with [.displayFrequency(.daily)] (docs/shelf.md:1)"
            ])
    }

    // MARK: Placeholder tip types

    func testPlaceholderTipTypes() {
        for text in [
            "`struct ___Tip: Tip`", "a `<Name>Tip`", "`{Feature}Tip`", "`YourTip`", "`MyTip`", "`XxxTip`", "`FooTip`",
        ] {
            XCTAssertTrue(PlanNames.namesPlaceholderTip(text), text)
        }
        for text in ["`ShelfTip`", "`ExampleShelfTip`", "Tips", "a tip", "TipKit", "`Tip`"] {
            XCTAssertFalse(PlanNames.namesPlaceholderTip(text), text)
        }
        XCTAssertEqual(PlanNames.tipTypes(in: "`XxxTip`, `XXXTip`, `___Tip`, `ShelfTip`"), ["ShelfTip"])
    }

    func testHowToAddATipIsNoTipAndNoUnreadLine() {
        let plan = read(
            """
            # Shelf tips

            | Tip | Shown in | Title |
            |---|---|---|
            | `PotTip` | `ShelfView.swift` | "Drag a pot" |

            ## Adding tips

            - For a new tip, declare a `struct ___Tip: Tip` in `Shelf/Tips/ShelfTips.swift`,
              give it a title, then attach it with
              `.popoverTip(_:)` on its control.
            - Or copy `YourTip` from `Shelf/Tips/ShelfTips.swift` and rename it.
            - Every `<Name>Tip` gets a row in the table above, with `TipView` if inline.
            """)
        XCTAssertEqual(plan.tips.map(\.name), ["PotTip"])
        XCTAssertEqual(plan.unread, [])
        // Line 10 names nothing: read as part of the instruction, not listed.
        XCTAssertEqual(plan.skipped.map(\.source.line), [9, 11, 12, 13])
        XCTAssertEqual(Set(plan.skipped.map(\.reason)), [.placeholderTip])
    }
}
