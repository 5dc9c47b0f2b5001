import XCTest

@testable import TipLint

/// Which names call a document a test plan or QA checklist (discovery never takes one): the words of
/// a file name or title, camel case split (`QAChecklist.md`), and "verification" as what the
/// document is (`tips-verification.md`), not the feature it plans (`# Verification of sign-in`).
final class PlanTestPlanNameTests: XCTestCase {
    func testCamelCaseAndSpelledOutTestPlanNames() {
        for name in [
            "QAChecklist.md", "TestPlan-iOS.md", "TESTPLAN-3.3.md", "qa-checklist.md", "docs/tips-verification.md",
            "# Test plan — 2.0 device session", "# Tips verification checklist",
        ] {
            XCTAssertTrue(PlanSubject.isTestPlan([name]), name)
        }
    }

    func testAPlanNamedForWhatItVerifiesOrHoldingTheLettersIsNoTestPlan() {
        for name in [
            "# Verification of sign-in — onboarding tips", "# Verification for new lamps", "Quality.md",
            "docs/latest-plans.md", "# Aqua theme tips",
        ] {
            XCTAssertFalse(PlanSubject.isTestPlan([name]), name)
        }
    }
}
