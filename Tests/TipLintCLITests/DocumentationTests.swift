import XCTest

@testable import TipLint
@testable import TipLintCLI

/// README.md, `--help` and the parser must describe the same tool.
final class DocumentationTests: XCTestCase {
    private var readme: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        }
    }

    /// Option names at the start of an indented help line, or of a README table row.
    private func options(in text: String, linePrefix: String) -> Set<String> {
        var names = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix(linePrefix) {
            let rest = line.dropFirst(linePrefix.count)
            if let name = rest.split(whereSeparator: { $0 == " " || $0 == "`" || $0 == "," }).first,
                name.hasPrefix("--")
            {
                names.insert(String(name))
            }
        }
        return names
    }

    func testReadmeAndHelpListTheSameLintOptions() throws {
        let help = options(in: HelpText.overview, linePrefix: "  ").subtracting(["--help", "--version"])
        let lintSection = try readme.components(separatedBy: "Lint options:")[1].components(separatedBy: "\n\n")[1]
        let readme = options(in: lintSection, linePrefix: "| `")
        XCTAssertEqual(help, readme)
        XCTAssertEqual(help, Set(ArgumentParser.lintOptionNames).subtracting(["--help", "--version"]))
    }

    func testReadmeAndHelpListTheSameFormats() throws {
        let formats = Reporters.all.map { "`\($0.identifier)`" }
        XCTAssertTrue(
            try readme.contains(
                "findings format: " + formats[0] + " (default), " + formats.dropFirst().joined(separator: ", ") + " |"))
        XCTAssertTrue(
            HelpText.overview.contains(
                """
                  --format F              Findings format (default: text): text, xcode, json,
                                          sarif, github, junit, checkstyle.
                """))
        XCTAssertEqual(
            Reporters.all.map { $0.identifier }, ["text", "xcode", "json", "sarif", "github", "junit", "checkstyle"])
    }

    /// Each format and each CI integration has its own README section.
    func testReadmeDescribesEveryFormatAndIntegration() throws {
        let readme = try readme
        for format in Reporters.all.map({ $0.identifier }) {
            XCTAssertTrue(readme.contains("- `\(format)` — "), "README does not describe the \(format) format")
        }
        for heading in [
            "### Baseline", "### Changes", "### Fixing", "### pre-commit", "### GitHub Actions",
            "### GitLab CI", "### Xcode", "### SwiftPM plugins", "### Exit status",
        ] {
            XCTAssertTrue(readme.contains("\n\(heading)\n"), "README lacks \(heading)")
        }
        for snippet in [
            "github/codeql-action/upload-sarif", "GITHUB_STEP_SUMMARY", "reports:\n      junit:",
            "--format xcode", "- id: tiplint", "TipLintBuildToolPlugin", "swift package tiplint",
        ] {
            XCTAssertTrue(readme.contains(snippet), "README lacks \(snippet)")
        }
    }

    /// The hooks README shows are the hooks the repository defines.
    func testPreCommitHooksMatchTheReadme() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let hooks = try String(contentsOf: root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let ids = hooks.split(separator: "\n").filter { $0.hasPrefix("- id: ") }.map { $0.dropFirst(6) }
        XCTAssertEqual(ids, ["tiplint", "tiplint-system", "tiplint-prebuilt", "tiplint-project"])
        for id in ids { XCTAssertTrue(try readme.contains("id: \(id)"), String(id)) }
        XCTAssertEqual(hooks.components(separatedBy: "language: swift").count - 1, 2)
        XCTAssertEqual(hooks.components(separatedBy: "language: system").count - 1, 1)
        XCTAssertEqual(hooks.components(separatedBy: "language: script").count - 1, 1)
        XCTAssertEqual(hooks.components(separatedBy: "require_serial: true").count - 1, 4)
        // The commit hooks are given pre-commit's files, to tell a commit from a run on all files.
        XCTAssertEqual(hooks.components(separatedBy: "entry: tiplint --pre-commit\n").count - 1, 2)
        XCTAssertEqual(
            hooks.components(separatedBy: "entry: Tools/Release/prebuilt-hook.sh --pre-commit\n").count - 1, 1)
        XCTAssertEqual(hooks.components(separatedBy: "pass_filenames: true").count - 1, 3)
        XCTAssertEqual(hooks.components(separatedBy: "verbose: true").count - 1, 3)
    }

    /// Documentation/Rules.md is what `tiplint rules --markdown` prints today.
    func testRulesDocumentIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("Documentation/Rules.md"), encoding: .utf8)
        let generated = runTipLint(["rules", "--markdown"], in: "/")
        XCTAssertEqual(generated.status, 0)
        XCTAssertTrue(
            committed == generated.output,
            "Documentation/Rules.md is out of date: swift run tiplint rules --markdown > Documentation/Rules.md")
    }

    func testReadmeListsEveryCommand() throws {
        let readme = try readme
        for command in ArgumentParser.commands where command != "lint" {
            XCTAssertTrue(readme.contains("tiplint \(command) "), command)
            XCTAssertTrue(HelpText.overview.contains("tiplint \(command) "), command)
        }
    }

    /// Every help text fits an 80-column terminal.
    func testHelpLinesFitEightyColumns() {
        for command in [nil] + ArgumentParser.commands.map(Optional.some) {
            for line in HelpText.text(for: command).split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 80, "\(command ?? "overview"): \(line)")
            }
        }
    }

    /// `tiplint lint --help` is the lint command's own help: its usage, options and exit
    /// status, the same as the overview's, without the other commands.
    func testLintHelpIsItsOwn() {
        let lint = runTipLint(["lint", "--help"], in: "/")
        XCTAssertEqual(lint.status, 0)
        XCTAssertTrue(lint.output.hasPrefix("OVERVIEW: Lint the Swift files under each PATH"), lint.output)
        XCTAssertFalse(lint.output.contains("COMMANDS:"))
        let options = lint.output.components(separatedBy: "LINT OPTIONS:")
        XCTAssertEqual(options.count, 2)
        XCTAssertTrue(HelpText.overview.hasSuffix("LINT OPTIONS:" + options[1]))
    }

    func testReadmeExitStatusesMatchHelp() throws {
        let readme = try readme
        for status in [
            "| 0 | the gate passed |",
            "| 1 | the gate failed: an error finding (with `--strict`, also a warning; with `--fail-on note`, any finding);",
        ] {
            XCTAssertTrue(readme.contains(status), status)
        }
        XCTAssertTrue(HelpText.overview.contains("0   the gate passed"))
        XCTAssertTrue(
            HelpText.overview.contains(
                "1   the gate failed: an error finding (with --strict, also a warning;\n"
                    + "      with --fail-on note, any finding)"))
    }

    /// The project URL and the version are written in one place
    /// (`TipLintVersion`); the README's recipes use exactly those.
    func testReadmeUsesTheProjectURLAndVersion() throws {
        let readme = try readme
        let version = TipLintVersion.current
        let urls = readme.matches(of: /https:\/\/github\.com\/tiplint[^\s"`)]*/).map { String($0.output) }
        XCTAssertFalse(urls.isEmpty)
        for url in urls {
            XCTAssertTrue(
                url.hasPrefix(TipLintVersion.projectURL), "README names \(url), not \(TipLintVersion.projectURL)")
        }
        let versions = readme.matches(of: /(?:rev: v|from: "|tiplint@v|--branch v)([0-9][0-9.]*)/).map {
            String($0.output.1)
        }
        XCTAssertGreaterThanOrEqual(versions.count, 5)
        XCTAssertEqual(Set(versions), [version], "README recipes name another version than \(version)")
        XCTAssertTrue(readme.contains("uses: tiplint/tiplint@v\(version)"))
    }
}
