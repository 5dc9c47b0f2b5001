import TipLintTestSupport
import XCTest

@testable import TipLint

/// Tips a plan counts and names in brackets (real plans, round 8: a completion record's `Four tips
/// (add keyboard / Full Access / …), each one action`): each a mentioned tip named by its words,
/// paired with the code's tips by them, never more than a note.
final class PlanCountedTipListTests: XCTestCase {
    private let record = """
        # Assignment: studio presentation

        ### P3

        - Tips configured in the app only.
        - Three tips (glaze kiln / Full Access / first firing), each one action.
        - Two tips (see the design note below) are optional.
        - Four tips (glaze / firing)
        """

    func testACountThenAsManySlashSeparatedSubjectsNamesEachTip() {
        XCTAssertEqual(
            PlanReader.read(documents: [(path: "plan.md", text: record)]).tips.map {
                "\($0.name) | \($0.describedAs ?? "-") | \($0.evidence.rawValue) | plan.md:\($0.source.line)"
            },
            [
                "glaze kiln | glaze kiln | mentioned | plan.md:6",
                "Full Access | Full Access | mentioned | plan.md:6",
                "first firing | first firing | mentioned | plan.md:6",
            ])
    }

    func testTheCodesTipsPairWithTheSubjectsByTheirWords() throws {
        let code = """
            import TipKit

            struct GlazeKilnTip: Tip { var title: Text { Text("Glaze first") } }
            struct FullAccessTip: Tip { var title: Text { Text("Allow access") } }
            struct FirstFiringTip: Tip { var title: Text { Text("Fire it") } }
            struct ShelfTip: Tip { var title: Text { Text("Stock up") } }
            """
        let findings = try InMemoryProject.analyze(["Studio/Tips.swift": code], plan: record).findings
            .filter { $0.ruleID.hasPrefix("plan_tip") }.map { "\(ExpectedFinding($0)) \($0.severity)" }
        // Only the shelf tip is not in the plan.
        XCTAssertEqual(findings, ["Studio/Tips.swift:6 plan_tip_unplanned note"])
    }
}
