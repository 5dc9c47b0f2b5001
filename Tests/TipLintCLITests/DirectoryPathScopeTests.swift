import XCTest

@testable import TipLint
@testable import TipLintCLI

/// A directory PATH inside a project narrows the report, not the analysis:
/// the enclosing project (the configuration's directory, else the
/// repository) is analysed against its plan, and only findings under the
/// named directory are reported, as for a file PATH.
final class DirectoryPathScopeTests: XCTestCase {
    private static func tip(_ name: String) -> String {
        "import TipKit\n\nstruct \(name): Tip {\n    var title: Text { Text(\"\(name)\") }\n}\n"
    }

    private func app() throws -> TemporaryTree {
        try TemporaryTree([
            "App/AppMain.swift": """
            import SwiftUI
            import TipKit

            @main
            struct AppMain: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { HomeView() } }
            }
            """,
            "App/Tips/FavoriteTip.swift": Self.tip("FavoriteTip"),
            "App/Views/HomeView.swift": """
            import SwiftUI
            import TipKit

            struct HomeView: View {
                var body: some View {
                    Button("Star") { FavoriteTip().invalidate(reason: .actionPerformed) }
                        .popoverTip(FavoriteTip())
                }
            }
            """,
            // Never displayed: reported only when its directory is in the PATHs.
            "App/Views/SearchTip.swift": Self.tip("SearchTip"),
            "App/Other/OtherTip.swift": Self.tip("OtherTip"),
            "docs/tips-plan.md": """
            # Tip plan

            | Tip | Anchor | File |
            |---|---|---|
            | `FavoriteTip` | star button | `App/Views/HomeView.swift` |
            """,
        ])
    }

    private func neverDisplayed(_ outcome: CommandOutcome) -> [String] {
        outcome.output.split(separator: "\n").filter { $0.hasSuffix("(tip_never_displayed)") }.map {
            String($0.prefix { $0 != " " })
        }
    }

    func testADirectoryInsideTheRepositoryIsAnalysedWithItsProject() throws {
        let tree = try app()
        let outcome = runTipLint(["--no-plan"], in: tree.path("App/Views"))
        XCTAssertEqual(neverDisplayed(outcome), ["SearchTip.swift:3:8:"])
        // Its project's setup and plan are seen: no false "configure missing" or "planned file missing".
        let planned = runTipLint([], in: tree.path("App/Views"))
        XCTAssertEqual(
            planned.output.split(separator: "\n").map {
                $0.prefix { $0 != " " } + " " + $0.split(separator: " ").last!
            },
            ["SearchTip.swift:3:8: (plan_tip_unplanned)", "SearchTip.swift:3:8: (tip_never_displayed)"])
        XCTAssertTrue(planned.error.hasPrefix("plan: ../../docs/tips-plan.md (found automatically)\n"), planned.error)
        XCTAssertEqual(planned.status, 0)
    }

    func testOnlyTheNamedDirectoriesAreReported() throws {
        let tree = try app()
        let outcome = runTipLint(["--no-plan", "App/Views", "App/Other"], in: tree.root)
        XCTAssertEqual(neverDisplayed(outcome), ["App/Other/OtherTip.swift:3:8:", "App/Views/SearchTip.swift:3:8:"])
        XCTAssertEqual(
            neverDisplayed(runTipLint(["--no-plan", "App/Other"], in: tree.root)), ["App/Other/OtherTip.swift:3:8:"])
    }

    /// The configuration's directory is the project: what lies beside it is not analysed.
    func testTheConfigurationsDirectoryIsTheProject() throws {
        let tree = try app()
        try tree.write("App/.tiplint.json", "{\"plan\": []}")
        try tree.write("Tools/Stray.swift", "import TipKit\n\nfunc stray() { Tips.showAllTipsForTesting() }\n")
        let outcome = runTipLint(["App/Views"], in: tree.root)
        XCTAssertEqual(neverDisplayed(outcome), ["App/Views/SearchTip.swift:3:8:"])
        // App/AppMain.swift, App/Tips, App/Views (2) and App/Other: not Tools/Stray.swift.
        XCTAssertTrue(outcome.error.contains(" in 5 files ("), outcome.error)
    }
}
