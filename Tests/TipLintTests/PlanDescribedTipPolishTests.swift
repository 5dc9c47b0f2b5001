import Foundation
import XCTest

@testable import TipLint

/// Session 33's described tips, polished (issue 20): a tip planned only perhaps gives none, a tip table's cell
/// naming several tips reads each (mentioned), and `tiplint report` lists each described tip with the code's tip
/// it is, or that there is none yet.
final class PlanDescribedTipPolishTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "plan.md", text: text)])
    }

    private func tips(_ plan: Plan) -> [String] {
        plan.tips.map { tip in
            "\(tip.name) plan.md:\(tip.source.line) \(tip.evidence.rawValue)"
                + (tip.title.map { " title \"\($0)\"" } ?? "")
                + plan.displaySites.filter { $0.tip == tip.name }.map { " shown in \($0.file) \($0.evidence.rawValue)" }
                .joined()
        }
    }

    func testATipPlannedOnlyPerhapsIsNoDescribedTip() {
        let plan = read(
            """
            # Library tips plan

            - If there is time, add a TipKit tip ("Scan a cover to add it")
            - Maybe a popover tip, "Swipe to archive", on the rows
            - Optionally a one-time TipKit tip ("Pin a shelf")
            - When the list grows, we could add a TipKit tip ("Sort by author")
            - **Search hint**: consider a TipKit tip, "Search by title"
            - **Share hint**: a TipKit tip would say "Share your list"
            - **Undo hint**: a TipKit tip, for example "Shake to undo"
            - **Export hint**: an inline TipKit tip, "Share your list as a PDF"
            - If the shelf is empty, show a TipKit tip ("Add your first book")
            """)
        XCTAssertEqual(
            plan.describedTips.map { "plan.md:\($0.source.line) \($0.name) \($0.copy ?? "-")" },
            ["plan.md:10 Export hint Share your list as a PDF"])
    }

    func testTentativeWordsLeaveTypedTipsAsTheyWere() {
        // Tentative wording is for weak readings only: a typed tip in a condition is still planned.
        let plan = read(
            """
            # Library tips plan

            - If the shelf is empty, show `EmptyShelfTip` in `Views/ShelfView.swift`
            """)
        XCTAssertEqual(tips(plan), ["EmptyShelfTip plan.md:3 stated shown in Views/ShelfView.swift stated"])
    }

    func testALineThatSaysTipButPlansNoneIsRejectedByItsBytes() {
        // No planning word (`a`, `add`, …) and no label before the first colon: no split into pieces, no tip.
        let plan = read(
            """
            # Tips plan

            tip TipKit donate tip **Title:** “copy” "quote tip" .popoverTip
            **Title:** tip TipKit "quote tip here"
            > **Streak hint:** TipKit popover tip in `ShelfView`
            """)
        XCTAssertEqual(
            plan.describedTips.map { "plan.md:\($0.source.line) \($0.listing)" },
            ["plan.md:5 label \"Streak hint\", in ShelfView, popover"])
    }

    private let shelfTable = """
        # Library tips plan

        ## Tips

        | Tip | Where | Title |
        |---|---|---|
        | `FilterTip` / `SortTip` | `Views/ShelfView.swift` | "Narrow the list" |
        | Search, Scan | `Views/ShelfView.swift` | "Find it" |
        | `ExportTip` (was `ShareTip`) | `Views/ExportView.swift` | "Share as PDF" |
        | Command palette / search | `Views/ShelfView.swift` | "Jump anywhere" |
        """

    func testATipCellNamingSeveralTipsReadsEachMentionedWithItsPlaceOnly() {
        // Which of the row's tips the copy is, is a guess: each tip is mentioned, with where it shows.
        XCTAssertEqual(
            tips(read(shelfTable)),
            [
                "FilterTip plan.md:7 mentioned shown in Views/ShelfView.swift mentioned",
                "SortTip plan.md:7 mentioned shown in Views/ShelfView.swift mentioned",
                "Search plan.md:8 mentioned shown in Views/ShelfView.swift mentioned",
                "Scan plan.md:8 mentioned shown in Views/ShelfView.swift mentioned",
                "ExportTip plan.md:9 tabled title \"Share as PDF\" shown in Views/ExportView.swift tabled",
                // A slash between phrases may join two names of one tip: one tip with the row's copy, as before.
                "Command palette / search plan.md:10 tabled title \"Jump anywhere\" shown in Views/ShelfView.swift tabled",
            ])
    }

    private func run(_ files: [String: String], plan: Plan) throws -> AnalysisResult {
        var options = AnalysisOptions()
        options.plan = plan
        options.read = { path in .bytes(Array((files[path] ?? "").utf8)) }
        return try Analyzer.run(files: files.keys.sorted(), options: options)
    }

    func testSeveralTipsOfACellGiveNotesOnly() throws {
        let shelf = """
            import SwiftUI
            import TipKit

            struct FilterTip: Tip { var title: Text { Text("Filter") } }

            struct ShelfView: View {
                var body: some View { Text("Books").popoverTip(FilterTip()) }
            }
            """
        let export = """
            import SwiftUI
            import TipKit

            struct ExportTip: Tip { var title: Text { Text("Share as PDF") } }

            struct ExportView: View {
                var body: some View { Text("Export").popoverTip(ExportTip()) }
            }
            """
        let result = try run(
            ["Views/ShelfView.swift": shelf, "Views/ExportView.swift": export], plan: read(shelfTable))
        XCTAssertEqual(
            result.findings.filter { $0.ruleID.hasPrefix("plan_") }.map {
                "\($0.file):\($0.line): \($0.severity.rawValue) (\($0.ruleID))"
            },
            [
                // SortTip, Search, Scan and the command palette: neither declared nor shown in ShelfView (a tip
                // named by its words is a note when missing); FilterTip and ExportTip hold.
                "Views/ShelfView.swift:1: note (plan_display_missing)",
                "Views/ShelfView.swift:1: note (plan_display_missing)",
                "Views/ShelfView.swift:1: note (plan_display_missing)",
                "Views/ShelfView.swift:1: note (plan_display_missing)",
                "plan.md:7: note (plan_tip_missing)", "plan.md:8: note (plan_tip_missing)",
                "plan.md:8: note (plan_tip_missing)", "plan.md:10: note (plan_tip_missing)",
            ])
    }

    private let library = """
        # Library tips plan

        - `ShelfTip` on the shelf
        - **First-run hint**: a one-time TipKit tip on the add button, "Add your first book"
        - **Export hint**: an inline TipKit tip, "Share your list as a PDF"
        - **Streak hint**: a TipKit popover tip in `ShelfView`
        """

    private let libraryCode = """
        import SwiftUI
        import TipKit

        struct ShelfTip: Tip { var title: Text { Text("Shelves") } }
        struct AddBookTip: Tip { var title: Text { Text("Add your first book!") } }

        struct ShelfView: View {
            var body: some View { Text("Books").popoverTip(ShelfTip()).popoverTip(AddBookTip()) }
        }
        """

    func testTheReportListsEachDescribedTipWithTheCodesTip() throws {
        let coverage = Coverage(try run(["App/Shelf.swift": libraryCode], plan: read(library)))
        // The headline counts the typed tip the plan names; the described ones are listed apart.
        XCTAssertEqual(coverage.tipsWired, CoverageFigure(held: 0, total: 1))
        let text = CoverageFormat.text.render(coverage)
        XCTAssertTrue(
            text.hasSuffix(
                """

                Described tips (3): planned in words, no type (mentioned, in no figure)
                  label "First-run hint", copy "Add your first book" (plan.md:4): AddBookTip (App/Shelf.swift:5)
                  label "Export hint", copy "Share your list as a PDF", inline (plan.md:5): not yet built: no tip has this copy
                  label "Streak hint", in ShelfView, popover (plan.md:6): no copy to find its tip by

                """), text)
        XCTAssertTrue(text.contains("\n  AddBookTip (described in words, plan.md:4)  ✗ not wired: retires\n"), text)
        XCTAssertTrue(text.contains("\n    copy       – the plan describes this tip by its copy (plan.md:4)\n"), text)

        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(CoverageFormat.json.render(coverage).utf8)) as? [String: Any])
        let described = try XCTUnwrap(json["describedTips"] as? [[String: Any]])
        XCTAssertEqual(described.map { $0["line"] as? Int }, [4, 5, 6])
        XCTAssertEqual(described[0]["copy"] as? String, "Add your first book")
        let code = try XCTUnwrap(described[0]["tip"] as? [String: Any])
        XCTAssertEqual(code["name"] as? String, "AddBookTip")
        XCTAssertEqual(code["file"] as? String, "App/Shelf.swift")
        XCTAssertEqual(code["line"] as? Int, 5)
        XCTAssertTrue(described[1]["tip"] is NSNull)

        let markdown = CoverageFormat.markdown.render(coverage)
        XCTAssertTrue(
            markdown.contains(
                "| label \"First-run hint\", copy \"Add your first book\" | plan.md:4 | `AddBookTip` App/Shelf.swift:5 |"
            ),
            markdown)
        let html = CoverageFormat.html.render(coverage)
        XCTAssertTrue(
            html.contains(
                "<span class=\"empty\">not yet built: no tip has this copy</span></li>"), html)
        XCTAssertTrue(
            html.contains("<code>AddBookTip</code> <span class=\"empty\">described in words, plan.md:4</span>"))
    }
}
