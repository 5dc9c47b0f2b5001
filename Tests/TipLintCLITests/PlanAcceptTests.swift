import XCTest

@testable import TipLint
@testable import TipLintCLI

/// `tiplint plan --accept` writes the reading; lint then checks the code against it, and names
/// the plan lines changed since.
final class PlanAcceptTests: XCTestCase {
    private let plan = """
        # Shelf tips

        | Tip | Screen | Title |
        |---|---|---|
        | ShelfTip | `Shop/ShelfView.swift` | Stock Up |

        """

    private let view = """
        import SwiftUI
        import TipKit

        struct ShelfTip: Tip { var title: Text { Text("Stock Up") } }

        @main struct ShopApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { Text("Shelf").popoverTip(ShelfTip()) } }
        }
        """

    private func project() throws -> TemporaryTree {
        try TemporaryTree(["docs/plans/tips.md": plan, "Shop/ShelfView.swift": view])
    }

    func testAcceptWritesTheReadingBesideThePlanAndLintChecksIt() throws {
        let tree = try project()
        let accepted = runTipLint(["plan", "--accept", "docs/plans/tips.md"], in: tree.root)
        XCTAssertEqual(accepted.status, 0, accepted.error)
        XCTAssertEqual(
            accepted.output,
            "accepted: docs/plans/tips.tiplint.json (1 tip, 1 file, 2 sites); the gate checks it until the plan changes\n"
        )
        let written = try String(contentsOfFile: tree.path("docs/plans/tips.tiplint.json"), encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("{\n  \"tool\": \"tiplint\",\n  \"version\": 1,\n  \"documents\": ["), written)
        // Deterministic: accepting the same plan again writes the same bytes.
        _ = runTipLint(["plan", "--accept", "docs/plans/tips.md"], in: tree.root)
        XCTAssertEqual(try String(contentsOfFile: tree.path("docs/plans/tips.tiplint.json"), encoding: .utf8), written)

        let clean = runTipLint(["lint", ".", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(clean.status, 0, clean.error)
        XCTAssertEqual(clean.output, "")
    }

    func testAPlanEditedSinceGivesOneNoteAndTheGateKeepsTheAcceptedFacts() throws {
        let tree = try project()
        _ = runTipLint(["plan", "--accept", "docs/plans/tips.md"], in: tree.root)
        // The title edited, a line added: re-read, the plan would want "Stock up now".
        try tree.write(
            "docs/plans/tips.md",
            plan.replacingOccurrences(of: "| Stock Up |", with: "| Stock up now |") + "Stock up before noon.\n")
        let outcome = runTipLint(["lint", ".", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertEqual(
            outcome.output,
            tree.path("docs/plans/tips.md") + ":5:1: note: the plan changed since its reading was accepted in "
                + "docs/plans/tips.tiplint.json: docs/plans/tips.md lines 5-6 (still checked as accepted: tip "
                + "ShelfTip, ShelfTip's title \"Stock Up\", file Shop/ShelfView.swift, ShelfTip shown in "
                + "Shop/ShelfView.swift, import TipKit in Shop/ShelfView.swift); check the reading with `tiplint plan`, "
                + "then run `tiplint plan --accept` again (plan_reading_stale)\n")
    }

    /// An import the plan only implies (a tip shown in the file) stays derived once accepted: a leaky
    /// `.popoverTip` there is the same warning as before, not an error. A reading accepted before the
    /// marker was written has none, and each of its imports counts as the plan's own.
    func testAnImportThePlanOnlyImpliesStaysDerivedOnceAccepted() throws {
        let tree = try TemporaryTree([
            "docs/plans/tips.md": plan,
            "Shop/ShopApp.swift": """
            import SwiftUI
            import TipKit

            struct ShelfTip: Tip { var title: Text { Text("Stock Up") } }

            @main struct ShopApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { ShelfView() } }
            }
            """,
            "Shop/ShelfView.swift": """
            import SwiftUI

            struct ShelfView: View {
                var body: some View { Text("Shelf").popoverTip(ShelfTip()) }
            }
            """,
        ])
        func missingImport() -> (status: Int32, found: [String]) {
            let outcome = runTipLint(["lint", ".", "--format", "xcode"], in: tree.root)
            let found = outcome.output.split(separator: "\n").filter { $0.hasSuffix("(missing_import)") }.map {
                $0.dropFirst(tree.root.count + 1).split(separator: ":").prefix(4).joined(separator: ":")
            }
            return (outcome.status, found)
        }
        let afresh = missingImport()
        XCTAssertEqual(afresh.status, 0)
        XCTAssertEqual(afresh.found, ["Shop/ShelfView.swift:4:40: warning"])
        _ = runTipLint(["plan", "--accept", "docs/plans/tips.md"], in: tree.root)
        let reading = try String(contentsOfFile: tree.path("docs/plans/tips.tiplint.json"), encoding: .utf8)
        XCTAssertTrue(reading.contains("\"evidence\": \"tabled\",\n      \"derived\": true\n"), reading)
        XCTAssertEqual(missingImport().found, afresh.found)
        try tree.write(
            "docs/plans/tips.tiplint.json",
            reading.replacingOccurrences(of: ",\n      \"derived\": true", with: ""))
        let older = missingImport()
        XCTAssertEqual(older.status, 1)
        XCTAssertEqual(older.found, ["Shop/ShelfView.swift:4:40: error"])
    }

    func testAcceptWithoutAFileAcceptsThePlanLintUses() throws {
        let tree = try project()
        let accepted = runTipLint(["plan", "--accept"], in: tree.root)
        XCTAssertEqual(accepted.status, 0, accepted.error)
        XCTAssertEqual(
            accepted.output,
            "accepted: docs/plans/tips.tiplint.json (1 tip, 1 file, 2 sites); the gate checks it until the plan changes\n"
        )
    }

    func testWithoutAFileAndNoPlanFoundItSaysSo() throws {
        let tree = try TemporaryTree(["Shop/ShelfView.swift": view])
        let outcome = runTipLint(["plan", "--accept"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.error, "tiplint: error: no plan found here; name the plan: tiplint plan FILE.md\n")
    }

    func testTickingATaskLeavesTheReadingCurrentAndTheGateTakesTheTick() throws {
        let tasks = """
            # Shelf tips

            ### Task 1: Shelf and cart tips

            | Tip | Screen | Title |
            |---|---|---|
            | ShelfTip | `Shop/ShelfView.swift` | Stock Up |
            | CartTip | `Shop/ShelfView.swift` | Fill Up |

            """
        let tree = try TemporaryTree(["docs/plans/tips.md": tasks, "Shop/ShelfView.swift": view])
        _ = runTipLint(["plan", "--accept"], in: tree.root)
        let before = runTipLint(["lint", ".", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(before.status, 0, before.error)
        XCTAssertTrue(before.output.contains("CartTip"), before.output)
        // The task ticked: the reading stays current, and CartTip, now due, fails the gate.
        try tree.write("docs/plans/tips.md", tasks.replacingOccurrences(of: "### Task 1:", with: "### ✅ Task 1:"))
        let after = runTipLint(["lint", ".", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(after.status, 1, after.output)
        XCTAssertEqual(
            before.output.replacingOccurrences(of: ": note: ", with: ": error: "), after.output, before.output)
    }

    func testAMalformedReadingIsExitTwoNamingItsFileAndLine() throws {
        let tree = try project()
        try tree.write("docs/plans/tips.tiplint.json", "{\n  \"tool\": \"tiplint\",\n  \"version\": true\n}\n")
        let outcome = runTipLint(["lint", "."], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.error, "tiplint: error: docs/plans/tips.tiplint.json:3:14: \"version\" must be 1\n")
    }

    func testAcceptAndCheckDoNotCombine() throws {
        let tree = try project()
        let outcome = runTipLint(["plan", "--accept", "--check", "docs/plans/tips.md"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("--accept and --check cannot be combined"), outcome.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("docs/plans/tips.tiplint.json")))
    }
}
