import XCTest

@testable import TipLint

/// A project TODO or roadmap is a plan only through its section about tips, and only that
/// section is read; discovery parses only the sections about tips of a document titled otherwise.
final class PlanSectionFocusTests: XCTestCase {
    private let todo = """
        # TODO

        ## Networking

        - [ ] Retry in `Net/Client.swift` when `SyncTip` is shown offline, with `.popoverTip`

        ## Onboarding tips

        - [ ] ShelfTip shown on `Shop/ShelfView.swift` with `.popoverTip`, title "Stock Up"

        ## Later

        - [ ] Modify `Shop/Cart.swift` to add `CartTip`, title "Checkout"
        """

    func testATodoIsReadInItsSectionAndTasksAboutTips() {
        XCTAssertTrue(PlanReader.looksLikePlan(todo, names: ["TODO.md"]))
        let plan = PlanReader.read(documents: [("TODO.md", todo)])
        // The task under "Later" names CartTip with its file and title: a task about tips, read.
        XCTAssertEqual(plan.tips.map(\.name), ["ShelfTip", "CartTip"])
        XCTAssertEqual(plan.tips.map(\.source.line), [9, 13])
        XCTAssertEqual(plan.readInPart, ["TODO.md"])
        XCTAssertEqual(plan.displaySites.map(\.file), ["Shop/ShelfView.swift"])
        // The networking task names its file before the tip: a file to edit, not where SyncTip is
        // shown; it adds nothing, and says so.
        XCTAssertEqual(plan.unread.map(\.source.line), [5])
        XCTAssertEqual(
            PlanReader.read(documents: [("docs/notes.md", todo)]).tips.map(\.name), ["ShelfTip", "CartTip"])
        XCTAssertEqual(PlanReader.read(documents: [("docs/notes.md", todo)]).readInPart, [])
    }

    func testATodoWithoutASectionOrTaskAboutTipsIsNoPlan() {
        let other = """
            # TODO

            ## Settings

            - [ ] Add a tooltip to the export button in `Shop/Export.swift`

            Rename `ShelfTip` in `Shop/ShelfView.swift`, title "Stock Up".
            """
        XCTAssertFalse(PlanReader.looksLikePlan(other, names: ["TODO.md"]))
        XCTAssertEqual(PlanReader.read(documents: [("TODO.md", other)]).tips, [])
    }

    func testTheOutlineSkipsFencedLinesAndCutsSections() {
        let markdown = """
            # Title
            ```bash
            # not a heading
            | not | a table |
            ```
            ## Tips
            | Tip | Title |
            ### Detail
            ## After
            text
            """
        let outline = MarkdownOutline(markdown)
        XCTAssertEqual(outline.headings.map(\.text), ["Title", "Tips", "Detail", "After"])
        XCTAssertEqual(outline.headings.map(\.level), [1, 2, 3, 2])
        XCTAssertEqual(outline.tableLines.map(\.text), ["| Tip | Title |"])
        let sections = outline.sections(headingIsAbout: { $0 == "Tips" }, tableIsAbout: { _ in false })
        XCTAssertEqual(outline.text(of: sections), "## Tips\n| Tip | Title |\n### Detail\n")
        XCTAssertEqual(
            outline.keeping(sections), "\n\n\n\n\n## Tips\n| Tip | Title |\n### Detail\n\n")
    }
}
