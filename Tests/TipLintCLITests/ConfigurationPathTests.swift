import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Paths `.tiplint.json` names (`plan`, `baseline`, `exclude`) stay inside
/// the project (the configuration's directory or its repository), links
/// resolved: else exit 2, saying so and revealing nothing of the file.
final class ConfigurationPathTests: XCTestCase {
    /// A file outside the project whose first key and text must never reach the output.
    private let outside = try! TemporaryTree(["secret.json": "{\"token\": \"hunter2\"}\n"], git: false)

    private func project(_ configuration: String) throws -> TemporaryTree {
        try TemporaryTree([
            ".tiplint.json": configuration,
            "App/Main.swift": "import TipKit\n\nstruct MainTip: Tip {\n    var title: Text { Text(\"Main\") }\n}\n",
        ])
    }

    private func assertRefused(
        _ tree: TemporaryTree, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let outcome = runTipLint([], in: tree.root)
        XCTAssertEqual(outcome.status, 2, file: file, line: line)
        XCTAssertEqual(outcome.error, "tiplint: error: " + message + "\n", file: file, line: line)
        XCTAssertFalse(outcome.error.contains("token") || outcome.output.contains("hunter2"), file: file, line: line)
    }

    func testAnAbsolutePlanOutsideTheProjectIsRefused() throws {
        let secret = outside.path("secret.json")
        let tree = try project("{\"plan\": [\"\(secret)\"]}")
        assertRefused(
            tree,
            ".tiplint.json:1:11: plan '\(secret)' is outside the project (the configuration's directory or its "
                + "repository), links resolved; name a file inside it")
    }

    func testABaselineClimbingOutOfTheProjectIsRefused() throws {
        let tree = try project("{\"baseline\": \"../\(PathText.lastComponent(outside.root))/secret.json\"}")
        assertRefused(
            tree,
            ".tiplint.json:1:14: baseline '../\(PathText.lastComponent(outside.root))/secret.json' is outside the "
                + "project (the configuration's directory or its repository), links resolved; name a file inside it")
    }

    func testALinkInsideTheProjectToAFileOutsideIsRefused() throws {
        let tree = try project("{\"plan\": [\"docs/plan.md\"]}")
        try tree.makeDirectory("docs")
        try tree.link("docs/plan.md", to: outside.path("secret.json"))
        assertRefused(
            tree,
            ".tiplint.json:1:11: plan 'docs/plan.md' is outside the project (the configuration's directory or its "
                + "repository), links resolved; name a file inside it")
        // A link to a file inside the project is fine.
        try FileManager.default.removeItem(atPath: tree.path("docs/plan.md"))
        try tree.write("docs/real-plan.md", "# Tips\n\n- `MainTip`: shown on the main screen\n")
        try tree.link("docs/plan.md", to: tree.path("docs/real-plan.md"))
        let inside = runTipLint([], in: tree.root)
        XCTAssertNotEqual(inside.status, 2, inside.error)
        XCTAssertTrue(inside.error.hasPrefix("plan: docs/plan.md (from .tiplint.json)\n"), inside.error)
    }

    func testAnExcludeClimbingOutOfTheProjectIsRefused() throws {
        let tree = try project("{\"exclude\": [\"App/**\", \"../**\"]}")
        assertRefused(
            tree,
            ".tiplint.json:1:24: exclude '../**' leaves the configuration's directory; globs stay inside the project")
    }
}
