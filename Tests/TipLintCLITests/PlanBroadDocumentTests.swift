import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Plan shapes of the sixth round of real plans (Tools/RealPlans, heldout6), in our own words beside
/// the Lantern app (Tests/Fixtures/NotPlans): a modernisation roadmap whose one TipKit pillar sketches
/// a tip in code, among pillars about everything else that carry code too. It lists neither every tip
/// nor their final copy: what the code differs in is a note, never a warning.
final class PlanBroadDocumentTests: XCTestCase {
    private static func roadmap(title: String, sketching extra: String = "") -> String {
        """
        # \(title)

        **Status**: a strategy for the next two quarters

        ## Vision

        Lantern should feel at home on every Apple platform.

        ## Pillar 1: Strict Concurrency

        ```swift
        @MainActor final class FlameModel {}
        ```

        ## Pillar 2: Home Screen Widgets

        ```swift
        struct FlameWidget: Widget {}
        ```

        ## Pillar 3: TipKit for Discovery

        ```swift
        import TipKit

        struct WickTip: Tip {
            var title: Text { Text("Trim for a brighter flame") }
            var message: Text? { Text("A short wick burns longer") }
        }
        \(extra)```

        ## Pillar 4: Subscriptions

        ```swift
        let products = try await Product.products(for: ["lantern.plus"])
        ```

        ## Phase 1: Foundation (weeks 1-4)

        - Concurrency audit

        ## Phase 2: Discovery (weeks 5-8)

        - Widgets, then the pillar 3 sketch

        ## Success Metrics

        - Crash-free sessions above 99.5%

        ## Risks

        - Widget refresh budgets

        """
    }

    /// What the Lantern code differs in from the roadmap's sketch: its title, and ShadeTip not sketched.
    private static func sketchFindings(severity: String) -> String {
        """
        Lantern/Tips/LanternTips.swift:6:28: \(severity): WickTip's title is "Trim the Wick"; the plan says "Trim for a brighter flame" (MODERNIZATION_PLAN.md:27) (plan_copy_mismatch)
        Lantern/Tips/LanternTips.swift:14:8: \(severity): tip ShadeTip is not in the plan (MODERNIZATION_PLAN.md:26); add it to the plan, or remove it (plan_tip_unplanned)

        """
    }

    /// The roadmap's sketch is read (a mention), and the tips it does not sketch and the copy it
    /// sketches differently are notes; the gate passes.
    func testModernizationRoadmapSketchGivesNotes() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        try tree.write("MODERNIZATION_PLAN.md", Self.roadmap(title: "Lantern — Platform Modernization Plan"))
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(outcome.output, Self.sketchFindings(severity: "note"))
        XCTAssertEqual(outcome.status, 0)
        let plan = try PlanReader.read(paths: [tree.root + "/MODERNIZATION_PLAN.md"])
        XCTAssertEqual(
            plan.tips.map { "\($0.name) \($0.evidence) line \($0.source.line)" }, ["WickTip mentioned line 26"])
        XCTAssertEqual(plan.readInPart, [tree.root + "/MODERNIZATION_PLAN.md"])
        let report = runTipLint(["plan", "MODERNIZATION_PLAN.md"], in: tree.root).output
        XCTAssertTrue(
            report.contains(
                "Read in part (a project log or a broad document: no list of every tip): MODERNIZATION_PLAN.md\n"),
            report)
        XCTAssertTrue(report.contains("WickTip (MODERNIZATION_PLAN.md:26, mentioned)\n"), report)
    }

    /// The same document named for TipKit is a tip plan: its sketch lists the tips and their copy.
    func testTheSameDocumentNamedForTipsKeepsItsWarnings() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        try tree.write("MODERNIZATION_PLAN.md", Self.roadmap(title: "Lantern — TipKit Modernization Plan"))
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(outcome.output, Self.sketchFindings(severity: "warning"))
        XCTAssertEqual(try PlanReader.read(paths: [tree.root + "/MODERNIZATION_PLAN.md"]).readInPart, [])
    }

    /// Beside a dedicated tip plan that lists its tips, a roadmap read in part takes nothing away: a
    /// tip neither names is still a warning. The title only the roadmap's sketch gives stays a mention.
    func testADedicatedPlanBesideTheRoadmapStillListsTheTips() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        try tree.write("MODERNIZATION_PLAN.md", Self.roadmap(title: "Lantern — Platform Modernization Plan"))
        try tree.write(
            "docs/lantern-tips.md",
            """
            # Lantern tips

            - `WickTip` — "Trim the Wick" (appears on `Lantern/Views/WickView.swift`)

            """)
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(
            outcome.output,
            """
            Lantern/Tips/LanternTips.swift:6:28: note: WickTip's title is "Trim the Wick"; the plan says "Trim for a brighter flame" (MODERNIZATION_PLAN.md:27) (plan_copy_mismatch)
            Lantern/Tips/LanternTips.swift:14:8: warning: tip ShadeTip is not in the plan (docs/lantern-tips.md:3); add it to the plan, or remove it (plan_tip_unplanned)

            """)
    }

    /// A sketched tip the code ships under another name, with nearly its message: the note pairs them.
    func testASketchedTipShippedUnderAnotherNameIsPairedByItsCopy() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        let sketch = """

            struct ShadeColorTip: Tip {
                var title: Text { Text("Choose a shade") }
                var message: Text? { Text("Colored glass softens the lamp light") }
            }

            """
        try tree.write(
            "MODERNIZATION_PLAN.md", Self.roadmap(title: "Lantern — Platform Modernization Plan", sketching: sketch))
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(
            outcome.output,
            """
            Lantern/Tips/LanternTips.swift:6:28: note: WickTip's title is "Trim the Wick"; the plan says "Trim for a brighter flame" (MODERNIZATION_PLAN.md:27) (plan_copy_mismatch)
            Lantern/Tips/LanternTips.swift:14:8: note: tip ShadeTip is not in the plan (MODERNIZATION_PLAN.md:26); add it to the plan, or remove it (plan_tip_unplanned)
            MODERNIZATION_PLAN.md:31:1: note: planned tip ShadeColorTip is not declared; ShadeTip has nearly its message (perhaps it was renamed): rename it, or update the plan (plan_tip_missing)

            """)
        XCTAssertEqual(outcome.status, 0)
    }
}
