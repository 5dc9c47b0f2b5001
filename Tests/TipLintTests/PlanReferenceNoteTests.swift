import XCTest

@testable import TipLint

/// A reference the team keeps about code already built (a cheat sheet, a handbook) shows the app's tips
/// in Swift, but plans none (real plans, round 42).
final class PlanReferenceNoteTests: XCTestCase {
    private static func document(titled title: String) -> String {
        """
        # \(title)

        ## Widgets

        The widget reads the shared store.

        ## TipKit

        ```swift
        struct ShadeTip: Tip {
            var title: Text { Text("Pick a Shade") }
        }
        ```
        """
    }

    func testACheatSheetIsNoPlanEvenAboutTips() {
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "Lantern — Cheat Sheet iOS")))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "TipKit cheat sheet")))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "Lantern"), names: ["HANDBOOK.md"]))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "Lessons learned")))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "🧠 Deep Dives")))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "Lantern"), names: ["DeepDives.md"]))
    }

    func testAReferenceThatSaysPlanIsOne() {
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "Lantern")))
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "TipKit reference and implementation plan")))
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "Onboarding tips: deep dive and plan")))
    }
}
