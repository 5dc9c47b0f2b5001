import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Several formats in one run, each written atomically, and the GitHub job summary.
final class CIOutputTests: XCTestCase {
    func testSeveralFormatsInOneRun() throws {
        let tree = try GardenFixture.tree()
        let outcome = runTipLint(
            [
                "--no-plan", "--quiet", "--format", "text", "--format", "sarif:out/tiplint.sarif",
                "--format", "junit:out/junit.xml", "--format=checkstyle:out/checkstyle.xml",
                "--format", "json:out/tiplint.json",
            ], in: tree.root)
        _ = try? FileManager.default.createDirectory(atPath: tree.path("out"), withIntermediateDirectories: true)
        XCTAssertEqual(outcome.status, 2) // out/ does not exist yet: nothing written, before any work
        XCTAssertEqual(outcome.error, "tiplint: error: out/tiplint.sarif: directory 'out' does not exist\n")

        let written = runTipLint(
            [
                "--no-plan", "--quiet", "--format", "text", "--format", "sarif:out/tiplint.sarif",
                "--format", "junit:out/junit.xml", "--format=checkstyle:out/checkstyle.xml",
                "--format", "json:out/tiplint.json",
            ], in: tree.root)
        XCTAssertEqual(written.status, 1)
        XCTAssertEqual(written.output, GardenFixture.missingImport + GardenFixture.neverInvalidated)
        XCTAssertEqual(
            try XCTUnwrap(tree.read("out/checkstyle.xml")),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="App/App.swift"/>
              <file name="App/Sub dir/Hömé.swift">
                <error line="9" column="27" severity="error" message="Hömé.swift uses TipKit members (`.popoverTip`) without `import TipKit`: the project turns on MemberImportVisibility (App/Garden.xcconfig:1), so it does not compile; add `import TipKit`, or run `tiplint --fix`" source="tiplint.rules.missing_import"/>
              </file>
              <file name="App/Tips.swift">
                <error line="3" column="8" severity="info" message="tip SaveTip is a popover on a control but nothing retires it: no invalidate(reason:) on it, no donated event or set parameter in its rules, no Tips.MaxDisplayCount; after using the control the user keeps seeing it until they close it; call `invalidate(reason: .actionPerformed)` in the control action" source="tiplint.rules.tip_never_invalidated"/>
              </file>
            </checkstyle>

            """)
        XCTAssertTrue(
            try XCTUnwrap(tree.read("out/junit.xml")).contains(
                "<testsuites name=\"tiplint\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"0\" time=\"0\">"))
        XCTAssertTrue(
            try XCTUnwrap(tree.read("out/tiplint.sarif")).contains(
                "\"uri\": \"App/Sub%20dir/H%C3%B6m%C3%A9.swift\""))
        XCTAssertTrue(try XCTUnwrap(tree.read("out/tiplint.json")).contains("\"ruleId\": \"missing_import\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tree.path("out")).filter {
            $0.hasPrefix(".")
        }
        XCTAssertEqual(leftovers, [])
    }

    func testGitHubFormatAppendsAJobSummary() throws {
        let tree = try GardenFixture.tree()
        try tree.write("summary.md", "earlier step\n")
        let outcome = runTipLint(
            ["--no-plan", "--quiet", "--format", "github", "App"], in: tree.root,
            environment: ["GITHUB_STEP_SUMMARY": tree.path("summary.md")])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(
            outcome.output,
            """
            ::error file=App/Sub dir/Hömé.swift,line=9,col=27,endLine=9,endColumn=37,title=tiplint%3A missing_import::Hömé.swift uses TipKit members (`.popoverTip`) without `import TipKit`: the project turns on MemberImportVisibility (App/Garden.xcconfig:1), so it does not compile; add `import TipKit`, or run `tiplint --fix`%0AApp/Garden.xcconfig:1: MemberImportVisibility turned on here
            ::notice file=App/Tips.swift,line=3,col=8,endLine=3,endColumn=14,title=tiplint%3A tip_never_invalidated::tip SaveTip is a popover on a control but nothing retires it: no invalidate(reason:) on it, no donated event or set parameter in its rules, no Tips.MaxDisplayCount; after using the control the user keeps seeing it until they close it; call `invalidate(reason: .actionPerformed)` in the control action%0AApp/Sub dir/Hömé.swift:9: the popover on the control whose action should retire SaveTip

            """)
        XCTAssertEqual(
            tree.read("summary.md"),
            """
            earlier step

            ## tiplint

            **1 error, 0 warnings, 1 note** in 3 files

            | Severity | Location | Rule | Message |
            |---|---|---|---|
            | error | `App/Sub dir/Hömé.swift:9:27` | `missing_import` | Hömé.swift uses TipKit members (`.popoverTip`) without `import TipKit`: the project turns on MemberImportVisibility (App/Garden.xcconfig:1), so it does not compile; add `import TipKit`, or run `tiplint --fix` |
            | note | `App/Tips.swift:3:8` | `tip_never_invalidated` | tip SaveTip is a popover on a control but nothing retires it: no invalidate(reason:) on it, no donated event or set parameter in its rules, no Tips.MaxDisplayCount; after using the control the user keeps seeing it until they close it; call `invalidate(reason: .actionPerformed)` in the control action |

            """)
        // Other formats leave the summary alone.
        _ = runTipLint(
            ["--no-plan", "--quiet"], in: tree.root, environment: ["GITHUB_STEP_SUMMARY": tree.path("summary.md")])
        XCTAssertEqual(tree.read("summary.md")?.components(separatedBy: "## tiplint").count, 2)
    }
}
