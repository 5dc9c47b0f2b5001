import XCTest

@testable import TipLint

/// The keys of rules' findings (a baseline matches on rule, file and key), on each rule's
/// first triggering example, which states the findings.
final class FindingKeyTests: XCTestCase {
    private func keys(_ rule: any Rule) -> [String] {
        TipKitTest.findings(rule, triggeringExample: 0).map(\.key)
    }

    func testEventNeverDonatedNamesTheTipAndEvent() {
        XCTAssertEqual(keys(EventNeverDonatedRule()), ["SaveRouteTip.viewed"])
    }

    func testEventDuplicateIdIsTheSharedID() {
        XCTAssertEqual(keys(EventDuplicateIDRule()), ["tapped"])
    }

    func testTipInLoopNamesTheTip() {
        XCTAssertEqual(keys(TipInLoopRule()), ["LabelFaceTip"])
    }

    /// A planned event the code renamed, keeping its id, is keyed by the code's name.
    func testPlanDonationMissingNamesTheRenamedEvent() throws {
        let example = PlanDonationMissingRule.renamedPlannedEvent(donated: false)
        XCTAssertEqual(
            try RuleSpecRunner.findings(of: "plan_donation_missing", in: example).map(\.key), ["ScanTip.faceWasScanned"]
        )
    }
}
