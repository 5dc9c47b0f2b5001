import XCTest

@testable import TipLint

/// `tiplint plan` lists the lines the reader read as nothing on purpose, with the reader's own reason.
final class PlanSkippedLinesTests: XCTestCase {
    private let markdown = """
        # Shelf tips

        - `ShelfTip`: "Stock up" — shown in `Shop/ShelfView.swift` with `.popoverTip`
        - `NavigationStack` in `Shop/Root.swift` does not offer a tip anchor.
        - Show it in a sheet instead of `Shop/Sheet.swift`.

        ## Inputs

        | Name | Type |
        |---|---|
        | tint | `ColorTip` |

        ## Translations

        | Tip | Title |
        |---|---|
        | `ShelfTip` | Vorrat |

        ## Sketch

        ```swift
        Text("x").popoverTip(tip)
        ```
        """

    func testSkippedLinesCarryTheReadersReasonInDocumentOrder() {
        let plan = PlanReader.read(documents: [("plan.md", markdown)])
        XCTAssertEqual(
            plan.skipped,
            [
                SkippedPlanLine(
                    source: PlanReference(file: "plan.md", line: 4),
                    text: "`NavigationStack` in `Shop/Root.swift` does not offer a tip anchor.",
                    reason: .negativeSentence),
                SkippedPlanLine(
                    source: PlanReference(file: "plan.md", line: 5),
                    text: "Show it in a sheet instead of `Shop/Sheet.swift`.", reason: .hypotheticalSentence),
                SkippedPlanLine(
                    source: PlanReference(file: "plan.md", line: 11), text: "| tint | `ColorTip` |",
                    reason: .tableNotAboutTips),
                SkippedPlanLine(
                    source: PlanReference(file: "plan.md", line: 17), text: "| `ShelfTip` | Vorrat |",
                    reason: .translationTable),
                SkippedPlanLine(
                    source: PlanReference(file: "plan.md", line: 22), text: "Text(\"x\").popoverTip(tip)",
                    reason: .codeWithoutFile),
            ])
        XCTAssertEqual(plan.tips.map(\.name), ["ShelfTip"])
        XCTAssertEqual(plan.displaySites.map(\.file), ["Shop/ShelfView.swift"])
        // Left out on purpose is understood as nothing: the table's `ColorTip` is no tip tiplint failed to read.
        XCTAssertEqual(plan.unread.map(\.source.line), [])
    }

    /// A comparison table (`| | Tooltip | Tip / coach mark |`, a row per attribute) lists no tips in its `Tip`
    /// column (real plans, round 47: a design brief comparing kinds of guidance).
    func testAComparisonTableListsNoTips() {
        let plan = PlanReader.read(
            documents: [
                (
                    "brief.md",
                    """
                    # Shelf guidance brief

                    | | Tooltip | Tip / coach mark |
                    |---|---|---|
                    | Trigger | Hover | Shown by rules, once |
                    | API | `.help(_:)` | TipKit `.popoverTip(_:)`, `Tip` protocol |
                    """
                )
            ])
        XCTAssertEqual(plan.tips.map(\.name), [])
        XCTAssertEqual(plan.skipped.map { "\($0.source.line) \($0.reason)" }, ["6 tableNotAboutTips"])
        XCTAssertEqual(plan.unread.map(\.source.line), [])
    }

    func testPlanReportListsSkippedLinesEscaped() throws {
        var plan = Plan()
        plan.documents = ["plan.md"]
        plan.skipped = [
            SkippedPlanLine(
                source: PlanReference(file: "plan.md", line: 7), text: "no `TipView` \u{1B}[31mhere",
                reason: .negativeSentence)
        ]
        XCTAssertTrue(
            PlanReport.render(plan, check: false, format: .text).hasSuffix(
                """
                Skipped (1): lines that name a tip, a file or TipKit API, read as nothing on purpose
                  plan.md:7: a negative sentence
                    no `TipView` \\u{1B}[31mhere

                """), PlanReport.render(plan, check: false, format: .text))
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(PlanReport.render(plan, check: false, format: .json).utf8))
                as? [String: Any])
        let skipped = try XCTUnwrap(json["skipped"] as? [[String: Any]])
        XCTAssertEqual(skipped.first?["reason"] as? String, "a negative sentence")
        XCTAssertEqual(skipped.first?["line"] as? Int, 7)
        XCTAssertEqual(skipped.first?["text"] as? String, "no `TipView` \u{1B}[31mhere")
    }
}
