import XCTest

@testable import TipLint

/// `RuleParameterMissingDollarRule`'s message gives the corrected rule; its triggering example
/// states the finding.
final class RuleParameterMissingDollarTests: XCTestCase {
    func testTheMessageWritesTheRuleWithTheDollar() {
        let example = RuleParameterMissingDollarRule.description.triggering[0]
        let findings = TipKitTest.findings(RuleParameterMissingDollarRule(), TipKitTest.files(example))
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(
            findings.first?.message.contains("#Rule(Self.$isSignedIn)") ?? false, findings.first?.message ?? "")
    }
}
