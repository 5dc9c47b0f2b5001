import XCTest

@testable import TipLint

/// A tip table whose tips are named by the feature they introduce, with a column saying how each tip
/// is shown (real plans, round 11: `Feature | Trigger condition | Tip style` in a suite design): the
/// style column is a style and place, not the tips' names; each row is a mentioned tip named by its
/// feature, and a tip the document declares in Swift is that row's tip when their subjects match.
final class PlanFeatureTipTableTests: XCTestCase {
    private func tips(_ text: String) -> [String] { plannedTipLines(text, path: "plan.md") }

    func testTheFeatureColumnNamesTheTipsAndTheStyleColumnDoesNot() {
        XCTAssertEqual(
            tips(
                """
                # Shelf — onboarding tips

                | Feature | Trigger condition | Tip style |
                |---|---|---|
                | Drag-to-reorder gesture | First launch | Popover on list row |
                | Quick archive | User opened the archive twice | Inline in settings |

                ```swift
                import TipKit

                struct DragToReorderTip: Tip {
                    var title: Text { Text("Drag to reorder") }
                }
                ```
                """),
            [
                "Quick archive | Quick archive | mentioned | plan.md:6",
                "DragToReorderTip | - | declared | plan.md:11",
            ])
    }

    /// A `Feature` column lists tips only in a table whose header says it is about tips: a TipKit
    /// section's table of the framework's features names no tip.
    func testAFeatureTableWhoseHeaderIsNotAboutTipsNamesNoTip() {
        XCTAssertEqual(
            tips(
                """
                # Shelf — onboarding tips

                ## TipKit

                | Feature | Available from |
                |---|---|
                | Rules | iOS 17 |
                | Tip groups | iOS 18 |
                """), [])
    }

    func testAStyleHeaderIsNoTipColumn() {
        XCTAssertNil(PlanField.meaning(of: "Tip style"))
        XCTAssertNil(PlanField.meaning(of: "Tip kind"))
        XCTAssertEqual(PlanField.meaning(of: "Trigger condition"), .rule)
        XCTAssertEqual(PlanField.meaning(of: "Tip type"), .tip)
    }
}
