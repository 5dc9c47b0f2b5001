import XCTest

@testable import TipLint

/// `ConfigureDuplicateRule` through a helper: the message names the helper and where it runs again, the
/// helper's own configure and the first run are related (the rule alone: a run adds the folded
/// `configure_in_view_lifecycle` finding's place). Its examples state the findings.
final class ConfigureDuplicateTests: XCTestCase {
    func testASecondRunOfAHelperNamesItAndRelatesTheFirstRun() {
        let findings = TipKitTest.findings(ConfigureDuplicateRule(), triggeringExample: 1)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(
            findings.first?.related.map { "\($0.file):\($0.line)" }, ["Support/TipsSetup.swift:5", "TrailApp.swift:4"])
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.contains("`TipsSetup.start()`"), message)
        XCTAssertTrue(message.contains("`.onChange` of SettingsView"), message)
    }
}
