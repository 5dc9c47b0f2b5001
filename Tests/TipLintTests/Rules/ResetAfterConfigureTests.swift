import TipLintTestSupport
import XCTest

@testable import TipLint

/// `ResetAfterConfigureRule` through a helper: the message names the helper, the reset inside it is
/// related. Its examples state the findings.
final class ResetAfterConfigureTests: XCTestCase {
    func testAResettingHelperIsNamedAndItsResetRelated() throws {
        let example = LanternSetupHelperExamples.showTipsAgainButton(marked: true)
        let findings = try RuleSpecRunner.findings(of: "reset_after_configure", in: example)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.related.map { "\($0.file):\($0.line)" }, ["Support/LanternTips.swift:8"])
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.contains("`LanternTips.replay()`"), message)
    }
}
