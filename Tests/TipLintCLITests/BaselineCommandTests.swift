import XCTest

@testable import TipLint
@testable import TipLintCLI

final class BaselineCommandTests: XCTestCase {
    func testWriteThenUseABaselineThatSurvivesEditsAbove() throws {
        let tree = try GardenFixture.tree()
        let write = runTipLint(["--no-plan", "--write-baseline", "tiplint-baseline.json"], in: tree.root)
        XCTAssertEqual(write.status, 0)
        XCTAssertEqual(write.output, "")
        XCTAssertEqual(
            write.error,
            "baseline: recorded 2 findings in tiplint-baseline.json\n"
                + "plan: none (--no-plan)\ntip systems: TipKit\n"
                + "0 errors, 0 warnings, 0 notes in 3 files (\(milliseconds(write.error)) ms)\n")
        let stored = try XCTUnwrap(tree.read("tiplint-baseline.json"))
        XCTAssertTrue(
            stored.hasPrefix("{\n  \"findings\": [\n    {\n      \"file\": \"App/Sub dir/Hömé.swift\",\n"), stored)
        XCTAssertTrue(stored.hasSuffix("  ],\n  \"tool\": \"tiplint\",\n  \"version\": 1\n}\n"), stored)

        // Lines added above both findings: still hidden.
        try tree.write(
            GardenFixture.homePath, "// A new comment\n// and another\n" + GardenFixture.files[GardenFixture.homePath]!)
        try tree.write("App/Tips.swift", "\n\n" + GardenFixture.files["App/Tips.swift"]!)
        let hidden = runTipLint(["--no-plan", "--baseline", "tiplint-baseline.json", "--quiet"], in: tree.root)
        XCTAssertEqual(hidden.status, 0)
        XCTAssertEqual(hidden.output, "")

        // From a subdirectory, the stored paths still resolve against the baseline's directory.
        let fromApp = runTipLint(["--no-plan", "--baseline", "../tiplint-baseline.json", "."], in: tree.path("App"))
        XCTAssertEqual(fromApp.output, "")
        XCTAssertTrue(
            fromApp.error.hasPrefix("baseline: 2 findings hidden by ../tiplint-baseline.json\n"), fromApp.error)

        // A new finding is not in the baseline.
        try tree.write(
            "App/More.swift",
            "import SwiftUI\nstruct More: View { var body: some View { Text(\"m\").popoverTip(SaveTip()) } }\n")
        let new = runTipLint(["--no-plan", "--baseline", "tiplint-baseline.json", "--quiet"], in: tree.root)
        XCTAssertEqual(new.status, 1)
        XCTAssertEqual(
            new.output,
            "App/More.swift:2:52: error: More.swift uses TipKit members (`.popoverTip`) without "
                + "`import TipKit`: the project turns on MemberImportVisibility (App/Garden.xcconfig:1), so it does "
                + "not compile; add `import TipKit`, or run `tiplint --fix` (missing_import)\n")
    }

    func testMalformedOrMissingBaselineIsExitTwoNamingTheFile() throws {
        let tree = try GardenFixture.tree()
        try tree.write("bad.json", "{\n  \"findings\": [\n    {\"rule\": \"x\", \"file\": \"A.swift\",}\n  ]\n}\n")
        let cases: [([String], String)] = [
            (["--baseline", "bad.json"], "tiplint: error: bad.json:3:37: trailing comma before '}'\n"),
            (["--baseline", "none.json"], "tiplint: error: none.json: baseline file not found\n"),
            (
                ["--write-baseline", "no/dir/b.json"],
                "tiplint: error: no/dir/b.json: directory 'no/dir' does not exist\n"
            ),
        ]
        for (arguments, message) in cases {
            let outcome = runTipLint(["--no-plan"] + arguments, in: tree.root)
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertEqual(outcome.output, "", "\(arguments)")
            XCTAssertEqual(outcome.error, message, "\(arguments)")
        }
    }

    /// The config's "baseline" is used without --baseline; entries that no
    /// longer match any finding are counted as stale.
    func testConfiguredBaselineAndStaleEntries() throws {
        let tree = try GardenFixture.tree()
        XCTAssertEqual(runTipLint(["--no-plan", "--quiet", "--write-baseline", "base.json"], in: tree.root).status, 0)
        try tree.write(".tiplint.json", "{\"baseline\": \"base.json\"}\n")
        let hidden = runTipLint(["--no-plan"], in: tree.root)
        XCTAssertEqual(hidden.output, "")
        XCTAssertEqual(hidden.error.split(separator: "\n").first, "baseline: 2 findings hidden by base.json")
        XCTAssertTrue(hidden.error.contains("\nconfig: .tiplint.json\n"), hidden.error)

        // The missing import is fixed: its entry is stale.
        try tree.write(GardenFixture.homePath, "import TipKit\n" + GardenFixture.files[GardenFixture.homePath]!)
        let fixed = runTipLint(["--no-plan"], in: tree.root)
        XCTAssertEqual(fixed.output, "")
        XCTAssertEqual(
            Array(fixed.error.split(separator: "\n").prefix(2)),
            [
                "baseline: 1 finding hidden by base.json",
                "baseline: 1 entry in base.json no longer matches; re-record with --write-baseline base.json",
            ])
        // A run that reports one file still counts entries against the whole project.
        let narrowed = runTipLint(["--no-plan", "App/App.swift"], in: tree.root)
        XCTAssertTrue(narrowed.error.hasPrefix("baseline: 1 entry in base.json no longer matches;"), narrowed.error)

        try tree.write(".tiplint.json", "{\"baseline\": 3}\n")
        XCTAssertEqual(
            runTipLint(["--no-plan"], in: tree.root).error,
            "tiplint: error: .tiplint.json:1:14: \"baseline\" must be a file name, not a number\n")
        try tree.write(".tiplint.json", "{\"baseline\": \"gone.json\"}\n")
        XCTAssertEqual(
            runTipLint(["--no-plan"], in: tree.root).error,
            "tiplint: error: .tiplint.json:1:14: baseline 'gone.json' not found\n")
    }

    private func milliseconds(_ summary: String) -> String {
        String(summary.split(separator: "(").last?.split(separator: " ").first ?? "")
    }
}
