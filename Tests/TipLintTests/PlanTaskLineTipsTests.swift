import XCTest

@testable import TipLint

/// A story's subtasks naming tips with no file (session 50): tips created by name
/// (`Create \`OverviewTip\` and \`BandTip\` structs conforming to \`Tip\``) and shown through a display
/// the line names (`Add \`TipView\` for \`OverviewTip\` …`). Mentioned: no file says where.
final class PlanTaskLineTipsTests: XCTestCase {
    static let story = """
        # Story 4.2: Chart help tips

        ## Tasks

        - [ ] Task 1: Define the tips
          - [ ] 1.1 Create `OverviewTip` and `BandTip` structs conforming to `Tip`
          - [ ] 1.2 Define `LegendTip`
        - [ ] Task 2: Show the tips on the chart card
          - [ ] 2.1 Add `TipView` for `OverviewTip` between the headline row and the chart
          - [ ] 2.2 Add `.popoverTip()` for `BandTip` similarly anchored
          - [ ] 2.3 Add `.popoverTip(LegendTip())` on the legend
          - [ ] 2.4 Write `OverviewTip` tests in `ChartTipsTests.swift`
        """

    func testTipsCreatedByNameAreMentioned() {
        let plan = PlanReader.read(documents: [(path: "story.md", text: Self.story)])
        XCTAssertEqual(
            plan.tips.map { "\($0.name) \($0.evidence.rawValue) \($0.source.line)" },
            ["OverviewTip mentioned 6", "BandTip mentioned 6", "LegendTip mentioned 7"])
    }

    /// Where each is shown, in the line's words after the tip; no display site, which needs a file. A test's
    /// file shows no tip: the test task adds nothing, and is listed as not understood.
    func testADisplayNamedWithoutAFileIsWhereTheWordsSay() {
        let plan = PlanReader.read(documents: [(path: "story.md", text: Self.story)])
        XCTAssertEqual(
            plan.wordedFacts.map { "\($0.tip) \($0.kind.rawValue): \($0.words) (\($0.source.line))" },
            [
                "OverviewTip shown: TipView between the headline row and the chart (9)",
                "BandTip shown: .popoverTip() similarly anchored (10)",
                "LegendTip shown: .popoverTip(LegendTip()) on the legend (11)",
            ])
        XCTAssertEqual(plan.displaySites, [])
        XCTAssertEqual(plan.unread.map(\.source.line), [12])
    }
}
