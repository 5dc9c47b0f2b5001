import XCTest

@testable import TipLint

/// The facts a plan gives the tips it reads only in words (real plans, issue 20: a phase plan's
/// "`Type`: \"copy\" — shows on <place>" entries and "`Type` → invalidate after <action>" bullets, a
/// guidance plan's "Priority N: <Label> tip" sections, a spec's "TipKit tooltip on <tab>: \"copy\""): the
/// place, the invalidation and the copy, each mentioned, shown by `tiplint plan` with its line; an
/// entry's quote is the tip's title (or message) only when nothing else gives its copy.
final class PlanWordedFactsTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "plan.md", text: text)])
    }

    private func worded(_ plan: Plan) -> [String] {
        plan.wordedFacts.map { "\($0.tip) | \($0.kind.rawValue) | \($0.words) | plan.md:\($0.source.line)" }
    }

    private func copy(_ plan: Plan) -> [String] {
        plan.tips.map { tip in
            let field: PlannedTipFact? = tip.title != nil ? .title : tip.message != nil ? .message : nil
            return "\(tip.name) | \(tip.title ?? "-") | \(tip.message ?? "-") | "
                + (field.map { "\(tip.line(of: $0).line) \(tip.evidence(of: $0).rawValue)" } ?? "-")
        }
    }

    private let phase = """
        # Kiln app plan

        ## Phase 4: TipKit

        - [ ] **Define tips:**
          - `GlazeTip`: "Pick a glaze for the pot" — shows on the empty Glaze shelf
          - `FiringTip`: "Start a firing when the kiln is full" — shows after first loading
          - `ConeTip`: "Cones tell you how hot the kiln got. Check them after each firing." — shows in Settings near the cone chart
          - `ShelfTip`: "Stack shelves" — never shows on the home screen
        - [ ] **Invalidation rules:**
          - `GlazeTip` → invalidate after first glaze chosen
          - `FiringTip` → invalidated when a firing starts; once per pot
          - `ConeTip` → could invalidate after a cone photo
          - `ShelfTip` → show again after an update
        """

    func testAnEntrysDashClauseIsItsPlaceAndAnArrowBulletItsInvalidation() {
        XCTAssertEqual(
            worded(read(phase)),
            [
                "GlazeTip | shown | on the empty Glaze shelf | plan.md:6",
                // "shows after …" says when, not where.
                "FiringTip | when | after first loading | plan.md:7",
                "ConeTip | shown | in Settings near the cone chart | plan.md:8",
                "GlazeTip | invalidated | after first glaze chosen | plan.md:11",
                "FiringTip | invalidated | when a firing starts | plan.md:12",
                // The item's own words say when it shows again (`UnitTipFacts`).
                "ShelfTip | when | after an update | plan.md:14",
            ])
    }

    func testAnEntrysQuoteIsItsTitleOrMessageAsAMention() {
        XCTAssertEqual(
            copy(read(phase)),
            [
                "GlazeTip | Pick a glaze for the pot | - | 6 mentioned",
                "FiringTip | Start a firing when the kiln is full | - | 7 mentioned",
                "ConeTip | - | Cones tell you how hot the kiln got. Check them after each firing. | 8 mentioned",
                // "— never shows on …": a negative sentence, read as nothing; the tip is the later bullet's.
                "ShelfTip | - | - | -",
            ])
    }

    func testCopyTheCodeOrAFieldGivesWinsOverTheEntrysQuote() {
        let plan = read(
            phase + """


                ## Glaze tip code

                ```swift
                struct GlazeTip: Tip {
                    var title: Text { Text("Glazes") }
                    var message: Text? { Text("Pick a glaze for the pot") }
                }
                ```
                """)
        XCTAssertEqual(copy(plan).first, "GlazeTip | Glazes | Pick a glaze for the pot | 20 declared")
        XCTAssertEqual(plan.contradictions.map(\.message), [])
    }

    func testTiplintPlanShowsEachFactWithItsLineAndGrade() throws {
        let lines = PlanReport.render(read(phase), check: false, format: .text).split(separator: "\n")
        XCTAssertEqual(
            Array(lines.drop { $0 != "Tips (4):" }.prefix(9)),
            [
                "Tips (4):",
                "  GlazeTip (plan.md:6, stated)",
                "    title: \"Pick a glaze for the pot\" (plan.md:6, mentioned)",
                "    shown: on the empty Glaze shelf (plan.md:6, mentioned)",
                "    invalidated: after first glaze chosen (plan.md:11, mentioned)",
                "  FiringTip (plan.md:7, stated)",
                "    title: \"Start a firing when the kiln is full\" (plan.md:7, mentioned)",
                "    when: after first loading (plan.md:7, mentioned)",
                "    invalidated: when a firing starts (plan.md:12, mentioned)",
            ])
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(PlanReport.render(read(phase), check: false, format: .json).utf8))
                as? [String: Any])
        let first = try XCTUnwrap((json["wordedFacts"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["tip"] as? String, "GlazeTip")
        XCTAssertEqual(first["kind"] as? String, "shown")
        XCTAssertEqual(first["words"] as? String, "on the empty Glaze shelf")
        XCTAssertEqual(first["line"] as? Int, 6)
        XCTAssertEqual(first["evidence"] as? String, "mentioned")
    }

    private let guidance = """
        # Studio guidance

        ## Priority 1: Glaze filter tip

        Anchor:

        - Glaze list toolbar filter button
        - maybe the kiln card if there is room

        Why TipKit:

        - one small control

        Suggested copy:

        - `Narrow the glazes by color or cone.`

        Invalidate when:

        - any color filter is changed

        ## Priority 2: Kiln log tip

        Anchor:

        - Kiln log add button

        ## TipKit

        1. Glaze filter tip
        """

    func testASectionsLabelLinesGiveTheFactsOfTheTipTheListNames() {
        let plan = read(guidance)
        XCTAssertEqual(plan.describedTips.map(\.name), ["Glaze filter tip"])
        // The kiln log tip is named by no list of tips: its section's facts belong to nothing read.
        XCTAssertEqual(
            worded(plan),
            [
                "Glaze filter tip | shown | Glaze list toolbar filter button | plan.md:7",
                "Glaze filter tip | copy | Narrow the glazes by color or cone. | plan.md:16",
                "Glaze filter tip | invalidated | when any color filter is changed | plan.md:20",
            ])
        XCTAssertEqual(plan.unread.map(\.source.line), [])
    }

    private let unlocks = """
        # Onboarding spec

        #### Day 2: Kiln Unlock

        - On app open, Day 2:
          - TipKit tooltip on new Kilns tab: "Fire your first pot today."

        #### Day 3: Shelves

        - TipKit tooltip on new Shelves tab: "Your pots wait here."

        ```swift
        struct KilnUnlockTip: Tip {
            var title: Text { Text("Kilns Unlocked") }
        }
        ```
        """

    func testAPlacedTooltipIsTheFactOfTheOneTipItsWordsName() {
        let plan = read(unlocks)
        XCTAssertEqual(
            worded(plan),
            [
                "KilnUnlockTip | shown | on new Kilns tab | plan.md:6",
                "KilnUnlockTip | copy | Fire your first pot today. | plan.md:6",
            ])
        // The shelves tooltip fits no tip of the plan: still a line not understood.
        XCTAssertEqual(plan.unread.map(\.source.line), [10])
        XCTAssertEqual(plan.tips.map(\.title), ["Kilns Unlocked"])
    }

    func testAPlacedTooltipTwoTipsFitIsNoTipsFact() {
        let plan = read(
            unlocks + """

                ```swift
                struct KilnUnlockDayTip: Tip {
                    var title: Text { Text("Day two") }
                }
                ```
                """)
        XCTAssertEqual(worded(plan), [])
    }

    func testAMentionedEntryCopyThatDiffersIsANoteOnly() throws {
        let files = [
            "Kiln/GlazeTip.swift": """
            import TipKit

            struct GlazeTip: Tip {
                var title: Text { Text("Choose a glaze") }
            }
            """,
            "Kiln/ShelfView.swift": """
            import SwiftUI
            import TipKit

            struct ShelfView: View {
                var body: some View { Text("Shelf").popoverTip(GlazeTip()) }
            }
            """,
        ]
        var options = AnalysisOptions()
        options.plan = read(
            """
            # Kiln tips

            - `GlazeTip`: "Pick a glaze for the pot" — shows on the empty Glaze shelf
            """)
        options.read = { path in files[path].map { .bytes(Array($0.utf8)) } ?? .failure("no file") }
        let findings = try Analyzer.run(files: files.keys.sorted(), options: options).findings
            .filter { $0.ruleID.hasPrefix("plan_") }
            .map { "\($0.ruleID) \($0.severity.rawValue) \($0.file):\($0.line)" }
        XCTAssertEqual(findings, ["plan_copy_mismatch note Kiln/GlazeTip.swift:4"])
        // The quote is the code's message, not its title: the plan did not say which field, so it holds.
        let withMessage = files.merging([
            "Kiln/GlazeTip.swift": """
            import TipKit

            struct GlazeTip: Tip {
                var title: Text { Text("Choose a glaze") }
                var message: Text? { Text("Pick a glaze for the pot") }
            }
            """
        ]) { $1 }
        options.read = { path in withMessage[path].map { .bytes(Array($0.utf8)) } ?? .failure("no file") }
        XCTAssertEqual(
            try Analyzer.run(files: withMessage.keys.sorted(), options: options).findings.map(\.ruleID)
                .filter { $0.hasPrefix("plan_") }, [])
    }

    func testConfigureInAppInitIsWhereItRuns() {
        let plan = read(
            """
            # Kiln tips

            *Integration:* popovers in GlazeView; Tips.configure in app init; events from the handlers.

            Tips.configure in app delegate, later.
            """)
        XCTAssertEqual(plan.configurePlacements.map { "\($0.value) \($0.source.line)" }, ["init 3"])
    }

    func testAnEntryPlacingItsTipInAViewAndSayingHowIsItsPlace() {
        let plan = read(
            """
            # Kiln decisions

            ## Two tips

            - `GlazeTip` — GlazeShelfView, inline TipView under the shelf
            - `FiringTip` — KilnView 하단 banner (탭바 위)
            - `ConeTip` — ConeChartView
            - `ShelfTip` — see KilnView's notes for the inline tip
            """)
        XCTAssertEqual(
            worded(plan),
            [
                "GlazeTip | shown | GlazeShelfView, inline TipView under the shelf | plan.md:5",
                "FiringTip | shown | KilnView 하단 banner | plan.md:6",
            ])
    }
}
