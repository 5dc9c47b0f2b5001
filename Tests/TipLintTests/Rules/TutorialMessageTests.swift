import TipLintTestSupport
import XCTest

@testable import TipLint

/// The messages of the TutorialKit rules, on each rule's first triggering example (the examples state
/// the findings): each names what is wrong, where its pair is, and what the user sees.
final class TutorialMessageTests: XCTestCase {
    private func messages(_ rule: any Rule.Type) throws -> [String] {
        let description = rule.description
        return try RuleSpecRunner.findings(of: description.id, in: description.triggering[0]).map(\.message)
    }

    func testTargetNotCapturedNamesTheArrowKindStepAndElement() throws {
        XCTAssertEqual(
            try messages(TutorialTargetNotCapturedRule.self),
            [
                "arrow in step 'Depth' targets .depthSlider, but no view captures it with "
                    + ".captureTutorialFrame(.depthSlider); the arrow has nothing to point at",
                "supplemental arrow in step 'Depth' targets .chart, but no view captures it with "
                    + ".captureTutorialFrame(.chart); the arrow has nothing to point at",
            ])
    }

    func testElementDuplicateIDNamesTheFirstElementWithTheID() throws {
        XCTAssertEqual(
            try messages(TutorialElementDuplicateIDRule.self).first,
            "tutorial element .courseKnob has id 'Course', the same as .courseLabel (App.swift:2); "
                + "their frames overwrite each other")
    }

    func testTriggerUnhandledNamesBothHandlers() throws {
        XCTAssertEqual(
            try messages(TutorialTriggerUnhandledRule.self),
            [
                "step 'Preferences' fires trigger \"openPreferences\", but no view handles it with "
                    + ".tutorialTriggered(\"openPreferences\", isPresented:) or .tutorialAction(\"openPreferences\")"
            ])
    }

    func testBlurDuplicateBitNamesTheTargetWithTheSameValue() throws {
        XCTAssertEqual(
            try messages(TutorialBlurDuplicateBitRule.self),
            ["blur target .logbook has raw value 2, the same as .panel (App.swift:5); blurring one blurs both"])
    }

    func testBlurUnappliedNamesTheUnmarkedMemberOfACombination() throws {
        XCTAssertEqual(
            try messages(TutorialBlurUnappliedRule.self),
            [
                "step 'Welcome' blurs .logbook, but no view is marked with .tutorialBlur(.logbook); nothing blurs",
                "step 'Chart' blurs .all (.logbook), but no view is marked with .tutorialBlur(.logbook); nothing blurs",
            ])
    }

    func testOverlayMissingNamesThePresentedViewTargetAndStep() throws {
        XCTAssertEqual(
            try messages(TutorialOverlayMissingRule.self),
            [
                "the .popover of PreferencesPanel holds .boatPicker, targeted by supplemental arrows in step 'Boat' "
                    + "(Tour.swift:9), but its content lacks .tutorialOverlay(); those arrows are never drawn"
            ])
    }

    func testNotAttachedNamesTheStepsAndTheOverlay() throws {
        XCTAssertEqual(
            try messages(TutorialNotAttachedRule.self),
            [
                "TourSteps defines tutorial steps but no .tutorial(...) modifier presents it; the tour never starts",
                "CustomOverlay is a TutorialOverlay but no .tutorial(...) modifier presents it; the tour never starts",
            ])
    }
}
