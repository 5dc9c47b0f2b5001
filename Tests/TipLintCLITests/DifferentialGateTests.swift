import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI

/// `--staged` and `--changed-since`: the project as the change leaves it is
/// compared with the project before it, both analysed whole; what the change
/// introduces is reported, in any file. Real git repositories.
final class DifferentialGateTests: XCTestCase {
    /// A tip whose event is donated in another file.
    static let fern: [String: String] = [
        "App/App.swift": """
        import SwiftUI
        import TipKit

        @main
        struct FernApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { Home() } }
        }

        """,
        "App/Tips.swift": """
        import TipKit

        struct WaterTip: Tip {
            static let watered = Event(id: "watered")
            var title: Text { Text("Water the fern") }
            var rules: [Rule] { #Rule(Self.watered) { $0.donations.count == 0 } }
        }

        """,
        "App/Home.swift": homeDonating,
    ]
    static let homeDonating = """
        import SwiftUI
        import TipKit

        struct Home: View {
            var body: some View {
                Button("Water") { Task { await WaterTip.watered.donate() } }
                    .popoverTip(WaterTip())
            }
        }

        """
    static let homeNotDonating = homeDonating.replacingOccurrences(
        of: "Button(\"Water\") { Task { await WaterTip.watered.donate() } }", with: "Button(\"Water\") { }")
    static let homeWithoutImport = homeDonating.replacingOccurrences(of: "import TipKit\n", with: "")
    /// WaterTip, a popover on the Water button, waits for that event: never retired either, a related
    /// location of the one finding.
    static let neverDonated =
        "App/Tips.swift:4:16: error: event WaterTip.watered is read by a #Rule of WaterTip but "
        + "never donated, so that rule never changes; call `WaterTip.watered.donate()` where the user performs the "
        + "action; also: so WaterTip, which waits for it, is never retired either (App/Tips.swift:3) (event_never_donated)\n"

    /// The fern app committed, clean.
    private func committedFern() throws -> TemporaryTree {
        let tree = try TemporaryTree(Self.fern, git: false)
        try runGit(["init", "-q"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        try runGit(["commit", "-qm", "fern"], in: tree.root)
        return tree
    }

    private func summaryLine(_ error: String) -> String? {
        error.split(separator: "\n").first { $0.hasPrefix("compared with") }.map(String.init)
    }

    /// The issue's case: the change removes the only donation, in Home; the
    /// error it causes is in Tips.swift, which the change does not touch.
    func testAChangeThatBreaksAnotherFilesWiringIsBlocked() throws {
        let tree = try committedFern()
        try tree.write("App/Home.swift", Self.homeNotDonating)
        try runGit(["add", "App/Home.swift"], in: tree.root)
        let staged = runTipLint(["--no-plan", "--staged"], in: tree.root)
        XCTAssertEqual(staged.status, 1)
        XCTAssertEqual(staged.output, Self.neverDonated)
        XCTAssertEqual(summaryLine(staged.error), "compared with HEAD: 1 new finding, fixed 0")
    }

    /// What is staged is linted, not the working tree: a bad blob in the
    /// index with a clean file on disk is blocked, and the reverse passes.
    func testLintsTheIndexNotTheWorkingTree() throws {
        let tree = try committedFern()
        try tree.write("App/Home.swift", Self.homeNotDonating)
        try runGit(["add", "App/Home.swift"], in: tree.root)
        try tree.write("App/Home.swift", Self.homeDonating)
        let staged = runTipLint(["--no-plan", "--quiet", "--staged"], in: tree.root)
        XCTAssertEqual(staged.status, 1)
        XCTAssertEqual(staged.output, Self.neverDonated)
        XCTAssertEqual(runTipLint(["--no-plan", "--quiet"], in: tree.root).status, 0)

        try runGit(["add", "App/Home.swift"], in: tree.root)
        try tree.write("App/Home.swift", Self.homeNotDonating)
        let clean = runTipLint(["--no-plan", "--quiet", "--staged"], in: tree.root)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.output, "")
    }

    /// Regions (end line and column) come from the staged version too.
    func testRegionsComeFromTheIndex() throws {
        let tree = try committedFern()
        try tree.write("App/Home.swift", Self.homeWithoutImport)
        try runGit(["add", "App/Home.swift"], in: tree.root)
        try tree.write("App/Home.swift", "// Home\n// (being rewritten)\n\n" + Self.homeDonating)
        // A members-only missing import is a warning: --strict makes it fail the gate.
        let staged = runTipLint(["--no-plan", "--quiet", "--strict", "--staged", "--format", "github"], in: tree.root)
        XCTAssertEqual(staged.status, 1)
        try tree.write("App/Home.swift", Self.homeWithoutImport)
        let onDisk = runTipLint(["--no-plan", "--quiet", "--strict", "--format", "github"], in: tree.root)
        XCTAssertTrue(
            onDisk.output.hasPrefix("::warning file=App/Home.swift,line=5,col=40,endLine=5,endColumn="), onDisk.output)
        XCTAssertEqual(staged.output, onDisk.output)
    }

    /// Findings already in HEAD are not reported; those the change fixes are counted.
    func testExistingFindingsAreNotReportedAndFixedOnesCounted() throws {
        let tree = try TemporaryTree(Self.fern.merging(["App/Home.swift": Self.homeNotDonating]) { $1 }, git: false)
        try runGit(["init", "-q"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        try runGit(["commit", "-qm", "broken"], in: tree.root)
        // Unrelated staged change: the two findings stay, unreported.
        try tree.write("App/App.swift", Self.fern["App/App.swift"]! + "// edited\n")
        try runGit(["add", "."], in: tree.root)
        let unrelated = runTipLint(["--no-plan", "--staged"], in: tree.root)
        XCTAssertEqual(unrelated.status, 0)
        XCTAssertEqual(unrelated.output, "")
        XCTAssertEqual(
            summaryLine(unrelated.error), "compared with HEAD: 0 new findings, fixed 0; 1 already there, not reported")
        // The fix.
        try tree.write("App/Home.swift", Self.homeDonating)
        try runGit(["add", "."], in: tree.root)
        let fixed = runTipLint(["--no-plan", "--staged"], in: tree.root)
        XCTAssertEqual(fixed.status, 0)
        XCTAssertEqual(summaryLine(fixed.error), "compared with HEAD: 0 new findings, fixed 1")
    }

    /// `--pre-commit FILE…`, as the hook runs it: given staged files (a commit), it is `--staged`;
    /// given a file that is not staged (`pre-commit run --all-files`), or with nothing staged, it
    /// lints the whole project, so an error already committed fails.
    func testPreCommitLintsTheWholeProjectWhenNotRunOnACommit() throws {
        let tree = try TemporaryTree(Self.fern.merging(["App/Home.swift": Self.homeNotDonating]) { $1 }, git: false)
        try runGit(["init", "-q"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        try runGit(["commit", "-qm", "broken"], in: tree.root)
        let nothingStaged = runTipLint(["--no-plan", "--pre-commit"], in: tree.root)
        XCTAssertEqual(nothingStaged.status, 1)
        XCTAssertEqual(nothingStaged.output, Self.neverDonated)
        XCTAssertTrue(
            nothingStaged.error.hasPrefix("pre-commit: nothing is staged: linting the whole project\n"),
            nothingStaged.error)

        try tree.write("App/App.swift", Self.fern["App/App.swift"]! + "// edited\n")
        try runGit(["add", "App/App.swift"], in: tree.root)
        let commit = runTipLint(["--no-plan", "--pre-commit", "App/App.swift"], in: tree.root)
        XCTAssertEqual(commit.status, 0)
        XCTAssertEqual(commit.output, "")
        XCTAssertTrue(commit.error.hasPrefix("pre-commit: linting the staged change\n"), commit.error)
        XCTAssertEqual(
            summaryLine(commit.error), "compared with HEAD: 0 new findings, fixed 0; 1 already there, not reported")

        let allFiles = runTipLint(
            ["--no-plan", "--quiet", "--pre-commit", "App/App.swift", "App/Home.swift", "App/Tips.swift"],
            in: tree.root)
        XCTAssertEqual(allFiles.status, 1)
        XCTAssertEqual(allFiles.output, Self.neverDonated)
        XCTAssertEqual(allFiles.error, "")
        let notARepository = try TemporaryTree(Self.fern, git: false)
        let outside = runTipLint(["--no-plan", "--pre-commit"], in: notARepository.root)
        XCTAssertEqual(outside.status, 2)
        XCTAssertEqual(
            outside.error,
            "tiplint: error: --pre-commit needs a git repository, and \(notARepository.root) is not in one\n")
    }

    /// A file moved keeps its findings: staged with `git mv` (and edited),
    /// or moved on disk only, against a revision.
    func testRenamedFilesKeepTheirFindings() throws {
        let tree = try TemporaryTree(Self.fern.merging(["App/Home.swift": Self.homeNotDonating]) { $1 }, git: false)
        try runGit(["init", "-q"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        try runGit(["commit", "-qm", "broken"], in: tree.root)
        try tree.makeDirectory("App/Tips")
        try runGit(["mv", "App/Tips.swift", "App/Tips/WaterTip.swift"], in: tree.root)
        try tree.write("App/Tips/WaterTip.swift", "// The fern's tips\n" + Self.fern["App/Tips.swift"]!)
        try runGit(["add", "."], in: tree.root)
        let staged = runTipLint(["--no-plan", "--staged"], in: tree.root)
        XCTAssertEqual(staged.output, "")
        XCTAssertEqual(
            summaryLine(staged.error), "compared with HEAD: 0 new findings, fixed 0; 1 already there, not reported")

        try runGit(["commit", "-qm", "moved"], in: tree.root)
        try FileManager.default.moveItem(
            atPath: tree.path("App/Tips/WaterTip.swift"), toPath: tree.path("App/Water.swift"))
        let moved = runTipLint(["--no-plan", "--changed-since", "HEAD"], in: tree.root)
        XCTAssertEqual(moved.output, "")
        XCTAssertEqual(
            summaryLine(moved.error), "compared with HEAD: 0 new findings, fixed 0; 1 already there, not reported")
    }

    /// The fern plan's first three tasks are in: the tips declared, TipKit configured; the water
    /// tip is not shown yet, a progress note. A commit that only marks task 3 done turns the note
    /// into an error: its severity rose, so the change introduced it, and the gate blocks it.
    func testTickingATaskDoneWithoutItsCodeIsIntroduced() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Fern").path
        let tree = try TemporaryTree(git: false)
        for (task, file) in [
            (0, "docs/plans/fern-tips-plan.md"), (0, "App/Home.swift"), (0, "App/Leaves.swift"),
            (1, "App/Tips.swift"), (2, "App/FernApp.swift"),
        ] {
            try tree.write(file, try String(contentsOfFile: "\(fixture)/task\(task)/\(file)", encoding: .utf8))
        }
        try runGit(["init", "-q"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        try runGit(["commit", "-qm", "tasks 1 and 2"], in: tree.root)
        let displayMissing =
            "App/Home.swift:1:1: %@: WaterTip is not displayed in this file as the plan says "
            + "(docs/plans/fern-tips-plan.md:79), nor anywhere else; show it here with `.popoverTip(…)` or "
            + "`TipView(…)` (plan_display_missing)\n"
        let unticked = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(unticked.status, 0)
        XCTAssertTrue(unticked.output.hasPrefix(displayMissing.replacingOccurrences(of: "%@", with: "note")))
        let plan = tree.read("docs/plans/fern-tips-plan.md")!
        try tree.write(
            "docs/plans/fern-tips-plan.md",
            plan.replacingOccurrences(of: "### Task 3: Show the water tip", with: "### Task 3: Show the water tip ✅"))
        try runGit(["add", "."], in: tree.root)
        let staged = runTipLint(["--staged"], in: tree.root)
        XCTAssertEqual(staged.status, 1)
        XCTAssertEqual(
            staged.output,
            displayMissing.replacingOccurrences(of: "%@", with: "error")
                + "App/Home.swift:1:1: error: WaterTip.watered is not donated in this file as the plan says "
                + "(docs/plans/fern-tips-plan.md:77); call `WaterTip.watered.donate()` where the user performs the "
                + "action (plan_donation_missing)\n"
                + "App/Home.swift:1:1: error: Home.swift lacks `import TipKit`, which the plan adds "
                + "(docs/plans/fern-tips-plan.md:72); add it (plan_import_missing)\n"
                + "App/Tips.swift:3:8: warning: tip WaterTip is never displayed: no .popoverTip, TipView or "
                + "TipUIPopoverViewController shows it; display it where its feature is, or remove it; also: its "
                + "event WaterTip.watered is never donated either (App/Tips.swift:4) (tip_never_displayed)\n")
        // The four notes of the unticked task 4 stay notes: already there, not reported.
        XCTAssertEqual(
            summaryLine(staged.error), "compared with HEAD: 4 new findings, fixed 0; 4 already there, not reported")
        // The working tree against the commit: the same.
        let since = runTipLint(["--quiet", "--changed-since", "HEAD"], in: tree.root)
        XCTAssertEqual(since.status, 1)
        XCTAssertEqual(since.output, staged.output)
    }

    func testStagedBeforeTheFirstCommitComparesWithNothing() throws {
        // Build settings that turn MemberImportVisibility on make the missing import an error.
        let files = Self.fern.merging([
            "App/Home.swift": Self.homeWithoutImport,
            "Fern.xcconfig": "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES\n",
        ]) { $1 }
        let tree = try TemporaryTree(files, git: false)
        try runGit(["init", "-q"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        let outcome = runTipLint(["--no-plan", "--quiet", "--staged"], in: tree.root)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(
            outcome.output,
            "App/Home.swift:5:40: error: Home.swift uses TipKit members (`.donate()`) "
                + "without `import TipKit`: the project turns on MemberImportVisibility (Fern.xcconfig:1), "
                + "so it does not compile; add `import TipKit`, or run `tiplint --fix` (missing_import)\n")
    }

    /// `--changed-since REV` compares the working tree, untracked files
    /// included, with REV, on a detached HEAD too.
    func testChangedSinceComparesTheWorkingTreeWithARevision() throws {
        let tree = try GardenFixture.tree(git: true)
        try runGit(["add", "App/App.swift", "App/Tips.swift"], in: tree.root)
        try runGit(["commit", "-qm", "first"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        try runGit(["commit", "-qm", "second"], in: tree.root)
        try runGit(["checkout", "-q", "--detach", "HEAD"], in: tree.root)
        // The second commit displays the tip (so it needs retiring) and forgets the import.
        let since = runTipLint(["--no-plan", "--quiet", "--changed-since", "HEAD~1"], in: tree.root)
        XCTAssertEqual(since.status, 1)
        XCTAssertEqual(since.output, GardenFixture.missingImport + GardenFixture.neverInvalidated)
        XCTAssertEqual(runTipLint(["--no-plan", "--quiet", "--changed-since", "HEAD"], in: tree.root).output, "")

        // An untracked file with a newline, a comma and a colon in its name.
        let odd = "App/odd\nname, with: colon.swift"
        try tree.write(
            odd, "import SwiftUI\nstruct Odd: View { var body: some View { Text(\"o\").popoverTip(SaveTip()) } }\n")
        let untracked = runTipLint(["--no-plan", "--quiet", "--changed-since", "HEAD"], in: tree.root)
        XCTAssertEqual(
            untracked.output,
            "App/odd\\nname, with\\u{3A} colon.swift:2:51: error: odd\\nname, with: colon.swift uses "
                + "TipKit members (`.popoverTip`) without `import TipKit`: the project turns on "
                + "MemberImportVisibility (App/Garden.xcconfig:1), so it does not compile; add `import TipKit`, or run `tiplint --fix` "
                + "(missing_import)\n")
    }

    /// A hook in a linked worktree runs with GIT_DIR set; the PATH is a
    /// subdirectory. The result is the same as without GIT_DIR.
    func testGitDirAndAPathBelowTheTopGiveTheSameResult() throws {
        let tree = try committedFern()
        try runGit(["worktree", "add", "-q", "linked"], in: tree.root)
        let linked = tree.path("linked")
        try tree.write("linked/App/Home.swift", Self.homeNotDonating)
        try runGit(["add", "App/Home.swift"], in: linked)
        let gitDirectory = try runGit(["rev-parse", "--absolute-git-dir"], in: linked)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let plain = runTipLint(["--no-plan", "--quiet", "--staged", "App"], in: linked)
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(plain.output, Self.neverDonated)
        let hook = runTipLint(
            ["--no-plan", "--quiet", "--staged", "App"], in: linked,
            environment: ["GIT_DIR": gitDirectory, "GIT_INDEX_FILE": gitDirectory + "/index"])
        XCTAssertEqual(hook.status, plain.status)
        XCTAssertEqual(hook.output, plain.output)
    }

    /// PATHs in two repositories: each repository's index is asked. (The two apps, analysed
    /// together, share an event id: a warning while both donate it, an error once one does not,
    /// so the change introduces that too.)
    func testEveryRepositoryIsAsked() throws {
        let first = try committedFern(), second = try committedFern()
        for tree in [first, second] {
            try tree.write("App/Home.swift", Self.homeNotDonating)
            try runGit(["add", "App/Home.swift"], in: tree.root)
        }
        let outcome = runTipLint(
            ["--no-plan", "--quiet", "--staged", first.path("App"), second.path("App")], in: first.root)
        XCTAssertEqual(outcome.status, 1)
        let secondDisplay = PathText.display(second.path("App/Tips.swift"), from: first.root)
        XCTAssertEqual(
            outcome.output.split(separator: "\n").map { String($0.split(separator: ":")[0]) }.sorted(),
            [secondDisplay, "App/Tips.swift", "App/Tips.swift"].sorted())
        XCTAssertTrue(outcome.output.contains("App/Tips.swift:4:16: error: event WaterTip.watered has id"))
    }

    func testFilePathsNarrowTheReport() throws {
        let tree = try GardenFixture.tree()
        let outcome = runTipLint(["--no-plan", "--quiet", "App/Tips.swift"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, GardenFixture.neverInvalidated)
    }

    func testGitModesNeedARepositoryAndARevision() throws {
        let tree = try TemporaryTree(GardenFixture.files, git: false)
        let staged = runTipLint(["--no-plan", "--staged"], in: tree.root)
        XCTAssertEqual(staged.status, 2)
        XCTAssertEqual(
            staged.error, "tiplint: error: --staged needs a git repository, and \(tree.root) is not in one\n")
        let since = runTipLint(["--no-plan", "--changed-since", "main"], in: tree.root)
        XCTAssertEqual(
            since.error, "tiplint: error: --changed-since needs a git repository, and \(tree.root) is not in one\n")

        let repository = try GardenFixture.tree(git: true)
        let unborn = runTipLint(["--no-plan", "--changed-since", "HEAD"], in: repository.root)
        XCTAssertEqual(unborn.status, 2)
        XCTAssertEqual(unborn.output, "")
        XCTAssertEqual(unborn.error, "tiplint: error: --changed-since: 'HEAD' is not a commit in \(repository.root)\n")
        let option = runTipLint(["--no-plan", "--changed-since=--output=x"], in: repository.root)
        XCTAssertEqual(
            option.error, "tiplint: error: --changed-since needs a revision, not '--output=x' (see 'tiplint --help')\n")
        let fix = runTipLint(["--no-plan", "--staged", "--fix"], in: repository.root)
        XCTAssertEqual(fix.status, 2)
        XCTAssertEqual(
            fix.error,
            "tiplint: error: --fix changes the working tree and --staged lints the index; fix, "
                + "stage, then run --staged (see 'tiplint --help')\n")
    }
}
