import XCTest

@testable import TipLint
@testable import TipLintCLI

final class ArgumentParserTests: XCTestCase {
    private func lint(_ arguments: [String]) throws -> LintOptions {
        guard case .lint(let options) = try ArgumentParser.parse(arguments) else {
            XCTFail("not a lint command: \(arguments)")
            return LintOptions()
        }
        return options
    }

    private func assertUsageError(
        _ arguments: [String], _ message: String, command: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try ArgumentParser.parse(arguments), file: file, line: line) { error in
            XCTAssertEqual(error as? CommandError, .usage(message, command: command), file: file, line: line)
        }
    }

    // MARK: commands

    func testNoArgumentsLintsTheCurrentDirectoryAsText() throws {
        XCTAssertEqual(try lint([]), LintOptions())
        XCTAssertEqual(try lint([]).outputs, [OutputRequest(format: "text", path: nil)])
    }

    func testLintIsTheDefaultCommandAndCanBeNamed() throws {
        XCTAssertEqual(try lint(["App", "Tests"]).paths, ["App", "Tests"])
        XCTAssertEqual(try lint(["lint", "App"]).paths, ["App"])
    }

    func testOtherCommands() throws {
        XCTAssertEqual(try ArgumentParser.parse(["rules"]), .rules(ruleID: nil, markdown: false))
        XCTAssertEqual(
            try ArgumentParser.parse(["rules", "event_unused"]), .rules(ruleID: "event_unused", markdown: false))
        XCTAssertEqual(try ArgumentParser.parse(["rules", "--markdown"]), .rules(ruleID: nil, markdown: true))
        XCTAssertEqual(try ArgumentParser.parse(["tokens", "A.swift"]), .tokens(path: "A.swift"))
        XCTAssertEqual(
            try ArgumentParser.parse(["plan", "a.md", "b.md"]),
            .plan(PlanOptions(files: ["a.md", "b.md"], check: false, format: "text")))
        XCTAssertEqual(
            try ArgumentParser.parse(["plan", "a.md", "--check", "--format", "json"]),
            .plan(PlanOptions(files: ["a.md"], check: true, format: "json")))
        XCTAssertEqual(
            try ArgumentParser.parse(["plan", "--format=json", "a.md"]),
            .plan(PlanOptions(files: ["a.md"], check: false, format: "json")))
    }

    func testHelpAndVersion() throws {
        XCTAssertEqual(try ArgumentParser.parse(["--help"]), .help(command: nil))
        XCTAssertEqual(try ArgumentParser.parse(["-h"]), .help(command: nil))
        XCTAssertEqual(try ArgumentParser.parse(["lint", "--help"]), .help(command: "lint"))
        XCTAssertEqual(try ArgumentParser.parse(["plan", "--help"]), .help(command: "plan"))
        XCTAssertEqual(try ArgumentParser.parse(["rules", "-h"]), .help(command: "rules"))
        XCTAssertEqual(try ArgumentParser.parse(["tokens", "--help"]), .help(command: "tokens"))
        XCTAssertEqual(try ArgumentParser.parse(["--strict", "--bogus", "--help"]), .help(command: nil))
        XCTAssertEqual(try ArgumentParser.parse(["--version"]), .version)
        XCTAssertEqual(try lint(["--", "--help"]).paths, ["--help"])
    }

    func testReportTakesTheLintOptions() throws {
        XCTAssertEqual(
            try ArgumentParser.parse(["report", "App", "--no-plan"]),
            .report(LintOptions(paths: ["App"], noPlan: true)))
    }

    // MARK: lint options

    func testEveryLintOption() throws {
        let options = try lint([
            "App", "--plan", "docs/plan.md", "--plan=docs/design.md", "--config", "ci.json",
            "--format", "json", "--output", "out.json", "--format", "xcode:xcode.txt", "--format=text:log.txt",
            "--strict", "--quiet", "--exclude", "**/Generated/**", "--exclude=Vendor/", "--jobs", "3",
            "--color", "never", "--plan-complete", "Shared",
        ])
        XCTAssertTrue(options.planComplete)
        XCTAssertEqual(options.paths, ["App", "Shared"])
        XCTAssertEqual(options.plans, ["docs/plan.md", "docs/design.md"])
        XCTAssertFalse(options.noPlan)
        XCTAssertEqual(options.configPath, "ci.json")
        XCTAssertEqual(
            options.outputs,
            [
                OutputRequest(format: "json", path: "out.json"),
                OutputRequest(format: "xcode", path: "xcode.txt"),
                OutputRequest(format: "text", path: "log.txt"),
            ])
        XCTAssertEqual(options.failOn, .warning)
        XCTAssertTrue(options.quiet)
        XCTAssertEqual(options.excludes, ["**/Generated/**", "Vendor/"])
        XCTAssertEqual(options.jobs, 3)
        XCTAssertEqual(options.color, .never)
    }

    func testNoPlanAndColorModes() throws {
        XCTAssertTrue(try lint(["--no-plan"]).noPlan)
        XCTAssertEqual(try lint(["--color", "always"]).color, .always)
        XCTAssertEqual(try lint(["--color=auto"]).color, .auto)
    }

    func testOutputWithoutFormatWritesText() throws {
        XCTAssertEqual(
            try lint(["--output", "findings.txt"]).outputs, [OutputRequest(format: "text", path: "findings.txt")])
    }

    func testExtraOutputsKeepTextOnStandardOutput() throws {
        XCTAssertEqual(
            try lint(["--format", "json:a.json"]).outputs,
            [
                OutputRequest(format: "text", path: nil), OutputRequest(format: "json", path: "a.json"),
            ])
    }

    func testDoubleDashEndsOptions() throws {
        XCTAssertEqual(try lint(["--strict", "--", "-odd", "--quiet"]).paths, ["-odd", "--quiet"])
        XCTAssertFalse(try lint(["--strict", "--", "--quiet"]).quiet)
    }

    // MARK: errors

    func testUnknownOptionsAreRejected() {
        assertUsageError(["--bogus"], "unknown option '--bogus'")
        assertUsageError(["--formt", "json"], "unknown option '--formt'; did you mean '--format'?")
        assertUsageError(["-x"], "unknown option '-x'")
        assertUsageError(["-"], "unknown option '-'")
        assertUsageError(["lint", "--bogus"], "unknown option '--bogus'", command: "lint")
    }

    /// SwiftLint's spellings point to tiplint's.
    func testSwiftLintOptionsSuggestTiplintsNames() {
        assertUsageError(
            ["--reporter", "json"],
            "unknown option '--reporter'; did you mean '--format'? (tiplint's name for SwiftLint's --reporter)")
        assertUsageError(["-q"], "unknown option '-q'; did you mean '--quiet'? (tiplint's name for SwiftLint's -q)")
        assertUsageError(
            ["--autocorrect"],
            "unknown option '--autocorrect'; did you mean '--fix'? (tiplint's name for SwiftLint's --autocorrect)")
        assertUsageError(
            ["report", "--path", "App"],
            "unknown option '--path'; did you mean a PATH argument? (tiplint's name for SwiftLint's --path)",
            command: "report")
    }

    func testMinCoverageIsAReportOption() {
        assertUsageError(["--min-coverage", "80"], "--min-coverage is an option of 'tiplint report'")
    }

    func testMissingValues() {
        assertUsageError(["--plan"], "--plan needs a file")
        assertUsageError(["--plan="], "--plan needs a file")
        assertUsageError(["--plan", "--strict"], "--plan needs a file")
        assertUsageError(["--config"], "--config needs a file")
        assertUsageError(["--format"], "--format needs a format")
        assertUsageError(["--output"], "--output needs a file")
        assertUsageError(["--exclude"], "--exclude needs a glob")
        assertUsageError(["--jobs"], "--jobs needs a number")
        assertUsageError(["--color"], "--color needs auto, always or never")
    }

    func testBadValues() {
        assertUsageError(["--jobs", "0"], "--jobs needs a whole number of at least 1, not '0'")
        assertUsageError(["--jobs", "many"], "--jobs needs a whole number of at least 1, not 'many'")
        assertUsageError(["--color", "sometimes"], "--color must be auto, always or never, not 'sometimes'")
        assertUsageError(
            ["--format", "yaml"],
            "unknown format 'yaml'; available: text, xcode, json, sarif, github, junit, checkstyle")
        assertUsageError(["--format", "json:"], "--format json: needs a file name after ':'")
    }

    func testFindingOptionsBelongToLint() throws {
        guard
            case .lint(let options) = try ArgumentParser.parse([
                "--baseline", "b.json", "--write-baseline=w.json", "--fix", "--format", "sarif", "--format",
                "junit:j.xml", "F.swift",
            ])
        else { return XCTFail("not lint") }
        XCTAssertEqual(options.baseline, "b.json")
        XCTAssertEqual(options.writeBaseline, "w.json")
        XCTAssertTrue(options.fix)
        XCTAssertEqual(
            options.outputs, [OutputRequest(format: "sarif"), OutputRequest(format: "junit", path: "j.xml")])
        guard case .lint(let changed) = try ArgumentParser.parse(["--changed-since", "HEAD~2"]) else {
            return XCTFail("not lint")
        }
        XCTAssertEqual(changed.changedSince, "HEAD~2")
        assertUsageError(
            ["--staged", "--changed-since", "HEAD~2"],
            "--staged compares the index with HEAD and --changed-since the working tree with REV; give one")
        assertUsageError(["--staged=yes"], "--staged takes no value")
        assertUsageError(["--changed-since"], "--changed-since needs a revision")
        assertUsageError(["--baseline", "a", "--baseline", "b"], "--baseline given more than once")
        assertUsageError(
            ["--write-baseline", "w.json", "--staged"],
            "--write-baseline records every finding; it cannot be used with --staged or --changed-since")
        for option in [
            "--fail-on=note", "--baseline=b.json", "--write-baseline=b.json", "--staged", "--changed-since=HEAD",
            "--fix",
        ] {
            let name = String(option.prefix { $0 != "=" })
            XCTAssertThrowsError(try ArgumentParser.parse(["report", option])) { error in
                XCTAssertEqual(
                    error as? CommandError, .usage("\(name) is an option of 'tiplint lint'", command: "report"))
            }
        }
    }

    /// `--strict` is `--fail-on warning` (notes never fail with it); `--fail-on` sets the threshold.
    func testFailureThreshold() throws {
        func threshold(_ arguments: [String]) throws -> Severity? {
            guard case .lint(let options) = try ArgumentParser.parse(arguments) else { return nil }
            return options.failOn
        }
        XCTAssertEqual(try threshold([]), .error)
        XCTAssertEqual(try threshold(["--strict"]), .warning)
        XCTAssertEqual(try threshold(["--fail-on", "note"]), .note)
        XCTAssertEqual(try threshold(["--fail-on=warning"]), .warning)
        XCTAssertEqual(try threshold(["--fail-on", "error"]), .error)
        assertUsageError(["--fail-on", "warn"], "--fail-on must be error, warning or note, not 'warn'")
        assertUsageError(["--fail-on"], "--fail-on needs error, warning or note")
        assertUsageError(["--fail-on", "note", "--fail-on", "error"], "--fail-on given more than once")
        assertUsageError(
            ["--strict", "--fail-on", "note"], "--strict is --fail-on warning; give one of them, not both")
    }

    func testPreCommitChoosesItsOwnMode() {
        let message =
            "--pre-commit chooses between --staged and the whole project itself; "
            + "it cannot be used with --staged, --changed-since, --write-baseline or --fix"
        for other in [["--staged"], ["--changed-since", "HEAD"], ["--write-baseline", "b.json"], ["--fix"]] {
            assertUsageError(["--pre-commit"] + other, message)
        }
        assertUsageError(["--pre-commit=yes"], "--pre-commit takes no value")
    }

    func testFlagsTakeNoValue() {
        assertUsageError(["--strict=yes"], "--strict takes no value")
        assertUsageError(["--quiet=1"], "--quiet takes no value")
        assertUsageError(["--no-plan=true"], "--no-plan takes no value")
    }

    func testSingleValueOptionsGivenTwice() {
        assertUsageError(["--config", "a.json", "--config", "b.json"], "--config given more than once")
        assertUsageError(["--output", "a", "--output", "b"], "--output given more than once")
        assertUsageError(["--jobs", "1", "--jobs", "2"], "--jobs given more than once")
        assertUsageError(["--color", "never", "--color", "always"], "--color given more than once")
        assertUsageError(
            ["--format", "json", "--format", "text"],
            "--format given more than once; write extra formats to files with --format F:FILE")
    }

    func testConflicts() {
        assertUsageError(["--plan", "a.md", "--no-plan"], "--plan and --no-plan cannot be used together")
        assertUsageError(
            ["--no-plan", "--plan-complete"], "--plan-complete needs a plan; it cannot be used with --no-plan")
        assertUsageError(["--output", "a.txt", "--format", "json:a.txt"], "two outputs write to 'a.txt'")
        assertUsageError(["--format", "json:a", "--format", "xcode:a"], "two outputs write to 'a'")
        assertUsageError(["--output", "a.sarif", "--format", "json:./a.sarif"], "two outputs write to './a.sarif'")
        assertUsageError(
            ["--format", "json:out//a", "--format", "xcode:out/x/../a"], "two outputs write to 'out/x/../a'")
        assertUsageError(["--output", "b.json", "--write-baseline", "./b.json"], "two outputs write to './b.json'")
    }

    func testCommandArgumentErrors() {
        assertUsageError(
            ["plan", "a.md", "--format", "html"], "unknown plan format 'html'; available: text, json",
            command: "plan")
        assertUsageError(["plan", "a.md", "--strict"], "unknown option '--strict'", command: "plan")
        assertUsageError(["plan", "a.md", "--check=1"], "--check takes no value", command: "plan")
        assertUsageError(["rules", "a", "b"], "rules takes at most one RULE_ID", command: "rules")
        assertUsageError(["rules", "--all"], "unknown option '--all'", command: "rules")
        assertUsageError(["tokens"], "tokens needs a FILE", command: "tokens")
        assertUsageError(["tokens", "a.swift", "b.swift"], "tokens takes one FILE", command: "tokens")
    }

    func testUsageMessagesPointToTheCommandsHelp() {
        XCTAssertEqual(CommandError.usage("x").message, "x (see 'tiplint --help')")
        XCTAssertEqual(CommandError.usage("x", command: "plan").message, "x (see 'tiplint plan --help')")
        XCTAssertEqual(CommandError.failure("x").message, "x")
    }
}
