import TipLint
import XCTest

/// Examples/Remet is what the README's first command lints; its README lists
/// these findings, and this test keeps the two in step.
final class EndToEndExampleTests: XCTestCase {
    func testExampleFindingsMatchItsReadme() throws {
        let run = try FixtureRun(Fixtures.examples.appendingPathComponent("Remet"))
        let tips = "Sprig/Tips/SprigTips.swift"
        let care = "Sprig/Views/Care/CareScheduleView.swift"
        run.assertFindings([
            .init("event_never_donated", tips, 116),
            .init("tip_never_displayed", tips, 141),
            .init("plan_import_missing", care, 1),
            .init("missing_import", care, 17),
            .init("plan_display_missing", "Sprig/Views/Plants/PlantDetailView.swift", 1),
            .init("plan_donation_missing", "Sprig/Views/Review/PhotoReviewView.swift", 1),
        ])
    }
}
