import XCTest

@testable import TipLint

/// A document that reports a defect of the tips that exist (real plans, round 37: a TipKit bug analysis
/// with the tips' code as it is and a proposed fix) is no plan for discovery, even when its name is
/// about tips; a plan of the fix says so in its name and still is one.
final class PlanDefectReportTests: XCTestCase {
    private static func document(titled title: String) -> String {
        """
        # \(title)

        ## Flow

        1. People open a ledger (LedgerTip)
        2. **Bug: ShareTip shows while the export sheet is up**

        ## Root cause

        The rule reads `Flags.$shared` too early:

        ```swift
        struct ShareTip: Tip {
            var title: Text { Text("Share the ledger") }
        }
        ```
        """
    }

    func testABugAnalysisOrFixNoteIsNoPlan() {
        XCTAssertFalse(
            PlanReader.looksLikePlan(Self.document(titled: "TipKit bug analysis: ShareTip"), names: ["SHARE.md"]))
        XCTAssertFalse(
            PlanReader.looksLikePlan(Self.document(titled: "ShareTip timing"), names: ["tips_correction.md"]))
        XCTAssertFalse(
            PlanReader.looksLikePlan(Self.document(titled: "Share tip: root cause"), names: ["notes.md"]))
        XCTAssertFalse(
            PlanReader.looksLikePlan(Self.document(titled: "TipKit bug analysis: ShareTip"), names: ["plan.md"]),
            "the title decides over the file name")
    }

    func testAPlanOfTheFixStillIs() {
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "ShareTip timing"), names: ["SHARE.md"]))
        XCTAssertTrue(
            PlanReader.looksLikePlan(Self.document(titled: "Share tip fix plan"), names: ["tips_correction.md"]))
        XCTAssertTrue(
            PlanReader.looksLikePlan(Self.document(titled: "Share tips implementation"), names: ["fix-share.md"]))
    }
}
