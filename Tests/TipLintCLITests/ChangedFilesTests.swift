import XCTest
@testable import TipLintCLI

/// `--staged`, `--changed-since`, file PATHs: the whole project is analysed,
/// only findings in the named files are reported. Real git repositories.
final class ChangedFilesTests: XCTestCase {
    func testStagedBeforeTheFirstCommit() throws {
        let tree = try GardenFixture.tree(git: true)
        try runGit(["add", GardenFixture.homePath], in: tree.root)
        let outcome = runTipLint(["--no-plan", "--quiet", "--staged"], in: tree.root)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.output, GardenFixture.missingImport)
    }

    func testStagedReportsOnlyStagedFilesButAnalysesEverything() throws {
        let tree = try GardenFixture.tree(git: true)
        try runGit(["add", "."], in: tree.root)
        try runGit(["commit", "-qm", "garden"], in: tree.root)
        // Staging only Tips.swift: the missing import in Home is not reported,
        // and the tip is still seen as displayed (by Home), so no display finding.
        try tree.write("App/Tips.swift", GardenFixture.files["App/Tips.swift"]! + "// edited\n")
        try runGit(["add", "App/Tips.swift"], in: tree.root)
        let staged = runTipLint(["--no-plan", "--quiet", "--staged"], in: tree.root)
        XCTAssertEqual(staged.status, 0)
        XCTAssertEqual(staged.output, GardenFixture.neverInvalidated)
        // Nothing staged: nothing reported.
        try runGit(["commit", "-qm", "edit"], in: tree.root)
        XCTAssertEqual(runTipLint(["--no-plan", "--quiet", "--staged"], in: tree.root).output, "")
    }

    func testChangedSinceOnADetachedHeadIncludesUntrackedFiles() throws {
        let tree = try GardenFixture.tree(git: true)
        try runGit(["add", "App/App.swift", "App/Tips.swift"], in: tree.root)
        try runGit(["commit", "-qm", "first"], in: tree.root)
        try runGit(["add", "."], in: tree.root)
        try runGit(["commit", "-qm", "second"], in: tree.root)
        try runGit(["checkout", "-q", "--detach", "HEAD"], in: tree.root)
        let since = runTipLint(["--no-plan", "--quiet", "--changed-since", "HEAD~1"], in: tree.root)
        XCTAssertEqual(since.status, 1)
        XCTAssertEqual(since.output, GardenFixture.missingImport)
        XCTAssertEqual(runTipLint(["--no-plan", "--quiet", "--changed-since", "HEAD"], in: tree.root).output, "")

        // An untracked file with a newline, a comma and a colon in its name counts as changed.
        let odd = "App/odd\nname, with: colon.swift"
        try tree.write(odd, "import SwiftUI\nstruct Odd: View { var body: some View { Text(\"o\").popoverTip(SaveTip()) } }\n")
        let untracked = runTipLint(["--no-plan", "--quiet", "--changed-since", "HEAD"], in: tree.root)
        XCTAssertEqual(untracked.output, "App/odd\\nname, with: colon.swift:2:51: error: odd\\nname, with: colon.swift uses "
                       + "TipKit members (`.popoverTip`) without `import TipKit`: it compiles only because another file "
                       + "imports TipKit (leaky member visibility); add `import TipKit` (missing_import)\n")
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
        XCTAssertEqual(staged.error, "tiplint: error: --staged needs a git repository, and \(tree.root) is not in one\n")
        let since = runTipLint(["--no-plan", "--changed-since", "main"], in: tree.root)
        XCTAssertEqual(since.error, "tiplint: error: --changed-since needs a git repository, and \(tree.root) is not in one\n")

        let repository = try GardenFixture.tree(git: true)
        let unborn = runTipLint(["--no-plan", "--changed-since", "HEAD"], in: repository.root)
        XCTAssertEqual(unborn.status, 2)
        XCTAssertEqual(unborn.output, "")
        XCTAssertEqual(unborn.error, "tiplint: error: --changed-since: 'HEAD' is not a commit in \(repository.root)\n")
        let option = runTipLint(["--no-plan", "--changed-since=--output=x"], in: repository.root)
        XCTAssertEqual(option.error, "tiplint: error: --changed-since needs a revision, not '--output=x' (see 'tiplint --help')\n")
    }
}
