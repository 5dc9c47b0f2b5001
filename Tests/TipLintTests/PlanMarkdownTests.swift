import XCTest

@testable import TipLint

final class PlanMarkdownTests: XCTestCase {
    private func blocks(_ text: String) -> [MarkdownBlock] { MarkdownDocument(text).blocks }

    func testHeadingsAtxAndSetext() {
        let text = """
            # Pantry Tips #
            ##Not a heading
            #### Step 1: Shelf view ###
            Shopping list
            =============
            Checkout
            ---

            ---
            ####### seven hashes
            """
        XCTAssertEqual(
            blocks(text),
            [
                .heading(MarkdownHeading(level: 1, text: "Pantry Tips", line: 1)),
                .text(MarkdownLine(text: "##Not a heading", line: 2)),
                .heading(MarkdownHeading(level: 4, text: "Step 1: Shelf view", line: 3)),
                .heading(MarkdownHeading(level: 1, text: "Shopping list", line: 4)),
                .heading(MarkdownHeading(level: 2, text: "Checkout", line: 6)),
                .text(MarkdownLine(text: "####### seven hashes", line: 10)),
            ])
    }

    func testFencedCodeBlocks() {
        let text = """
            ```swift
            let a = 1
            ```
            ~~~~ Bash {title=x}
            echo ```
            ~~~
            ~~~~~
            - item
               ```swift
               struct A {}
                 nested
               ```
            ``not a fence
            """
        XCTAssertEqual(
            blocks(text),
            [
                .code(MarkdownCodeBlock(language: "swift", text: "let a = 1", line: 1, isTerminated: true)),
                .code(MarkdownCodeBlock(language: "bash", text: "echo ```\n~~~", line: 4, isTerminated: true)),
                .listItem(MarkdownLine(text: "item", line: 8)),
                .code(MarkdownCodeBlock(language: "swift", text: "struct A {}\n  nested", line: 9, isTerminated: true)),
                .text(MarkdownLine(text: "``not a fence", line: 13)),
            ])
    }

    func testUnterminatedFenceRunsToTheEnd() {
        XCTAssertEqual(
            blocks("Intro\n```swift\nlet a = 1\n\n# not a heading"),
            [
                .text(MarkdownLine(text: "Intro", line: 1)),
                .code(
                    MarkdownCodeBlock(
                        language: "swift", text: "let a = 1\n\n# not a heading", line: 2, isTerminated: false)),
            ])
        XCTAssertEqual(blocks("```"), [.code(MarkdownCodeBlock(language: "", text: "", line: 1, isTerminated: false))])
    }

    func testBacktickFenceInfoCannotHoldBackticks() {
        XCTAssertEqual(
            blocks("```a`b\ntext"),
            [
                .text(MarkdownLine(text: "```a`b", line: 1)),
                .text(MarkdownLine(text: "text", line: 2)),
            ])
    }

    func testTablesWithRaggedRowsAndEscapedPipes() {
        let text = """
            | Target | Title | Message |
            |:-------|:-----:|--------:|
            | Shelf | Stock Up | Tap to add \\| remove |
            | Basket | Checkout |
            | Extra | A | B | C |
            Not | a row because blank follows? no, still a row

            | after | blank |
            """
        XCTAssertEqual(
            blocks(text),
            [
                .table(
                    MarkdownTable(
                        header: ["Target", "Title", "Message"],
                        rows: [
                            MarkdownTableRow(cells: ["Shelf", "Stock Up", "Tap to add | remove"], line: 3),
                            MarkdownTableRow(cells: ["Basket", "Checkout", ""], line: 4),
                            MarkdownTableRow(cells: ["Extra", "A", "B"], line: 5),
                            MarkdownTableRow(
                                cells: ["Not", "a row because blank follows? no, still a row", ""], line: 6),
                        ], line: 1)),
                .text(MarkdownLine(text: "| after | blank |", line: 8)),
            ])
    }

    func testTableWithoutOuterPipesAndColumnLookup() throws {
        let table = try XCTUnwrap(blocks("File | **Change**\n--- | ---\n`A.swift` | new").first)
        guard case .table(let parsed) = table else { return XCTFail("not a table: \(table)") }
        XCTAssertEqual(parsed.header, ["File", "**Change**"])
        XCTAssertEqual(parsed.rows, [MarkdownTableRow(cells: ["`A.swift`", "new"], line: 3)])
        XCTAssertEqual(parsed.column(named: "change"), 1)
        XCTAssertNil(parsed.column(named: "Message"))
    }

    func testAPipeLineWithoutDelimiterRowIsProse() {
        XCTAssertEqual(
            blocks("a | b\nc | d"),
            [
                .text(MarkdownLine(text: "a | b", line: 1)),
                .text(MarkdownLine(text: "c | d", line: 2)),
            ])
    }

    func testListItems() {
        let text = """
            - Create: `A.swift`
            * star
            + plus
            1. one
            12) twelve
            - [ ] box
            - [x] done
            -not an item
            1.5 not an item
            """
        XCTAssertEqual(
            blocks(text),
            [
                .listItem(MarkdownLine(text: "Create: `A.swift`", line: 1)),
                .listItem(MarkdownLine(text: "star", line: 2)),
                .listItem(MarkdownLine(text: "plus", line: 3)),
                .listItem(MarkdownLine(text: "one", line: 4)),
                .listItem(MarkdownLine(text: "twelve", line: 5)),
                .listItem(MarkdownLine(text: "box", line: 6, checked: false)),
                .listItem(MarkdownLine(text: "done", line: 7, checked: true)),
                .text(MarkdownLine(text: "-not an item", line: 8)),
                .text(MarkdownLine(text: "1.5 not an item", line: 9)),
            ])
    }

    func testBlockquotesAreRead() {
        XCTAssertEqual(
            blocks("> **Goal:** Add 2 tips\n> ```swift\n> let a = 1\n> ```"),
            [
                .text(MarkdownLine(text: "**Goal:** Add 2 tips", line: 1)),
                .code(MarkdownCodeBlock(language: "swift", text: "let a = 1", line: 2, isTerminated: true)),
            ])
    }

    func testLineEndsAndByteOrderMark() {
        let expected: [MarkdownBlock] = [
            .heading(MarkdownHeading(level: 1, text: "Title", line: 1)),
            .code(MarkdownCodeBlock(language: "swift", text: "let a = 1\nlet b = 2", line: 2, isTerminated: true)),
            .text(MarkdownLine(text: "end", line: 6)),
        ]
        let lines = ["# Title", "```swift", "let a = 1", "let b = 2", "```", "end"]
        XCTAssertEqual(blocks(lines.joined(separator: "\r\n")), expected)
        XCTAssertEqual(blocks("\u{FEFF}" + lines.joined(separator: "\r\n") + "\r\n"), expected)
        XCTAssertEqual(blocks(lines.joined(separator: "\r")), expected)
        XCTAssertEqual(MarkdownDocument.lines(of: "a\r\n\r\nb\n"), ["a", "", "b"])
    }

    func testHugeLinesAreRead() {
        let long = String(repeating: "| a ", count: 200_000)
        let text =
            "# H\n" + long + "\n|---|\n" + String(repeating: "x", count: 2_000_000) + "\n```swift\n"
            + String(repeating: "y", count: 1_000_000)
        let parsed = blocks(text)
        XCTAssertEqual(parsed.count, 4)
        guard case .table(let table) = parsed[1] else { return XCTFail("no table") }
        XCTAssertEqual(table.header.count, 200_000)
        XCTAssertEqual(table.rows.count, 0)
    }
}

final class PlanScaleTests: XCTestCase {
    func testALargePlanIsReadWhole() {
        var text = "**Goal:** Add 2 TipKit tips\n"
        for task in 1...1_000 {
            text += """
                ### Task \(task): Screen \(task)

                **Files:**
                - Modify: `Shop/Views/Screen\(task)View.swift`

                In `Shop/Views/Screen\(task)View.swift`, add `import TipKit` and see `Shop/Other\(task).swift`.

                | File | Change |
                |---|---|
                | `Shop/Views/Screen\(task)View.swift` | one tip |

                ```swift
                Screen().popoverTip(ScreenTip())
                ```

                """
        }
        text += String(repeating: "a/b.swift/", count: 100_000) + "\n"
        let plan = PlanReader.read(documents: [(path: "big.md", text: text)])
        // Each task modifies its screen and imports TipKit there; its code block shows a tip in the
        // file its prose names last, which is then a file to modify that needs the import too.
        XCTAssertEqual(plan.files.count, 2_000)
        XCTAssertEqual(plan.imports.count, 2_000)
        XCTAssertEqual(plan.displaySites.count, 1_000)
    }
}
