import XCTest

@testable import TipLint

/// One tip a checklist item about TipKit adds for a named subject (real plans, round 11: an agent
/// guide's `- [ ] TipKit: add contextual tip for first-time AutoFill setup`): a mentioned tip named
/// by its subject, as the "tips for" lists name theirs (`PlanSubjectTipListTests`).
final class PlanSingleSubjectTipTests: XCTestCase {
    private func tips(_ text: String) -> [String] { plannedTipLines(text, path: "GUIDE.md") }

    func testATipKitItemAddingATipForASubjectNamesThatTip() {
        XCTAssertEqual(
            tips(
                """
                # Shelf

                ### Phase 4 — Release prep
                - [ ] String Catalog pass
                - [ ] TipKit: add contextual tip for first-time Sync setup
                """),
            ["first-time Sync setup | first-time Sync setup | mentioned | GUIDE.md:5"])
    }

    /// Without TipKit, without a creating verb, or for several subjects or a sentence, no tip is named.
    func testOtherTipForLinesNameNoTip() {
        XCTAssertEqual(
            tips(
                """
                # Shelf

                - [ ] Add a tip for first-time Sync setup
                - [ ] TipKit: a tip for first-time Sync setup
                - [ ] TipKit: add a tip for search and filters
                - [ ] TipKit: add a tip for people who skip the intro and never come back
                """), [])
    }
}
