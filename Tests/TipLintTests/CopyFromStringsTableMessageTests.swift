import TipLintTestSupport
import XCTest

@testable import TipLint

/// Copy looked up in a strings table is measured and compared as the table's value: the message
/// quotes that value, what was measured, and names the key the code holds (DeadLineTodo quoted the
/// Chinese key of an English value it had measured).
final class CopyFromStringsTableMessageTests: XCTestCase {
    private func messages(_ example: RuleExample, of rule: String) throws -> [String] {
        try RuleSpecRunner.lint(MarkedProject(example)).filter { $0.ruleID == rule }.map {
            "\($0.location): \($0.message)"
        }
    }

    func testTheLengthRuleQuotesTheMeasuredValueAndNamesItsKey() throws {
        let example = try XCTUnwrap(
            TipCopyLengthRule.description.triggering.first { $0.files.contains { $0.path.hasSuffix(".xcstrings") } })
        XCTAssertEqual(
            try messages(example, of: "tip_copy_length"),
            [
                "Trails/Tips.swift:4:31: message of OfflineTip (\"Saved routes work offline. They sync later. "
                    + "Share them too.\", key \"offline.tip.message\" in Trails/en.lproj/Localizable.strings) "
                    + "is 3 sentences (limit 2); keep it to a short sentence or two",
                "Trails/Tips.swift:7:46: title of SyncTip (\"Your routes sync to every device you sign in on\", "
                    + "key \"sync.tip.title\" in Trails/Localizable.xcstrings) is 47 characters, over the limit of "
                    + "40; shorten it to a direct phrase",
            ])
    }

    func testThePlanRuleNamesTheKeyOfTheComparedValue() throws {
        let example = try XCTUnwrap(
            PlanCopyMismatchRule.description.triggering.first { $0.files.contains { $0.path.hasSuffix(".strings") } })
        XCTAssertEqual(
            try messages(example, of: "plan_copy_mismatch"),
            [
                "Faces/Tips/FacesTips.swift:6:28: ScanTip's title is \"Scan someone\" (key \"scan.tip.title\" in "
                    + "Faces/en.lproj/Localizable.strings); the plan says \"Scan a New Face\" (docs/faces-tips-plan.md:20)"
            ])
    }
}
