import XCTest

@testable import TipLint

/// Lantern (Tests/Fixtures/Lantern): TipKit set up through helpers — a bootstrap enum the App
/// calls at launch and the settings screen calls again, a "show tips again" button, a debug tool
/// behind a launch argument. Every finding is marked on its line with `tiplint-expect:`; this
/// test also checks each one's column, severity and related locations.
final class EndToEndSetupTests: XCTestCase {
    func testSetupThroughHelpers() throws {
        let run = try FixtureRun(Fixtures.root.appendingPathComponent("Lantern"), usePlan: false)
        run.assertMarkedFindings()
        XCTAssertEqual(
            run.result.findings.map { "\(run.relative($0.file)):\($0.line):\($0.column) \($0.severity) \($0.ruleID)" },
            [
                "Lantern/LanternApp.swift:8:13 warning testing_api_in_release",
                "Lantern/Tips/LanternTips.swift:3:8 note tip_never_invalidated",
                "Lantern/Views/RoomController.swift:6:9 error configure_duplicate",
                "Lantern/Views/ScenesView.swift:9:13 warning missing_import",
                "Lantern/Views/SettingsView.swift:10:31 error configure_duplicate",
                "Lantern/Views/SettingsView.swift:13:17 error reset_after_configure",
            ])
        // Each names the helper and relates the TipKit call inside it.
        let reset = try XCTUnwrap(run.findings("reset_after_configure").first)
        XCTAssertTrue(reset.message.contains("`TipsBootstrap.replayNow()`"), reset.message)
        XCTAssertEqual(
            reset.related.map { "\(run.relative($0.file)):\($0.line)" }, ["Lantern/Support/TipsBootstrap.swift:19"])
        let duplicate = try XCTUnwrap(run.findings("configure_duplicate").first)
        XCTAssertEqual(
            duplicate.related.map { "\(run.relative($0.file)):\($0.line)" },
            [
                "Lantern/Support/TipsBootstrap.swift:14", "Lantern/LanternApp.swift:6",
                // The same call in `viewDidLoad`: configure_in_view_lifecycle, folded in.
                "Lantern/Views/RoomController.swift:6",
            ])
    }
}
