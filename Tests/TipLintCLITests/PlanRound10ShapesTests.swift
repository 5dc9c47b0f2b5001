import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Plan shapes of the tenth, held-out round of real plans (Tools/RealPlans, heldout10), in our own
/// words beside the Lantern app (Tests/Fixtures/NotPlans): a tip table under a heading that does not
/// say "tips", and a device test plan whose tips section ticks steps naming tips.
final class PlanRound10ShapesTests: XCTestCase {
    /// Rows of tip types with their copy are tips whatever the heading above them or the last column.
    func testTipTypesWithCopyAreATipTableUnderAnyHeading() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        try tree.write(
            "docs/lantern-tips.md",
            """
            # Lantern tips

            ### First evening — 1 tip

            | # | Type | Copy | Anchor | Tier |
            |---|---|---|---|---|
            | 1 | `WickTip` | A short wick burns longer | `WickView` | FREE |

            ### Second evening

            | # | Type | Copy | Anchor | Badge |
            |---|---|---|---|---|
            | 1 | `ShadeTip` | Colored glass softens the light | `ShadeView` | — |

            """)
        let plan = try PlanReader.read(paths: [tree.root + "/docs/lantern-tips.md"])
        XCTAssertEqual(plan.tips.map(\.name), ["WickTip", "ShadeTip"])
        XCTAssertEqual(plan.tips.map(\.source.line), [7, 13])
        XCTAssertEqual(plan.tips.map(\.message), ["A short wick burns longer", "Colored glass softens the light"])
        XCTAssertEqual(plan.skipped, [])
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(outcome.status, 0)
    }

    /// A test plan or QA checklist checks what was built: discovery never takes it, `--plan` still reads it.
    func testTestPlansAndQAChecklistsAreNotDiscovered() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        let steps = """

            ## §1 — Tips

            - [x] `WickTip` ("Trim the Wick") shows once on `Lantern/Views/WickView.swift`.

            """
        try tree.write("TESTPLAN-2.0.md", "# Test plan — 2.0 device session\n" + steps)
        try tree.write("docs/evening-checks.md", "# Lantern tips QA checklist\n" + steps)
        try tree.write("docs/lantern-tips-verification.md", "# Evening checks\n" + steps)
        XCTAssertTrue(runTipLint([], in: tree.root).error.hasPrefix("plan: none found"))
        let named = runTipLint(["--quiet", "--plan", "TESTPLAN-2.0.md"], in: tree.root)
        XCTAssertEqual(
            named.output,
            """
            Lantern/Tips/LanternTips.swift:14:8: warning: tip ShadeTip is not in the plan (TESTPLAN-2.0.md:5); add it to the plan, or remove it (plan_tip_unplanned)

            """)
    }

    /// A title naming the feature to verify (`# Verification of …`) is no test plan: its tips are planned;
    /// a camel-case checklist name (`QAChecklist.md`) is one.
    func testAPlanTitledVerificationOfAFeatureIsDiscovered() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        let steps = "\n## Tips\n\n- `ShadeTip` shown on `Lantern/Views/ShadeView.swift` with `.popoverTip`\n"
        try tree.write("docs/shade-check.md", "# Verification of lamp shades\n" + steps)
        try tree.write("QAChecklist.md", "# Lantern tips\n" + steps)
        XCTAssertEqual(
            String(runTipLint([], in: tree.root).error.split(separator: "\n")[0]),
            "plan: docs/shade-check.md (found automatically)")
    }
}
