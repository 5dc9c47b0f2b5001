import XCTest

@testable import TipLint

/// Round 13's plan shapes (issue 20), in our own plan text: a configure call written with an ellipsis
/// names the call, not its options; "how to add a tip" instructions with a placeholder type are no tips
/// and no unread lines; a bullet introducing a list of tips makes its items' `moment: "copy"` tips.
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

    // MARK: A bullet introducing a list of tips

    /// listsurf's shape (round 13): a bold bullet about TipKit tips ending in a colon, then a numbered
    /// list of moments, each with its copy in quotes, in a section not about tips: a mentioned tip per
    /// moment, named by it and matched by its copy too, even when the moment holds a field's word
    /// ("progress"). The list ends with the bullet's siblings.
    func testMomentsWithCopyUnderABulletAboutTipsAreMentionedTips() {
        XCTAssertEqual(
            plannedTipLines(
                """
                # Shelf V1 plan

                ## First run and discoverability

                - **Empty states**: every list explains how to fill it.
                - **TipKit coaching tips** (3 key moments, each dismissed for good once done):
                  1. First time on a shelf: "Drag a pot onto a shelf to schedule it"
                  2. First time with a keyboard: "Use Tab/Shift-Tab to move a pot"
                  3. First time viewing progress: "Tap to fire the kiln"
                - **Menu bar**: every command, with its shortcut.
                - Reset: "Start over with an empty shelf"
                """),
            [
                "First time on a shelf | First time on a shelf Drag a pot onto a shelf to schedule it | mentioned | plan.md:7",
                "First time with a keyboard | First time with a keyboard Use Tab/Shift-Tab to move a pot | mentioned | plan.md:8",
                "First time viewing progress | First time viewing progress Tap to fire the kiln | mentioned | plan.md:9",
            ])
    }

    /// Under such a bullet, a name alone (a place for a tip, in a feature guide's notes) is no tip.
    func testANameAloneUnderABulletAboutTipsIsNoTip() {
        XCTAssertEqual(
            plannedTipLines(
                """
                # Shelf feature guide

                ## Planning notes

                - Best places for contextual tips:
                  - `Fire Kiln`
                  - the glaze picker
                """),
            [])
    }

    /// A bullet that does not introduce a list (no colon at its end) or is not about tips leads no tips.
    func testOnlyABulletAboutTipsEndingInAColonLeadsTips() {
        for lead in ["- **TipKit coaching tips** for two moments.", "- **Coaching moments** (2):"] {
            XCTAssertEqual(
                plannedTipLines(
                    """
                    # Shelf V1 plan

                    \(lead)
                      1. First time on a shelf: "Drag a pot onto a shelf to schedule it"
                    """),
                [], lead)
        }
    }
}
