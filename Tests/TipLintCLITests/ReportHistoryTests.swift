import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI
@testable import TipLintGit

/// `tiplint report --history` on a real git history built here, as a plan is
/// implemented: the app, the plan added, its three tasks landing one by one (each marked
/// done in the plan as it lands), then a regression. Every point of the series is checked; the work tree stays at the last
/// commit, so the earlier figures can only come from git.
///
/// The plan has 15 checks: per tip (AddTip, FilterTip) declared, event id and title
/// (6), a display site and a donation each (4), `import TipKit` in four files, and
/// the configure call.
final class ReportHistoryTests: XCTestCase {
    private var tree: TemporaryTree!

    private static let app = """
        import SwiftUI
        import TipKit

        @main
        struct NotesApp: App {
            init() {
                try? Tips.configure()
            }

            var body: some Scene { WindowGroup { HomeView() } }
        }

        """

    private static let tips = """
        import TipKit

        struct AddTip: Tip {
            static let added = Tips.Event(id: "noteAdded")
            var title: Text { Text("Add a note") }
            var rules: [Rule] { #Rule(Self.added) { $0.donations.count == 0 } }
        }

        struct FilterTip: Tip {
            static let filtered = Tips.Event(id: "notesFiltered")
            var title: Text { Text("Filter your notes") }
            var rules: [Rule] { #Rule(Self.filtered) { $0.donations.count == 0 } }
        }

        """

    private static let home = """
        import SwiftUI
        import TipKit

        struct HomeView: View {
            private let addTip = AddTip()

            var body: some View {
                Button("Add") { AddTip.added.donate() }
                    .popoverTip(addTip)
                ListView()
            }
        }

        """

    private static func list(showingTip: Bool) -> String {
        """
        import SwiftUI
        import TipKit

        struct ListView: View {
            private let filterTip = FilterTip()

            var body: some View {
                Button("Filter") { FilterTip.filtered.donate() }
        \(showingTip ? "            .popoverTip(filterTip)\n" : "")    }
        }

        """
    }

    /// The plan, with its first `done` tasks marked done (✅), as a team ticks them off.
    private static func plan(done: Int) -> String {
        var text = planText
        for task in 1...3 where task <= done {
            text = text.replacingOccurrences(of: "### Task \(task): ", with: "### ✅ Task \(task): ")
        }
        return text
    }

    private static let planText = """
        # Notes tips — implementation plan

        **Goal:** Add 2 TipKit popover tips to the notes app.

        ### Task 1: Declare the tips and configure TipKit

        **Files:**
        - Create: `Notes/Tips.swift`
        - Modify: `Notes/NotesApp.swift`

        Create `Notes/Tips.swift`:

        ```swift
        import TipKit

        struct AddTip: Tip {
            static let added = Tips.Event(id: "noteAdded")
            var title: Text { Text("Add a note") }
        }

        struct FilterTip: Tip {
            static let filtered = Tips.Event(id: "notesFiltered")
            var title: Text { Text("Filter your notes") }
        }
        ```

        In `Notes/NotesApp.swift`:

        ```swift
        import TipKit

        try? Tips.configure()
        ```

        ### Task 2: Show AddTip on the home screen

        **Files:**
        - Modify: `Notes/HomeView.swift`

        ```swift
        import TipKit

        private let addTip = AddTip()

        Button("Add") { AddTip.added.donate() }
            .popoverTip(addTip)
        ```

        ### Task 3: Show FilterTip on the list

        **Files:**
        - Modify: `Notes/ListView.swift`

        ```swift
        import TipKit

        private let filterTip = FilterTip()

        Button("Filter") { FilterTip.filtered.donate() }
            .popoverTip(filterTip)
        ```

        """

    override func setUpWithError() throws {
        tree = try TemporaryTree(git: false)
        try git("init", "-q")
        let bareApp = Self.app.replacingOccurrences(of: "import TipKit\n", with: "")
            .replacingOccurrences(of: "    init() {\n        try? Tips.configure()\n    }\n\n", with: "")
        try tree.write("Notes/NotesApp.swift", bareApp)
        try tree.write(
            "Notes/HomeView.swift",
            "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { ListView() }\n}\n")
        try tree.write(
            "Notes/ListView.swift",
            "import SwiftUI\n\nstruct ListView: View {\n    var body: some View { Text(\"Notes\") }\n}\n")
        try commit("The app")
        try tree.write("docs/plans/tips-plan.md", Self.plan(done: 0))
        try commit("Plan the tips")
        try tree.write("Notes/Tips.swift", Self.tips)
        try tree.write("Notes/NotesApp.swift", Self.app)
        try tree.write("docs/plans/tips-plan.md", Self.plan(done: 1))
        try commit("Task 1: declare the tips")
        try tree.write("Notes/HomeView.swift", Self.home)
        try tree.write("docs/plans/tips-plan.md", Self.plan(done: 2))
        try commit("Task 2: AddTip on the home screen")
        try tree.write("Notes/ListView.swift", Self.list(showingTip: true))
        try tree.write("docs/plans/tips-plan.md", Self.plan(done: 3))
        try commit("Task 3: FilterTip on the list")
        try tree.write("Notes/ListView.swift", Self.list(showingTip: false))
        try commit("Tidy the list")
    }

    private func git(_ arguments: String...) throws {
        _ = try runGit(arguments, in: tree.root)
    }

    private func commit(_ subject: String) throws {
        try git("add", "-A")
        try git("commit", "-qm", subject)
    }

    private func tiplint(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(tree.root))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var output = "", error = ""
        let console = Console(
            outputIsTerminal: false, environment: [:],
            output: {
                output += $0
                return nil
            }, error: { error += $0 })
        return (TipLintCommand.run(arguments: arguments, console: console), output, error)
    }

    private let plan = ["--plan", "docs/plans/tips-plan.md"]

    /// `subject: tips wired; plan checks held/total (errors, warnings, notes)` per commit, from the JSON report.
    private func series(_ json: String) throws -> [String] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let history = try XCTUnwrap(object["history"] as? [[String: Any]])
        return history.map { point in
            let wired = point["tipsWired"] as! [String: Any]
            let checks = (point["planCoverage"] as? [String: Any]).map { "\($0["held"]!)/\($0["total"]!)" } ?? "no plan"
            return "\(point["subject"]!): \(wired["wired"]!)/\(wired["total"]!); \(checks) "
                + "(\(point["errors"]!), \(point["warnings"]!), \(point["notes"]!))"
        }
    }

    func testEveryPointOfTheSeries() throws {
        let run = tiplint(["report", "--history", "--format", "json", "--quiet"] + plan)
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(
            try series(run.output),
            [
                "The app: 0/0; no plan (0, 0, 0)",
                "Plan the tips: 0/2; 0/15 (0, 0, 12)", // nothing done yet: progress notes
                // A tip not displayed yet carries its undonated event (one defect, one finding).
                "Task 1: declare the tips: 0/2; 9/15 (0, 0, 8)",
                "Task 2: AddTip on the home screen: 1/2; 12/15 (0, 0, 4)",
                "Task 3: FilterTip on the list: 2/2; 15/15 (0, 0, 0)",
                "Tidy the list: 1/2; 14/15 (1, 1, 0)", // Task 3 is marked done: a regression is an error
            ])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let history = try XCTUnwrap(object["history"] as? [[String: Any]])
        let log = try runGit(["log", "--reverse", "--format=%H %cI"], in: tree.root).split(separator: "\n")
        XCTAssertEqual(
            history.map { "\($0["commit"]!) \($0["date"]!)" }, log.map(String.init), "oldest first, ISO-8601 dates")
        XCTAssertEqual(((history[3]["planCoverage"] as? [String: Any])?["percent"] as? NSNumber)?.doubleValue, 80)
        XCTAssertEqual(((history[3]["tipsWired"] as? [String: Any])?["percent"] as? NSNumber)?.doubleValue, 50)
        let source = try XCTUnwrap(object["source"] as? [String: Any])
        XCTAssertEqual(source["commit"] as? String, history.last?["commit"] as? String)
        XCTAssertEqual(source["branch"] as? String, "main")
        XCTAssertEqual(source["uncommittedChanges"] as? Bool, false)
    }

    /// Work counted, not timed: six commits read through one `cat-file`, each distinct file
    /// version once (a file unchanged between commits is not read again, nor extracted).
    func testEachFileVersionIsReadOnce() throws {
        var options = LintSession.Options()
        options.plans = plan.filter { $0 != "--plan" }
        let analysis = try LintSession.run(paths: [], workingDirectory: tree.root, options: options)
        let repository = try GitRepository.containing(tree.root, callerEnvironment: [:], workingDirectory: tree.root)
        let series = try ReportHistory(repository: repository, analysis: analysis).series(range: nil)
        XCTAssertEqual(series.points.count, 6)
        var versions = Set<String>()
        for commit in try runGit(["rev-list", "HEAD"], in: tree.root).split(separator: "\n") {
            for line in try runGit(["ls-tree", "-r", String(commit)], in: tree.root).split(separator: "\n") {
                let fields = line.split(separator: "\t")[0].split(separator: " ")
                if line.hasSuffix(".swift") || line.hasSuffix(".md") { versions.insert(String(fields[2])) }
            }
        }
        XCTAssertEqual(versions.count, 12, "NotesApp 2, HomeView 2, ListView 3, Tips 1, the plan 4")
        XCTAssertEqual(series.blobsRead, versions.count)
        // Each Swift file version is extracted once, not once per commit (6 commits of 4 files).
        XCTAssertEqual(series.filesExtracted, 8)
    }

    /// Counted, not timed: each commit's tree was listed by a `git ls-tree` of its own, half the
    /// time of 200 commits. The trees come through the one `cat-file` the blobs do: one `git log`
    /// and one `git cat-file` for any number of commits.
    func testGitIsStartedTwiceWhateverTheNumberOfCommits() throws {
        var options = LintSession.Options()
        options.plans = plan.filter { $0 != "--plan" }
        let analysis = try LintSession.run(paths: [], workingDirectory: tree.root, options: options)
        let repository = try GitRepository.containing(tree.root, callerEnvironment: [:], workingDirectory: tree.root)
        let history = ReportHistory(repository: repository, analysis: analysis)
        func launches(commits: Int) throws -> Int {
            let before = GitProcess.launchCount
            XCTAssertEqual(try history.series(range: "HEAD", limit: commits).points.count, commits)
            return GitProcess.launchCount - before
        }
        XCTAssertEqual(try launches(commits: 2), 2)
        XCTAssertEqual(try launches(commits: 6), 2)
    }

    /// Each commit is a whole analysis: a range reads its newest `commitLimit` and says so.
    func testALongRangeIsCutToItsNewestCommits() throws {
        XCTAssertEqual(ReportHistory.commitLimit, 200)
        var options = LintSession.Options()
        options.plans = plan.filter { $0 != "--plan" }
        let analysis = try LintSession.run(paths: [], workingDirectory: tree.root, options: options)
        let repository = try GitRepository.containing(tree.root, callerEnvironment: [:], workingDirectory: tree.root)
        let series = try ReportHistory(repository: repository, analysis: analysis).series(range: "HEAD", limit: 4)
        XCTAssertEqual(series.commitsLeftOut, 2)
        let newest = try runGit(["rev-list", "--max-count=4", "--reverse", "HEAD"], in: tree.root).split(
            separator: "\n")
        XCTAssertEqual(series.points.map(\.commit), newest.map(String.init))
    }

    func testRangeAndFormats() throws {
        let range = tiplint(["report", "--history", "HEAD~2..HEAD", "--format", "json", "--quiet"] + plan)
        XCTAssertEqual(range.status, 0, range.error)
        XCTAssertEqual(
            try series(range.output),
            [
                "Task 3: FilterTip on the list: 2/2; 15/15 (0, 0, 0)", "Tidy the list: 1/2; 14/15 (1, 1, 0)",
            ])
        XCTAssertEqual(
            try series(tiplint(["report", "--history=HEAD~1", "--format", "json", "--quiet"] + plan).output).count, 5,
            "a single revision: its first-parent history")

        let markdown = tiplint(["report", "--history=HEAD~2..HEAD", "--format", "markdown", "--quiet"] + plan).output
        let head = try runGit(["rev-parse", "--short=7", "HEAD"], in: tree.root).trimmingCharacters(
            in: .whitespacesAndNewlines)
        XCTAssertTrue(
            markdown.contains(
                "| Commit | Date | Subject | Tips wired | Plan checks | Errors | Warnings | Notes |\n"
                    + "|:--|:--|:--|--:|--:|--:|--:|--:|\n"), markdown)
        XCTAssertTrue(markdown.contains(" | Tidy the list | 1/2 (50.0%) | 14/15 (93.3%) | 1 | 1 | 0 |\n"))
        XCTAssertTrue(markdown.contains("Source: commit `\(head)` on `main`, "))

        let html = tiplint(["report", "--history", "--format", "html", "--quiet"] + plan).output
        XCTAssertEqual(
            html.components(separatedBy: "<circle ").count - 1, 5 + 5,
            "5 tips-wired points (the first commit has no tip to count), 5 plan-check points (the first has no plan)")
        XCTAssertTrue(html.contains("<g class=\"series checks\"><polyline points=\""))
        XCTAssertFalse(
            html.contains("http://") || html.contains("https://"), "no network assets, the chart is inline SVG")

        let text = tiplint(["report", "--history", "--quiet"] + plan).output
        XCTAssertTrue(text.contains("\nHistory (oldest first)\n"))
        XCTAssertTrue(text.contains("  tips wired 2/2  plan checks 100.0%  Task 3: FilterTip on the list\n"))
    }

    /// A subject may hold any byte but NUL (git refuses NUL in a message): the control
    /// characters a record format might use as separators stay part of the subject.
    func testASubjectHoldingControlCharactersIsListed() throws {
        try git("commit", "-q", "--allow-empty", "-m", "Split\u{1F}fields\u{1E}records")
        let run = tiplint(["report", "--history=HEAD~1..HEAD", "--format", "json", "--quiet"] + plan)
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(try series(run.output), ["Split\u{1F}fields\u{1E}records: 1/2; 14/15 (1, 1, 0)"])
    }

    /// A PATH after `--history` stays a PATH; a range is taken when it has `..` or comes after `=`.
    func testHistoryTakesARangeOnlyWhenItLooksLikeOne() throws {
        let path = tiplint(["report", "--history", "Notes", "--format", "json", "--quiet"] + plan)
        XCTAssertEqual(path.status, 0, path.error)
        XCTAssertEqual(try series(path.output).count, 6)
    }

    /// At each commit the files are those the run would read: a local package below the
    /// PATH (its own `Package.swift`) is part of the app; hidden directories and dependency
    /// folders are left out.
    func testLocalPackagesAreReadHiddenAndDependencyDirectoriesAreLeftOut() throws {
        let stray = "import TipKit\n\nstruct StrayTip: Tip { var title: Text { Text(\"Stray\") } }\n"
        try tree.write(".hidden/Stray.swift", stray)
        try tree.write("Pods/Kit/Stray.swift", stray)
        try commit("Vendor a pod")
        try tree.write("Packages/Kit/Package.swift", "// swift-tools-version:5.9\n")
        try tree.write("Packages/Kit/Sources/Kit/Stray.swift", stray)
        try commit("Add a local package")
        let run = tiplint(["report", "--history=HEAD~2..HEAD", "--format", "json", "--quiet"] + plan)
        XCTAssertEqual(run.status, 0, run.error)
        // The package's StrayTip is one more tip, never displayed (a warning and two notes more).
        XCTAssertEqual(
            try series(run.output),
            ["Vendor a pod: 1/2; 14/15 (1, 1, 0)", "Add a local package: 1/2; 14/15 (2, 3, 0)"])
    }

    /// An app package (its `Package.swift` declares an app) is an app of its own: the report, and
    /// each point of its history, covers the app around it alone.
    func testAnAppPackageIsLeftToItsOwnReport() throws {
        let stray = "import TipKit\n\nstruct StrayTip: Tip { var title: Text { Text(\"Stray\") } }\n"
        try tree.write("Pods/Kit/Stray.swift", stray)
        try commit("Vendor a pod")
        try tree.write(
            "Playground.swiftpm/Package.swift",
            "// swift-tools-version: 5.9\nimport PackageDescription\nimport AppleProductTypes\n")
        try tree.write("Playground.swiftpm/Stray.swift", stray)
        try commit("Add a playground app")
        let run = tiplint(["report", "--history=HEAD~2..HEAD", "--format", "json", "--quiet"] + plan)
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(
            try series(run.output),
            ["Vendor a pod: 1/2; 14/15 (1, 1, 0)", "Add a playground app: 1/2; 14/15 (1, 1, 0)"])
    }

    func testHistoryErrors() throws {
        let bad = tiplint(["report", "--history=nowhere..HEAD", "--quiet"] + plan)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(
            bad.error,
            "tiplint: error: --history: git knows no revision range 'nowhere..HEAD' in \(tree.root) "
                + "(a range is like main~10..HEAD; HEAD~N needs N earlier commits)\n")
        let option = tiplint(["report", "--history=--output=x", "--quiet"] + plan)
        XCTAssertEqual(option.status, 2)
        XCTAssertEqual(
            option.error, "tiplint: error: --history needs a revision range, not '--output=x' (see 'tiplint --help')\n")

        let outside = try TemporaryTree(["App.swift": "import TipKit\n"], git: false)
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(outside.root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var error = ""
        let console = Console(outputIsTerminal: false, environment: [:], output: { _ in nil }, error: { error += $0 })
        XCTAssertEqual(TipLintCommand.run(arguments: ["report", "--history", "--quiet"], console: console), 2)
        XCTAssertEqual(error, "tiplint: error: --history needs a git repository, and \(outside.root) is not in one\n")
    }
}
