import XCTest

@testable import TipLintCLI

/// A plan in the shape real planning tools write (Tests/Fixtures/RealShapes: a story with a
/// Tasks / Subtasks checklist, nested tip bullets, a copy table under a decorated heading, a
/// translation table, negative and hypothetical sentences), beside documents that are no plans:
/// a story about something else with a Name/Type table, a research note sketching a tip, a
/// tool's knowledge file under `_bmad/`, an agent's TipKit skill under `skills/`.
final class RealPlanShapesTests: XCTestCase {
    private let story = "docs/stories/7-2-loom-tips.md"

    func testOnlyTheStoryIsAPlanAndTheFinishedAppPasses() throws {
        let tree = try TemporaryTree(fixture: "RealShapes")
        let outcome = runTipLint([], in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertEqual(outcome.output, "")
        XCTAssertTrue(outcome.error.hasPrefix("plan: \(story) (found automatically)\n"), outcome.error)
    }

    func testTheReadingCitesItsEvidenceAndInventsNoFiles() throws {
        let tree = try TemporaryTree(fixture: "RealShapes")
        let outcome = runTipLint(["plan", story], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        let lines = outcome.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(lines.contains("WeaveTip (\(story):31, tabled)"), outcome.output)
        XCTAssertTrue(lines.contains("ThreadTip (\(story):32, tabled)"), outcome.output)
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("create ") || $0.hasPrefix("modify ") },
            [
                "create Loom/Tips/LoomTips.swift (\(story):15, stated)",
                "modify Loom/LoomApp.swift (\(story):12, stated)",
                "modify Loom/Views/PatternView.swift (\(story):19, stated)",
            ], "no German.swift, English.swift, NavigationStack.swift or SheetView.swift")
        // The English table's copy, not the German translation.
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("message: \"Tap the shuttle to begin a new row\" (\(story):") },
            outcome.output)
        XCTAssertFalse(lines.contains { $0.hasPrefix("message:") && $0.contains("Schiffchen") }, outcome.output)
        // …which `tiplint plan` lists as skipped, with the reader's reason, like the hedged sentence.
        XCTAssertEqual(
            Array(lines.drop { !$0.hasPrefix("Skipped (") }.prefix(4)),
            [
                "Skipped (3): lines that name a tip, a file or TipKit API, read as nothing on purpose",
                "\(story):25: a hypothetical sentence",
                "A sheet could show tips instead of popovers, e.g. `.popoverTip(weaveTip)` in `Loom/Views/SheetView.swift`.",
                "\(story):38: a translation table",
            ], outcome.output)
        XCTAssertTrue(outcome.output.contains("\nNo contradictions.\n"), outcome.output)
        XCTAssertFalse(outcome.output.contains("Not understood"), outcome.output)
    }

    func testAStatedSiteTheCodeLacksIsAnError() throws {
        let tree = try TemporaryTree(fixture: "RealShapes")
        let view = try String(contentsOfFile: tree.path("Loom/Views/PatternView.swift"), encoding: .utf8)
        try tree.write(
            "Loom/Views/PatternView.swift",
            view.replacingOccurrences(of: "\n                .popoverTip(threadTip)", with: ""))
        let outcome = runTipLint(["--quiet"], in: tree.root)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(
            outcome.output.split(separator: "\n").filter { $0.contains("plan_display_missing") },
            [
                "Loom/Views/PatternView.swift:1:1: error: ThreadTip is not displayed in this file as the plan says (\(story):20), "
                    + "nor anywhere else; show it here with `.popoverTip(…)` or `TipView(…)` (plan_display_missing)"
            ], outcome.output)
    }

    func testAResearchNoteNamedAsAPlanOnlyMentionsItsSites() throws {
        let tree = try TemporaryTree(fixture: "RealShapes")
        let outcome = runTipLint(["plan", "docs/research/tipkit-research.md"], in: tree.root)
        XCTAssertTrue(
            outcome.output.contains("HeddleTip (docs/research/tipkit-research.md:8, declared)"), outcome.output)
        XCTAssertTrue(
            outcome.output.contains("display HeddleTip (docs/research/tipkit-research.md:13, mentioned)"),
            outcome.output)
        let lint = runTipLint(["--quiet", "--plan", "docs/research/tipkit-research.md"], in: tree.root)
        XCTAssertFalse(lint.output.contains("plan_display_missing"), lint.output)
        XCTAssertFalse(
            lint.output.split(separator: "\n").contains {
                $0.contains(": error: ") && $0.hasSuffix("(plan_file_missing)")
            },
            lint.output)
    }
}
