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
            var rules: [Rule] { #Rule(Self.watered) { $0.donations.count >= 1 } }
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

    /// The case: the change removes the only donation, in Home; the
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
                + "so it does not compile; add `import TipKit` (missing_import)\n")
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
                + "MemberImportVisibility (App/Garden.xcconfig:1), so it does not compile; add `import TipKit` "
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

    /// PATHs in two repositories: each repository's index is asked.
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
            [secondDisplay, "App/Tips.swift"].sorted())
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
