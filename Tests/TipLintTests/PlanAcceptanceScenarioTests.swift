import XCTest

@testable import TipLint

/// A user story's scenario that shows a tip (real plans, round 39): a mentioned tip named by its copy, with
/// where it shows and what brings it as worded facts.
final class PlanAcceptanceScenarioTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "story.md", text: text)])
    }

    private func facts(_ plan: Plan) -> [String] {
        plan.tips.map { tip in
            "\(tip.name) | \(tip.evidence.rawValue) | story.md:\(tip.source.line) | title: \(tip.title ?? "-")"
                + " | message: \(tip.message ?? "-")"
        } + plan.wordedFacts.map { "\($0.tip) | \($0.kind.rawValue): \($0.words) | story.md:\($0.source.line)" }
    }

    func testAScenarioWithCopyFieldsNamesTheTipByItsTitle() {
        let plan = read(
            """
            # [Shelf tab] Tapping the help icon opens the tool tip

            Given that I am a reader on the Shelf tab
            When I tap the help icon
            Then I should see a tool tip with the following message:

            Title: Where do these books come from?
            Body: Books on this shelf are picked by the library staff.
            """)
        XCTAssertEqual(
            facts(plan),
            [
                "Where do these books come from? | mentioned | story.md:5 | title: Where do these books come from? | "
                    + "message: Books on this shelf are picked by the library staff.",
                "Where do these books come from? | shown: on the Shelf tab | story.md:3",
                "Where do these books come from? | when: when I tap the help icon | story.md:4",
            ])
    }

    func testAScenarioQuotingItsCopyInTheThenStep() {
        let plan = read(
            """
            ## Acceptance criteria

            - **Given** I follow fewer than five people
            - **When** I open the Home feed
            - **Then** I see a tip saying "Follow more people to fill your feed"
            """)
        XCTAssertEqual(
            facts(plan),
            [
                "Follow more people to fill your feed | mentioned | story.md:5 | title: - | "
                    + "message: Follow more people to fill your feed",
                "Follow more people to fill your feed | when: when I open the Home feed | story.md:4",
            ])
    }

    func testScenariosShowingNoTipNameNone() {
        let plan = read(
            """
            Given I am on the Settings screen
            When I tap Support
            Then I see the tip jar
            And a popover lists the amounts

            Given I dismissed the first tip
            When I open the chart again
            Then the next tip in the sequence appears
            """)
        XCTAssertEqual(facts(plan), [])
    }
}
