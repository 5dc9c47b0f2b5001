import XCTest

@testable import TipLint
@testable import TipLintCLI

/// README.md, `tiplint report --help` and the parser describe the same report command.
final class ReportDocumentationTests: XCTestCase {
    private var readme: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        }
    }

    /// Option names at the start of the help's indented option lines.
    private var helpOptions: Set<String> {
        Set(
            HelpText.report.split(separator: "\n").compactMap { line in
                guard line.hasPrefix("  --") else { return nil }
                return line.dropFirst(2).split(separator: " ").first.map(String.init)
            })
    }

    /// README and help say exactly which lint options `report` takes: the parser's list.
    func testReadmeAndHelpNameTheLintOptionsReportTakes() throws {
        let readme = try readme
        let sentence = try XCTUnwrap(
            readme.components(separatedBy: "Report options are the lint options except ").dropFirst().first
        )
        .components(separatedBy: ", and:")[0]
        let named = Set(sentence.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        let lintOnly = Set(ArgumentParser.lintOptionNames).subtracting(ArgumentParser.reportOptionNames)
        let shared = Set(ArgumentParser.lintOptionNames).intersection(ArgumentParser.reportOptionNames)
            .subtracting(["--help", "--version"])
        XCTAssertEqual(named, lintOnly.union(shared), "README names each lint option, taken or not")
        XCTAssertEqual(
            lintOnly,
            [
                "--strict", "--fail-on", "--baseline", "--write-baseline", "--staged", "--changed-since",
                "--pre-commit", "--fix",
            ])
        for option in lintOnly {
            XCTAssertTrue(
                HelpText.report.components(separatedBy: "Lint options report does not take:")[1].contains(option),
                option)
        }
    }

    func testHelpListsEveryReportOption() {
        XCTAssertEqual(helpOptions, Set(ArgumentParser.reportOptionNames).subtracting(["--help", "--version"]))
        XCTAssertFalse(helpOptions.contains("--strict"))
    }

    func testHelpAndReadmeListEveryFormat() throws {
        let readme = try readme
        for format in CoverageFormat.allCases {
            XCTAssertTrue(readme.contains("`\(format.rawValue)`"), format.rawValue)
            XCTAssertTrue(HelpText.report.contains(format.rawValue), format.rawValue)
        }
        XCTAssertTrue(
            readme.contains("- `--min-coverage N`: exit status 1 when tips wired (the headline) is below N percent"))
        XCTAssertTrue(readme.contains("- `--min-checks N`: exit status 1 when plan checks are below N percent."))
        XCTAssertTrue(readme.contains(#""planCoverage": {"percent": 82.5, "held": 33, "total": 40}"#))
        XCTAssertTrue(readme.contains(#""tipsWired": {"wired": 9, "total": 11, "percent": 81.8}"#))
        XCTAssertTrue(HelpText.overview.contains("tiplint report [PATH ...] [options]"))
        XCTAssertTrue(readme.contains("tiplint report [PATH ...] [options]"))
    }

    /// Every planned check kind is explained in the README's table and named in the help.
    func testEveryPlannedCheckIsDocumented() throws {
        let sections = try readme.components(separatedBy: "| planned check | holds when |\n|---|---|\n")
        XCTAssertEqual(sections.count, 2, "README has one planned-check table")
        guard sections.count == 2 else { return }
        let table = sections[1].components(separatedBy: "\n\n")[0]
        let documented = table.split(separator: "\n").flatMap { row in
            row.split(separator: "|")[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        XCTAssertEqual(documented, PlannedCheck.Kind.allCases.map(\.rawValue))
        for kind in PlannedCheck.Kind.allCases {
            XCTAssertTrue(HelpText.report.contains(kind.rawValue), kind.rawValue)
        }
    }
}
