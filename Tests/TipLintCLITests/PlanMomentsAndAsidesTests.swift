import XCTest

@testable import TipLintCLI

/// Two shapes of real plans in our own words beside the Lantern app (Tests/Fixtures/NotPlans): a
/// broad plan's bullet about TipKit tips introducing moments with their copy (round 13), and a
/// guide's "Tip:" label before advice (round 15), which plans nothing.
final class PlanMomentsAndAsidesTests: XCTestCase {
    func testMomentsUnderABulletAboutTipsAreReadWithTheirCopyAndLine() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        try tree.write(
            "docs/lantern-v1-plan.md",
            """
            # Lantern V1 plan

            ## Evenings and discoverability

            - **Lighting modes**: warm, cool and candle, chosen in settings.
            - **TipKit coaching tips** (2 key moments, each dismissed for good once done):
              1. First time trimming: "Trim the wick for a steadier flame"
              2. First time on the shade screen: "Colored glass softens the light"
            - **Menu bar**: every mode in the View menu, with its shortcut.

            """)
        let reading = runTipLint(["plan", "docs/lantern-v1-plan.md", "--format", "json"], in: tree.root)
        XCTAssertEqual(reading.status, 0, reading.error)
        let tips = try XCTUnwrap(
            (JSONSerialization.jsonObject(with: Data(reading.output.utf8)) as? [String: Any])?["tips"]
                as? [[String: Any]])
        XCTAssertEqual(
            tips.map { tip in
                let plan = tip["plan"] as? [String: Any]
                return "\(tip["name"] ?? "") | \(tip["described"] ?? "") | \(tip["evidence"] ?? "") | "
                    + "\(plan?["file"] ?? ""):\(plan?["line"] ?? "")"
            },
            [
                "First time trimming | First time trimming Trim the wick for a steadier flame | mentioned | "
                    + "docs/lantern-v1-plan.md:7",
                "First time on the shade screen | First time on the shade screen Colored glass softens the light | "
                    + "mentioned | docs/lantern-v1-plan.md:8",
            ])
        // Mentioned tips give notes at most: the gate passes with this plan.
        XCTAssertEqual(runTipLint(["--quiet", "--plan", "docs/lantern-v1-plan.md"], in: tree.root).status, 0)
    }

    func testAnAdviceLabelledTipPlansNothingAndIsNotUnread() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        try tree.write(
            "docs/scoring.md",
            """
            # Scoring reference

            | Priority | Name | Action |
            |---|---|---|
            | **P0** | Blocking | Fix now |
            | **P1** | Major | Fix before release |

            **Tip**: If you're torn between two levels, ask: "Would someone write in about this?" If so, it's P1.

            """)
        let outcome = runTipLint(["--quiet", "--plan", "docs/scoring.md"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(
            outcome.output,
            """
            docs/scoring.md:1:1: note: the plan names no tip while the code declares 2 (WickTip, ShadeTip); none of them is checked against it (plan_unread)

            """)
    }
}
