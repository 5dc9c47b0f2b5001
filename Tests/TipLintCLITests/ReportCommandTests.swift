import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI

/// `tiplint report` in-process on a small garden app whose one planned tip is wired and
/// whose plan has 9 checks, 8 of which hold (`Garden/ShedView.swift` lacks the planned
/// `import TipKit`).
final class ReportCommandTests: XCTestCase {
    private var root: String!

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-report-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: base + "/.git", withIntermediateDirectories: true)
        root = FileSystem.realPath(base)!
        try write(
            "Garden/GardenTips.swift",
            """
            import TipKit

            struct WaterTip: Tip {
                static let watered = Tips.Event(id: "plantWatered")

                var title: Text { Text("Water Your Plants") }
                var message: Text? { Text("Log each watering") }

                var rules: [Rule] {
                    #Rule(Self.watered) { $0.donations.count == 0 }
                }
            }

            """)
        try write(
            "Garden/GardenView.swift",
            """
            import SwiftUI
            import TipKit

            struct GardenView: View {
                private let waterTip = WaterTip()

                var body: some View {
                    Button("Water") {
                        WaterTip.watered.donate()
                    }
                    .popoverTip(waterTip)
                }
            }

            """)
        try write(
            "Garden/ShedView.swift",
            "import SwiftUI\n\nstruct ShedView: View {\n    var body: some View { Text(\"Shed\") }\n}\n")
        try write(
            "docs/garden-plan.md",
            """
            # Garden Tips — Implementation Plan

            **Goal:** Add 1 TipKit popover tip to the garden.

            ### Task 1: Water tip

            **Files:**
            - Create: `Garden/GardenTips.swift`
            - Modify: `Garden/GardenView.swift`
            - Modify: `Garden/ShedView.swift`

            **Step 1:** Create `Garden/GardenTips.swift`:

            ```swift
            import TipKit

            struct WaterTip: Tip {
                static let watered = Tips.Event(id: "plantWatered")

                var title: Text { Text("Water Your Plants") }
                var message: Text? { Text("Log each watering") }

                var rules: [Rule] {
                    #Rule(Self.watered) { $0.donations.count == 0 }
                }
            }
            ```

            **Step 2:** In `Garden/GardenView.swift`, add `import TipKit` and show the tip:

            ```swift
            private let waterTip = WaterTip()

            Button("Water") {
                WaterTip.watered.donate()
            }
            .popoverTip(waterTip)
            ```

            **Step 3:** In `Garden/ShedView.swift`, add `import TipKit` at the top.

            """)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func write(_ relative: String, _ contents: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    private func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `tiplint ARGUMENTS` in the garden's root; the time in the summary becomes `N ms`.
    private func tiplint(
        _ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]
    )
        -> (status: Int32, output: String, error: String)
    {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(root))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var output = "", error = ""
        let console = Console(
            outputIsTerminal: terminal, environment: environment,
            output: {
                output += $0
                return nil
            }, error: { error += $0 })
        let status = TipLintCommand.run(arguments: arguments, console: console)
        let summary = error.replacingOccurrences(of: #"\(\d+ ms\)"#, with: "(N ms)", options: .regularExpression)
        return (status, output, summary)
    }

    private let plan = ["--plan", "docs/garden-plan.md"]

    func testTextReportAndSummary() {
        let run = tiplint(["report"] + plan)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(
            run.output,
            """
            Tips wired as planned: 1 of 1 (100.0%)
            Plan checks: 88.9% (8 of 9 planned checks hold)
            Lint: 0 errors, 0 warnings, 2 notes
            Plans: docs/garden-plan.md
            Code: 1 tip (1 displayed, 1 retired, 1 wired) in 3 Swift files

            Tips
              WaterTip  ✓ wired
                declared   ✓ Garden/GardenTips.swift:3
                displayed  ✓ Garden/GardenView.swift:11
                donated    ✓ Garden/GardenView.swift:9
                retires    ✓ donated event watered
                imports    ✓
                copy       ✓ as planned

            Task progress (planned checks held)
              Task 1: Water tip  8/9

            By area (planned checks held)
              GardenView  [####################]  100.0%  7/7
              GardenTips  [####################]  100.0%  1/1
              ShedView    [--------------------]    0.0%  0/1

            Planned checks
              WaterTip
                ok    declared  WaterTip: Garden/GardenTips.swift:3
                ok    event     watered = "plantWatered": Garden/GardenTips.swift:4
                ok    title     "Water Your Plants": Garden/GardenTips.swift:6
                ok    message   "Log each watering": Garden/GardenTips.swift:7
                ok    display   Garden/GardenView.swift: Garden/GardenView.swift:11
                ok    donation  WaterTip.watered in Garden/GardenView.swift: Garden/GardenView.swift:9
              Files
                ok    import    import TipKit in Garden/GardenTips.swift: Garden/GardenTips.swift:1
                ok    import    import TipKit in Garden/GardenView.swift: Garden/GardenView.swift:2
                FAIL  import    import TipKit in Garden/ShedView.swift: no import TipKit  (plan docs/garden-plan.md:40)

            """)
        XCTAssertEqual(
            run.error,
            """
            plan: docs/garden-plan.md
            tip systems: TipKit
            tips wired: 1 of 1 (100.0%); plan checks: 88.9% (8 of 9 planned checks hold); 1 tip (1 displayed, 1 retired, 1 wired) in 3 files (N ms)

            """)
        XCTAssertEqual(tiplint(["report", "--quiet"] + plan).error, "")
    }

    /// `--min-coverage` gates on the headline (tips wired), `--min-checks` on plan checks.
    func testGates() throws {
        XCTAssertEqual(
            tiplint(["report", "--min-coverage", "100", "--min-checks", "88.9"] + plan).status, 0,
            "1 of 1 tips wired; checks compared at the shown decimal")
        let checks = tiplint(["report", "--quiet", "--min-checks", "89"] + plan)
        XCTAssertEqual(checks.status, 1)
        XCTAssertEqual(checks.error, "tiplint: plan checks 88.9% is below --min-checks 89\n", "said even with --quiet")
        XCTAssertTrue(checks.output.hasPrefix("Tips wired as planned: "), "the report is still written")

        // Not displayed any more: the tip is not wired, though 7 of 9 checks still hold.
        try write(
            "Garden/GardenView.swift",
            """
            import SwiftUI
            import TipKit

            struct GardenView: View {
                var body: some View {
                    Button("Water") { WaterTip.watered.donate() }
                }
            }

            """)
        let headline = tiplint(["report", "--quiet", "--min-coverage", "50", "--min-checks", "70"] + plan)
        XCTAssertEqual(headline.status, 1)
        XCTAssertEqual(headline.error, "tiplint: tips wired 0.0% is below --min-coverage 50\n")
        XCTAssertEqual(tiplint(["report", "--quiet", "--min-coverage=0"] + plan).status, 0)
        XCTAssertEqual(
            tiplint(["report", "--quiet", "--min-checks", "80"] + plan).error,
            "tiplint: plan checks 77.8% is below --min-checks 80\n")
    }

    func testGatesThatCannotBeDecided() throws {
        // docs/garden-plan.md would be found automatically: without it, no plan is.
        try FileManager.default.removeItem(atPath: root + "/docs/garden-plan.md")
        XCTAssertEqual(
            tiplint(["report", "--quiet", "--min-coverage", "100"]).status, 0,
            "without a plan the headline is the code's own wiring: 1 of 1")
        let none = tiplint(["report", "--min-checks", "50"])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.output, "", "no report when the gate cannot be decided")
        XCTAssertEqual(
            none.error,
            "tiplint: error: --min-checks needs a plan: no plan was found under the PATHs or "
                + "the repository's docs/; pass --plan FILE\n")

        let noPlan = tiplint(["report", "--no-plan", "--min-checks", "50"])
        XCTAssertEqual(noPlan.status, 2)
        XCTAssertEqual(
            noPlan.error,
            "tiplint: error: --min-checks gates on plan checks; it cannot be used with --no-plan "
                + "(see 'tiplint report --help')\n")

        try write("docs/notes.md", "# Notes\n\nNothing planned yet.\n")
        let empty = tiplint(["report", "--plan", "docs/notes.md", "--min-checks", "50"])
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(
            empty.error,
            "tiplint: error: --min-checks: the plan (docs/notes.md) names no tips, files or "
                + "sites to check\n")
        XCTAssertEqual(
            tiplint(["report", "--plan", "docs/notes.md"]).status, 0, "without the gate, the report is fine")

        try FileManager.default.removeItem(atPath: root + "/Garden/GardenTips.swift")
        let noTips = tiplint(["report", "--no-plan", "--min-coverage", "50"])
        XCTAssertEqual(noTips.status, 2)
        XCTAssertEqual(
            noTips.error, "tiplint: error: --min-coverage: the project declares no tips and no plan names any\n")
    }

    func testBadOptions() {
        let cases: [([String], String)] = [
            (
                ["report", "--format", "sarif"],
                "unknown format 'sarif'; available: text, markdown, html, json, badge (see 'tiplint report --help')"
            ),
            (
                ["report", "--strict"],
                "--strict is an option of 'tiplint lint'; the report's gate is --min-coverage N (see 'tiplint report --help')"
            ),
            (
                ["report", "--min-coverage", "80%"],
                "--min-coverage needs a percentage from 0 to 100, not '80%' (see 'tiplint report --help')"
            ),
            (
                ["report", "--min-coverage", "-1"],
                "--min-coverage needs a percentage from 0 to 100, not '-1' (see 'tiplint report --help')"
            ),
            (
                ["report", "--min-coverage", "nan"],
                "--min-coverage needs a percentage from 0 to 100, not 'nan' (see 'tiplint report --help')"
            ),
            (
                ["report", "--min-coverage", "50", "--min-coverage", "60"],
                "--min-coverage given more than once (see 'tiplint report --help')"
            ),
            (
                ["report", "--min-checks", "101"],
                "--min-checks needs a percentage from 0 to 100, not '101' (see 'tiplint report --help')"
            ),
            (
                ["report", "--link-base", "github.com/o/r/blob/main/"],
                "--link-base needs an http(s) URL, not 'github.com/o/r/blob/main/' (see 'tiplint report --help')"
            ),
            (
                ["report", "--history", "--history=HEAD~2..HEAD"],
                "--history given more than once (see 'tiplint report --help')"
            ),
            (["report", "--history="], "--history= needs a revision range (see 'tiplint report --help')"),
            (
                ["lint", "--min-coverage", "50"],
                "--min-coverage is an option of 'tiplint report' (see 'tiplint lint --help')"
            ),
            (["lint", "--history"], "--history is an option of 'tiplint report' (see 'tiplint lint --help')"),
            (["--min-coverage", "50"], "--min-coverage is an option of 'tiplint report' (see 'tiplint --help')"),
        ]
        for (arguments, message) in cases {
            let run = tiplint(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.error, "tiplint: error: \(message)\n", "\(arguments)")
            XCTAssertEqual(run.output, "", "\(arguments)")
        }
    }

    func testFormatsWrittenToFiles() throws {
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        let run = tiplint(
            [
                "report", "--format", "markdown", "--format", "json:out/coverage.json",
                "--format", "html:out/coverage.html", "--format", "badge:out/badge.svg",
            ] + plan)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(
            run.output.hasPrefix(
                "## Tip coverage\n\n**Tips wired as planned: 1 of 1 (100.0%)**<br>\n"
                    + "Plan checks: 88.9% (8 of 9 planned checks hold)<br>\n"))
        let json = try XCTUnwrap(read("out/coverage.json"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let figure = try XCTUnwrap(object["planCoverage"] as? [String: Any])
        XCTAssertEqual((figure["percent"] as? NSNumber)?.doubleValue, 88.9)
        XCTAssertEqual(figure["held"] as? Int, 8)
        XCTAssertEqual(figure["total"] as? Int, 9)
        XCTAssertTrue(json.contains("\"percent\": 88.9,"))
        let wired = try XCTUnwrap(object["tipsWired"] as? [String: Any])
        XCTAssertEqual(wired["wired"] as? Int, 1)
        XCTAssertEqual(wired["total"] as? Int, 1)
        XCTAssertEqual((wired["percent"] as? NSNumber)?.doubleValue, 100)
        let html = try XCTUnwrap(read("out/coverage.html"))
        XCTAssertTrue(html.contains("<div class=\"figure\" id=\"tips-wired\">1/1</div>"))
        XCTAssertTrue(
            html.contains("Plan checks: <span id=\"plan-coverage\">88.9%</span> (8 of 9 planned checks hold)"))
        XCTAssertTrue(html.contains("<a href=\"../Garden/GardenView.swift#L11\">"), "links relative to the page")
        XCTAssertTrue(try XCTUnwrap(read("out/badge.svg")).contains("aria-label=\"tips wired: 1/1\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root + "/out").sorted()
        XCTAssertEqual(leftovers, ["badge.svg", "coverage.html", "coverage.json"], "no temporary files left")

        let quiet = tiplint(
            ["report", "--quiet", "--format", "json:out/quiet.json", "--format", "html:out/quiet.html"] + plan)
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.output, "", "every format written to a file: nothing on stdout")
        XCTAssertEqual(quiet.error, "")
        XCTAssertNotNil(read("out/quiet.json"))
        let toFile = tiplint(["report", "--format", "json:out/quiet.json"] + plan)
        XCTAssertEqual(toFile.output, "", "without --quiet too")
        XCTAssertTrue(toFile.error.contains("tips wired: "), "the summary still goes to stderr")
        XCTAssertTrue(
            tiplint(["report", "--format", "text", "--format", "json:out/quiet.json"] + plan).output.hasPrefix(
                "Tips wired"),
            "a plain --format asks for stdout")
        XCTAssertTrue(
            tiplint(["report", "--quiet", "--format", "markdown", "--format", "json:out/quiet.json"] + plan)
                .output.hasPrefix("## Tip coverage"), "a format asked for stdout is written")

        let output = tiplint(["report", "--format", "badge", "--output", "out/main.svg"] + plan)
        XCTAssertEqual(output.output, "")
        XCTAssertTrue(try XCTUnwrap(read("out/main.svg")).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    func testAnUnwritableOutputIsExit2BeforeAnyWork() {
        let run = tiplint(["report", "--format", "json:missing/dir/coverage.json"] + plan)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.output, "")
        XCTAssertEqual(run.error, "tiplint: error: missing/dir/coverage.json: directory 'missing/dir' does not exist\n")
    }

    func testMarkdownIsAppendedToTheGitHubStepSummary() throws {
        try write("summary.md", "# Lint\n")
        let environment = ["GITHUB_STEP_SUMMARY": root + "/summary.md"]
        let run = tiplint(["report", "--format", "json"] + plan, environment: environment)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.output.hasPrefix("{\n"), "stdout keeps the asked format")
        let markdown = tiplint(["report", "--format", "markdown"] + plan).output
        XCTAssertEqual(read("summary.md"), "# Lint\n\n" + markdown)

        try FileManager.default.removeItem(atPath: root + "/summary.md")
        XCTAssertEqual(tiplint(["report", "--quiet"] + plan, environment: environment).status, 0)
        XCTAssertEqual(read("summary.md"), markdown, "created when missing, nothing before the report")
        XCTAssertEqual(tiplint(["report", "--quiet"] + plan, environment: ["GITHUB_STEP_SUMMARY": ""]).status, 0)

        let broken = tiplint(
            ["report", "--quiet"] + plan, environment: ["GITHUB_STEP_SUMMARY": root + "/no/such/dir/s.md"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(
            broken.error, "tiplint: error: \(root!)/no/such/dir/s.md: cannot append the report to GITHUB_STEP_SUMMARY\n"
        )
    }

    func testColourFollowsTheTerminalAndFlag() {
        XCTAssertFalse(tiplint(["report"] + plan).output.contains("\u{1B}["))
        XCTAssertTrue(tiplint(["report"] + plan, terminal: true).output.contains("\u{1B}[31mFAIL\u{1B}[0m"))
        XCTAssertFalse(
            tiplint(["report"] + plan, terminal: true, environment: ["NO_COLOR": "1"]).output.contains("\u{1B}["))
        XCTAssertTrue(
            tiplint(["report", "--color", "always"] + plan).output.contains("\u{1B}[1mTips wired as planned\u{1B}[0m"))
        XCTAssertFalse(tiplint(["report", "--color", "never"] + plan, terminal: true).output.contains("\u{1B}["))
    }

    func testLinkBaseLinksEveryPlaceAndPlanLine() throws {
        let base = "https://example.com/acme/garden/blob/1a2b3c4/"
        let html = tiplint(["report", "--format", "html", "--link-base", base] + plan).output
        XCTAssertTrue(
            html.contains(
                "<a href=\"\(base)Garden/GardenView.swift#L11\"><code>Garden/<wbr>GardenView.swift:11</code></a>"))
        XCTAssertTrue(
            html.contains("<a href=\"\(base)docs/garden-plan.md#L40\"><code class=\"ref\">garden-plan.md:40</code></a>")
        )
        let hrefs = html.components(separatedBy: "href=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
        XCTAssertTrue(hrefs.allSatisfy { $0.hasPrefix(base) || $0 == "#findings" }, "\(hrefs)")

        let markdown = tiplint(["report", "--format", "markdown", "--link-base", base] + plan).output
        XCTAssertTrue(markdown.contains("[`Garden/GardenView.swift:11`](\(base)Garden/GardenView.swift#L11)"))
        XCTAssertTrue(markdown.contains("[`garden-plan.md:40`](\(base)docs/garden-plan.md#L40)"))
        XCTAssertFalse(
            tiplint(["report", "--format", "markdown"] + plan).output.contains("]("),
            "no relative links in Markdown: they mean nothing in a pull-request comment")

        // Run from a subdirectory: links still name the path from the repository root.
        try FileManager.default.createDirectory(atPath: root + "/Garden/Sub", withIntermediateDirectories: true)
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(root + "/Garden")
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var output = ""
        let console = Console(
            outputIsTerminal: false, environment: [:],
            output: {
                output += $0
                return nil
            }, error: { _ in })
        _ = TipLintCommand.run(
            arguments: [
                "report", ".", "--plan", "../docs/garden-plan.md", "--format", "html",
                "--link-base", base,
            ], console: console)
        XCTAssertTrue(
            output.contains("<a href=\"\(base)Garden/GardenView.swift#L11\"><code>GardenView.swift:11</code></a>"))
    }

    func testHelp() {
        let run = tiplint(["report", "--help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.output, HelpText.report)
        XCTAssertTrue(run.output.contains("--min-coverage N"))
        XCTAssertTrue(tiplint(["--help"]).output.contains("tiplint report [PATH ...] [options]"))
    }
}
