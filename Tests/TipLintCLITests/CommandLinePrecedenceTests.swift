import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Every option given on the command line wins over the same key of
/// `.tiplint.json`: one test per key both can set.
final class CommandLinePrecedenceTests: XCTestCase {
    private static let app = """
        import TipKit

        struct FavoriteTip: Tip {
            var title: Text { Text("Save favorites") }
        }
        """
    /// `SearchTip` is planned and not declared: a note while the plan is in progress, an error once complete.
    private static let plan = """
        # Tip plan

        | Tip | Anchor | File |
        |---|---|---|
        | `FavoriteTip` | star button | `App/App.swift` |
        | `SearchTip` | search field | `App/App.swift` |
        """

    private func project(configuration: String, extra: [String: String] = [:]) throws -> TemporaryTree {
        var files = ["App/App.swift": Self.app, "docs/tips.md": Self.plan, ".tiplint.json": configuration]
        files.merge(extra) { _, new in new }
        return try TemporaryTree(files)
    }

    private func lines(of rule: String, in outcome: CommandOutcome) -> [String] {
        outcome.output.split(separator: "\n").map(String.init).filter { $0.hasSuffix("(\(rule))") }
    }

    func testPlanCompleteWinsOverPlanCompleteFalse() throws {
        let tree = try project(configuration: #"{"plan": ["docs/tips.md"], "planComplete": false}"#)
        let outcome = runTipLint(["--plan-complete"], in: tree.root)
        XCTAssertEqual(
            lines(of: "plan_tip_missing", in: outcome),
            [
                "docs/tips.md:6:1: error: planned tip SearchTip is not declared; "
                    + "declare `struct SearchTip: Tip` as the plan shows (plan_tip_missing)"
            ])
        XCTAssertEqual(outcome.status, 1)
        // Without the flag the config decides.
        XCTAssertEqual(
            lines(of: "plan_tip_missing", in: runTipLint([], in: tree.root)).map { $0.contains(": note: ") }, [true])
    }

    func testPlanWinsOverTheConfigurationsPlan() throws {
        let tree = try project(
            configuration: #"{"plan": ["docs/other.md"]}"#, extra: ["docs/other.md": "# Notes\n\nNo tips here.\n"])
        let outcome = runTipLint(["--plan", "docs/tips.md"], in: tree.root)
        XCTAssertTrue(outcome.error.hasPrefix("plan: docs/tips.md\n"), outcome.error)
        XCTAssertEqual(
            lines(of: "plan_tip_missing", in: outcome).map { $0.prefix(16) }, ["docs/tips.md:6:1"])
    }

    func testNoPlanWinsOverTheConfigurationsPlan() throws {
        let tree = try project(configuration: #"{"plan": ["docs/tips.md"]}"#)
        let outcome = runTipLint(["--no-plan"], in: tree.root)
        XCTAssertTrue(outcome.error.hasPrefix("plan: none (--no-plan)\n"), outcome.error)
        XCTAssertEqual(lines(of: "plan_tip_missing", in: outcome), [])
    }

    func testBaselineWinsOverTheConfigurationsBaseline() throws {
        let tree = try project(configuration: #"{"plan": ["docs/tips.md"], "baseline": "recorded.json"}"#)
        XCTAssertEqual(runTipLint(["--write-baseline", "recorded.json", "--quiet"], in: tree.root).status, 0)
        try tree.write("empty.json", #"{"findings": [], "tool": "tiplint", "version": 1}"#)
        XCTAssertEqual(lines(of: "plan_tip_missing", in: runTipLint([], in: tree.root)), [])
        XCTAssertEqual(
            lines(of: "plan_tip_missing", in: runTipLint(["--baseline", "empty.json"], in: tree.root))
                .map { $0.prefix(16) },
            ["docs/tips.md:6:1"])
    }

    func testExcludeAddsToTheConfigurationsExcludes() throws {
        let tip = "import TipKit\n\nstruct OldTip: Tip {\n    var title: Text { Text(\"Old\") }\n}\n"
        let tree = try project(
            configuration: #"{"plan": [], "exclude": ["Generated/**"]}"#,
            extra: ["Generated/Old.swift": tip, "Legacy/Old.swift": tip, "Kept/Old.swift": tip])
        let outcome = runTipLint(["--exclude", "Legacy/**"], in: tree.root)
        let files = Set(lines(of: "tip_never_displayed", in: outcome).map { $0.split(separator: ":")[0] })
        XCTAssertEqual(files, ["App/App.swift", "Kept/Old.swift"])
    }
}
