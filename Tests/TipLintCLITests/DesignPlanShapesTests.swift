import XCTest

@testable import TipLintCLI

/// A design document in the shape planning tools write (Tests/Fixtures/DesignShapes): a placement
/// table without tip types, a copy table keyed by lowerCamel tip ids, `### New Files` and
/// `### Modified Files` tables, a sketch of one tip, and a configure call offered in two places.
/// The app follows it through a setup helper and named string constants.
final class DesignPlanShapesTests: XCTestCase {
    private let design = "docs/plans/2026-05-02-clay-tips-design.md"

    func testTheAppThatFollowsTheDesignPasses() throws {
        let tree = try TemporaryTree(fixture: "DesignShapes")
        let outcome = runTipLint([], in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertEqual(outcome.output, "")
        XCTAssertTrue(outcome.error.hasPrefix("plan: \(design) (found automatically)\n"), outcome.error)
    }

    /// Before any code, the files the design creates are progress (notes), not missing files.
    func testTheDesignAloneFailsNothing() throws {
        let tree = try TemporaryTree(fixture: "DesignShapes")
        for file in ["Clay/Support/ClayTips.swift", "Clay/ClayApp.swift", "Clay/Views/RackView.swift"] {
            try FileManager.default.removeItem(atPath: tree.path(file))
        }
        try tree.write(
            "Clay/ClayApp.swift",
            "import SwiftUI\n\n@main\nstruct ClayApp: App {\n    var body: some Scene { WindowGroup { RackView() } }\n}\n"
        )
        try tree.write(
            "Clay/Views/RackView.swift",
            "import SwiftUI\n\nstruct RackView: View {\n    var body: some View { Button(\"Slip\") {} }\n}\n")
        let outcome = runTipLint([], in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertEqual(
            outcome.output.split(separator: "\n").filter { $0.contains("plan_file_missing") },
            ["\(design):27:1: note: planned file Clay/Support/ClayTips.swift does not exist (plan_file_missing)"],
            outcome.output)
    }

    /// A tip id names its tip by the usual spelling only: the tip is read, but as mentioned.
    func testTipIDsNameTheirTipsAsMentioned() throws {
        let tree = try TemporaryTree(fixture: "DesignShapes")
        let outcome = runTipLint(["plan", design], in: tree.root)
        let lines = outcome.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(lines.contains("SlipTip (\(design):39, declared)"), outcome.output)
        XCTAssertTrue(lines.contains("BisqueTip (\(design):19, mentioned)"), outcome.output)
        XCTAssertTrue(lines.contains("create Clay/Support/ClayTips.swift (\(design):27, tabled)"), outcome.output)
    }
}
