import XCTest

@testable import TipLint
@testable import TipLintCLI

/// A local package whose manifest declares an app (a Swift Playgrounds `.swiftpm` app beside the
/// Xcode app, as theSalted/Organize keeps one app twice) is an app of its own: analysed in the same
/// run, never merged with the app around it. A library package stays part of the app, and an app
/// package alone in its repository is analysed as before.
final class AppPackageProgramTests: XCTestCase {
    static let appManifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        import AppleProductTypes

        let package = Package(
            name: "Shelf",
            platforms: [.iOS("17.0")],
            products: [
                .iOSApplication(
                    name: "Shelf",
                    targets: ["AppModule"],
                    supportedDeviceFamilies: [.pad, .phone]
                )
            ],
            targets: [.executableTarget(name: "AppModule", path: ".")]
        )
        """

    static let libraryManifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Shelf",
            products: [.library(name: "Shelf", targets: ["Shelf"])],
            targets: [.target(name: "Shelf", path: ".")]
        )
        """

    static let tips = """
        import TipKit

        struct SortTip: Tip {
            var title: Text { Text("Sort your books") }
        }

        struct FilterTip: Tip {
            var title: Text { Text("Filter by genre") }
        }
        """

    static let sharePlan = """
        # Shelf tips plan

        ### Task 1: The share tip

        **Step 1: Create `Tips.swift`**

        ```swift
        import TipKit

        struct ShareTip: Tip {
            var title: Text { Text("Share a shelf") }
        }
        ```
        """

    static let shareTip = """
        import TipKit

        struct ShareTip: Tip {
            var title: Text { Text("Share a shelf") }
        }
        """

    /// One app's entry point and its screen showing `shown` (each popover retired on tap).
    static func app(_ name: String, showing shown: [String]) -> (main: String, view: String) {
        let main = """
            import SwiftUI
            import TipKit

            @main
            struct \(name)App: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { \(name)View() } }
            }
            """
        let buttons = shown.map { tip in
            "            Button(\"\(tip)\") { \(tip)().invalidate(reason: .actionPerformed) }\n"
                + "                .popoverTip(\(tip)())\n"
        }.joined()
        let view = """
            import SwiftUI
            import TipKit

            struct \(name)View: View {
                var body: some View {
                    VStack {
            \(buttons)        }
                }
            }
            """
        return (main, view)
    }

    /// The Xcode app under `Shelf/` shows both tips; its playground copy shows only SortTip.
    private func project(manifest: String = appManifest) throws -> TemporaryTree {
        let outer = Self.app("Shelf", showing: ["SortTip", "FilterTip"])
        let inner = Self.app("Playground", showing: ["SortTip"])
        return try TemporaryTree([
            "Shelf/ShelfApp.swift": outer.main,
            "Shelf/ShelfView.swift": outer.view,
            "Shelf/Tips.swift": Self.tips,
            "ShelfPlayground.swiftpm/Package.swift": manifest,
            "ShelfPlayground.swiftpm/PlaygroundApp.swift": inner.main,
            "ShelfPlayground.swiftpm/PlaygroundView.swift": inner.view,
            "ShelfPlayground.swiftpm/Tips.swift": Self.tips,
        ])
    }

    private func rulesAndPlaces(_ output: String) -> [String] {
        output.split(separator: "\n").map { line in
            let place = line.split(separator: " ").first.map(String.init) ?? ""
            let rule = line.hasSuffix(")") ? line[line.index(after: line.lastIndex(of: "(")!)...].dropLast() : ""
            return "\(place) \(rule)"
        }
    }

    func testAnAppPackageIsAnAppOfItsOwn() throws {
        let tree = try project()
        let outcome = runTipLint(["--no-plan"], in: tree.root)
        XCTAssertEqual(
            rulesAndPlaces(outcome.output), ["ShelfPlayground.swiftpm/Tips.swift:7:8: tip_never_displayed"],
            outcome.output)
        XCTAssertTrue(
            outcome.error.contains(
                "apps: ShelfPlayground.swiftpm analysed as an app of its own (its Package.swift declares an app)\n"),
            outcome.error)
        XCTAssertTrue(outcome.error.contains(" in 7 files ("), outcome.error)
    }

    /// A PATH inside one app reports that app's findings, found in its own analysis.
    func testAPathInsideAnAppPackageReportsThatApp() throws {
        let tree = try project()
        XCTAssertEqual(
            rulesAndPlaces(runTipLint(["--no-plan", "ShelfPlayground.swiftpm"], in: tree.root).output),
            ["ShelfPlayground.swiftpm/Tips.swift:7:8: tip_never_displayed"])
        XCTAssertEqual(runTipLint(["--no-plan", "Shelf"], in: tree.root).output, "")
    }

    /// The same folder with a library manifest is part of the app: its tips are the app's, so each
    /// shares its id with the Xcode app's.
    func testALibraryPackageStaysPartOfTheApp() throws {
        let tree = try project(manifest: Self.libraryManifest)
        let outcome = runTipLint(["--no-plan"], in: tree.root)
        XCTAssertEqual(
            rulesAndPlaces(outcome.output).filter { $0.hasSuffix("tip_duplicate_id") },
            [
                "ShelfPlayground.swiftpm/Tips.swift:3:8: tip_duplicate_id",
                "ShelfPlayground.swiftpm/Tips.swift:7:8: tip_duplicate_id",
            ], outcome.output)
        XCTAssertFalse(outcome.error.contains("apps:"), outcome.error)
    }

    /// An app package with nothing else holding Swift around it is the whole run, as before: the
    /// same findings as with a library manifest, and no line about apps.
    func testAnAppPackageAloneInItsRepositoryIsAnalysedAsBefore() throws {
        let inner = Self.app("Playground", showing: ["SortTip"])
        var files = [
            "ShelfPlayground.swiftpm/PlaygroundApp.swift": inner.main,
            "ShelfPlayground.swiftpm/PlaygroundView.swift": inner.view,
            "ShelfPlayground.swiftpm/Tips.swift": Self.tips,
            "README.md": "# Shelf\n",
        ]
        files["ShelfPlayground.swiftpm/Package.swift"] = Self.appManifest
        let app = try TemporaryTree(files)
        files["ShelfPlayground.swiftpm/Package.swift"] = Self.libraryManifest
        let library = try TemporaryTree(files)
        let appOutcome = runTipLint(["--no-plan"], in: app.root)
        XCTAssertEqual(
            rulesAndPlaces(appOutcome.output), ["ShelfPlayground.swiftpm/Tips.swift:7:8: tip_never_displayed"])
        XCTAssertEqual(appOutcome.output, runTipLint(["--no-plan"], in: library.root).output)
        XCTAssertFalse(appOutcome.error.contains("apps:"), appOutcome.error)
    }

    /// Two app packages and no Swift around them (practice apps kept in one repository): each is an
    /// app of its own.
    func testTwoAppPackagesAreTwoApps() throws {
        let first = Self.app("Playground", showing: ["SortTip", "FilterTip"])
        let second = Self.app("Practice", showing: ["SortTip", "FilterTip"])
        let tree = try TemporaryTree([
            "Shelf.swiftpm/Package.swift": Self.appManifest,
            "Shelf.swiftpm/PlaygroundApp.swift": first.main,
            "Shelf.swiftpm/PlaygroundView.swift": first.view,
            "Shelf.swiftpm/Tips.swift": Self.tips,
            "Practice/TipsPractice.swiftpm/Package.swift": Self.appManifest,
            "Practice/TipsPractice.swiftpm/PracticeApp.swift": second.main,
            "Practice/TipsPractice.swiftpm/PracticeView.swift": second.view,
            "Practice/TipsPractice.swiftpm/Tips.swift": Self.tips,
        ])
        let outcome = runTipLint(["--no-plan"], in: tree.root)
        XCTAssertEqual(outcome.output, "")
        XCTAssertTrue(
            outcome.error.contains(
                "apps: 2 app packages analysed each as an app of its own (their Package.swift declare apps): "
                    + "Practice/TipsPractice.swiftpm, Shelf.swiftpm\n"), outcome.error)
    }

    /// A plan inside the app package is checked against that app alone: the playground's two tips are
    /// unplanned there, the Xcode app's ShareTip does not implement it, and the Xcode app's tips are
    /// not checked against it.
    func testEachAppIsCheckedAgainstThePlansInItsFolder() throws {
        let tree = try project()
        try tree.write("ShelfPlayground.swiftpm/Docs/tips-plan.md", Self.sharePlan)
        // Declared in the Xcode app only: the playground's plan does not see it.
        try tree.write("Shelf/ShareTip.swift", Self.shareTip)
        let outcome = runTipLint([], in: tree.root)
        XCTAssertEqual(
            rulesAndPlaces(outcome.output),
            [
                "Shelf/ShareTip.swift:3:8: tip_never_displayed",
                "ShelfPlayground.swiftpm/Docs/tips-plan.md:10:1: plan_tip_missing",
                "ShelfPlayground.swiftpm/Tips.swift:3:8: plan_tip_unplanned",
                "ShelfPlayground.swiftpm/Tips.swift:7:8: plan_tip_unplanned",
                "ShelfPlayground.swiftpm/Tips.swift:7:8: tip_never_displayed",
            ], outcome.output)
    }

    /// A plan outside the app package is the Xcode app's: the playground's ShareTip does not implement
    /// it, and the playground's tips are not unplanned.
    func testThePlanAroundTheAppPackageIsNotCheckedAgainstIt() throws {
        let tree = try project()
        try tree.write("docs/tips-plan.md", Self.sharePlan)
        try tree.write("ShelfPlayground.swiftpm/ShareTip.swift", Self.shareTip)
        let outcome = runTipLint([], in: tree.root)
        XCTAssertEqual(
            rulesAndPlaces(outcome.output),
            [
                "Shelf/Tips.swift:3:8: plan_tip_unplanned",
                "Shelf/Tips.swift:7:8: plan_tip_unplanned",
                "ShelfPlayground.swiftpm/ShareTip.swift:3:8: tip_never_displayed",
                "ShelfPlayground.swiftpm/Tips.swift:7:8: tip_never_displayed",
                "docs/tips-plan.md:10:1: plan_tip_missing",
            ], outcome.output)
    }

    /// The coverage report covers the main program (the one holding the first PATH) and says so.
    func testTheReportSaysWhichAppItCovers() throws {
        let tree = try project()
        let outer = runTipLint(["report", "--no-plan"], in: tree.root)
        XCTAssertTrue(
            outer.error.contains(
                "report: covers the app outside the app packages; name another app's folder as a PATH for its report\n"
            ), outer.error)
        XCTAssertTrue(outer.output.contains("SortTip"), outer.output)
        let inner = runTipLint(["report", "--no-plan", "ShelfPlayground.swiftpm"], in: tree.root)
        XCTAssertTrue(inner.error.contains("report: covers ShelfPlayground.swiftpm; "), inner.error)
    }

    func testAManifestDeclaresAnAppByItsProductOrItsImport() {
        XCTAssertTrue(ProjectBoundary.declaresApp(Array(Self.appManifest.utf8)))
        XCTAssertTrue(ProjectBoundary.declaresApp(Array("products: [.macOSApplication(name: \"Shelf\")]".utf8)))
        XCTAssertTrue(ProjectBoundary.declaresApp(Array("import PackageDescription\nimport AppleProductTypes\n".utf8)))
        XCTAssertFalse(ProjectBoundary.declaresApp(Array(Self.libraryManifest.utf8)))
        XCTAssertFalse(ProjectBoundary.declaresApp(Array("products: [.executable(name: \"shelf\")]".utf8)))
    }
}
