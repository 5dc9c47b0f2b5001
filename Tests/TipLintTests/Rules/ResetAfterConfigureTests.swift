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

    /// The button may do more than reset (cantus-studio-for-mac's tour button replays the tour through new tip
    /// ids): the message says the reset fails, not that the action does nothing.
    func testAUserActionsResetIsSaidToFailNotTheAction() throws {
        let example = LanternSetupHelperExamples.showTipsAgainButton(marked: true)
        let findings = try RuleSpecRunner.findings(of: "reset_after_configure", in: example)
        XCTAssertEqual(
            findings.map { "\($0.ruleID):\($0.file):\($0.line)" }, ["reset_after_configure:Views/SettingsView.swift:6"])
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.contains("the reset throws and resets nothing"), message)
        XCTAssertFalse(message.contains("does nothing for users"), message)
    }

    /// Configure and reset in different cases of one `switch`, or arms of one `if`, are not "after configure in
    /// the same body" (a TipKit plugin's method handler, Ellweb3/apple-tipkit@0c2cb0a): each runs on its own call.
    /// Both in one case still are.
    func testAResetInAnotherArmThanConfigureIsNotAfterIt() throws {
        let handler = { (setUp: String, reset: String) in
            RuleExample(
                """
                import TipKit

                final class TipsChannel {
                    func handle(_ method: String) {
                        switch method {
                        case "setUp":
                            \(setUp)
                        case "showTipsAgain":
                            \(reset)
                        default:
                            break
                        }
                    }

                    func start(fresh: Bool) {
                        if fresh {
                            try? Tips.configure()
                        } else {
                            try? Tips.resetDatastore()
                        }
                    }
                }
                """)
        }
        let apart = try RuleSpecRunner.findings(
            of: "reset_after_configure",
            in: handler("try? Tips.configure()", "try? Tips.resetDatastore()"))
        XCTAssertEqual(apart.map { "\($0.ruleID):\($0.file):\($0.line)" }, [])
        let together = try RuleSpecRunner.findings(
            of: "reset_after_configure",
            in: handler("try? Tips.configure(); try? Tips.resetDatastore()", "break"))
        XCTAssertEqual(
            together.map { "\($0.ruleID):\($0.file):\($0.line)" },
            ["reset_after_configure:App.swift:7"])
    }
}
