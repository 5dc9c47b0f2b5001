import XCTest

@testable import TipLint

/// The whole analysis over the Pebblepaw fixture (Tests/Fixtures/Tooltips): a
/// game-like app with an energy bar, an activities tab and a character intro,
/// in a clean variant and three defect variants.
final class TooltipEndToEndTests: XCTestCase {
    func testCleanAppHasNoFindingsAndUsesOnlyTheTooltipSystem() throws {
        let (result, _) = try SystemFixtures.analyze(Fixtures.base("Tooltips"))
        XCTAssertEqual(SystemFixtures.expected(result.findings), [])
        XCTAssertEqual(result.systems, [.tooltipManager])
    }

    /// A reused id with other copy, ids off the naming scheme (one in a
    /// `resetTooltip` call), a long message. The ids in comments and strings are not read.
    func testCopyDefects() throws {
        try FixtureRun(Fixtures.variant("Tooltips", "defects-copy"), usePlan: false)
            .assertMarkedFindings()
    }

    /// A sheet cannot use the tab overlay behind it; a view with its own manager
    /// cannot use the overlay of the app's; a reset outside `#if DEBUG`. The reset in
    /// the `#else` of `#if !DEBUG` and the one in a unit test are fine.
    func testWiringDefects() throws {
        try FixtureRun(Fixtures.variant("Tooltips", "defects-wiring"), usePlan: false)
            .assertMarkedFindings()
    }

    /// The app never injects the manager; the preview's injection does not count.
    func testManagerNotProvided() throws {
        try FixtureRun(Fixtures.variant("Tooltips", "defects-provider"), usePlan: false)
            .assertMarkedFindings()
    }
}
