import SwiftScan
import XCTest

@testable import TipLint
@testable import TipLintCLI

final class PlanAndTokensCommandTests: XCTestCase {
    private let tipBlock = """
        ```swift
        struct SyncTip: Tip {
            var title: Text { Text("Sync your notes") }
        }
        ```
        """

    // MARK: tokens

    func testTokensPrintsTheTokenDump() throws {
        let source = "let greeting = \"hi\" // note\n"
        let tree = try TemporaryTree(["Hello.swift": source])
        let outcome = runTipLint(["tokens", "Hello.swift"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, TokenDump.render(SourceFile(path: "Hello.swift", text: source)))
        XCTAssertTrue(outcome.output.hasPrefix("1:1:3\tkeyword\tlet\n1:5:8\tidentifier\tgreeting\n"), outcome.output)
        XCTAssertFalse(outcome.output.contains("note"), "comments are left out")
    }

    func testTokensErrorsNameTheFile() throws {
        let tree = try TemporaryTree()
        try tree.write("Latin1.swift", bytes: [0x6C, 0xE9, 0x0A])
        try tree.makeDirectory("Dir")
        for (argument, message) in [
            ("Gone.swift", "Gone.swift: no such file"),
            ("Dir", "Dir: is a directory, not a Swift file"),
            ("Latin1.swift", "Latin1.swift: not valid UTF-8"),
        ] {
            let outcome = runTipLint(["tokens", argument], in: tree.root)
            XCTAssertEqual(outcome.status, 2)
            XCTAssertEqual(outcome.output, "")
            XCTAssertEqual(outcome.error, "tiplint: error: \(message)\n")
        }
    }

    // MARK: plan

    func testPlanRendersWhatThePlanExpects() throws {
        let tree = try TemporaryTree(["docs/plan.md": "# Tips\n\n\(tipBlock)\n"])
        let plan = try PlanReader.read(paths: ["docs/plan.md"].map { tree.path($0) })
        XCTAssertEqual(plan.tips.map(\.name), ["SyncTip"])
        let text = runTipLint(["plan", "docs/plan.md"], in: tree.root)
        XCTAssertEqual(text.status, 0)
        XCTAssertTrue(text.output.contains("SyncTip (docs/plan.md:4)"), text.output)
        let json = runTipLint(["plan", "docs/plan.md", "--format", "json"], in: tree.root)
        XCTAssertEqual(json.status, 0)
        XCTAssertNoThrow(try JSONReader.parse(json.output))
    }

    /// A title that sets the terminal's title and one that reorders the line
    /// reach the terminal written out, as in every other output.
    func testPlanTextEscapesControlCharactersAndBidiControls() throws {
        let hostile = tipBlock.replacingOccurrences(
            of: "Sync your notes", with: "Sync\u{1B}]0;owned\u{07} your \u{202E}seton")
        let tree = try TemporaryTree(["docs/plan.md": "# Tips\n\n\(hostile)\n"])
        let outcome = runTipLint(["plan", "docs/plan.md"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.output.contains("Sync\\u{1B}]0;owned\\u{7} your \\u{202E}seton"), outcome.output)
        XCTAssertFalse(outcome.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, outcome.output)
        XCTAssertTrue(outcome.output.hasPrefix("Plan documents: docs/plan.md\n"), outcome.output)
    }

    func testPlanCheckExitsOneOnContradictions() throws {
        let contradicting = tipBlock + "\n\n" + tipBlock.replacingOccurrences(of: "Sync your notes", with: "Sync now")
        let tree = try TemporaryTree(["clean.md": tipBlock + "\n", "contradicting.md": contradicting + "\n"])
        let clean = runTipLint(["plan", "clean.md", "--check"], in: tree.root)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.output, "")
        let outcome = runTipLint(["plan", "contradicting.md", "--check"], in: tree.root)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(
            outcome.output,
            "contradicting.md:8: warning: SyncTip is declared again with different events or copy than at contradicting.md:2 (plan_inconsistent)\n"
        )
    }

    func testPlanErrorsExitTwo() throws {
        let tree = try TemporaryTree()
        let outcome = runTipLint(["plan", "gone.md"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.error, "tiplint: error: gone.md: cannot read plan: No such file or directory\n")
    }

    // MARK: plan auto-discovery

    private func planLine(_ arguments: [String], in directory: String) -> String {
        let outcome = runTipLint(arguments, in: directory)
        return String(outcome.error.split(separator: "\n").first ?? "")
    }

    func testPlansAreFoundUnderThePathAndTheRepositoryDocs() throws {
        let tree = try TemporaryTree([
            "docs/plans/tips.md": "# Tips\n\n\(tipBlock)\n",
            "docs/README.md": "# Docs\nNothing about tips here.\n",
            "App/Notes/plan.md": "# App plan\n\n\(tipBlock)\n",
            "App/A.swift": "",
            "Other/other-plan.md": "# Other\n\n\(tipBlock)\n",
        ])
        XCTAssertEqual(
            planLine(["App"], in: tree.root),
            "plan: App/Notes/plan.md, docs/plans/tips.md (found automatically)")
        XCTAssertEqual(
            planLine([], in: tree.path("App")),
            "plan: ../docs/plans/tips.md, Notes/plan.md (found automatically)")
    }

    /// A project copied without `.git`: its `docs/` is the nearest one above the PATH, and the
    /// walk stops at the working directory when the PATH is inside it.
    func testOutsideARepositoryTheNearestDocsAboveThePathHoldsThePlans() throws {
        let tree = try TemporaryTree(
            [
                "Orchard/docs/plans/tips.md": "# Tips\n\n\(tipBlock)\n",
                "Orchard/App/Views/A.swift": "",
                "docs/unrelated-plan.md": "# Elsewhere\n\n\(tipBlock)\n",
                "Bare/App/B.swift": "",
            ], git: false)
        XCTAssertEqual(
            planLine(["App/Views"], in: tree.path("Orchard")),
            "plan: docs/plans/tips.md (found automatically)")
        XCTAssertEqual(planLine(["App"], in: tree.path("Bare")), "plan: none found; plan checks skipped")
    }

    func testIgnoredAndExcludedMarkdownIsNotAPlan() throws {
        let tree = try TemporaryTree([
            ".gitignore": "drafts/\n", "drafts/plan.md": "# Draft\n\n\(tipBlock)\n",
            "old/plan.md": "# Old\n\n\(tipBlock)\n", "A.swift": "",
        ])
        XCTAssertEqual(planLine(["--exclude", "old"], in: tree.root), "plan: none found; plan checks skipped")
    }

    func testDiscoveredPlansAreChecked() throws {
        let tree = try TemporaryTree([
            "docs/plan.md": "# Tips\n\n\(tipBlock)\n",
            "App/Tips.swift": "import TipKit\n",
        ])
        // A planned tip the code has not reached yet is progress, until the plan must be complete.
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(
            outcome.output,
            "docs/plan.md:4:1: note: planned tip SyncTip is not declared; declare `struct SyncTip: Tip` as the plan shows (plan_tip_missing)\n"
        )
    }
}
