import XCTest

@testable import TipLint

/// Tips a proposal names only by their copy, in its `What:` field about TipKit (real plans, round 11):
/// one mentioned tip per quoted copy, in a comma-separated list or alone in parentheses.
final class PlanProposalTipCopiesTests: XCTestCase {
    private func tips(_ text: String) -> [String] { plannedTipLines(text, path: "PROPOSALS.md") }

    func testQuotedCopiesOfAWhatFieldAboutTipKitAreTips() {
        XCTAssertEqual(
            tips(
                """
                # Proposals

                ## [P-007] TipKit hints for the shelf
                - **What:** Use TipKit to show contextual tips: 'Drag to reorder shelves', 'Tap a jar to refill it'
                - **Why:** Apple's framework, nothing to maintain.

                ## [P-008] Feature discovery — NEXT
                - **What:** iOS 17 TipKit for feature discovery ("Pinch to see the whole pantry")
                """),
            [
                "Drag to reorder shelves | Drag to reorder shelves | mentioned | PROPOSALS.md:4",
                "Tap a jar to refill it | Tap a jar to refill it | mentioned | PROPOSALS.md:4",
                "Pinch to see the whole pantry | Pinch to see the whole pantry | mentioned | PROPOSALS.md:8",
            ])
    }

    /// Not about TipKit, not a `What:` field, or one quote mid-sentence: no tip.
    func testOtherQuotedPhrasesAreNoTips() {
        XCTAssertEqual(
            tips(
                """
                # Proposals

                - **What:** Rename the buttons: 'Drag to reorder shelves', 'Tap a jar to refill it'
                - **Why:** TipKit tips: 'Drag to reorder shelves', 'Tap a jar to refill it'
                - **What:** TipKit popover on the "Refill all jars" button, shown once
                """), [])
    }
}
