import XCTest

@testable import TipLint

/// A "Tip:" label before advice to the reader (real plans, round 15: a design skill's scoring guide,
/// `**Tip**: If you're unsure …, ask: "…"`) is no tip: the line adds no fact and no `plan_unread`.
/// A label before a quotation or a code span still names a tip.
final class PlanAdviceLabelTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "docs/scoring.md", text: text)])
    }

    func testTheProseAfterAnAdviceLabel() {
        XCTAssertEqual(
            AdviceLabel.prose(of: "**Tip**: If torn, ask: \"Would anyone write in?\""),
            "If torn, ask: \"Would anyone write in?\"")
        XCTAssertEqual(AdviceLabel.prose(of: "> **Pro tip:** Use tags to filter"), "Use tags to filter")
        XCTAssertEqual(AdviceLabel.prose(of: "Tip: a 3x export is the sharpest"), "a 3x export is the sharpest")
        XCTAssertEqual(AdviceLabel.prose(of: "- __Hint__: glaze thin"), "glaze thin")
        XCTAssertEqual(AdviceLabel.prose(of: "2. Quick tip: fire slowly"), "fire slowly")
    }

    func testALabelBeforeAQuotationOrCodeOrNothingIsNoAdviceLabel() {
        for text in [
            "**Tip:** \"Swipe left to archive\" on the inbox", "Tip: `ShelfTip` on the shelf", "- **Tips**:",
            "Tip copy, once the shelf exists: \"Drag a pot\"", "Tipping: \"never\"", "## Tip: glaze thin",
            "Tips live in `Hints.swift`", "Catalog tip: \"Long-press a row\"",
            // Emphasis past the colon: a step's title, not a label.
            "**Tip: shelf donation.** In `Shelf.swift`", "*Tip: fire slowly*",
        ] {
            XCTAssertEqual(AdviceLabel.prose(of: text), text, text)
        }
    }

    /// The scoring guide's shape, in our words: no tip, no unread line, no sign of a misread tip.
    func testAdviceLabelledTipAddsNothingAndIsNotUnread() {
        let plan = read(
            """
            # Scoring reference

            | Priority | Name | Action |
            |---|---|---|
            | **P0** | Blocking | Fix now |
            | **P1** | Major | Fix before release |

            **Tip**: If you're torn between two levels, ask: "Would someone write in about this?" If so, it's P1.

            > **Pro tip:** before you score, ask: "Can a new user finish the task alone?"
            """)
        XCTAssertEqual(plan.tips.map(\.name), [])
        XCTAssertEqual(plan.unread, [])
        XCTAssertEqual(plan.unreadTipSigns, [])
    }

    /// A file named after an advice label is no sign the line is about tips either.
    func testAFileAfterAnAdviceLabelIsNotUnread() {
        let plan = read("# Scoring reference\n\n**Tip**: Keep the scores in `Scores.swift` beside the rubric.\n")
        XCTAssertEqual(plan.unread, [])
    }

    /// Copy given right after the label names a tip; a line about a tip after the label is still
    /// listed when unread.
    func testTipCopyAfterTheLabelIsStillATipOrUnread() {
        XCTAssertEqual(
            read("# Shelf onboarding spec\n\n- **Tip:** \"Drag a pot onto a shelf to schedule it\"\n").tips.map(\.name),
            ["Drag a pot onto a shelf to schedule it"])
        let plan = read(
            """
            # Shelf onboarding spec

            - **Tip:** the shelf's first tip, once it exists: "Pick a kiln for each pot"
            """)
        XCTAssertEqual(plan.tips.map(\.name), [])
        XCTAssertEqual(
            plan.unread.map { "\($0.source.line) \($0.names)" }, ["3 [\"copy \\\"Pick a kiln for each pot\\\"\"]"])
        XCTAssertEqual(plan.unreadTipSigns.map(\.line), [3])
    }

    /// Copy whose own words say "tip" (a tip jar's thank-you) on a line that says nothing of tips is no unread tip.
    func testATipWordOnlyInsideTheCopyIsNoSignOfATip() {
        let plan = read(
            """
            # Roadmap

            ### 2.1 Tip Jar
            - Copy: "Made by two people. Your tip keeps the shelf app running."
            """)
        XCTAssertEqual(plan.tips.map(\.name), [])
        XCTAssertEqual(plan.unread.map(\.source.line), [])
    }

    /// App Intents donate with the same call (fresh plans round 53: an App Intents plan): a line naming Siri or an
    /// intent and no tip is no unread TipKit donation, while one naming neither still is.
    func testAnIntentDonationIsNoTipKitDonation() {
        let plan = read(
            """
            # Shortcuts plan

            - **Donation:** call `.donate()` after the matching in-app action so Siri Suggestions learn the habit.
            - Donate `LogMealIntent` with `.donate()` whenever a meal is logged.
            - Call `.donate()` when a meal is logged.
            """)
        XCTAssertEqual(plan.unread.map { "\($0.source.line) \($0.names)" }, ["5 [\".donate(\"]"])
    }
}
