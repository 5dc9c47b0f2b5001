import XCTest

@testable import TipLint

/// A document that weighs what could be done (real plans, round 11: an analysis of enhancement
/// opportunities whose one low-priority TipKit option declares a tip in Swift) is no plan for
/// discovery, unless its name is about tips; a plan that also analyses is still one.
final class PlanOptionsSurveyTests: XCTestCase {
    private static func document(titled title: String) -> String {
        """
        # \(title)

        ## Sync

        ### Options

        #### 3. **Guided setup with TipKit** (Low Priority)

        ```swift
        import TipKit

        struct SyncSetupTip: Tip {
            var title: Text { Text("Turn on sync") }
        }
        ```
        """
    }

    func testAnAnalysisOfOpportunitiesIsNoPlan() {
        XCTAssertFalse(
            PlanReader.looksLikePlan(
                Self.document(titled: "Enhancement Opportunities Analysis"), names: ["ENHANCEMENT_OPPORTUNITIES.md"]))
    }

    func testAPlanOrATipAnalysisStillIs() {
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "Sync Design"), names: ["SYNC.md"]))
        XCTAssertTrue(
            PlanReader.looksLikePlan(Self.document(titled: "Gap analysis and roadmap"), names: ["GAPS.md"]))
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "TipKit ideas"), names: ["IDEAS.md"]))
    }
}
