import XCTest

@testable import TipLint

/// The whole analysis over the Tidewater fixture (Tests/Fixtures/Tutorial): a
/// chart and an instrument panel with a preferences popover, supplemental arrows
/// and triggers, elements declared in another file than their steps, and a
/// vendored copy of TutorialKit whose own preview is not the app's tour.
final class TutorialEndToEndTests: XCTestCase {
    func testCleanAppHasNoFindingsAndUsesOnlyTutorialKit() throws {
        let (result, _) = try SystemFixtures.analyze(Fixtures.base("Tutorial"))
        XCTAssertEqual(SystemFixtures.expected(result.findings), [])
        XCTAssertEqual(result.systems, [.tutorialKit])
        let tour = TutorialIndex(result.model)
        XCTAssertEqual(
            tour.steps.map { $0.title?.text }, ["Ahoy!", "The Chart", "Depth", "Heading", "Preferences", "Fair Winds"])
        XCTAssertEqual(tour.facts.elements.count, 8)
        XCTAssertEqual(tour.facts.captures.count, 8)
        XCTAssertTrue(result.model.files.contains { $0.tutorial.isLibrarySource })
    }

    /// An undeclared arrow target (once a comment), a misspelt capture that leaves
    /// its element uncaptured, an element nothing points at, an id used twice.
    func testElementDefects() throws {
        try FixtureRun(Fixtures.variant("Tutorial", "defects-elements"), usePlan: false)
            .assertMarkedFindings()
    }

    /// A handler renamed away from its step's trigger, a blur bit written twice
    /// (`0b100` and `4`), and a region no view blurs, named directly and through a combination.
    func testTriggerAndBlurDefects() throws {
        try FixtureRun(Fixtures.variant("Tutorial", "defects-triggers"), usePlan: false)
            .assertMarkedFindings()
    }

    /// The popover holding the supplemental arrows' targets lacks `.tutorialOverlay()`,
    /// and no `.tutorial(…)` presents the steps. The tide sheet holds no targets and needs none.
    func testPresentationDefects() throws {
        try FixtureRun(Fixtures.variant("Tutorial", "defects-presentation"), usePlan: false)
            .assertMarkedFindings()
    }
}
