import XCTest
import TipLint
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
            if let name = rest.split(whereSeparator: { $0 == " " || $0 == "`" || $0 == "," }).first, name.hasPrefix("--") {
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
        XCTAssertTrue(try readme.contains("findings format: " + formats[0] + " (default), " + formats.dropFirst().joined(separator: ", ") + " |"))
        XCTAssertTrue(HelpText.overview.contains("Findings format: \(Reporters.all.map { $0.identifier }.joined(separator: ", "))"))
    }

    func testNothingUnbuiltIsDocumented() throws {
        let readme = try readme
        let unbuiltFormats = ArgumentParser.upcomingFormats.filter { Reporters.reporter(named: $0) == nil }
        for word in ["--baseline", "--write-baseline", "--staged", "--changed-since", "--fix"]
            + unbuiltFormats.map { "`\($0)`" } {
            XCTAssertFalse(readme.contains(word), "README mentions \(word)")
            XCTAssertFalse(HelpText.overview.contains(word), "--help mentions \(word)")
        }
    }

    func testReadmeListsEveryCommand() throws {
        let readme = try readme
        for command in ArgumentParser.commands where command != "lint" {
            XCTAssertTrue(readme.contains("tiplint \(command) "), command)
            XCTAssertTrue(HelpText.overview.contains("tiplint \(command) "), command)
        }
    }

    func testReadmeExitStatusesMatchHelp() throws {
        let readme = try readme
        for status in ["| 0 | the gate passed |", "| 1 | the gate failed: an error finding (with `--strict`, any finding);"] {
            XCTAssertTrue(readme.contains(status), status)
        }
        XCTAssertTrue(HelpText.overview.contains("0   the gate passed"))
        XCTAssertTrue(HelpText.overview.contains("1   the gate failed: an error finding (with --strict, any finding)"))
    }
}
