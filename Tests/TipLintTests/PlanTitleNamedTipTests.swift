import XCTest

@testable import TipLint

/// An issue that asks for one tip names it only in its title (real plans, round 38: `# Add … tooltip`, a
/// Given/When/Then story titled `# [Area] … tip`): a mentioned tip named by the title's words.
final class PlanTitleNamedTipTests: XCTestCase {
    private func tips(_ text: String) -> [String] { plannedTipLines(text, path: "issue.md") }

    func testATitleAskingForOneTipNamesIt() {
        XCTAssertEqual(
            tips(
                """
                # Add Sourdough Timer tooltip

                **Acceptance criteria**
                - When the timer button first shows, a tooltip points at it.
                - It appears once per install.
                """),
            ["Sourdough Timer | Sourdough Timer | mentioned | issue.md:1"])
        XCTAssertEqual(
            tips(
                """
                # [Onboarding] Welcome to the Counter tool tip

                Given that I open the counter for the first time
                Then I should see a tool tip above the register
                """),
            ["Welcome to the Counter | Welcome to the Counter | mentioned | issue.md:1"])
        XCTAssertEqual(
            tips(
                """
                # Tips: Reorder loaves

                Tell people they can hold a loaf to drag it, using TipKit.
                """),
            ["Reorder loaves | Reorder loaves | mentioned | issue.md:1"])
    }

    /// An issue of a TipKit app titled by where its tips go names one tip by the place; without TipKit in
    /// the document, such a title is as often a guide's and names none.
    func testATitleNamingWhereTipsGoNamesATipByThePlaceWhenTheDocumentNamesTipKit() {
        XCTAssertEqual(
            tips("# tips for swipe actions\n\nwith TipKit\n"),
            ["swipe actions | swipe actions | mentioned | issue.md:1"])
        XCTAssertEqual(
            tips("# Add a TipKit tip on the export sheet\n\nIt shows once.\n"),
            ["export sheet | export sheet | mentioned | issue.md:1"])
        for title in ["# Tips for contributors", "# Add tips for swipe actions"] {
            XCTAssertEqual(tips(title + "\n\nKeep each pull request small.\n"), [], title)
        }
    }

    /// A document that names its tips elsewhere keeps those; a title of plural tips, a kind of tip, a defect,
    /// or a heading below the first line names none.
    func testOtherTitlesNameNoTip() {
        XCTAssertEqual(
            tips(
                """
                # Add proofing tip

                - [ ] `ProofingTip`: "Let it rise" on the proofing view
                """
            ).map { $0.components(separatedBy: " | ")[0] }, ["ProofingTip"])
        for title in [
            "# Add usage tips", "# Add a new TipKit tip", "# Fix proofing tip", "# Popover tip", "# Tips: the",
            "Notes\n\n# Add proofing tip",
        ] {
            XCTAssertEqual(tips(title + "\n\nIt shows once.\n"), [], title)
        }
    }
}
