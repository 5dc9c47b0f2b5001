import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Auto-discovery reads tip plans, not every document that names a tip type: a code review and a
/// dead-code scan report beside a small app (Tests/Fixtures/NotPlans) are not plans, while the
/// same facts in a document about tips still make one.
final class PlanDiscoveryPrecisionTests: XCTestCase {
    private func project() throws -> TemporaryTree { try TemporaryTree(fixture: "NotPlans") }

    func testNeitherACodeReviewNorADeadCodeReportIsAPlan() throws {
        let tree = try project()
        let outcome = runTipLint([], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, "")
        XCTAssertTrue(outcome.error.hasPrefix("plan: none found; plan checks skipped\n"), outcome.error)
    }

    func testTheCodeReviewReadAsAPlanOnlyFailsOnWhatItStates() throws {
        let tree = try project()
        // Named as a plan, its "Files Affected" lists name files with no word on what the tip does
        // there: no site (the one the reader reads nothing from is a plan_unread note). The
        // `**File:**` field under the ShadeTip finding states one, which is an error. The tip order
        // list names GlowTip first and describes it: a mentioned tip, so its absence is a note.
        let named = runTipLint(["--quiet", "--plan", "CODE_REVIEW.md"], in: tree.root)
        XCTAssertEqual(named.status, 1)
        XCTAssertEqual(
            named.output,
            """
            CODE_REVIEW.md:17:1: note: this line names Lantern/Tips/LanternTips.swift but tiplint read nothing from it; write it in a shape `tiplint plan --help` shows, or mark it `<!-- tiplint:disable-next plan_unread -->` (plan_unread)
            CODE_REVIEW.md:33:1: note: planned tip GlowTip is not declared; declare `struct GlowTip: Tip` as the plan shows (plan_tip_missing)
            Lantern/Views/SettingsView.swift:1:1: error: ShadeTip is not displayed in this file as the plan says (CODE_REVIEW.md:27); it is displayed at Lantern/Views/ShadeView.swift:7 instead (plan_display_missing)
            Lantern/Views/SettingsView.swift:1:1: note: SettingsView.swift lacks `import TipKit`, which the plan adds (CODE_REVIEW.md:27); add it (plan_import_missing)

            """)
    }

    func testTheDeadCodeReportReadAsAPlanGivesOnlyNotes() throws {
        let tree = try project()
        // Its bullets name ShadeTip and SettingsView.swift with no word on showing it there: read
        // as nothing (a note), the gate passes; the tip it names is not unplanned. Bullets that name
        // only files, with no tip, say nothing about tips and give no note.
        let named = runTipLint(["--quiet", "--plan", "DEAD_CODE_REPORT.md"], in: tree.root)
        XCTAssertEqual(named.status, 0)
        XCTAssertEqual(
            named.output,
            """
            DEAD_CODE_REPORT.md:18:1: note: this line names ShadeTip but tiplint read nothing from it; write it in a shape `tiplint plan --help` shows, or mark it `<!-- tiplint:disable-next plan_unread -->` (plan_unread)

            """)
    }

    /// The review's findings, retitled as a plan for tips (or filed under a name about tips),
    /// are a checklist plan; a code block declaring a tip or a tip table is a plan whatever its title.
    func testTheSameBulletsInADocumentAboutTipsAreAPlan() throws {
        let bullets = "- `ShadeTip` shown on `Lantern/Views/ShadeView.swift`\n"
        let tree = try project()
        try tree.write("docs/guidance.md", "# Lantern onboarding\n\n" + bullets)
        try tree.write("docs/plans/2026-02-01-shade-tips.md", "# Shade\n\n" + bullets)
        try tree.write(
            "docs/upgrade.md", "# Upgrade plan\n\n| Tip | Screen |\n|---|---|\n| ShadeTip | `ShadeView.swift` |\n")
        try tree.write("docs/notes.md", "# Upgrade notes\n\n" + bullets)
        XCTAssertEqual(
            String(runTipLint([], in: tree.root).error.split(separator: "\n")[0]),
            "plan: docs/guidance.md, docs/plans/2026-02-01-shade-tips.md, docs/upgrade.md (found automatically)")
    }
}
