import XCTest

@testable import TipLint

/// Tips a plan line describes in words, with a label or its copy and no Swift type (real plans, issue 20:
/// a design's "First-project hint: one-time TipKit tip ("…")" line): mentioned, listed apart from the
/// plan's tips, matched to the code by their copy, and a note only once their task is done.
final class PlanDescribedTipLineTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "plan.md", text: text)])
    }

    private func described(_ plan: Plan) -> [String] {
        plan.describedTips.map { tip in
            "plan.md:\(tip.source.line) | \(tip.label ?? "-") | \(tip.copy ?? "-") | \(tip.place ?? "-") | "
                + "\(tip.presentation ?? "-") | \(tip.isDone ? "done" : "open")"
        }
    }

    private let library = """
        # Library design

        ## Empty state

        Shelf hint: one-time TipKit tip ("Your books live here") for people new to shelves. Gone after a second shelf.

        - **First-run hint**: a one-time TipKit tip on the add button, "Add your first book"
        - [x] **Streak hint**: a TipKit popover tip in `ShelfView` the first time a streak passes a week
        - [ ] **Export**: an inline tip in `Views/ExportView.swift`, "Share your list as a PDF"
        """

    func testALabelOrCopyWithATipWordIsADescribedTip() {
        XCTAssertEqual(
            described(read(library)),
            [
                "plan.md:5 | Shelf hint | Your books live here | - | - | open",
                "plan.md:7 | First-run hint | Add your first book | - | - | open",
                "plan.md:8 | Streak hint | - | ShelfView | popover | done",
                "plan.md:9 | Export | Share your list as a PDF | Views/ExportView.swift | inline | open",
            ])
        // Mentioned, apart from the typed tips: no tip of the plan, so no document becomes a plan by them.
        XCTAssertEqual(read(library).tips.map(\.name), [])
    }

    func testLinesThatPlanNoSingleDescribedTipAreNotRead() {
        let plan = read(
            """
            # Library design

            - **Tip**: TipKit keeps copy short, "like this one"
            - Status: TipKit hint is parked
            - **Search hints**: TipKit tips for "Find a book" and "Scan a cover"
            - **Sort hint**: a TipKit tip does not show "Sort by author" until later
            - **Filter hint**: a tip, "Filter by author"
            - `FilterTip`: a TipKit tip, "Filter by author"
            - A TipKit tip with no label or copy on the shelf
            - _May_ — "Empty state" banner flipped. TipKit first-project hint remains parked.
            - **Dismissal**: TipKit shows each tip once, "Don't show again"
            - **Architecture**: one TipKit file. Each tip is donated where it is shown.
            - **Q**: Should TipKit tip text be "on the help pages"?
            - Add a TipKit hint for the "Send Feedback" button
            - **Reset**: "Take the Tour" wipes TipKit so every tip shows again
            - Saved lists sit under a standing hint ("Tap a list to open it"; not a TipKit tip: lists open often)
            - **Pin hint**: a banner ("Pin your best shelf"), without TipKit
            - **Clear hint**: a TipKit popover tip ("Clear the search"), not a sheet
            """)
        // The hint without TipKit (line 7) is no tip: "hint" needs TipKit or "tip" on the line, and
        // "tip" alone needs both a label and copy, which line 7 has: it is read. A line denying what it
        // plans is a tip ("not a TipKit tip", "without TipKit") plans none; denying something else does not.
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:7 | Filter hint | Filter by author | - | - | open",
                "plan.md:18 | Clear hint | Clear the search | - | popover | open",
            ])
        XCTAssertEqual(plan.tips.map(\.name), ["FilterTip"])
    }

    func testPlanReportListsDescribedTipsUnderTheirOwnHeading() throws {
        let text = PlanReport.render(read(library), check: false, format: .text)
        XCTAssertTrue(
            text.contains(
                """
                Described tips (4): planned in words, no type (mentioned: notes at most)
                  label "Shelf hint", copy "Your books live here" (plan.md:5, mentioned)
                    invalidated: Gone after a second shelf (plan.md:5, mentioned)
                  label "First-run hint", copy "Add your first book" (plan.md:7, mentioned)
                    when: first-run (plan.md:7, mentioned)
                    shown: on the add button (plan.md:7, mentioned)
                  label "Streak hint", in ShelfView, popover (plan.md:8, mentioned) [done]
                    when: the first time a streak passes a week (plan.md:8, mentioned)
                  label "Export", copy "Share your list as a PDF", in Views/ExportView.swift, inline (plan.md:9, mentioned)

                """), text)
        let json = PlanReport.render(read(library), check: false, format: .json)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let third = (object?["describedTips"] as? [[String: Any]])?[2]
        XCTAssertEqual(third?["line"] as? Int, 8)
        XCTAssertEqual(third?["label"] as? String, "Streak hint")
        XCTAssertTrue(third?["copy"] is NSNull)
        XCTAssertEqual(third?["place"] as? String, "ShelfView")
        XCTAssertEqual(third?["presentation"] as? String, "popover")
        XCTAssertEqual(third?["done"] as? Bool, true)
        XCTAssertEqual(third?["evidence"] as? String, "mentioned")
    }

    private func planFindings(_ code: String, plan: Plan, complete: Bool = false) throws -> [String] {
        var options = AnalysisOptions()
        options.plan = plan
        options.planComplete = complete
        options.read = { _ in .bytes(Array(code.utf8)) }
        return try Analyzer.run(files: ["App/Tips.swift"], options: options).findings
            .filter { $0.ruleID.hasPrefix("plan_") }
            .map { "\($0.file):\($0.line): \($0.severity): \($0.message) (\($0.ruleID))" }
    }

    func testACopyMatchIsTheCodesTipAndAnUnmatchedDoneTipIsANote() throws {
        let code = """
            import TipKit

            struct AddBookTip: Tip { var title: Text { Text("Add your first book!") } }
            struct ShelfTip: Tip { var title: Text { Text("Shelves") } }
            """
        // The typed tip makes the plan name tips: a code tip no line plans is unplanned; AddBookTip is
        // the First-run hint by its copy (case and the closing "!" aside), so it is planned.
        let plan = read(library + "\n- `ShelfTip` on the shelf\n")
        XCTAssertEqual(
            try planFindings(code, plan: plan),
            [
                "plan.md:8: note: the plan describes a tip in words, Streak hint, with no type, and its task is "
                    + "marked done, but no type or copy to find it by; name its type in the plan, or give the copy "
                    + "the code has (plan_tip_missing)"
            ])
        XCTAssertEqual(
            try planFindings(code, plan: plan, complete: true).map { String($0.prefix(95)) },
            [
                "plan.md:5: note: the plan describes a tip in words, Shelf hint, with no type, and the plan must",
                "plan.md:8: note: the plan describes a tip in words, Streak hint, with no type, and its task is ",
                "plan.md:9: note: the plan describes a tip in words, Export, with no type, and the plan must be ",
            ])
    }

    /// Real plans (round 17): a per-screen bullet `TipKit tooltip: "copy"`, and a tips section listing tips by name.
    func testATipKitTooltipWithItsCopyAndATipsListsNamedEntries() {
        let plan = read(
            """
            # Garden onboarding

            ## Day 1: Home

            - Watering streak badge
              - TipKit tooltip: "Water a plant every day to grow your streak"
              - Tooltip: "Tap to see the calendar"

            ### TipKit

            1. Seed catalog tip
            2. Harvest log tip
            3. Test tip
            4. The first tip
            """)
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:6 | - | Water a plant every day to grow your streak | - | - | open",
                "plan.md:11 | Seed catalog tip | - | - | - | open",
                "plan.md:12 | Harvest log tip | - | - | - | open",
            ])
    }

    /// A cell of a table about something else may plan one tip in words (real plans, round 49: a design
    /// table of surfaces by format); a pitfall under a list of cautions warns about any tip and plans none.
    func testACellPlansATipAndACautionPlansNone() {
        let plan = read(
            """
            # Shelf formats

            | Surface | Plain | Rich |
            |---|---|---|
            | Editor | Type it | The editor shows a one-time inline TipKit tip under the field ("Rich text is copied") |

            - **Known pitfalls (forums):**
              - **Sheets**: treat a tip anchored by `.popoverTip` in a sheet as unverified until a test shows it
            - **Pin hint**: a TipKit popover tip ("Pin your best shelf")
            """)
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:5 | - | Rich text is copied | - | inline | open",
                "plan.md:9 | Pin hint | Pin your best shelf | - | popover | open",
            ])
        XCTAssertEqual(
            plan.skipped,
            [
                SkippedPlanLine(
                    source: PlanReference(file: "plan.md", line: 8),
                    text:
                        "**Sheets**: treat a tip anchored by `.popoverTip` in a sheet as unverified until a test shows it",
                    reason: .caution)
            ])
        // Only a label of caution words opens such a list; known issues are fixes a plan makes.
        XCTAssertEqual(
            [
                "**Known pitfalls (forums):**", "Gotchas", "Caveats — iOS 17", "Known issues",
                "Pitfalls we fixed in `FilterTip`",
            ]
            .map(CautionLabel.opensCautions),
            [true, true, true, false, false])
    }
}
