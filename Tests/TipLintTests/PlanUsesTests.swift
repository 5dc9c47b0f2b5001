import XCTest

@testable import TipLint

/// Plans that use a tip rather than declare it (issue 20, item 3: `.popoverTip(x)` and `TipView(x)` are display
/// sites): a code block with no file named for it still says which tip is shown and how. The tip is mentioned
/// when no block declares it, and its display is a worded place (the code line as written), never a site in a
/// file the plan does not name.
final class PlanUsesTests: XCTestCase {
    private func worded(_ plan: Plan) -> [String] {
        plan.wordedFacts.map { "\($0.tip) | \($0.kind.rawValue) | \($0.words) | plan.md:\($0.source.line)" }
    }

    func testCodeWithNoFileShowsItsTipsWithoutASiteInAFile() {
        let markdown = """
            # Ferry app — motion

            ## 7. Hints (TipKit, `FerryTips`)

            ```swift
            TipView(FerryTips.DeckSwipe()).ferryTipStyle()   // inline, above the sailings list
            ticket.popoverTip(FerryTips.BoardingPass())       // on the ticket itself
            FerryTips.used(FerryTips.DeckSwipe())
            ```

            ## Example

            ```swift
            struct CabinTip: Tip {
                var title: Text { Text("Book a cabin") }
            }

            // In the view:
            .popoverTip(CabinTip(), arrowEdge: .top)
            .popoverTip(tip)
            ```
            """
        let plan = PlanReader.read(documents: [("plan.md", markdown)])
        XCTAssertEqual(
            plannedTipLines(markdown),
            [
                "FerryTips.DeckSwipe | - | mentioned | plan.md:6",
                "FerryTips.BoardingPass | - | mentioned | plan.md:7",
                "CabinTip | - | declared | plan.md:14",
            ])
        XCTAssertEqual(
            worded(plan),
            [
                "FerryTips.DeckSwipe | shown | TipView(FerryTips.DeckSwipe()).ferryTipStyle() // inline, above the sailings list | plan.md:6",
                "FerryTips.BoardingPass | shown | ticket.popoverTip(FerryTips.BoardingPass()) // on the ticket itself | plan.md:7",
                "CabinTip | shown | .popoverTip(CabinTip(), arrowEdge: .top) | plan.md:19",
            ])
        // No file is named, so none is planned; the tip nothing resolves stays a skipped line.
        XCTAssertEqual(plan.displaySites, [])
        XCTAssertEqual(plan.files, [])
        XCTAssertEqual(plan.skipped.map(\.source.line), [20])
        XCTAssertEqual(plan.unread, [])
    }
}
