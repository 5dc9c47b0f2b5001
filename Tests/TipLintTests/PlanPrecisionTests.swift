import XCTest

@testable import TipLint

/// Plan shapes where the plan leaves doubt (real plans, issue 20): the reader states no fact
/// that a gate could turn into a false error.
final class PlanPrecisionTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "plan.md", text: text)])
    }

    private func sites(_ sites: [PlannedSite]) -> [String] {
        sites.map { "\($0.tip ?? "-").\($0.event ?? "-") @ \($0.file) (plan.md:\($0.source.line))" }
    }

    /// An `Action:` field is the tip's button: its id is no event id.
    func testTipActionFieldIsNoEvent() {
        let plan = read(
            """
            # Garden tips

            ### 1. SeedGuideTip

            - Title: "Where to buy seeds"
            - Action: "Open guide" → opens `Links.seedGuide`
            - Event: `guideOpened`
            """)
        let tip = plan.tips.first { $0.name == "SeedGuideTip" }
        XCTAssertEqual(tip?.events.map(\.name), ["guideOpened"])
        XCTAssertEqual(tip?.events.map(\.id), [nil])
    }

    /// A step that edits one file ("In `Flows.swift`, add the donation") and one that shows the tip
    /// in another: the edited file is no display site, and the donation is not "where it is shown".
    func testStepEditingAFileIsNoSiteOfTheTipsSection() {
        let plan = read(
            """
            # Garden plan

            ## Task 2: WaterTip — watering reminder

            **Files:**
            - Modify: `Garden/Watering/WaterFlow.swift`
            - Modify: `Garden/Views/BedView.swift`

            - [ ] **Step 1: Donate on watering**

            In `WaterFlow.swift`, find the `finish` call. After it, add the donation:

            ```swift
            WaterTip.watered.donate()
            ```

            - [ ] **Step 2: Display tip in BedView**

            In `BedView.swift`, add at the top of the body:

            ```swift
            TipView(WaterTip())
            ```
            """)
        XCTAssertEqual(sites(plan.displaySites), ["WaterTip.- @ Garden/Views/BedView.swift (plan.md:22)"])
        XCTAssertEqual(sites(plan.donations), ["WaterTip.watered @ Garden/Watering/WaterFlow.swift (plan.md:14)"])
    }

    /// "Call `WaterTip.watered.donate()`" names no file: the tip's display file is no donation site.
    func testDonationWithoutFileIsNotAtTheDisplay() {
        let plan = read(
            """
            # Garden design

            ### WaterTip

            **Display style:** inline at the top of `BedView`.

            **Invalidation:** when the bed is watered, call `WaterTip.watered.donate()`.
            """)
        XCTAssertEqual(plan.donations, [])
    }

    /// A "Shown in" field that says the event is donated there still donates at the display.
    func testShownInFieldDonatedStillDonatesThere() {
        let plan = read(
            """
            # Garden design

            | Tip | Shown in | Event |
            |---|---|---|
            | `WaterTip` | `BedView.swift`, donated on tap | `watered` |
            """)
        XCTAssertEqual(sites(plan.donations), ["WaterTip.watered @ BedView.swift (plan.md:5)"])
    }

    /// Copy written as localization keys in the plan's code is not the copy: nothing to compare.
    func testLocalizationKeysInPlanCodeAreNoCopy() {
        let plan = read(
            """
            # Garden plan

            ### Task 1: Tips

            **Files:**
            - Create: `Garden/Tips/GardenTips.swift`

            ```swift
            struct WaterTip: Tip {
                var title: Text { Text("garden.tip.water.title") }
                var message: Text? { Text(String(localized: "garden.tip.water.message")) }
            }

            struct SeedTip: Tip {
                var title: Text { Text(NSLocalizedString("seed_tip_title", comment: "")) }
                var message: Text? { Text("Plant before May.") }
            }
            ```
            """)
        let water = plan.tips.first { $0.name == "WaterTip" }
        XCTAssertNil(water?.title)
        XCTAssertNil(water?.message)
        let seed = plan.tips.first { $0.name == "SeedTip" }
        XCTAssertNil(seed?.title)
        XCTAssertEqual(seed?.message, "Plant before May.")
    }
}

/// `plan_unread` looks at a line naming only files when the line speaks of tips.
final class PlanUnreadWordTests: XCTestCase {
    func testAWordStartingWithTipInEitherCaseSpeaksOfTips() {
        XCTAssertTrue(PlanUnreadFinder.startsWordTip("Add the cart tip in `CartView.swift`"))
        XCTAssertTrue(PlanUnreadFinder.startsWordTip("Tips live in `Hints.swift`"))
        XCTAssertTrue(PlanUnreadFinder.startsWordTip("`TipKit` setup in `App.swift`"))
        XCTAssertFalse(PlanUnreadFinder.startsWordTip("Split multiple rows in `List.swift`"))
        XCTAssertFalse(PlanUnreadFinder.startsWordTip("Replace the tooltip in `Row.swift`"))
        XCTAssertFalse(PlanUnreadFinder.startsWordTip("ti"))
    }

    /// The one-pass scan answers as a word split would: "tip" at the start of a run of ASCII letters, in
    /// every string of up to five characters from letters, spaces, a mark and a non-ASCII letter.
    func testTheScanAgreesWithSplittingIntoWords() {
        let alphabet: [Character] = ["t", "T", "i", "P", "p", "x", " ", "`", "é"]
        var level = [""]
        var texts = level
        for _ in 0..<5 {
            level = level.flatMap { text in alphabet.map { text + String($0) } }
            texts += level
        }
        for text in texts {
            let words = text.utf8.split { !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }
            let expected = words.contains { $0.count >= 3 && $0.prefix(3).map { $0 | 0x20 } == Array("tip".utf8) }
            XCTAssertEqual(PlanUnreadFinder.startsWordTip(text), expected, text)
        }
    }
}
