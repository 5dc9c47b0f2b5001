import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Plans as teams use them: implemented task by task (progress notes, done marks,
/// `--plan-complete`), silenced in the Markdown, archived, found where planning tools put
/// them, and read in shapes tiplint does not understand. A small kiln app of our own.
final class PlanWorkflowTests: XCTestCase {
    /// A plan of two tasks: the glaze tip, then the firing tip.
    private func plan(glazeDone: String = "", firingDone: String = "") -> String {
        """
        # Kiln tips

        ### Task 1: Glaze tip\(glazeDone)
        - [ ] GlazeTip shown on `Kiln/Views/GlazeView.swift` with `.popoverTip`, title "Pick a Glaze"

        ### Task 2: Firing tip\(firingDone)
        - [ ] FiringTip shown on `Kiln/Views/FiringView.swift` with `.popoverTip`, title "Start a Firing"

        Call `Tips.configure()` in `Kiln/KilnApp.swift`.
        """
    }

    private let app =
        "import SwiftUI\nimport TipKit\n\n@main struct KilnApp: App {\n    init() { try? Tips.configure() }\n    var body: some Scene { WindowGroup { TabView { GlazeView(); FiringView() } } }\n}\n"

    private func view(_ name: String, tip: String?, title: String = "") -> String {
        let declaration =
            tip.map {
                "struct \($0): Tip {\n    var title: Text { Text(\"\(title)\") }\n"
                    + "    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }\n}\n\n"
            } ?? ""
        let display = tip.map { ".popoverTip(\($0)())" } ?? ""
        return
            "import SwiftUI\nimport TipKit\n\n\(declaration)struct \(name): View {\n    var body: some View { Text(\"\(name)\")\(display) }\n}\n"
    }

    /// The code after task 1: the glaze tip is in, the firing view has no tip yet.
    private func afterTaskOne(plan text: String) throws -> TemporaryTree {
        try TemporaryTree([
            "docs/plans/kiln-tips.md": text,
            "Kiln/KilnApp.swift": app,
            "Kiln/Views/GlazeView.swift": view("GlazeView", tip: "GlazeTip", title: "Pick a Glaze"),
            "Kiln/Views/FiringView.swift": view("FiringView", tip: nil),
        ])
    }

    private func lint(_ tree: TemporaryTree, _ extra: [String] = []) -> CommandOutcome {
        runTipLint(["--quiet"] + extra, in: tree.root)
    }

    // MARK: Progress

    func testWhatTheCodeHasNotReachedIsANoteUntilItsTaskIsDone() throws {
        let tree = try afterTaskOne(plan: plan(glazeDone: " ✅"))
        let outcome = lint(tree)
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertEqual(
            outcome.output,
            """
            Kiln/Views/FiringView.swift:1:1: note: FiringTip is not displayed in this file as the plan says (docs/plans/kiln-tips.md:7), nor anywhere else; show it here with `.popoverTip(…)` or `TipView(…)` (plan_display_missing)
            docs/plans/kiln-tips.md:7:1: note: planned tip FiringTip is not declared; declare `struct FiringTip: Tip` as the plan shows (plan_tip_missing)

            """)
        // The plan must be complete: the same findings fail the gate.
        let complete = lint(tree, ["--plan-complete"])
        XCTAssertEqual(complete.status, 1)
        XCTAssertEqual(complete.output, outcome.output.replacingOccurrences(of: ": note: ", with: ": error: "))
        try tree.write(".tiplint.json", "{\"planComplete\": true}")
        XCTAssertEqual(lint(tree).output, complete.output)
    }

    func testATaskMarkedDoneMustBeThere() throws {
        let tree = try afterTaskOne(plan: plan(glazeDone: " ✅", firingDone: " (Done)"))
        let outcome = lint(tree)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.output.split(separator: "\n").map { $0.contains(": error: ") }, [true, true])
    }

    func testWhatContradictsThePlanIsAnErrorAtEveryStage() throws {
        let tree = try afterTaskOne(plan: plan())
        try tree.write("Kiln/Views/GlazeView.swift", view("GlazeView", tip: "GlazeTip", title: "Choose a Glaze"))
        let outcome = lint(tree)
        XCTAssertEqual(outcome.status, 0, "plan_copy_mismatch is a warning")
        XCTAssertTrue(
            outcome.output.contains(
                "Kiln/Views/GlazeView.swift:5:28: warning: GlazeTip's title is \"Choose a Glaze\"; the plan says \"Pick a Glaze\""
            ), outcome.output)
        try tree.write("Kiln/Views/Shelf.swift", "import TipKit\nfunc again() { try? Tips.configure() }\n")
        let again = lint(tree)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(
            again.output.contains(
                "Kiln/Views/Shelf.swift:2:21: error: `Tips.configure` is called again here although the call at Kiln/KilnApp.swift:5"
            ), again.output)
        // The plan's finding at the same call is part of configure_duplicate's.
        XCTAssertTrue(
            again.output.contains(
                "; also: plan_configure_mismatch: Tips.configure is called again; the plan calls it once, in Kiln/KilnApp.swift"
            ), again.output)
    }

    func testATipShownWhereAnotherTaskAlsoPlansItIsProgressNotAContradiction() throws {
        let tree = try afterTaskOne(
            plan: plan().replacingOccurrences(
                of: "FiringTip shown on `Kiln/Views/FiringView.swift` with `.popoverTip`, title \"Start a Firing\"",
                with: "GlazeTip also shown on `Kiln/Views/FiringView.swift` with `.popoverTip`"))
        let outcome = lint(tree)
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertEqual(
            outcome.output,
            """
            Kiln/Views/FiringView.swift:1:1: note: GlazeTip is not displayed in this file as the plan says (docs/plans/kiln-tips.md:7); it is displayed at Kiln/Views/GlazeView.swift:10, another place the plan puts it (plan_display_missing)

            """)
    }

    func testTheOtherPlannedPlaceMayBeWrittenShort() throws {
        let tree = try afterTaskOne(
            plan: plan().replacingOccurrences(of: "`Kiln/Views/GlazeView.swift`", with: "`GlazeView.swift`")
                .replacingOccurrences(
                    of: "FiringTip shown on `Kiln/Views/FiringView.swift` with `.popoverTip`, title \"Start a Firing\"",
                    with: "GlazeTip also shown on `Kiln/Views/FiringView.swift` with `.popoverTip`"))
        try tree.write("Studio/Views/GlazeView.swift", view("GlazeView", tip: nil))
        let outcome = lint(tree)
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertTrue(
            outcome.output.contains(
                "Kiln/Views/FiringView.swift:1:1: note: GlazeTip is not displayed in this file as the plan says"),
            outcome.output)
    }

    func testAnImportThePlanOnlyImpliesMakesNoLeakyUseAnError() throws {
        let tree = try afterTaskOne(plan: plan())
        try tree.write(
            "Kiln/Tips/FiringTip.swift",
            "import TipKit\nimport SwiftUI\n\nstruct FiringTip: Tip {\n    var title: Text { Text(\"Start a Firing\") }\n}\n"
        )
        try tree.write(
            "Kiln/Views/FiringView.swift",
            "import SwiftUI\n\nstruct FiringView: View {\n    var body: some View { Text(\"Firing\").popoverTip(FiringTip()) }\n}\n"
        )
        // The plan shows the tip in FiringView.swift, which implies the import: a warning, as without a plan.
        let implied = lint(tree)
        XCTAssertEqual(implied.status, 0, implied.output)
        XCTAssertTrue(
            implied.output.contains("Kiln/Views/FiringView.swift:4:41: warning: FiringView.swift uses TipKit members"),
            implied.output)
        // A hedged import line ("add it only if a symbol is unresolved") adds no import either.
        let hedged =
            plan() + "\n\n- [ ] Add `import TipKit` to `Kiln/Views/FiringView.swift` (not needed if it compiles).\n"
        try tree.write("docs/plans/kiln-tips.md", hedged)
        XCTAssertEqual(lint(tree).status, 0)
        // A line that adds it makes the leaky use an error.
        try tree.write(
            "docs/plans/kiln-tips.md", plan() + "\n\n- [ ] Add `import TipKit` to `Kiln/Views/FiringView.swift`.\n")
        let stated = lint(tree)
        XCTAssertEqual(stated.status, 1, stated.output)
        XCTAssertTrue(
            stated.output.contains(
                "Kiln/Views/FiringView.swift:4:41: error: FiringView.swift uses TipKit members (`.popoverTip`) without `import TipKit`, which the plan adds"
            ),
            stated.output)
    }

    func testNeverDisplayedIsProgressWhileThePlanDisplaysItLater() throws {
        let tree = try afterTaskOne(plan: plan(glazeDone: " ✅"))
        // The firing tip is declared early (in the glaze view's file), its display still to come.
        try tree.write(
            "Kiln/Views/GlazeView.swift",
            view("GlazeView", tip: "GlazeTip", title: "Pick a Glaze")
                + "\nstruct FiringTip: Tip {\n    var title: Text { Text(\"Start a Firing\") }\n"
                + "    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }\n}\n")
        let outcome = lint(tree)
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertTrue(
            outcome.output.contains("Kiln/Views/GlazeView.swift:13:8: note: tip FiringTip is never displayed"),
            outcome.output)
        XCTAssertTrue(
            lint(tree, ["--plan-complete"]).output.contains(
                "Kiln/Views/GlazeView.swift:13:8: warning: tip FiringTip is never displayed"))
    }

    // MARK: Markdown suppression and archived plans

    func testMarkdownSuppressionSilencesPlanLinesAndTheFindingsTheySet() throws {
        let text = plan(glazeDone: " ✅", firingDone: " ✅").replacingOccurrences(
            of: "- [ ] FiringTip",
            with:
                "<!-- tiplint:disable-next plan_tip_missing plan_display_missing - dropped for 2.0 -->\n- [ ] FiringTip"
        )
        let tree = try afterTaskOne(plan: text)
        let outcome = lint(tree)
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertEqual(outcome.output, "")

        try tree.write("docs/plans/kiln-tips.md", "<!-- tiplint:disable plan_tpi_missing -->\n" + text)
        XCTAssertEqual(
            lint(tree).output,
            "docs/plans/kiln-tips.md:1:1: warning: unknown rule 'plan_tpi_missing' in tiplint comment (invalid_suppression)\n"
        )
    }

    func testAnArchivedPlanIsNotFoundNorRead() throws {
        let tree = try afterTaskOne(plan: "<!-- tiplint:archived -->\n" + plan(glazeDone: " ✅", firingDone: " ✅"))
        let outcome = runTipLint([], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, "")
        XCTAssertTrue(outcome.error.hasPrefix("plan: none found; plan checks skipped\n"), outcome.error)
        let named = runTipLint(["--quiet", "--plan", "docs/plans/kiln-tips.md"], in: tree.root)
        XCTAssertEqual(named.status, 0)
        XCTAssertEqual(named.output, "", "named, it is still history")
        XCTAssertTrue(
            runTipLint(["plan", "docs/plans/kiln-tips.md"], in: tree.root).output
                .contains("Archived (not read): docs/plans/kiln-tips.md"))
    }

    // MARK: Discovery

    private func planLine(_ tree: TemporaryTree, _ arguments: [String] = []) -> String {
        let outcome = runTipLint(arguments, in: tree.root)
        return String(outcome.error.split(separator: "\n").first ?? "")
    }

    func testPlansAreFoundWherePlanningToolsPutThem() throws {
        let checklist = "- [ ] GlazeTip shown on `Kiln/Views/GlazeView.swift`\n"
        let tree = try TemporaryTree([
            "Kiln/Views/GlazeView.swift": view("GlazeView", tip: "GlazeTip"),
            "docs/plans/2025-03-01-glaze-tips.md": "# Glaze\n\n" + checklist,
            "specs/001-kiln-tips/spec.md": "# Kiln tips\n\n### FiringTip\n- Title: Start a Firing\n",
            "specs/001-kiln-tips/tasks.md": "- [ ] T010 Add the tip to Kiln/Views/FiringView.swift\n",
            "specs/001-kiln-tips/notes.md": "FiringTip is shown on `FiringView.swift`.\n",
            "specs/002-export/spec.md": "# Export\n\nNothing about tips.\n",
            ".kiro/specs/shelf/design.md": "| Tip | Screen |\n|---|---|\n| ShelfTip | `Kiln/Views/ShelfView.swift` |\n",
            ".kiro/specs/shelf/tasks.md": "- [x] 1. Wire the shelf\n",
            ".cursor/plans/kiln.md": "### KilnTip\n- Screen: `Kiln/KilnApp.swift`\n",
            ".hermes/plans/2026-06-15-polish.md":
                "# Polish: onboarding tips\n\n- [ ] PolishTip shown on `Kiln/Views/GlazeView.swift`\n",
            ".claude/plans/003-shelf.md": "# Shelf tips\n\n- [ ] ShelfTip shown on `Kiln/Views/ShelfView.swift`\n",
            // An agent's skills are knowledge, whatever they show: only agents' plans folders are searched.
            ".agents/skills/tipkit/SKILL.md": "# TipKit skill\n\n" + checklist,
            ".claude/commands/tips.md": "# Tips\n\n" + checklist,
            "README.md": "# Kiln\n\n" + checklist,
            "docs/CHANGELOG.md": checklist,
            "docs/old-plan.md": "<!-- tiplint:archived -->\n" + checklist,
        ])
        // notes.md only mentions FiringTip in prose: no strong evidence, no plan of its own.
        XCTAssertEqual(
            planLine(tree),
            "plan: .claude/plans/003-shelf.md, .cursor/plans/kiln.md, .hermes/plans/2026-06-15-polish.md, "
                + ".kiro/specs/shelf/design.md, .kiro/specs/shelf/tasks.md, "
                + "docs/plans/2025-03-01-glaze-tips.md, specs/001-kiln-tips/spec.md, "
                + "specs/001-kiln-tips/tasks.md (found automatically)")
    }

    // MARK: Plans tiplint does not understand, and paths that name several files

    /// A plan that yields no tips says so once, not as a flood of unplanned tips: a warning when a line
    /// that states a fact (a task with a verb and a file) went unread.
    func testAPlanThatYieldsNoTipsIsAWarningNotAFloodOfUnplannedTips() throws {
        let tree = try TemporaryTree([
            "docs/tips.md": "# Kiln tips\n\n- [ ] Add the `.popoverTip` to `Kiln/Views/GlazeView.swift`\n",
            "Kiln/KilnApp.swift": app,
            "Kiln/Views/GlazeView.swift": view("GlazeView", tip: "GlazeTip"),
            "Kiln/Views/FiringView.swift": view("FiringView", tip: "FiringTip"),
        ])
        XCTAssertEqual(
            lint(tree, ["--plan", "docs/tips.md"]).output,
            """
            docs/tips.md:1:1: warning: the plan yields no tips while the code declares 2 (FiringTip, GlazeTip); tiplint did not understand its shape: `tiplint plan docs/tips.md` shows what it read (plan_unread)
            docs/tips.md:3:1: note: this line names .popoverTip, Kiln/Views/GlazeView.swift but tiplint read nothing from it; write it in a shape `tiplint plan --help` shows, or mark it `<!-- tiplint:disable-next plan_unread -->` (plan_unread)

            """)
    }

    /// A decision that authorizes tips and names none was not misread: a note says the plan names no
    /// tip (real plans, round 8). Tips only mentioned in prose (a title listing tips, a line with a tip
    /// word and quoted copy) were misread, but a mention gives a note at most (real plans, round 12).
    func testAPlanThatNamesNoTipOrOnlyMentionsTipsIsANote() throws {
        let decision = """
            # Product decision: kiln presentation with TipKit

            - TipKit is authorized as optional packaging of the same steps.
            - One tip teaches one action; no tips in the widget.

            """
        let tree = try TemporaryTree([
            "docs/decision.md": decision,
            "docs/glaze.md": decision + "The glaze screen gets one tip: \"Mix before you dip\".\n",
            "docs/tips.md": "# Kiln tips\n\nThe glaze and firing screens each get a hint.\n",
            "Kiln/KilnApp.swift": app,
            "Kiln/Views/GlazeView.swift": view("GlazeView", tip: "GlazeTip"),
            "Kiln/Views/FiringView.swift": view("FiringView", tip: "FiringTip"),
        ])
        XCTAssertEqual(
            lint(tree, ["--plan", "docs/decision.md"]).output,
            """
            docs/decision.md:1:1: note: the plan names no tip while the code declares 2 (FiringTip, GlazeTip); none of them is checked against it (plan_unread)

            """)
        XCTAssertEqual(
            lint(tree, ["--plan", "docs/glaze.md"]).output,
            """
            docs/glaze.md:1:1: note: the plan yields no tips while the code declares 2 (FiringTip, GlazeTip); tiplint did not understand its shape: `tiplint plan docs/glaze.md` shows what it read (plan_unread)
            docs/glaze.md:5:1: note: this line names copy "Mix before you dip" but tiplint read nothing from it; write it in a shape `tiplint plan --help` shows, or mark it `<!-- tiplint:disable-next plan_unread -->` (plan_unread)

            """)
        XCTAssertEqual(
            lint(tree, ["--plan", "docs/tips.md"]).output,
            """
            docs/tips.md:1:1: note: the plan yields no tips while the code declares 2 (FiringTip, GlazeTip); tiplint did not understand its shape: `tiplint plan docs/tips.md` shows what it read (plan_unread)

            """)
    }

    func testAPathThatNamesSeveralFilesIsANoteListingThem() throws {
        let tree = try TemporaryTree([
            "docs/tips.md": "- [ ] GlazeTip shown on `GlazeView.swift`\n",
            "Kiln/KilnApp.swift": app,
            "Kiln/Views/GlazeView.swift": view("GlazeView", tip: "GlazeTip"),
            "Studio/Views/GlazeView.swift": view("GlazeView", tip: nil),
        ])
        XCTAssertEqual(
            lint(tree).output,
            """
            docs/tips.md:1:1: note: planned file GlazeView.swift names 2 files: Kiln/Views/GlazeView.swift, Studio/Views/GlazeView.swift; write more of its path in the plan (plan_file_missing)

            """)
    }

    func testAShortPathForFilesThePlanNamesInFullIsNoFinding() throws {
        let tree = try TemporaryTree([
            "docs/tips.md": """
            - [ ] GlazeTip shown on `Kiln/Views/GlazeView.swift`
            - [ ] Modify `Studio/Views/GlazeView.swift`
            - [ ] Then check `GlazeView.swift` again

            """,
            "Kiln/KilnApp.swift": app,
            "Kiln/Views/GlazeView.swift": view("GlazeView", tip: "GlazeTip"),
            "Studio/Views/GlazeView.swift": view("GlazeView", tip: nil),
        ])
        XCTAssertEqual(lint(tree).output, "")
    }
}

/// The scenario plan progress is for: a four-task plan (the kiln app's task plan) implemented
/// one task per commit. Every commit passes the gate; the finished-plan gate (`--plan-complete`)
/// fails until the last task is in. Ticking a task done before its code is in fails at once.
final class PlanTaskByTaskTests: XCTestCase {
    private static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PlanShapes").path
    private static let views = ["GlazeView", "FiringView", "ShelfView"]

    private func fixture(_ relative: String) throws -> String {
        try String(contentsOfFile: Self.fixture + "/" + relative, encoding: .utf8)
    }

    /// The project after `tasks` tasks: task 1 declares the tips and configures TipKit, tasks 2–4
    /// each wire one view. The plan ticks the first `ticked` tasks done.
    private func project(after tasks: Int, ticked: Int) throws -> TemporaryTree {
        var plan = try fixture("plans/task-plan.md")
        for task in 1...4 where task <= ticked {
            plan = plan.replacingOccurrences(of: "### Task \(task): ", with: "### ✅ Task \(task): ")
        }
        var files = ["docs/plans/2025-03-01-kiln-tips.md": plan]
        for file in ["Kiln/KilnApp.swift", "Kiln/Tips/KilnTips.swift"] { files[file] = try fixture("clean/" + file) }
        for (index, view) in Self.views.enumerated() {
            // Before its task, a view is plain SwiftUI.
            files["Kiln/Views/\(view).swift"] =
                index + 2 <= tasks
                ? try fixture("clean/Kiln/Views/\(view).swift")
                : "import SwiftUI\n\nstruct \(view): View {\n    var body: some View { Text(\"\(view)\") }\n}\n"
        }
        return try TemporaryTree(files)
    }

    func testEachTaskPassesAndTheFinishedPlanGateWaitsForTheLast() throws {
        for tasks in 1...4 {
            let tree = try project(after: tasks, ticked: 0)
            let commit = runTipLint(["--quiet"], in: tree.root)
            XCTAssertEqual(commit.status, 0, "after task \(tasks):\n\(commit.output)")
            XCTAssertFalse(commit.output.contains(": error: "), "after task \(tasks):\n\(commit.output)")
            let release = runTipLint(["--quiet", "--plan-complete"], in: tree.root)
            XCTAssertEqual(
                release.status, tasks == 4 ? 0 : 1, "after task \(tasks), --plan-complete:\n\(release.output)")
        }
        // After task 1, the plan's later tasks are what is missing, nothing else.
        let afterOne = try project(after: 1, ticked: 0)
        let first = runTipLint(["--quiet"], in: afterOne.root).output
        XCTAssertEqual(
            Set(first.split(separator: "\n").map { $0.split(separator: "(").last.map { String($0.dropLast()) } ?? "" }),
            ["plan_display_missing", "plan_donation_missing", "plan_import_missing", "tip_never_displayed"])
    }

    func testTickingEachTaskAsItLandsStillPasses() throws {
        for tasks in 1...4 {
            let tree = try project(after: tasks, ticked: tasks)
            let commit = runTipLint(["--quiet"], in: tree.root)
            XCTAssertEqual(commit.status, 0, "after task \(tasks), ticked:\n\(commit.output)")
        }
    }

    func testATaskTickedBeforeItsCodeIsInFails() throws {
        let tree = try project(after: 2, ticked: 3)
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(outcome.status, 1)
        let errors = outcome.output.split(separator: "\n").filter { $0.contains(": error: ") }
        // The firing view's display, donation and import. The event its tip's rule waits for is part of
        // the tip's never-displayed finding (a warning), not an error of its own.
        XCTAssertEqual(
            errors.map { $0.prefix { $0 != ":" } },
            Array(repeating: "Kiln/Views/FiringView.swift", count: 3), outcome.output)
    }
}
