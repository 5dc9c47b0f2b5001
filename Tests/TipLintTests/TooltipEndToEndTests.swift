import XCTest
@testable import TipLint

/// The whole analysis over the Pebblepaw fixture (Tests/Fixtures/Tooltips): a
/// game-like app with an energy bar, an activities tab and a character intro,
/// in a clean variant and three defect variants.
final class TooltipEndToEndTests: XCTestCase {
    func testCleanAppHasNoFindingsAndUsesOnlyTheTooltipSystem() throws {
        let (result, _) = try SystemFixtures.analyze("Tooltips/clean")
        XCTAssertEqual(SystemFixtures.describe(result.findings), [])
        XCTAssertEqual(result.systems, [.tooltipManager])
    }

    /// A reused id with other copy, ids off the naming scheme (one in a
    /// `resetTooltip` call), a long message. The ids in comments and strings are not read.
    func testCopyDefects() throws {
        XCTAssertEqual(try SystemFixtures.findings("Tooltips/defects-copy"), [
            "tooltip_id_style Pebblepaw/Views/ActivitiesView.swift:14",
            "tooltip_copy_length Pebblepaw/Views/HomeView.swift:15",
            "tooltip_duplicate_id Pebblepaw/Views/HomeView.swift:23",
            "tooltip_id_style Pebblepaw/Views/SettingsView.swift:21",
        ])
    }

    /// A sheet cannot use the tab overlay behind it; a view with its own manager
    /// cannot use the overlay of the app's; a reset outside `#if DEBUG`. The reset in
    /// the `#else` of `#if !DEBUG` and the one in a unit test are fine.
    func testWiringDefects() throws {
        XCTAssertEqual(try SystemFixtures.findings("Tooltips/defects-wiring"), [
            "tooltip_overlay_missing Pebblepaw/Views/CharacterIntroView.swift:15",
            "tooltip_reset_in_release Pebblepaw/Views/SettingsView.swift:13",
            "tooltip_overlay_missing Pebblepaw/Views/TreatJarCard.swift:16",
        ])
    }

    /// The app never injects the manager; the preview's injection does not count.
    func testManagerNotProvided() throws {
        XCTAssertEqual(try SystemFixtures.findings("Tooltips/defects-provider"), [
            "tooltip_manager_not_provided Pebblepaw/Views/ActivitiesView.swift:4",
            "tooltip_manager_not_provided Pebblepaw/Views/CharacterIntroView.swift:5",
            "tooltip_manager_not_provided Pebblepaw/Views/HomeView.swift:4",
            "tooltip_manager_not_provided Pebblepaw/Views/RootView.swift:4",
            "tooltip_manager_not_provided Pebblepaw/Views/SettingsView.swift:4",
        ])
    }
}
