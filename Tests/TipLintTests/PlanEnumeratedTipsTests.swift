import XCTest

@testable import TipLint

/// Tips a plan enumerates on or under a line naming TipKit or tips (issue 20; rounds 21-23 of the real plans): each
/// item one tip, named by its words, mentioned (notes at most), cited at its own line.
final class PlanEnumeratedTipsTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "plan.md", text: text)])
    }

    private func worded(_ plan: Plan) -> [String] {
        plan.wordedFacts.map { "\($0.tip) | \($0.kind.rawValue) | \($0.words) | plan.md:\($0.source.line)" }
    }

    private func described(_ plan: Plan) -> [String] {
        plan.describedTips.map { tip in
            "plan.md:\(tip.source.line) | \(tip.label ?? "-") | \(tip.copy ?? "-") | \(tip.place ?? "-")"
        }
    }

    func testOneTipEachForTheListedPlaces() {
        let plan = read(
            """
            # Darkroom experience plan (TipKit)

            - **Calm start**: no onboarding; one TipKit tip each for pinch-to-crop and swipe-to-undo; a Shortcut "Open the darkroom" for the Action button.
            - **Hidden moves.** Nothing to learn up front. The three gestures nobody sees — the long press, the edge
              swipe and the double tap — get one TipKit card each above the grid, a week apart.

            5. **Jargon in place.** ISO/EV/white-balance labels move into info popovers
               and one TipKit tip each.
            """)
        // The bold lead of line 3 and its Shortcut's phrase are no tip.
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:3 | pinch-to-crop | - | -",
                "plan.md:3 | swipe-to-undo | - | -",
                "plan.md:5 | long press | - | -",
                "plan.md:5 | edge swipe | - | -",
                "plan.md:5 | double tap | - | -",
                "plan.md:8 | ISO | - | -",
                "plan.md:8 | EV | - | -",
                "plan.md:8 | white-balance | - | -",
            ])
        XCTAssertEqual(plan.tips.map(\.name), [])
    }

    func testAListATipsFileDefinesSplitAtSlashes() {
        let plan = read(
            """
            # Kettle native roadmap

            - [x] **TipKit** — `KettleTips.swift` defines quick-brew / timer / descale tips; setup runs at launch.
            - [ ] **TipKit** — `Hints.swift` defines pour-over / drip tips.
            """)
        // Two names joined by a slash may be one tip's two names: no list.
        XCTAssertEqual(
            described(plan),
            ["plan.md:3 | quick-brew | - | -", "plan.md:3 | timer | - | -", "plan.md:3 | descale | - | -"])
        XCTAssertEqual(plan.tips.map(\.name), [])
    }

    func testAPlainTipTypePlacedInWords() {
        let plan = read(
            """
            # Kettle layout check

            ## 4. Tip placement
            Checked on device: BrewTip anchors below the first kettle, arrow up.
            """)
        XCTAssertEqual(plan.tips.map(\.name), ["BrewTip"])
        XCTAssertEqual(plan.tips.first?.evidence, .mentioned)
        XCTAssertEqual(plan.tips.first?.source.line, 4)
    }

    func testTipKitPromptsForAListAsManyAsItsCount() {
        let plan = read(
            """
            # Hotel app: TipKit discovery

            ## Review
            - Done: Four one-time TipKit prompts for Check In, room
              upgrades and late checkout, and the Minibar tab.
            - Three TipKit prompts for Check In and the Minibar tab.
            - TipKit tips for onboarding and discovery.
            - TipKit prompts for Wallet, Keys, Spa and Dining.
            """)
        // Line 6 counts three and lists two; line 7 lists two without a count (a purpose, not places).
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:4 | Check In | - | -",
                "plan.md:4 | room upgrades | - | -",
                "plan.md:4 | late checkout | - | -",
                "plan.md:4 | Minibar tab | - | -",
                "plan.md:8 | Wallet | - | -",
                "plan.md:8 | Keys | - | -",
                "plan.md:8 | Spa | - | -",
                "plan.md:8 | Dining | - | -",
            ])
    }

    /// A list a sentence teaches with TipKit tips (real plans, round 26): each name a tip, what follows the tips from a
    /// word of when each one's `when` fact. A list taught some other way, or a single name, gives none.
    func testAListTaughtWithTipKitPrompts() {
        let plan = read(
            """
            ### UX-07 — Teach in context

            - Teach streaks, the pantry, and barcode scanning with contextual TipKit-style prompts after the screen opens.
            - Explain sharing and the calendar with TipKit tips.
            - Teach streaks, the pantry, and barcode scanning with a short video.
            - Teach streaks with a TipKit tip.
            """)
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:3 | streaks | - | -",
                "plan.md:3 | pantry | - | -",
                "plan.md:3 | barcode scanning | - | -",
                "plan.md:4 | sharing | - | -",
                "plan.md:4 | calendar | - | -",
            ])
        XCTAssertEqual(
            worded(plan),
            [
                "streaks | when | after the screen opens | plan.md:3",
                "pantry | when | after the screen opens | plan.md:3",
                "barcode scanning | when | after the screen opens | plan.md:3",
            ])
    }

    func testACountedTourAfterAColon() {
        let plan = read(
            """
            # Mail cleaner design

            ### First run
            1. Welcome screen, then the permissions sheet.
            2. TipKit-led 3-step tour: Inbox, Filters, Archive.
            3. TipKit-led 4-step tour: Inbox, Filters.
            """)
        XCTAssertEqual(
            described(plan),
            ["plan.md:5 | Inbox | - | -", "plan.md:5 | Filters | - | -", "plan.md:5 | Archive | - | -"])
    }

    func testQuotedExamplesOfTheTipsTipKitShows() {
        let plan = read(
            """
            # Workout app architecture

            ## Guidance — TipKit

            TipKit shows one-off tips when a feature first matters (e.g. "Hold the dial to pause" on Timer, "Swipe to skip a set" on Workout, "Tap a week to compare").

            TipKit tips are never used here (e.g. "Hold the dial to pause" on Timer, "Swipe to skip a set" on Workout).
            """)
        // Each quote is a tip's copy, its place after `on`; a negative sentence gives none.
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:5 | - | Hold the dial to pause | Timer",
                "plan.md:5 | - | Swipe to skip a set | Workout",
                "plan.md:5 | - | Tap a week to compare | -",
            ])
    }

    func testLabelsInCornerOrAngleQuotesBesideTipKit() {
        let plan = read(
            """
            # 相簿 App 說明

            功能：使用 TipKit 提供「匯出相簿」與「智慧排序」的引導，並加入「三天後再提醒」的機制。

            TipKit 提示：「點這裡新增相簿」

            Подсказки: TipKit для «Избранное» и «Поиск».
            """)
        // The custom rule after the comma and copy after a colon are no labels.
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:3 | 匯出相簿 | - | -",
                "plan.md:3 | 智慧排序 | - | -",
                "plan.md:7 | Избранное | - | -",
                "plan.md:7 | Поиск | - | -",
            ])
    }

    func testACatalogOfNamesUnderATipKitHeading() {
        let plan = read(
            """
            # Darkroom motion system

            ## 4. Module (Core)

            Catalog: `Core` (models), `Editing` (views).

            ## 7. Hinweise (TipKit, `DRTips`)

            Katalog: `PinchCrop` (zwei Finger), `EdgeSwipe` (vom Rand wischen),
            `DoubleTap` (zoomen). Einmal pro Start konfiguriert.
            """)
        // Each name at its own line; the modules' catalog is under no heading about tips.
        XCTAssertEqual(
            described(plan),
            ["plan.md:9 | PinchCrop | - | -", "plan.md:9 | EdgeSwipe | - | -", "plan.md:10 | DoubleTap | - | -"])
    }

    func testAnchoredItemsUnderAHeadingAboutTipsWithTheirRules() {
        let plan = read(
            """
            # Budget app: TipKit brief

            ### Step 3 — Only two tips
            1. **Quick Filter** (the top request): anchored at the filter chip. Rule: shows after the second search. Copy explains tags.
            2. **Weekly Report** — anchored where the report card sits. Rule: shows after **7 days** of use (`@Parameter`), so it never fires early.

            ### Writing tips
            1. **Keep it short**: one sentence per tip.
            """)
        XCTAssertEqual(
            described(plan),
            ["plan.md:4 | Quick Filter | - | the filter chip", "plan.md:5 | Weekly Report | - | the report card"])
        XCTAssertEqual(
            worded(plan),
            [
                "Quick Filter | when | shows after the second search | plan.md:4",
                "Weekly Report | when | shows after 7 days of use | plan.md:5",
            ])
    }

    func testBoldItemsUnderATipKitHeadingSayingWhenTheyShowAreTips() {
        let plan = read(
            """
            # Field notes

            ### First run (TipKit)

            The app uses TipKit for a few first-run tips:
            - **Sync Status** — explains the cloud badge on first launch
            - **Photo Import** — shown until the user imports a first photo
            - **Offline Mode**: the app works without a network.

            ### Writing tips
            - **Short copy**: one sentence per tip, shown as the title.
            """)
        XCTAssertEqual(
            described(plan), ["plan.md:6 | Sync Status | - | -", "plan.md:7 | Photo Import | - | -"])
        XCTAssertEqual(
            worded(plan),
            [
                "Sync Status | when | explains the cloud badge on first launch | plan.md:6",
                "Photo Import | when | shown until the user imports a first photo | plan.md:7",
            ])
    }

    func testTheThingsTipKitSurfacesAreTips() {
        let plan = read(
            """
            # Garden planner design

            - **Onboarding.** No tour. TipKit surfaces the soil meter, the watering
              calendar, and the frost alert in context.
            - **Styles.** TipKit shows the popover and the inline style.
            - **Copy.** TipKit explains the basics once.
            """)
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:3 | soil meter | - | -", "plan.md:3 | watering calendar | - | -",
                "plan.md:3 | frost alert | - | -",
            ])
    }

    func testShortItemsAfterATipKitParagraphLeadAreTips() {
        let plan = read(
            """
            # Crew app: guidance

            ### Use TipKit for small moments

            TipKit suits short contextual tips:

            - first time filing a report;
            - first time swapping a shift.
            - `RosterTip` on the roster, see `RosterView.swift`

            Use TipKit for contextual tips. TipKit provides:

            - automatic lifecycle management
            - No manual state to keep

            Check TipKit tips on a simulator (reset with `Tips.resetDatastore()`):

            - launch the app fresh
            - open an empty shelf

            Why TipKit:

            - small and easy to explain
            - relevant once people browse

            TipKit offers two tip styles:

            - popover tips on buttons
            - inline tips in lists
            """)
        XCTAssertEqual(
            described(plan),
            ["plan.md:7 | first time filing a report | - | -", "plan.md:8 | first time swapping a shift | - | -"])
    }

    func testLinesThatEnumerateNoTipsGiveNone() {
        // A feature list saying it uses TipKit, a changelog, and a document not about TipKit name no tips.
        XCTAssertEqual(described(read("# Notes app\n\n- **Onboarding.** Uses TipKit for hints.\n")), [])
        XCTAssertEqual(
            described(read("# Changelog\n\n- Shipped: Four TipKit prompts for Check In, Spa, Keys and Dining.\n")), [])
        XCTAssertEqual(
            described(
                read("# Gym plan\n\n### Two tips\n1. **Bench** (chest): anchored at the rack. Rule: shows daily.\n")),
            [])
        XCTAssertEqual(
            described(read("# Hotel plan (TipKit)\n\n- Maybe one TipKit tip each for Spa and Dining.\n")), [])
    }

    func testAnEnumeratedTipGivesANoteAtMost() throws {
        let plan = read(
            """
            # Hotel TipKit plan

            - [x] Four one-time TipKit prompts for Check In, Spa, Keys and Dining.
            """)
        var options = AnalysisOptions()
        options.plan = plan
        options.read = { _ in
            .bytes(Array("import TipKit\n\nstruct ShelfTip: Tip { var title: Text { Text(\"Shelves\") } }\n".utf8))
        }
        let findings = try Analyzer.run(files: ["App/Tips.swift"], options: options).findings
            .filter { $0.ruleID.hasPrefix("plan_") }
            .map { "\($0.file):\($0.line): \($0.severity) \($0.ruleID)" }
        // Done, yet each listed tip not in the code is a note: mentioned evidence gives no error or warning.
        XCTAssertEqual(
            findings,
            ["plan.md:1: note plan_unread"] + Array(repeating: "plan.md:3: note plan_tip_missing", count: 4))
    }
}
