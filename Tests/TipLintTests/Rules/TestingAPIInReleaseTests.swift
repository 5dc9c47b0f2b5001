import TipLintTestSupport
import XCTest

@testable import TipLint

/// `TestingAPIInReleaseRule`'s severities, messages and related locations through a helper: unconditional
/// at launch is an error, behind a runtime switch a warning naming the switch. Its examples state the
/// findings.
final class TestingAPIInReleaseTests: XCTestCase {
    func testAnUnconditionalCallIsAnErrorAndASwitchedOneAWarning() throws {
        let findings = try RuleSpecRunner.findings(
            of: "testing_api_in_release", in: LanternSetupHelperExamples.testingCallsThroughHelpers)
        XCTAssertEqual(
            findings.map { "\($0.severity):\($0.file):\($0.line)" },
            ["error:LanternApp.swift:5", "warning:LanternApp.swift:6", "warning:LanternApp.swift:13"])
        XCTAssertTrue(findings[1].message.contains("an environment variable"), findings[1].message)
        XCTAssertEqual(findings[0].related.map { "\($0.file):\($0.line)" }, ["Support/TipDebug.swift:4"])
    }
}
