import XCTest

@testable import TipLint
@testable import TipLintCLI

/// The lint command in-process, on small trees. Until the tokenizer and the
/// TipKit rules land, the findings come from `unreadable_file` (a file that
/// is not UTF-8), which exercises every path from discovery to exit status.
final class LintCommandTests: XCTestCase {
    private let notUTF8: [UInt8] = [0x73, 0x74, 0xFF, 0xFE, 0x0A]

    private func unreadable(_ path: String) -> String {
        "\(path):1:1: warning: file is not valid UTF-8; it was not analysed (unreadable_file)\n"
    }

    /// The stderr summary with the time taken replaced by N.
    private func summary(_ error: String) -> String {
        error.replacingOccurrences(of: #"\(\d+ ms\)"#, with: "(N ms)", options: .regularExpression)
    }

    private func tree(_ files: [String: String] = [:], broken: [String] = []) throws -> TemporaryTree {
        let tree = try TemporaryTree(files)
        for path in broken { try tree.write(path, bytes: notUTF8) }
        return tree
    }

    // MARK: findings, summary and exit status

    func testACleanProjectPasses() throws {
        let tree = try tree(["App/A.swift": "struct A {}\n", "App/B.swift": "struct B {}\n"])
        let outcome = runTipLint([], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(
            summary(outcome.error),
            """
            plan: none found; plan checks skipped
            tip systems: none detected
            0 errors, 0 warnings, 0 notes in 2 files (N ms)

            """)
    }

    func testAWarningPassesUnlessStrict() throws {
        let tree = try tree(["App/A.swift": ""], broken: ["App/Broken.swift"])
        let outcome = runTipLint(["App"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, unreadable("App/Broken.swift"))
        XCTAssertTrue(
            summary(outcome.error).hasSuffix("0 errors, 1 warning, 0 notes in 2 files (N ms)\n"), outcome.error)
        XCTAssertEqual(runTipLint(["App", "--strict"], in: tree.root).status, 1)
    }

    func testAnErrorFailsTheGate() throws {
        let tree = try tree([".tiplint.json": #"{"rules": {"unreadable_file": "error"}}"#], broken: ["Broken.swift"])
        let outcome = runTipLint([], in: tree.root)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(
            outcome.output, "Broken.swift:1:1: error: file is not valid UTF-8; it was not analysed (unreadable_file)\n")
        XCTAssertTrue(
            summary(outcome.error).hasSuffix("1 error, 0 warnings, 0 notes in 1 file (N ms)\n"), outcome.error)
    }

    /// `--strict` fails on warnings only, so notes (plan progress) never block a commit
    /// with it; `--fail-on note` makes them fail, `--fail-on error` lets a warning pass.
    func testANoteFailsOnlyWithFailOnNote() throws {
        let tree = try tree([".tiplint.json": #"{"rules": {"unreadable_file": "note"}}"#], broken: ["Broken.swift"])
        XCTAssertEqual(runTipLint([], in: tree.root).status, 0)
        XCTAssertEqual(runTipLint(["--strict"], in: tree.root).status, 0)
        XCTAssertEqual(runTipLint(["--fail-on", "warning"], in: tree.root).status, 0)
        XCTAssertEqual(runTipLint(["--fail-on", "note"], in: tree.root).status, 1)
        let warning = try self.tree(broken: ["Broken.swift"])
        XCTAssertEqual(runTipLint(["--fail-on", "warning"], in: warning.root).status, 1)
        XCTAssertEqual(runTipLint(["--fail-on", "error"], in: warning.root).status, 0)
        XCTAssertEqual(runTipLint(["--fail-on", "note", "--fail-on", "note"], in: warning.root).status, 2)
    }

    func testARuleTurnedOffReportsNothing() throws {
        let tree = try tree([".tiplint.json": #"{"rules": {"unreadable_file": "off"}}"#], broken: ["Broken.swift"])
        let outcome = runTipLint(["--strict"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, "")
    }

    func testQuietLeavesStandardErrorEmpty() throws {
        let tree = try tree(broken: ["Broken.swift"])
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(outcome.error, "")
        XCTAssertEqual(outcome.output, unreadable("Broken.swift"))
    }

    func testFindingsAreSortedByFile() throws {
        let tree = try tree(broken: ["b/Z.swift", "a/Y.swift", "B.swift", "a.swift"])
        XCTAssertEqual(
            runTipLint(["--quiet"], in: tree.root).output,
            ["B.swift", "a.swift", "a/Y.swift", "b/Z.swift"].map(unreadable).joined())
    }

    // MARK: paths

    func testPathsAreShownRelativeToTheCurrentDirectory() throws {
        let tree = try tree(["App/Sub/.keep": ""], broken: ["Lib/Broken.swift"])
        XCTAssertEqual(
            runTipLint(["../../Lib", "--quiet"], in: tree.path("App/Sub")).output,
            unreadable("../../Lib/Broken.swift"))
        XCTAssertEqual(runTipLint([tree.path("Lib"), "--quiet"], in: tree.root).output, unreadable("Lib/Broken.swift"))
        XCTAssertEqual(runTipLint(["./Lib/../Lib", "--quiet"], in: tree.root).output, unreadable("Lib/Broken.swift"))
    }

    func testXcodeFormatShowsAbsolutePaths() throws {
        let tree = try tree(broken: ["Lib/Broken.swift"])
        XCTAssertEqual(
            runTipLint(["Lib", "--format", "xcode", "--quiet"], in: tree.root).output,
            "\(tree.path("Lib/Broken.swift")):1:1: warning: file is not valid UTF-8; it was not analysed (unreadable_file)\n"
        )
    }

    func testOverlappingPathsAnalyseEachFileOnce() throws {
        let tree = try tree(broken: ["Lib/Broken.swift"])
        let outcome = runTipLint(["Lib", ".", "Lib/"], in: tree.root)
        XCTAssertEqual(outcome.output, unreadable("Lib/Broken.swift"))
        XCTAssertTrue(summary(outcome.error).hasSuffix("in 1 file (N ms)\n"), outcome.error)
    }

    /// A tip that is never displayed: one finding, at 3:8.
    private static let undisplayedTip =
        "import TipKit\n\nstruct OneTip: Tip {\n    var title: Text { Text(\"One\") }\n}\n"

    private func undisplayed(_ path: String) -> String {
        "\(path):3:8: warning: tip OneTip is never displayed: no .popoverTip, TipView or TipUIPopoverViewController "
            + "shows it; display it where its feature is, or remove it (tip_never_displayed)\n"
    }

    func testAFilePathAnalysesItsProjectAndReportsOnlyThatFile() throws {
        let tree = try tree(["App/Main.swift": "", "App/One.swift": Self.undisplayedTip], broken: ["App/Two.swift"])
        let outcome = runTipLint(["One.swift"], in: tree.path("App"))
        XCTAssertEqual(outcome.output, undisplayed("One.swift"))
        XCTAssertTrue(summary(outcome.error).hasSuffix("in 3 files (N ms)\n"), outcome.error)
    }

    func testAFilePathsProjectIsItsConfigurationDirectoryWhenThereIsOne() throws {
        let tree = try tree(
            ["App/.tiplint.json": "{}", "App/Main.swift": "", "App/One.swift": Self.undisplayedTip],
            broken: ["Other/Two.swift"])
        let outcome = runTipLint(["App/One.swift"], in: tree.root)
        XCTAssertEqual(outcome.output, undisplayed("App/One.swift"))
        XCTAssertTrue(summary(outcome.error).hasSuffix("in 2 files (N ms)\n"), outcome.error)
    }

    func testAnEmptyPathIsAnError() throws {
        let tree = try tree()
        assertFails([""], in: tree.root, "an argument is empty (see 'tiplint --help')")
    }

    func testAnExcludedFilePathIsSkipped() throws {
        let tree = try tree(broken: ["Gen/One.swift"])
        XCTAssertEqual(runTipLint(["Gen/One.swift", "--exclude", "Gen/", "--quiet"], in: tree.root).output, "")
    }

    func testExcludeGlobsFromTheCommandLineAndTheConfig() throws {
        let tree = try tree(
            [
                "App/.tiplint.json": #"{"exclude": ["Generated/**"]}"#
            ],
            broken: [
                "App/Generated/G.swift", "App/Generated.swift", "App/Mocks/M.swift", "App/Keep.swift",
                "Generated/Top.swift",
            ])
        // The config's anchored glob is relative to App/, where the config is.
        let outcome = runTipLint(["App", "--exclude", "Mocks", "--quiet"], in: tree.root)
        XCTAssertEqual(outcome.output, unreadable("App/Generated.swift") + unreadable("App/Keep.swift"))
    }

    // MARK: errors: exit status 2 with one message

    private func assertFails(
        _ arguments: [String], in directory: String, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let outcome = runTipLint(arguments, in: directory)
        XCTAssertEqual(outcome.status, 2, file: file, line: line)
        XCTAssertEqual(outcome.output, "", file: file, line: line)
        XCTAssertEqual(outcome.error, "tiplint: error: \(message)\n", file: file, line: line)
    }

    func testUsageErrorsExitTwo() throws {
        let tree = try tree()
        assertFails(
            ["--fixes"], in: tree.root, "unknown option '--fixes'; did you mean '--fix'? (see 'tiplint --help')")
        assertFails(
            ["lint", "--jobs", "0"], in: tree.root,
            "--jobs needs a whole number of at least 1, not '0' (see 'tiplint lint --help')")
    }

    func testAMissingPathExitsTwo() throws {
        let tree = try tree()
        assertFails(["Nowhere/App"], in: tree.root, "Nowhere/App: no such file or directory")
        assertFails(
            ["rule"], in: tree.root,
            "rule: no such file or directory; did you mean 'tiplint rules'?")
        assertFails(
            ["app"], in: tree.root,
            "app: no such file or directory (and not a command: the commands are lint, report, plan, rules, tokens, init)"
        )
        // SwiftLint's commands that tiplint spells as options.
        assertFails(["version"], in: tree.root, "version: no such file or directory; did you mean 'tiplint --version'?")
        assertFails(["help"], in: tree.root, "help: no such file or directory; did you mean 'tiplint --help'?")
        assertFails(
            ["autocorrect"], in: tree.root, "autocorrect: no such file or directory; did you mean 'tiplint --fix'?")
    }

    /// A directory with nothing to lint is a mistaken PATH, not a pass: exit 2, naming it.
    func testADirectoryWithoutSwiftFilesExitsTwo() throws {
        let tree = try tree(["App/A.swift": "", "Docs/README.md": "", "App/Generated/G.swift": ""])
        assertFails(["Docs"], in: tree.root, "no Swift files under Docs")
        assertFails(["App", "Docs"], in: tree.root, "no Swift files under Docs")
        assertFails(["App/Generated", "--exclude", "*.swift"], in: tree.root, "no Swift files under App/Generated")
        let empty = try self.tree()
        assertFails([], in: empty.root, "no Swift files under .")
        XCTAssertEqual(runTipLint(["App", "--quiet"], in: tree.root).status, 0)
    }

    func testANonSwiftFilePathExitsTwo() throws {
        let tree = try tree(["README.md": ""])
        assertFails(["README.md"], in: tree.root, "README.md: not a Swift file")
    }

    func testPlanErrorsExitTwo() throws {
        let tree = try tree([
            "App.swift": "", "docs/dir.md/x": "", ".tiplint.json": "{\n  \"plan\": [\"docs/gone.md\"]\n}",
        ])
        assertFails(["--plan", "docs/nope.md"], in: tree.root, "docs/nope.md: not found")
        assertFails(["--plan", "docs/dir.md"], in: tree.root, "docs/dir.md: is not a file")
        assertFails([], in: tree.root, ".tiplint.json:2:12: plan 'docs/gone.md' not found")
    }

    func testConfigErrorsExitTwoNamingFileLineAndColumn() throws {
        let tree = try tree([
            "App/.tiplint.json": "{\n  \"rules\": {\"lex_error\": \"loud\"}\n}", "ci.json": "{\"plan\": 1}",
        ])
        assertFails(
            ["App"], in: tree.root,
            "App/.tiplint.json:2:26: rule \"lex_error\" must be \"error\", \"warning\", \"note\" or \"off\"")
        assertFails(
            ["--config", "ci.json"], in: tree.root, "ci.json:1:10: \"plan\" must be an array of strings, not a number")
        assertFails(["--config", "none.json"], in: tree.root, "none.json: configuration file not found")
    }

    func testPathsWithDifferentConfigsExitTwo() throws {
        let tree = try tree(["A/.tiplint.json": "{}", "B/.tiplint.json": "{}"])
        assertFails(
            ["A", "B"], in: tree.root,
            "the PATHs have different configuration files (A/.tiplint.json and B/.tiplint.json); choose one with --config"
        )
    }

    func testAnOutputInAMissingDirectoryExitsTwoBeforeWritingAnything() throws {
        let tree = try tree(broken: ["Broken.swift"])
        assertFails(
            ["--format", "json:out.json", "--output", "missing/out.txt"], in: tree.root,
            "missing/out.txt: directory 'missing' does not exist")
        XCTAssertNil(tree.read("out.json"))
    }

    func testTerminalControlCharactersInPathsAreNeutralisedInErrors() throws {
        let tree = try tree()
        assertFails(["Evil\u{1B}[2J"], in: tree.root, "Evil\\u{1B}[2J: no such file or directory")
    }

    // MARK: outputs

    func testOutputFileInsteadOfStandardOutput() throws {
        let tree = try tree(broken: ["Broken.swift"])
        let outcome = runTipLint(["--output", "findings.txt", "--quiet"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(tree.read("findings.txt"), unreadable("Broken.swift"))
    }

    func testSeveralFormatsInOneRun() throws {
        let tree = try tree(broken: ["Broken.swift"])
        try tree.makeDirectory("reports")
        let outcome = runTipLint(
            ["--format", "json:reports/f.json", "--format", "xcode:reports/x.txt", "--quiet"],
            in: tree.root)
        XCTAssertEqual(outcome.output, unreadable("Broken.swift"))
        XCTAssertEqual(
            tree.read("reports/x.txt"),
            "\(tree.path("Broken.swift")):1:1: warning: file is not valid UTF-8; it was not analysed (unreadable_file)\n"
        )
        let json = try JSONReader.parse(tree.read("reports/f.json")!).value
        XCTAssertEqual(json["summary"]?["warnings"], 1)
        XCTAssertEqual(
            json["findings"],
            .array([
                .object([
                    JSONMember("ruleId", "unreadable_file"), JSONMember("severity", "warning"),
                    JSONMember("message", "file is not valid UTF-8; it was not analysed"),
                    JSONMember("file", "Broken.swift"),
                    JSONMember("line", 1), JSONMember("column", 1),
                ])
            ]))
    }

    func testJSONOnStandardOutput() throws {
        let tree = try tree(["A.swift": ""])
        let outcome = runTipLint(["--format", "json", "--no-plan"], in: tree.root)
        XCTAssertEqual(
            try JSONReader.parse(outcome.output).value["summary"],
            .object([
                JSONMember("files", 1), JSONMember("errors", 0), JSONMember("warnings", 0), JSONMember("notes", 0),
                JSONMember("plans", []), JSONMember("systems", []),
            ]))
    }

    // MARK: colour

    private let coloured =
        "Broken.swift:1:1: \u{1B}[1;33mwarning\u{1B}[0m: file is not valid UTF-8; it was not analysed \u{1B}[2m(unreadable_file)\u{1B}[0m\n"

    func testColourOnATerminalOnly() throws {
        let tree = try tree(broken: ["Broken.swift"])
        XCTAssertEqual(runTipLint(["--quiet"], in: tree.root, terminal: true).output, coloured)
        XCTAssertEqual(runTipLint(["--quiet"], in: tree.root, terminal: false).output, unreadable("Broken.swift"))
    }

    func testNoColorAndDumbTerminalsTurnAutoColourOff() throws {
        let tree = try tree(broken: ["Broken.swift"])
        XCTAssertEqual(
            runTipLint(["--quiet"], in: tree.root, terminal: true, environment: ["NO_COLOR": "1"]).output,
            unreadable("Broken.swift"))
        XCTAssertEqual(
            runTipLint(["--quiet"], in: tree.root, terminal: true, environment: ["NO_COLOR": ""]).output,
            coloured)
        XCTAssertEqual(
            runTipLint(["--quiet"], in: tree.root, terminal: true, environment: ["TERM": "dumb"]).output,
            unreadable("Broken.swift"))
    }

    func testColorAlwaysAndNever() throws {
        let tree = try tree(broken: ["Broken.swift"])
        XCTAssertEqual(
            runTipLint(["--quiet", "--color", "always"], in: tree.root, environment: ["NO_COLOR": "1"]).output,
            coloured)
        XCTAssertEqual(
            runTipLint(["--quiet", "--color", "never"], in: tree.root, terminal: true).output,
            unreadable("Broken.swift"))
        XCTAssertEqual(runTipLint(["--quiet", "--output", "f.txt"], in: tree.root, terminal: true).output, "")
        XCTAssertEqual(tree.read("f.txt"), unreadable("Broken.swift"))
    }

    // MARK: plans

    private func planLine(_ arguments: [String], in tree: TemporaryTree) -> String {
        let outcome = runTipLint(arguments, in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        return String(outcome.error.split(separator: "\n").first ?? "")
    }

    func testTheSummarySaysWhichPlansAreUsed() throws {
        let tree = try tree([
            "docs/plan.md": "# Plan\n", "docs/design.md": "# Design\n", "A.swift": "",
            "App/.tiplint.json": #"{"plan": ["../docs/plan.md"]}"#, "App/B.swift": "",
        ])
        XCTAssertEqual(
            planLine(["--plan", "docs/plan.md", "--plan", "docs/design.md"], in: tree),
            "plan: docs/plan.md, docs/design.md")
        XCTAssertEqual(planLine(["--no-plan"], in: tree), "plan: none (--no-plan)")
        XCTAssertEqual(planLine(["App"], in: tree), "plan: docs/plan.md (from App/.tiplint.json)")
        try tree.write("App/.tiplint.json", #"{"plan": []}"#)
        XCTAssertEqual(planLine(["App"], in: tree), "plan: none (App/.tiplint.json lists no plan)")
    }

    // MARK: other commands

    func testHelpAndVersion() {
        let help = runTipLint(["--help"], in: "/")
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.output, HelpText.overview)
        XCTAssertEqual(runTipLint(["plan", "-h"], in: "/").output, HelpText.plan)
        XCTAssertEqual(runTipLint(["--version"], in: "/").output, TipLintVersion.current + "\n")
    }

    func testRulesListAndExplain() {
        let list = runTipLint(["rules"], in: "/")
        XCTAssertEqual(list.status, 0)
        let lines = list.output.split(separator: "\n")
        XCTAssertEqual(lines.count, RuleRegistry.descriptions.count + 1)
        for (line, rule) in zip(lines.dropFirst(), RuleRegistry.descriptions) {
            XCTAssertTrue(line.hasPrefix(rule.id + " "), String(line))
            XCTAssertTrue(line.hasSuffix(rule.summary), String(line))
        }
        let one = runTipLint(["rules", "unreadable_file"], in: "/")
        XCTAssertEqual(one.status, 0)
        XCTAssertEqual(
            one.output,
            """
            unreadable_file (warning, general)

            Finds: a Swift file that cannot be read or is not valid UTF-8.

            The file was left out of the analysis; the rest of the project was analysed. Fix
            its permissions or encoding.

            Triggers (↓ marks each finding):

                Views/Legacy.swift (saved as ISO Latin-1):
                    ↓// Café menu
                    let title = "Café"

            Does not trigger:

                Views/Menu.swift:
                    // Café menu, 菜单 👋
                    let title = "Café"

            Suppress: "rules": {"unreadable_file": "off"} in .tiplint.json turns it off (or
            sets another severity).

            """)
        let markdown = runTipLint(["rules", "--markdown", "unreadable_file"], in: "/")
        XCTAssertEqual(markdown.output, RuleDocumentation.markdown(RuleRegistry.description(of: "unreadable_file")!))
        XCTAssertTrue(markdown.output.hasPrefix("## `unreadable_file`\n\n**Finds:** a Swift file that cannot be read"))
        XCTAssertTrue(
            markdown.output.contains(
                """
                `Views/Legacy.swift (saved as ISO Latin-1)`

                ```swift
                ↓// Café menu
                let title = "Café"
                ```
                """))
        let unknown = runTipLint(["rules", "unreadable_fil"], in: "/")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(
            unknown.error,
            "tiplint: error: unknown rule 'unreadable_fil'; did you mean 'unreadable_file'? ('tiplint rules' lists them)\n"
        )
    }
}
