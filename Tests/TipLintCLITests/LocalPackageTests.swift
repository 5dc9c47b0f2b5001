import XCTest

@testable import TipLint
@testable import TipLintCLI

/// A local Swift package below the linted root (its own `Package.swift`) is
/// part of the app, analysed with it as a module of its own: imports and
/// `MemberImportVisibility` hold per module, and facts cross modules.
final class LocalPackageTests: XCTestCase {
    private func app() throws -> TemporaryTree {
        let retire = "\nfunc retire() {\n    CoreTip().invalidate(reason: .actionPerformed)\n}\n"
        return try TemporaryTree([
            "App/AppMain.swift": """
            import SwiftUI
            import TipKit
            import Core

            @main
            struct AppMain: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { HomeView() } }
            }
            """,
            // The package's tip, shown and retired in the app.
            "App/HomeView.swift": """
            import SwiftUI
            import TipKit
            import Core

            struct HomeView: View {
                var body: some View {
                    Button("Save") { CoreTip().invalidate(reason: .actionPerformed) }
                        .popoverTip(CoreTip())
                }
            }
            """,
            // Compiles through HomeView's import: the app does not turn MemberImportVisibility on.
            "App/Leaky.swift": "import SwiftUI\nimport Core\n" + retire,
            "Packages/Core/Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Core",
                targets: [
                    .target(name: "Core", swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
                ]
            )
            """,
            "Packages/Core/Sources/Core/CoreTip.swift": """
            import TipKit

            public struct CoreTip: Tip {
                public init() {}
                public var title: Text { Text("Save your work") }
            }
            """,
            "Packages/Core/Sources/Core/Reset.swift": "import SwiftUI\n" + retire,
            "Packages/Util/Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(name: "Util", targets: [.target(name: "Util")])
            """,
            // Importing Core does not import TipKit, and no file of Util does.
            "Packages/Util/Sources/Util/Helper.swift": "import Core\n" + retire,
        ])
    }

    func testPackagesAreAnalysedWithTheAppEachAsItsOwnModule() throws {
        let tree = try app()
        let outcome = runTipLint(["--no-plan"], in: tree.root)
        let leaky: String =
            "App/Leaky.swift:5:15: warning: Leaky.swift uses TipKit members (`.invalidate(reason:)`) without "
            + "`import TipKit`: it compiles today only because another file imports TipKit (leaky member "
            + "visibility), and breaks when that file changes or MemberImportVisibility is turned on; "
            + "add `import TipKit`, or run `tiplint --fix` (missing_import)"
        let visibility: String =
            "Packages/Core/Sources/Core/Reset.swift:4:15: error: Reset.swift uses TipKit members "
            + "(`.invalidate(reason:)`) without `import TipKit`: the project turns on MemberImportVisibility "
            + "(Packages/Core/Package.swift:7), so it does not compile; add `import TipKit`, or run `tiplint --fix` (missing_import)"
        let otherModule: String =
            "Packages/Util/Sources/Util/Helper.swift:4:15: error: Helper.swift uses TipKit members "
            + "(`.invalidate(reason:)`) without `import TipKit`, and no file of its module (Packages/Util) "
            + "imports TipKit: it will not compile; add `import TipKit`, or run `tiplint --fix` (missing_import)"
        XCTAssertEqual(outcome.output.split(separator: "\n").map(String.init), [leaky, visibility, otherModule])
        XCTAssertTrue(outcome.error.contains(" in 8 files ("), outcome.error)
        XCTAssertFalse(outcome.error.contains("skipped"), outcome.error)
    }

    /// A package named as a second PATH inside the linted root is walked once, by its own walk, and
    /// is still a module of its own: the findings are those of the root alone.
    func testAPackageNamedBesideItsRootIsStillItsOwnModule() throws {
        let tree = try app()
        let alone = runTipLint(["--no-plan"], in: tree.root)
        let both = runTipLint(["--no-plan", ".", "Packages/Core"], in: tree.root)
        XCTAssertEqual(both.output, alone.output)
        XCTAssertEqual(both.output.split(separator: "\n").count, 3)
        XCTAssertTrue(both.error.contains(" in 8 files ("), both.error)
    }

    /// The app sees the package's tip: without the app's display it is never displayed.
    func testATipDeclaredInAPackageResolvesInTheApp() throws {
        let tree = try app()
        XCTAssertFalse(runTipLint(["--no-plan"], in: tree.root).output.contains("tip_never_displayed"))
        try tree.write(
            "App/HomeView.swift",
            "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { Text(\"Home\") }\n}\n")
        let lines = runTipLint(["--no-plan"], in: tree.root).output.split(separator: "\n")
        XCTAssertEqual(
            lines.filter { $0.hasSuffix("(tip_never_displayed)") }.map { $0.prefix(44) },
            ["Packages/Core/Sources/Core/CoreTip.swift:3:1"])
    }
}
