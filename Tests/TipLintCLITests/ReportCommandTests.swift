import Foundation
import XCTest
import TipLint
@testable import TipLintCLI

/// `tiplint report` in-process on a small garden app whose plan has 9 checks,
/// 8 of which hold (`Garden/ShedView.swift` lacks the planned `import TipKit`).
final class ReportCommandTests: XCTestCase {
    private var root: String!

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-report-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base + "/.git", withIntermediateDirectories: true)
        root = FileSystem.realPath(base)!
        try write("Garden/GardenTips.swift", """
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
        try write("Garden/GardenView.swift", """
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
        try write("Garden/ShedView.swift", "import SwiftUI\n\nstruct ShedView: View {\n    var body: some View { Text(\"Shed\") }\n}\n")
        try write("docs/garden-plan.md", """
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
    private func tiplint(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:])
        -> (status: Int32, output: String, error: String) {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(root))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var output = "", error = ""
        let console = Console(outputIsTerminal: terminal, environment: environment,
                              output: { output += $0; return nil }, error: { error += $0 })
        let status = TipLintCommand.run(arguments: arguments, console: console)
        let summary = error.replacingOccurrences(of: #"\(\d+ ms\)"#, with: "(N ms)", options: .regularExpression)
        return (status, output, summary)
    }

    private let plan = ["--plan", "docs/garden-plan.md"]

    func testTextReportAndSummary() {
        let run = tiplint(["report"] + plan)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.output, """
            Tip coverage: 1 tip (1 displayed, 1 invalidated, 1 wired) in 3 Swift files
            Plan coverage: 88.9% (8 of 9 planned checks hold)
            Plans: docs/garden-plan.md

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

            Tips in code
              WaterTip  Garden/GardenTips.swift:3
                event        watered "plantWatered": donated at Garden/GardenView.swift:9
                displayed    popoverTip at Garden/GardenView.swift:11
                invalidated  donated event watered
                import       TipKit imported in all 2 files

            """)
        XCTAssertEqual(run.error, """
            plan: docs/garden-plan.md
            tip systems: TipKit
            plan coverage: 88.9% (8 of 9 planned checks hold); 1 tip (1 displayed, 1 invalidated, 1 wired) in 3 files (N ms)

            """)
        XCTAssertEqual(tiplint(["report", "--quiet"] + plan).error, "")
    }

    func testMinCoverageGate() {
        XCTAssertEqual(tiplint(["report", "--min-coverage", "88.9"] + plan).status, 0, "compared at the shown decimal")
        XCTAssertEqual(tiplint(["report", "--min-coverage=0"] + plan).status, 0)
        let failed = tiplint(["report", "--quiet", "--min-coverage", "89"] + plan)
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.error, "tiplint: plan coverage 88.9% is below --min-coverage 89\n", "said even with --quiet")
        XCTAssertTrue(failed.output.hasPrefix("Tip coverage: "), "the report is still written")
        XCTAssertEqual(tiplint(["report", "--quiet", "--min-coverage", "100"] + plan).status, 1)
    }

    func testMinCoverageWithoutAPlanCannotRun() throws {
        // docs/garden-plan.md would be found automatically: without it, no plan is.
        try FileManager.default.removeItem(atPath: root + "/docs/garden-plan.md")
        let none = tiplint(["report", "--min-coverage", "50"])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.output, "", "no report when the gate cannot be decided")
        XCTAssertEqual(none.error, "tiplint: error: --min-coverage needs a plan: no plan was found under the PATHs or "
            + "the repository's docs/; pass --plan FILE\n")

        let noPlan = tiplint(["report", "--no-plan", "--min-coverage", "50"])
        XCTAssertEqual(noPlan.status, 2)
        XCTAssertEqual(noPlan.error, "tiplint: error: --min-coverage needs a plan; it cannot be used with --no-plan "
            + "(see 'tiplint report --help')\n")

        try write("docs/notes.md", "# Notes\n\nNothing planned yet.\n")
        let empty = tiplint(["report", "--plan", "docs/notes.md", "--min-coverage", "50"])
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.error, "tiplint: error: --min-coverage: the plan (docs/notes.md) names no tips, files or "
            + "sites to check\n")
        XCTAssertEqual(tiplint(["report", "--plan", "docs/notes.md"]).status, 0, "without the gate, the report is fine")
    }

    func testBadOptions() {
        let cases: [([String], String)] = [
            (["report", "--format", "sarif"],
             "unknown format 'sarif'; available: text, markdown, html, json, badge (see 'tiplint report --help')"),
            (["report", "--strict"],
             "--strict is an option of 'tiplint lint'; the report's gate is --min-coverage N (see 'tiplint report --help')"),
            (["report", "--min-coverage", "80%"],
             "--min-coverage needs a percentage from 0 to 100, not '80%' (see 'tiplint report --help')"),
            (["report", "--min-coverage", "-1"],
             "--min-coverage needs a percentage from 0 to 100, not '-1' (see 'tiplint report --help')"),
            (["report", "--min-coverage", "nan"],
             "--min-coverage needs a percentage from 0 to 100, not 'nan' (see 'tiplint report --help')"),
            (["report", "--min-coverage", "50", "--min-coverage", "60"],
             "--min-coverage given more than once (see 'tiplint report --help')"),
            (["lint", "--min-coverage", "50"], "--min-coverage is an option of 'tiplint report' (see 'tiplint lint --help')"),
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
        let run = tiplint(["report", "--format", "markdown", "--format", "json:out/coverage.json",
                           "--format", "html:out/coverage.html", "--format", "badge:out/badge.svg"] + plan)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.output.hasPrefix("## Tip coverage\n\n**Plan coverage: 88.9% (8 of 9 planned checks hold)**"))
        let json = try XCTUnwrap(read("out/coverage.json"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let figure = try XCTUnwrap(object["planCoverage"] as? [String: Any])
        XCTAssertEqual((figure["percent"] as? NSNumber)?.doubleValue, 88.9)
        XCTAssertEqual(figure["held"] as? Int, 8)
        XCTAssertEqual(figure["total"] as? Int, 9)
        XCTAssertTrue(json.contains("\"percent\": 88.9,"))
        XCTAssertTrue(try XCTUnwrap(read("out/coverage.html")).contains("<div class=\"figure\" id=\"plan-coverage\">88.9%</div>"))
        XCTAssertTrue(try XCTUnwrap(read("out/badge.svg")).contains("aria-label=\"tip coverage: 88%\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root + "/out").sorted()
        XCTAssertEqual(leftovers, ["badge.svg", "coverage.html", "coverage.json"], "no temporary files left")

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

        let broken = tiplint(["report", "--quiet"] + plan, environment: ["GITHUB_STEP_SUMMARY": root + "/no/such/dir/s.md"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.error, "tiplint: error: \(root!)/no/such/dir/s.md: cannot append the report to GITHUB_STEP_SUMMARY\n")
    }

    func testColourFollowsTheTerminalAndFlag() {
        XCTAssertFalse(tiplint(["report"] + plan).output.contains("\u{1B}["))
        XCTAssertTrue(tiplint(["report"] + plan, terminal: true).output.contains("\u{1B}[31mFAIL\u{1B}[0m"))
        XCTAssertFalse(tiplint(["report"] + plan, terminal: true, environment: ["NO_COLOR": "1"]).output.contains("\u{1B}["))
        XCTAssertTrue(tiplint(["report", "--color", "always"] + plan).output.contains("\u{1B}[1mPlan coverage\u{1B}[0m"))
        XCTAssertFalse(tiplint(["report", "--color", "never"] + plan, terminal: true).output.contains("\u{1B}["))
    }

    func testHelp() {
        let run = tiplint(["report", "--help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.output, HelpText.report)
        XCTAssertTrue(run.output.contains("--min-coverage N"))
        XCTAssertTrue(tiplint(["--help"]).output.contains("tiplint report [PATH ...] [options]"))
    }
}
