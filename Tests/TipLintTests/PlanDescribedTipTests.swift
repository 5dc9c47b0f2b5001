import XCTest

@testable import TipLint

/// Tips a plan names by their copy or a description, not a Swift type (real plans, issue 20): read
/// as mentioned tips named by those words, strong only where fields or a tip table give their copy,
/// and checked as the code's tip they describe.
final class PlanDescribedTipTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "plan.md", text: text)])
    }

    private func tips(_ plan: Plan) -> [String] {
        plan.tips.map { "\($0.name) | \($0.describedAs ?? "-") | \($0.evidence.rawValue) | plan.md:\($0.source.line)" }
    }

    func testTipsNamedByTheirCopyOrADescription() {
        let plan = read(
            """
            # Roadmap

            ### 6. TipKit - DONE
            - **"Try the Quiz" tip** on the Verbs tab for new users.
            - [ ] Catalog tip: "Swipe right to start" after 5 tickets viewed

            ### 8.3 TipKit Integration
            - [ ] **8.3.1** Create documentation score tip
              - Show on first visit to inventory
            - ✅ "Snel loggen" (quick log bar)
            1. `Practice Home`
            - explain source selection

            ### Haptics
            - [ ] Create haptic pattern tip
            - `Library List` search and source controls
            - Right: "Flash" toggle or "Info" (tip about framing)
            """)
        XCTAssertEqual(
            tips(plan),
            [
                "Try the Quiz | Try the Quiz | mentioned | plan.md:4",
                "Swipe right to start | Swipe right to start | mentioned | plan.md:5",
                "documentation score | documentation score | mentioned | plan.md:8",
                "Snel loggen | Snel loggen quick log bar | mentioned | plan.md:10",
                "Practice Home | Practice Home  | mentioned | plan.md:11",
            ])
    }

    /// A roadmap item under a TipKit heading that lists its tips by their copy alone: each item a tip named by
    /// its copy; an item with code, a path or words after the quotes is none.
    func testTipsListedByTheirCopyAloneUnderATipsHeading() {
        let plan = read(
            """
            # Roadmap

            ### 3.2 TipKit Feature Tips
            Shown one at a time after the welcome screen:
            - "Pull down on the list to sync your shelves"
            - "Ask Siri: What should I read next?"
            - "Open `ShelfView.swift` to add the tip"
            - "Long-press a book to lend it" on the shelf screen
            - "Swipe left/right to change shelves"
            - "Edit Views/ShelfView.swift to add the tip"

            ### 3.3 Tip Jar
            - "Thanks for keeping the app independent"
            """)
        XCTAssertEqual(
            tips(plan),
            [
                "Pull down on the list to sync your shelves | Pull down on the list to sync your shelves | mentioned | plan.md:5",
                "Ask Siri: What should I read next? | Ask Siri: What should I read next? | mentioned | plan.md:6",
                "Swipe left/right to change shelves | Swipe left/right to change shelves | mentioned | plan.md:9",
            ])
    }

    /// A proposal's numbered tips, each its copy in quotes and where it shows after a dash: each a tip named by
    /// its copy, placed by its note; words after the quotes that are no note leave the item unread. A hedge in
    /// the note narrows the note (when it shows); one taking the item back leaves it unread.
    func testProposedTipsByTheirCopyWithWhereTheyShowAfterADash() {
        let plan = read(
            """
            # Ideas

            #### 4. TipKit for discovery
            **Proposed tips:**
            1. "Pinch the chart to zoom into a week" — shown on the first visit, in `ChartView`
            2. "Say 'Hey Siri, log my water' to add a glass" – shown on the Dashboard after the first entry
            3. "Tap the flame to see your streak" shown in Profile
            4. "Pair your scale to weigh in faster" — shown in Settings when no scale is paired
            5. "Export your history as a file" — not needed for now
            """)
        XCTAssertEqual(
            tips(plan),
            [
                "Pinch the chart to zoom into a week | Pinch the chart to zoom into a week | mentioned | plan.md:5",
                "Say 'Hey Siri, log my water' to add a glass | Say 'Hey Siri, log my water' to add a glass | mentioned | plan.md:6",
                "Pair your scale to weigh in faster | Pair your scale to weigh in faster | mentioned | plan.md:8",
            ])
    }

    /// A copy table under a heading about tips, its first column a subject (`Concept`), in English or another
    /// language: each row a tip named by the subject, with its title and message, mentioned (only the heading
    /// says the rows are tips). A table under another heading, or one whose first column is a field, is none.
    func testACopyTableUnderATipsHeadingNamesEachRowsTipByItsSubject() {
        let plan = read(
            """
            # Shelf hints (TipKit): final copy

            | Concept | Title | Body |
            |---|---|---|
            | Lending | Lend a book | Long-press a book to lend it to a friend. |

            ## Consejos (TipKit)

            | Concepto | Título | Cuerpo |
            |---|---|---|
            | Préstamo | Presta un libro | Mantén pulsado un libro para prestarlo. |

            ## Alerts

            | Concept | Title | Body |
            |---|---|---|
            | Sync failed | Could not sync | Try again later. |

            ## More tips

            | Screen | Title | Body |
            |---|---|---|
            | Shelf | Sort your shelf | Tap Sort to order books. |
            """)
        XCTAssertEqual(
            tips(plan), ["Lending | Lending | mentioned | plan.md:5", "Préstamo | Préstamo | mentioned | plan.md:11"])
        XCTAssertEqual(plan.tips.map(\.title), ["Lend a book", "Presta un libro"])
        XCTAssertEqual(
            plan.tips.map(\.message),
            ["Long-press a book to lend it to a friend.", "Mantén pulsado un libro para prestarlo."])
    }

    /// The same copy table indented right under a list item about tips, as an issue's layer of guidance gives it.
    func testACopyTableUnderAListItemAboutTipsIsReadAsUnderItsHeading() {
        let plan = read(
            """
            # Shelf feature

            ## Behaviour

            - **Layer 2 · Hints (TipKit)**: one `Tip` per concept, shown the first time the concept appears.
              | Concept | Title | Body |
              |---|---|---|
              | Lending | Lend a book | Long-press a book to lend it to a friend. |
            - **Layer 3 · Glossary**: a page of every concept.
              | Concept | Title | Body |
              |---|---|---|
              | Shelves | Your shelves | Each shelf holds up to forty books. |
            """)
        XCTAssertEqual(tips(plan), ["Lending | Lending | mentioned | plan.md:8"])
        XCTAssertEqual(plan.tips.map(\.title), ["Lend a book"])
    }

    func testFieldsGivingTheCopyMakeItStatedAndATipTableRowTabled() {
        let plan = read(
            """
            # Tips

            - Tip: "Swipe to delete"
              - **Title:** Swipe to delete
              - **Message:** Swipe a row left to remove it

            ### Final tip list

            | # | Tip | Rule |
            |---|---|---|
            | 1 | Drag-to-schedule | first calendar visit |
            """)
        XCTAssertEqual(
            tips(plan),
            [
                "Swipe to delete | Swipe to delete | stated | plan.md:3",
                "Drag-to-schedule | Drag-to-schedule | mentioned | plan.md:11",
            ])
        XCTAssertEqual(plan.tips.first?.message, "Swipe a row left to remove it")
    }

    /// A described tip that a typed tip of the plan is, by its words or title, is that tip.
    func testADescribedTipThePlanAlsoNamesByTypeIsOneTip() {
        let plan = read(
            """
            # Roadmap

            ### 1.2 TipKit Integration
            - ✅ "Veeg om te verwijderen" (swipe to delete)

            **How to test:**
            - `SwipeToDeleteTip` - shown at the top of the event list
            """)
        XCTAssertEqual(plan.tips.map(\.name), ["SwipeToDeleteTip"])
    }

    func testADescribedTipIsCheckedAsTheCodesTipItNames() throws {
        let code = """
            import TipKit

            struct TryQuizTip: Tip { var title: Text { Text("Quiz yourself") } }
            struct PlayGameTip: Tip { var title: Text { Text("Play") } }
            struct ScanBarcodeTip: Tip { var title: Text { Text("Scan") } }
            """
        let plan = read(
            """
            # Roadmap

            ### TipKit
            - **"Try the Quiz" tip** on the Verbs tab.
            - **"Play the Game" tip** on the game entry point.
            - **"Explore Verb Families" tip** on the Families tab.
            """)
        var options = AnalysisOptions()
        options.plan = plan
        options.read = { _ in .bytes(Array(code.utf8)) }
        let findings = try Analyzer.run(files: ["App/Tips.swift"], options: options).findings
            .filter { $0.ruleID.hasPrefix("plan_") }
            .map { "\($0.file):\($0.line): \($0.severity): \($0.message) (\($0.ruleID))" }
        XCTAssertEqual(
            findings,
            [
                "App/Tips.swift:5: note: tip ScanBarcodeTip is not in the plan (plan.md:4); add it to the plan, or "
                    + "remove it (plan_tip_unplanned)",
                "plan.md:6: note: no declared tip is the plan's \"Explore Verb Families\" (by its copy or its name's "
                    + "words); declare it, or name its type in the plan (plan_tip_missing)",
            ])
    }

    func testADescribedTipPlacedInAViewIsTheTipTheViewDisplays() throws {
        let files = [
            "App/Tips.swift": """
            import TipKit

            struct MixingTip: Tip { var title: Text { Text("Blend two glazes") } }
            struct KilnTimerTip: Tip { var title: Text { Text("Time the firing") } }
            """,
            "App/GlazeView.swift": """
            import SwiftUI
            import TipKit

            struct GlazeView: View {
                var body: some View { Text("Glazes").popoverTip(MixingTip()) }
            }
            """,
        ]
        let plan = read(
            """
            ## Feature

            * Implement a TipKit tip that shows a user on the `GlazeView` that glazes can be mixed
            """)
        var options = AnalysisOptions()
        options.plan = plan
        options.read = { path in .bytes(Array((files[path] ?? "").utf8)) }
        let findings = try Analyzer.run(files: files.keys.sorted(), options: options).findings
            .filter { $0.ruleID.hasPrefix("plan_") }
            .map { "\($0.file):\($0.line): \($0.severity): \($0.message) (\($0.ruleID))" }
        XCTAssertEqual(
            findings,
            [
                "App/Tips.swift:4: note: tip KilnTimerTip is not in the plan (plan.md:3); add it to the plan, or "
                    + "remove it (plan_tip_unplanned)"
            ])
    }
}
