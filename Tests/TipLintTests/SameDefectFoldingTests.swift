import XCTest

@testable import TipLint

/// Issue 22: one slip seen by several rules is one finding, the most specific, with the others as
/// its related locations and clauses (`SameDefectFolding`).
final class SameDefectFoldingTests: XCTestCase {
    private static let plan = """
        # Kiln Tips Plan

        ### Task 1: Tips

        **Files:**
        - Create: `Kiln/Tips.swift`
        - Modify: `Kiln/KilnApp.swift`
        - Modify: `Kiln/KilnView.swift`

        ```swift
        import TipKit

        struct FireTip: Tip {
            var title: Text { Text("Fire the kiln") }
            var options: [any TipOption] { MaxDisplayCount(1) }
        }
        ```

        In `Kiln/KilnApp.swift`:

        ```swift
        import TipKit
        try? Tips.configure()
        ```

        In `Kiln/KilnView.swift`:

        ```swift
        import TipKit
        Button("Fire") { }.popoverTip(FireTip())
        ```
        """

    private static let tips = """
        import TipKit

        struct FireTip: Tip {
            var title: Text { Text("Fire the kiln") }
            var options: [any TipOption] { MaxDisplayCount(1) }
        }
        """

    private static let app = """
        import SwiftUI
        import TipKit

        @main
        struct KilnApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { KilnView() } }
        }
        """

    private static let view = """
        import SwiftUI
        import TipKit

        struct KilnView: View {
            var body: some View {
                Button("Fire") { }
                    .popoverTip(FireTip())
            }
        }
        """

    private func analyze(view: String, severities: [String: Severity?] = [:]) throws -> [Finding] {
        let sources = [
            "docs/plan.md": Self.plan, "Kiln/Tips.swift": Self.tips, "Kiln/KilnApp.swift": Self.app,
            "Kiln/KilnView.swift": view,
        ]
        var options = AnalysisOptions()
        options.planPaths = ["docs/plan.md"]
        options.severities = severities
        options.read = { path in sources[path].map { .bytes(Array($0.utf8)) } ?? .failure("no such file") }
        return try Analyzer.run(
            files: ["Kiln/Tips.swift", "Kiln/KilnApp.swift", "Kiln/KilnView.swift"], options: options
        )
        .findings
    }

    /// `.task { try? Tips.configure() }` beside the planned call: `configure_duplicate` alone, carrying
    /// the view-lifecycle and plan findings at the same call, and the plan line.
    func testASecondConfigureInATaskIsOneFinding() throws {
        let view = Self.view.replacingOccurrences(
            of: ".popoverTip(FireTip())",
            with: ".popoverTip(FireTip())\n                .task { try? Tips.configure() }")
        let findings = try analyze(view: view)
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("configure_duplicate", "Kiln/KilnView.swift", 8)])
        XCTAssertEqual(
            findings[0].related.map { "\($0.file):\($0.line): \($0.message.prefix { $0 != ":" })" },
            [
                "Kiln/KilnApp.swift:6: first configured here",
                "Kiln/KilnView.swift:8: configure_in_view_lifecycle",
                "Kiln/KilnView.swift:8: plan_configure_mismatch",
            ])
        XCTAssertTrue(
            findings[0].message.contains(
                "; plan_configure_mismatch: Tips.configure is called again; the plan calls it once, in Kiln/KilnApp.swift "
                    + "(docs/plan.md:23) (Kiln/KilnView.swift:8)"),
            findings[0].message)
        XCTAssertEqual(findings[0].plan, PlanReference(file: "docs/plan.md", line: 23))
    }

    /// A dropped import the plan adds: `missing_import` (where TipKit is used, fixable), with the plan's
    /// finding at line 1 as its related location.
    func testADroppedImportThePlanAddsIsOneFinding() throws {
        let view = Self.view.replacingOccurrences(of: "import TipKit\n", with: "")
        let findings = try analyze(view: view)
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("missing_import", "Kiln/KilnView.swift", 6)])
        XCTAssertEqual(findings[0].related.map { "\($0.file):\($0.line)" }, ["Kiln/KilnView.swift:1"])
        XCTAssertTrue(findings[0].message.contains("; also: plan_import_missing: KilnView.swift lacks `import TipKit`"))
        XCTAssertEqual(findings[0].plan?.file, "docs/plan.md")
    }

    /// The plan's finding stands alone when `missing_import` is turned off.
    func testThePlanFindingStandsWhenTheCauseIsOff() throws {
        let view = Self.view.replacingOccurrences(of: "import TipKit\n", with: "")
        let findings = try analyze(view: view, severities: ["missing_import": Severity?.none])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("plan_import_missing", "Kiln/KilnView.swift", 1)])
    }
}
