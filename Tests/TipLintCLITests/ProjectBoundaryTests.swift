import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Where a project ends: nested repositories below the linted directory are
/// not walked (unless named), build and dependency directories are skipped,
/// local packages are part of the app, and above it the repository and
/// configuration are looked for only where a trusted user put them.
final class ProjectBoundaryTests: XCTestCase {
    /// A tip plan, as auto-discovery recognises one.
    static let plan = "# Tips\n\n```swift\nstruct LeafTip: Tip {\n    var title: Text { Text(\"Leaf\") }\n}\n```\n"

    private func app() throws -> TemporaryTree {
        try TemporaryTree([
            "App/Home.swift": "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Home\") } }\n",
            // A local package: part of the app.
            "Packages/Core/Package.swift": "// swift-tools-version:6.0\n",
            "Packages/Core/Sources/Core/Core.swift": "struct Core {}\n",
            // A submodule: other people's code, with its own plan.
            "Deps/Kit/.git": "gitdir: ../../.git/modules/Kit\n",
            "Deps/Kit/Kit.swift": "struct Kit {}\n",
            "Deps/Kit/docs/tips-plan.md": Self.plan,
            "vendor/Vendored.swift": "struct Vendored {}\n",
            "Pods/Pod.swift": "struct Pod {}\n",
        ])
    }

    func testNestedRepositoriesAndDependencyFoldersAreSkippedAndNamedInTheSummary() throws {
        let tree = try app()
        let outcome = runTipLint([], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        let lines = outcome.error.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.dropLast(),
            [
                "plan: none found; plan checks skipped",
                "tip systems: none detected",
                "skipped 1 nested repository: Deps/Kit (another project; name it as a PATH to lint it); "
                    + "2 build and dependency folders: Pods, vendor",
            ])
        // Home.swift, and the package's Package.swift and Core.swift.
        XCTAssertTrue(lines.last!.hasPrefix("0 errors, 0 warnings, 0 notes in 3 files ("), lines.last!)
    }

    func testANestedProjectNamedAsAPathIsLinted() throws {
        let tree = try app()
        let named = runTipLint(["--no-plan", "Deps/Kit"], in: tree.root)
        XCTAssertTrue(named.error.hasSuffix(" in 1 file (\(milliseconds(named.error)) ms)\n"), named.error)
        XCTAssertFalse(named.error.contains("skipped"), named.error)
        let both = runTipLint(["--no-plan", ".", "Deps/Kit"], in: tree.root)
        XCTAssertTrue(both.error.contains("\nskipped 2 build and dependency folders: Pods, vendor\n"), both.error)
        XCTAssertTrue(both.error.contains(" in 4 files ("), both.error)
    }

    func testAFileNamedAsAPathIsAnalysedWithItsWholeProject() throws {
        let tree = try app()
        try tree.write(
            "Packages/Core/Sources/Core/Tips.swift",
            "import TipKit\nstruct CoreTip: Tip {\n    var title: Text { Text(\"t\") }\n}\n")
        let outcome = runTipLint(["--no-plan", "Packages/Core/Sources/Core/Core.swift"], in: tree.root)
        // The project is the repository (a local package is part of the app), and its TipKit use is seen.
        XCTAssertTrue(outcome.error.contains("tip systems: TipKit\n"), outcome.error)
        XCTAssertTrue(outcome.error.contains(" in 4 files ("), outcome.error)
    }

    func testPlansOfANestedProjectAreNotMerged() throws {
        let tree = try app()
        try tree.write("docs/garden-plan.md", Self.plan.replacingOccurrences(of: "LeafTip", with: "GardenTip"))
        let outcome = runTipLint([], in: tree.root)
        XCTAssertTrue(outcome.error.hasPrefix("plan: docs/garden-plan.md (found automatically)\n"), outcome.error)
    }

    /// A `.git` an untrusted user planted in a parent, or one above a
    /// directory everyone can write to, does not make a repository.
    func testARepositoryIsOnlyWhereATrustedUserPutIt() throws {
        guard geteuid() == 0 else { throw XCTSkip("needs root to give files to another user") }
        let tree = try TemporaryTree(
            [
                "outer/.gitignore": "*.swift\n",
                "outer/shared/.gitignore": "*.swift\n",
                "outer/shared/app/Main.swift": "struct Main {}\n",
            ], git: false)
        try tree.makeDirectory("outer/.git")
        try tree.makeDirectory("outer/shared/.git")
        let app = tree.path("outer/shared/app")
        // Control: root's own .git in the parent is the repository, and its .gitignore hides Main.swift.
        XCTAssertEqual(ProjectBoundary.repositoryRoot(containing: app), tree.path("outer/shared"))
        XCTAssertEqual(runTipLint(["--no-plan", "."], in: app).error, "tiplint: error: no Swift files under .\n")

        // Planted by another user: not a repository; the search goes on above, to outer's .git.
        XCTAssertEqual(chown(tree.path("outer/shared/.git"), 4242, 4242), 0)
        XCTAssertEqual(ProjectBoundary.repositoryRoot(containing: app), tree.path("outer"))
        // A directory everyone can write to ends the search.
        XCTAssertEqual(chmod(tree.path("outer/shared"), 0o777), 0)
        XCTAssertNil(ProjectBoundary.repositoryRoot(containing: app))
        XCTAssertTrue(runTipLint(["--no-plan", "."], in: app).error.contains(" in 1 file ("))
        // And a directory another user owns.
        XCTAssertEqual(chmod(tree.path("outer/shared"), 0o755), 0)
        XCTAssertEqual(chown(tree.path("outer/shared"), 4242, 4242), 0)
        XCTAssertNil(ProjectBoundary.repositoryRoot(containing: app))
    }

    /// Outside a repository only the linted directory is searched for a
    /// configuration; inside one, up to its root.
    func testConfigurationIsSearchedUpToTheRepositoryRootOnly() throws {
        let tree = try TemporaryTree(
            [".tiplint.json": "{\"bad\": 1}\n", "App/Main.swift": "struct Main {}\n"], git: false)
        let outside = runTipLint(["--no-plan", "App"], in: tree.root)
        XCTAssertEqual(outside.status, 0, outside.error)
        XCTAssertFalse(outside.error.contains("config:"), outside.error)
        try tree.makeDirectory(".git")
        let inside = runTipLint(["--no-plan", "App"], in: tree.root)
        XCTAssertEqual(inside.status, 2)
        XCTAssertTrue(inside.error.hasPrefix("tiplint: error: .tiplint.json:1:2: unknown key \"bad\""), inside.error)
        try tree.write(".tiplint.json", "{\"exclude\": [\"Generated/**\"]}\n")
        let named = runTipLint(["--no-plan", "App"], in: tree.root)
        XCTAssertTrue(named.error.contains("\nconfig: .tiplint.json\n"), named.error)
    }

    private func milliseconds(_ summary: String) -> String {
        String(summary.split(separator: "(").last?.split(separator: " ").first ?? "")
    }
}
