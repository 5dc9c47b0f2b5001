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

    /// A plan that configures TipKit "in the main App" through the app's own helper holds when the App
    /// calls the helper; a call from a view instead is a note (the App place is mentioned).
    func testTheConfigurePlaceInTheAppThroughTheAppsHelper() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        try tree.write(
            "docs/lantern-tips.md",
            """
            # Lantern tips

            ## Tips
            - `WickTip`: shown on `Lantern/Views/WickView.swift` with `.popoverTip`
            - `ShadeTip`: shown on `Lantern/Views/ShadeView.swift` with `.popoverTip`
            - TipKit configured in the main App only (`LampTips.configure()`).

            """)
        try tree.write(
            "Lantern/Tips/LampTips.swift",
            "import TipKit\n\nenum LampTips {\n    static func configure() {\n        try? Tips.configure()\n    }\n}\n"
        )
        let app = try String(contentsOfFile: tree.path("Lantern/LanternApp.swift"), encoding: .utf8)
        try tree.write(
            "Lantern/LanternApp.swift",
            app.replacingOccurrences(of: "try? Tips.configure()", with: "LampTips.configure()"))
        let held = runTipLint(["--quiet", "--plan", "docs/lantern-tips.md"], in: tree.root)
        XCTAssertEqual(held.output, "")
        XCTAssertEqual(held.status, 0)

        try tree.write("Lantern/LanternApp.swift", app.replacingOccurrences(of: "try? Tips.configure()", with: ""))
        let wick = try String(contentsOfFile: tree.path("Lantern/Views/WickView.swift"), encoding: .utf8)
        try tree.write(
            "Lantern/Views/WickView.swift",
            wick.replacingOccurrences(
                of: "var body: some View {", with: "init() { LampTips.configure() }\n\n    var body: some View {"))
        let moved = runTipLint(["--quiet", "--plan", "docs/lantern-tips.md"], in: tree.root)
        XCTAssertEqual(
            moved.output.split(separator: "\n").filter { $0.contains("(plan_") },
            [
                "Lantern/Tips/LampTips.swift:5:14: note: Tips.configure is called here; the plan calls it in the App (docs/lantern-tips.md:6) (plan_configure_mismatch)"
            ])
    }
}
