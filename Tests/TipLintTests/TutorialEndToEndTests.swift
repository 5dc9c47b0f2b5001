import XCTest
@testable import TipLint

/// The whole analysis over the Tidewater fixture (Tests/Fixtures/Tutorial): a
/// chart and an instrument panel with a preferences popover, supplemental arrows
/// and triggers, elements declared in another file than their steps, and a
/// vendored copy of TutorialKit whose own preview is not the app's tour.
final class TutorialEndToEndTests: XCTestCase {
    func testCleanAppHasNoFindingsAndUsesOnlyTutorialKit() throws {
        let (result, _) = try SystemFixtures.analyze("Tutorial/clean")
        XCTAssertEqual(SystemFixtures.describe(result.findings), [])
        XCTAssertEqual(result.systems, [.tutorialKit])
        let tour = TutorialTour(result.model)
        XCTAssertEqual(tour.steps.map { $0.title?.text }, ["Ahoy!", "The Chart", "Depth", "Heading", "Preferences", "Fair Winds"])
        XCTAssertEqual(tour.facts.elements.count, 8)
        XCTAssertEqual(tour.facts.captures.count, 8)
        XCTAssertTrue(result.model.files.contains { $0.tutorial.isLibrarySource })
    }

    /// An undeclared arrow target (once a comment), a misspelt capture that leaves
    /// its element uncaptured, an element nothing points at, an id used twice.
    func testElementDefects() throws {
        XCTAssertEqual(try SystemFixtures.findings("Tutorial/defects-elements"), [
            "tutorial_element_unused Tidewater/Tour/TourElements.swift:8",
            "tutorial_element_duplicate_id Tidewater/Tour/TourElements.swift:22",
            "tutorial_target_not_captured Tidewater/Tour/TourSteps.swift:16",
            "tutorial_element_undeclared Tidewater/Tour/TourSteps.swift:17",
            "tutorial_element_undeclared Tidewater/Views/ChartView.swift:21",
        ])
    }

    /// A handler renamed away from its step's trigger, a blur bit written twice
    /// (`0b100` and `4`), and a region no view blurs, named directly and through a combination.
    func testTriggerAndBlurDefects() throws {
        XCTAssertEqual(try SystemFixtures.findings("Tutorial/defects-triggers"), [
            "tutorial_blur_duplicate_bit Tidewater/Tour/TourBlurTargets.swift:7",
            "tutorial_blur_unapplied Tidewater/Tour/TourSteps.swift:34",
            "tutorial_trigger_unhandled Tidewater/Tour/TourSteps.swift:48",
            "tutorial_blur_unapplied Tidewater/Tour/TourSteps.swift:53",
            "tutorial_trigger_unused Tidewater/Views/InstrumentPanel.swift:28",
        ])
    }

    /// The popover holding the supplemental arrows' targets lacks `.tutorialOverlay()`,
    /// and no `.tutorial(…)` presents the steps. The tide sheet holds no targets and needs none.
    func testPresentationDefects() throws {
        XCTAssertEqual(try SystemFixtures.findings("Tutorial/defects-presentation"), [
            "tutorial_not_attached Tidewater/Tour/TourSteps.swift:4",
            "tutorial_overlay_missing Tidewater/Views/InstrumentPanel.swift:24",
        ])
    }
}
