import TipLintTestSupport
import XCTest

@testable import TipLint

/// Copy looked up in a strings table is measured and compared as the table's value: the message
/// quotes that value, what was measured, and names the key the code holds (DeadLineTodo quoted the
/// Chinese key of an English value it had measured).
final class CopyFromStringsTableMessageTests: XCTestCase {
    /// "file:line:column: message" of each finding of `rule` in its first triggering example that
    /// holds a file named `…suffix`.
    private func messages(_ rule: any Rule.Type, exampleWithFileEndingIn suffix: String) throws -> [String] {
        let description = rule.description
        let example = try XCTUnwrap(
            description.triggering.first { $0.files.contains { $0.path.hasSuffix(suffix) } })
        return try RuleSpecRunner.lint(MarkedProject(example)).filter { $0.ruleID == description.id }.map {
            "\($0.location): \($0.message)"
        }
    }

    func testTheLengthRuleQuotesTheMeasuredValueAndNamesItsKey() throws {
        XCTAssertEqual(
            try messages(TipCopyLengthRule.self, exampleWithFileEndingIn: ".xcstrings"),
            [
                "Trails/Tips.swift:4:31: message of OfflineTip (\"Saved routes work offline. They sync later. "
                    + "Share them too.\", key \"offline.tip.message\" in Trails/en.lproj/Localizable.strings) "
                    + "is 3 sentences (limit 2); keep it to a short sentence or two",
                "Trails/Tips.swift:7:46: title of SyncTip (\"Your routes sync to every device you sign in on\", "
                    + "key \"sync.tip.title\" in Trails/Localizable.xcstrings) is 47 characters, over the limit of "
                    + "40; shorten it to a direct phrase",
            ])
    }

    /// A table keyed by its source-language text: the key is the value, quoted once.
    func testAKeyThatIsItsValueIsNotNamedAgain() throws {
        let example = RuleExample(files: [
            "Notch/Tips.swift": """
            import TipKit
            struct ClipboardTip: Tip {
                var title: Text { Text("Boost your productivity with the Clipboard Manager") }
            }
            """,
            "Notch/en.lproj/Localizable.strings": """
            "Boost your productivity with the Clipboard Manager" = "Boost your productivity with the Clipboard Manager";
            """,
        ])
        XCTAssertEqual(
            try RuleSpecRunner.lint(MarkedProject(example)).filter { $0.ruleID == "tip_copy_length" }.map {
                "\($0.location): \($0.message)"
            },
            [
                "Notch/Tips.swift:3:28: title of ClipboardTip (\"Boost your productivity with the Clipboard Manager\" "
                    + "in Notch/en.lproj/Localizable.strings) is 50 characters, over the limit of 40; shorten it to a "
                    + "direct phrase"
            ])
    }

    func testThePlanRuleNamesTheKeyOfTheComparedValue() throws {
        XCTAssertEqual(
            try messages(PlanCopyMismatchRule.self, exampleWithFileEndingIn: ".strings"),
            [
                "Faces/Tips/FacesTips.swift:6:28: ScanTip's title is \"Scan someone\" (key \"scan.tip.title\" in "
                    + "Faces/en.lproj/Localizable.strings); the plan says \"Scan a New Face\" (docs/faces-tips-plan.md:20)"
            ])
    }
}

/// A plan that gives each tip's strings-table keys (an orientation spec's `Title key | Message key` columns,
/// round 13's autorota shape in our words) names the copy the code looks up by them: no `plan_copy_mismatch`.
final class PlannedCopyKeyTests: XCTestCase {
    func testAPlanGivingTheCopysKeyMatchesTheLookedUpCopy() throws {
        let plan = """
            # Garden orientation

            ## Tips

            | Tip ID | Shown in | Title key | Message key |
            | --- | --- | --- | --- |
            | `SeedTip` | `Garden/Views/BedView.swift` | `tip.seed.title` | `tip.seed.other` |
            """
        let example = RuleExample(files: [
            "docs/orientation.md": plan,
            "Garden/Tips.swift": """
            import TipKit
            struct SeedTip: Tip {
                var title: Text { Text("tip.seed.title") }
                var message: Text? { Text("tip.seed.message") }
            }
            """,
            "Garden/Views/BedView.swift": """
            import SwiftUI
            import TipKit
            struct BedView: View {
                var body: some View { Button("Sow") {}.popoverTip(SeedTip()) }
            }
            """,
            "Garden/en.lproj/Localizable.strings": """
            "tip.seed.title" = "Sow a seed";
            "tip.seed.message" = "Tap a bed to sow it.";
            """,
        ])
        // The title's key is the plan's; the message's key is another, so its copy differs from the plan's.
        XCTAssertEqual(
            try RuleSpecRunner.lint(MarkedProject(example)).filter { $0.ruleID.hasPrefix("plan_") }.map {
                "\($0.ruleID) \($0.location): \($0.message)"
            },
            [
                "plan_copy_mismatch Garden/Tips.swift:4:31: SeedTip's message is \"Tap a bed to sow it.\" (key "
                    + "\"tip.seed.message\" in Garden/en.lproj/Localizable.strings); the plan says \"tip.seed.other\" "
                    + "(docs/orientation.md:7)"
            ])
    }
}
