import TipLintTestSupport
import XCTest

@testable import TipLint

/// Tips real plans list in shapes no other reader takes (real plans, round 17 and 18; fixtures in our
/// words): several tips in one sentence after "TipKit tips …:" or in brackets after it, a quoted name
/// with a note inside its quotes, a disclosure-tier table row, a TipKit tip named only by where it
/// points. Each tip is mentioned: notes at most.
final class PlanListedTipShapesTests: XCTestCase {
    private func tips(_ text: String) -> [String] {
        PlanReader.read(documents: [(path: "plan.md", text: text)]).tips.map {
            "\($0.name) | \($0.describedAs ?? "-") | \($0.evidence.rawValue) | plan.md:\($0.source.line)"
        }
    }

    /// A feature-idea paragraph: the tips after the colon, each cut before when it shows, a note in
    /// brackets dropped, the list ended by the dash.
    func testTipsListedAfterAColonOfATipKitSentence() {
        XCTAssertEqual(
            tips(
                """
                ### TipKit Feature Discovery

                Contextual TipKit tips reveal the hidden parts right when they matter: swipe-to-archive after the first archive, the color key (unexplained so far), batch edit after ten saved notes, and the undo badge after an import — each shown once, synced across devices.
                """),
            [
                "swipe-to-archive | swipe-to-archive | mentioned | plan.md:3",
                "color key | color key | mentioned | plan.md:3",
                "batch edit | batch edit | mentioned | plan.md:3",
                "undo badge | undo badge | mentioned | plan.md:3",
            ])
    }

    /// A label's colon right after the plural; an item opening with quoted copy is named by it.
    func testTipsListedAfterATipKitLabelNamedByTheirCopy() {
        XCTAssertEqual(
            tips(
                """
                ### 9.1 First run

                Onboarding ends on the log screen. TipKit coachmarks: "Snap your first meal" on the empty log, a portion tip on the editor, quota explanation. Skipping is always safe.
                """),
            [
                "Snap your first meal | Snap your first meal | mentioned | plan.md:3",
                "portion tip | portion tip | mentioned | plan.md:3",
                "quota explanation | quota explanation | mentioned | plan.md:3",
            ])
    }

    /// In brackets right after the plural, up to the `;` of a note; a bracket open at the line's end
    /// goes on into the paragraph's next line.
    func testTipsListedInBracketsGoOnIntoTheNextLine() {
        XCTAssertEqual(
            tips(
                """
                # Architecture notes

                `Support/Hints.swift`: one-time TipKit tips (the compose button's long press, folder actions,
                the date strip, reply actions; at most one a day) and the review prompter.
                """),
            [
                "compose button's long press | compose button's long press | mentioned | plan.md:3",
                "folder actions | folder actions | mentioned | plan.md:3",
                "date strip | date strip | mentioned | plan.md:3",
                "reply actions | reply actions | mentioned | plan.md:3",
            ])
    }

    /// A roadmap's checklist item labelled `tips (TipKit)`: the tips after its colon (real plans, round 26); a label
    /// noting TipKit on another plural, a single item, a bold label or a sentence names none.
    func testTipsListedAfterATipsLabelNotingTipKit() {
        XCTAssertEqual(
            tips(
                """
                ## Tier 2 — Editing

                - [x] Portrait blur with a focus slider
                - [x] Onboarding tips (TipKit): pinch to compare, the exposure dial, sharing a look
                - [ ] Import screens (TipKit): library, camera roll
                - [ ] Editor tips (TipKit): the crop handles
                - **Contextual Tips (TipKit):** Get quiet, friendly guidance across every screen.
                - Helper tips (TipKit): Get quiet, friendly guidance across every screen of the app.
                """),
            [
                "pinch to compare | pinch to compare | mentioned | plan.md:4",
                "exposure dial | exposure dial | mentioned | plan.md:4",
                "sharing a look | sharing a look | mentioned | plan.md:4",
            ])
    }

    /// A list of something else after the colon, a single item, or an opening naming another kind: no tips.
    func testListsThatAreNotTipsNameNone() {
        XCTAssertEqual(
            tips(
                """
                # Guidance

                TipKit tips follow these rules: short titles, one action each.
                TipKit tips need: iOS 17, a configure call.
                TipKit tips (see below) stay short.
                TipKit tips explain one thing: the sidebar.
                """),
            [])
    }

    /// A goal line counting the plan's tips sums up the tips the plan sets out below it: its list names none.
    func testAGoalLineCountingTheTipsListsNone() {
        XCTAssertEqual(
            tips(
                """
                # Capture Tips Implementation Plan

                **Goal:** Add 2 contextual TipKit tips to guide new users through the basics: quick capture and folder sync.
                """),
            [])
    }

    /// An agent's tip list under a TipKit heading: a quoted name with a note in brackets inside its quotes.
    func testAQuotedNameWithANoteInsideItsQuotes() {
        XCTAssertEqual(
            tips(
                """
                ### 4.3 TIPKIT_AGENT

                - **Key Responsibilities**
                  - Define 3 key tips:
                    - “Add your first note”
                    - “Pin a note (or press ⌘P on macOS)”
                    - “Pin (a) note” for power users
                """),
            [
                "Add your first note | Add your first note  | mentioned | plan.md:5",
                "Pin a note | Pin a note or press ⌘P on macOS | mentioned | plan.md:6",
            ])
    }

    /// A disclosure-tier row whose first cell names a kind of tip and which names TipKit: each
    /// `Label (when)` sentence of its second cell, but a hedged one; a row without TipKit, or with a
    /// sentence that is no label, lists none.
    func testATierRowListsTipsByLabel() {
        XCTAssertEqual(
            tips(
                """
                ### Disclosure strategy

                | Tier | What | Mechanism |
                |---|---|---|
                | **Always visible** | The compose button (always). Folder list (always) | Layout |
                | **One-time tip at first relevant use** | Compose hint (first draft). Archive swipe (third archive by menu). Undo (first delete, as a banner rather than a tip) | **TipKit** with `MaxDisplayCount(1)` |
                | **One-time tip, later** | Reply hint (first reply). Quote hint (first quote) | A home-made banner |
                | **Tip at first use** | Search hint (first search). Filters get a chip | **TipKit** |
                """),
            [
                "Compose hint | Compose hint | mentioned | plan.md:6",
                "Archive swipe | Archive swipe | mentioned | plan.md:6",
            ])
    }

    /// A TipKit tip planned with neither label nor copy, only where it points: named by the place. A guideline's
    /// placeholder place (`near the relevant feature`, a not-plan of round 27) names none.
    func testATipKitTipNamedByWhereItPoints() {
        XCTAssertEqual(
            tips(
                """
                ## Stats dashboard

                The Stats tab is a dashboard. Each tile shows a chevron, a one-time TipKit tip points at the streak card, and graphs carry tap hints.
                Each TipKit tip points at its control.
                A TipKit tip could point at the weekly chart.
                4. A TipKit tip near the relevant feature.
                """),
            ["streak card | streak card | mentioned | plan.md:3"])
    }

    /// Whom the tip shows to may come between its verb and its place (real plans, round 40: a feature request).
    func testATipKitTipThatShowsAUserOnAPlace() {
        XCTAssertEqual(
            tips(
                """
                ## Feature

                * Implement a TipKit tip that shows a user on the `GlazeView` that glazes can be mixed
                * Add a TipKit tip that shows new users near the kiln timer
                """),
            [
                "GlazeView | GlazeView | mentioned | plan.md:3",
                "kiln timer | kiln timer | mentioned | plan.md:4",
            ])
    }
}
