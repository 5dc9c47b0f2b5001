import XCTest

@testable import TipLint

/// When a plan's copy and the code's are the same copy.
final class PlannedCopyTests: XCTestCase {
    func testClosingPunctuationAndTypographyAreTheSameCopy() {
        XCTAssertTrue(PlannedCopy.matches("Tap to warm the oven.", "Tap to warm the oven"))
        XCTAssertTrue(PlannedCopy.matches("Pick a finish - matte or gloss", "Pick a finish — matte or gloss"))
        XCTAssertTrue(PlannedCopy.matches("From 9–5", "From 9-5"))
        XCTAssertTrue(PlannedCopy.matches("Tap \"Bake\" when it's ready", "Tap “Bake” when it’s ready"))
        XCTAssertFalse(PlannedCopy.matches("Pick a finish", "Pick a glaze"))
        XCTAssertFalse(PlannedCopy.matches("Pick a finish - matte", "Pick a finish matte"))
    }
}
