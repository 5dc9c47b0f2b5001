import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Plan shapes of the fourth, held-out round of real plans (Tools/RealPlans, heldout4), in our own
/// words beside the Lantern app (Tests/Fixtures/NotPlans): copy that says "don't", a tip's
/// declaration file in parentheses, a project TODO log with TipKit tasks, and blog posts about TipKit.
final class PlanHeldOutShapesTests: XCTestCase {
    /// A negation inside a tip's quoted copy is the app's words, not the plan's: the line is read.
    func testNegationInsideQuotedCopyKeepsTheTip() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        try tree.write(
            "docs/lantern-tips.md",
            """
            # Lantern tips

            - `WickTip` — "Don't trim the wick twice" (appears on `Lantern/Views/WickView.swift`)
            - `ShadeTip` — "Colored glass softens the light" (appears on `Lantern/Views/ShadeView.swift`)
            - `ShadeTip` does not need a second popover.

            """)
        let plan = try PlanReader.read(paths: [tree.root + "/docs/lantern-tips.md"])
        XCTAssertEqual(plan.tips.map(\.name), ["WickTip", "ShadeTip"])
        XCTAssertEqual(plan.tips.map(\.source.line), [3, 4])
        XCTAssertEqual(plan.skipped.map(\.source.line), [5])
        XCTAssertEqual(plan.skipped.map(\.reason), [.negativeSentence])
        // Each entry's quote is its tip's copy, a mention: ShadeTip's is the code's message; WickTip's is neither
        // field of the code, a note only.
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(
            outcome.output,
            "Lantern/Tips/LanternTips.swift:6:28: note: WickTip's title is \"Trim the Wick\"; the plan says "
                + "\"Don't trim the wick twice\" (docs/lantern-tips.md:3) (plan_copy_mismatch)\n")
        XCTAssertEqual(outcome.status, 0)
    }

    /// `ShadeTip (Lantern/Tips/LanternTips.swift)`: the file that declares the tip, not where it is shown.
    func testDeclarationFileInParenthesesIsNoDisplaySite() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        try tree.write(
            "docs/lantern-tips.md",
            """
            # Lantern tips

            - [x] `ShadeTip` (Lantern/Tips/LanternTips.swift), a popover on the shade picker
            - [x] `WickTip` (Lantern/Tips/LanternTips.swift) shown on `Lantern/Views/WickView.swift`

            """)
        let plan = try PlanReader.read(paths: [tree.root + "/docs/lantern-tips.md"])
        XCTAssertEqual(
            plan.tips.map { "\($0.name) \($0.evidence) line \($0.source.line)" },
            [
                "ShadeTip stated line 3", "WickTip stated line 4",
            ])
        XCTAssertEqual(
            plan.displaySites.map { "\($0.tip ?? "-") @ \($0.file)" }, ["WickTip @ Lantern/Views/WickView.swift"])
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(outcome.status, 0)
    }

    /// A project TODO log: a task naming TipKit under a heading about a release is read, only it;
    /// the tips it does not name are notes (a log is no list of every tip). A task that only says
    /// "tooltip" plans no tip: such a TODO is no plan.
    func testTipKitTaskInATodoLogIsItsPlan() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        let todo = """
            # Lantern TODO

            ## Release 1.2 (done)

            - [x] Warmer wick colours
            - [x] `WickTip` (Lantern/Tips/LanternTips.swift), a TipKit popover on the trim button
            - [ ] Add a tooltip to the settings button

            """
        try tree.write("TODO.md", todo)
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(
            outcome.output,
            """
            Lantern/Tips/LanternTips.swift:14:8: note: tip ShadeTip is not in the plan (TODO.md:6); add it to the plan, or remove it (plan_tip_unplanned)

            """)
        let plan = try PlanReader.read(paths: [tree.root + "/TODO.md"])
        XCTAssertEqual(plan.tips.map { "\($0.name) \($0.evidence) line \($0.source.line)" }, ["WickTip stated line 6"])
        try tree.write(
            "TODO.md",
            todo.replacingOccurrences(
                of: "`WickTip` (Lantern/Tips/LanternTips.swift), a TipKit popover", with: "a popover"))
        XCTAssertTrue(runTipLint([], in: tree.root).error.hasPrefix("plan: none found"))
    }

    /// Blog posts about TipKit declare example tips; discovery never takes them, `--plan` still reads one.
    func testBlogPostsAreNotDiscovered() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        let post = """
            # Tips with TipKit

            ```swift
            struct ShadeTip: Tip {
                var title: Text { Text("Pick a Shade") }
            }
            ```

            """
        try tree.write("_posts/2026-01-05-tipkit.md", post)
        try tree.write("docs/tipkit-notes.md", "---\nlayout: post\ntitle: TipKit\n---\n" + post)
        // Zenn's and dev.to's front matter have no date (real plans, round 42), whatever the file is named.
        try tree.write("docs/plan.md", "---\ntitle: TipKit\nemoji: \"🐈\"\ntopics: [\"TipKit\"]\n---\n" + post)
        try tree.write("docs/tipkit-devto.md", "---\ntitle: TipKit\npublished: true\n---\n" + post)
        XCTAssertTrue(runTipLint([], in: tree.root).error.hasPrefix("plan: none found"))
        let named = runTipLint(["--quiet", "--plan", "_posts/2026-01-05-tipkit.md"], in: tree.root)
        XCTAssertEqual(
            named.output,
            """
            Lantern/Tips/LanternTips.swift:3:8: warning: tip WickTip is not in the plan (_posts/2026-01-05-tipkit.md:4); add it to the plan, or remove it (plan_tip_unplanned)

            """)
    }
}
