import XCTest

@testable import TipLint

/// `RuleParameterMissingDollarRule`'s message gives the corrected rule; its triggering example
/// states the finding.
final class RuleParameterMissingDollarTests: XCTestCase {
    func testTheMessageWritesTheRuleWithTheDollar() {
        let findings = TipKitTest.findings(RuleParameterMissingDollarRule(), triggeringExample: 0)
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(
            findings.first?.message.contains("#Rule(Self.$isSignedIn)") ?? false, findings.first?.message ?? "")
    }
}
