import XCTest

@testable import TipLint
@testable import TipLintCLI

final class FixCommandTests: XCTestCase {
    func testFixInsertsTheImportKeepsCRLFAndPermissionsThenLintsAgain() throws {
        let tree = try GardenFixture.tree()
        let crlf = GardenFixture.files[GardenFixture.homePath]!.replacingOccurrences(of: "\n", with: "\r\n")
        try tree.write(GardenFixture.homePath, crlf)
        let path = tree.path(GardenFixture.homePath)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

        let fixed = runTipLint(["--no-plan", "--fix"], in: tree.root)
        XCTAssertEqual(fixed.status, 0)
        XCTAssertEqual(fixed.output, GardenFixture.neverInvalidated)
        XCTAssertTrue(
            fixed.error.hasPrefix("tiplint: fixed App/Sub dir/Hömé.swift:6: inserted import TipKit\n"), fixed.error)
        XCTAssertEqual(
            tree.read(GardenFixture.homePath),
            crlf.replacingOccurrences(of: "import SwiftUI\r\n", with: "import SwiftUI\r\nimport TipKit\r\n"))
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)

        // Idempotent: a second run changes nothing and says nothing about fixing.
        let again = runTipLint(["--no-plan", "--fix"], in: tree.root)
        XCTAssertFalse(again.error.contains("fixed"), again.error)
        XCTAssertEqual(again.output, GardenFixture.neverInvalidated)
        XCTAssertEqual(
            tree.read(GardenFixture.homePath),
            crlf.replacingOccurrences(of: "import SwiftUI\r\n", with: "import SwiftUI\r\nimport TipKit\r\n"))
    }

    func testFixTouchesOnlyReportedFiles() throws {
        let tree = try GardenFixture.tree()
        let outcome = runTipLint(["--no-plan", "--fix", "--quiet", "App/Tips.swift"], in: tree.root)
        XCTAssertEqual(outcome.error, "")
        XCTAssertEqual(tree.read(GardenFixture.homePath), GardenFixture.files[GardenFixture.homePath])

        // A finding the baseline accepts is not reported, so not fixed either.
        XCTAssertEqual(runTipLint(["--no-plan", "--quiet", "--write-baseline", "b.json"], in: tree.root).status, 0)
        let baselined = runTipLint(["--no-plan", "--fix", "--quiet", "--baseline", "b.json"], in: tree.root)
        XCTAssertEqual(baselined.status, 0)
        XCTAssertEqual(baselined.error, "")
        XCTAssertEqual(baselined.output, "")
        XCTAssertEqual(tree.read(GardenFixture.homePath), GardenFixture.files[GardenFixture.homePath])
    }
}

/// `--fix` on the shapes that used to break: a file-wide `#if` guard, a
/// symbolic link out of the project, a long file name, another user's file.
final class FixSafetyTests: XCTestCase {
    /// The tip, and the configure call that makes a displayed tip appear.
    private static let tips =
        "import TipKit\n\nstruct HelloTip: Tip {\n    var title: Text { Text(\"Hello\") }\n}\n\n"
        + "func start() { try? Tips.configure() }\n"
    private static let guarded = """
        #if os(iOS)
        import SwiftUI

        struct HomeView: View {
            var body: some View { Text("Home").popoverTip(HelloTip()) }
        }
        #endif

        """

    func testTheImportGoesInsideTheFilesGuard() throws {
        let tree = try TemporaryTree(["App/Tips.swift": Self.tips, "App/Home.swift": Self.guarded])
        let outcome = runTipLint(["--no-plan", "--fix", "--quiet"], in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertEqual(outcome.error, "tiplint: fixed App/Home.swift:3: inserted import TipKit\n")
        XCTAssertEqual(
            tree.read("App/Home.swift"),
            Self.guarded.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\nimport TipKit\n"))
    }

    private static let linkRefusal =
        "is a symbolic link; tiplint never writes through a link to a file: name the file itself, or remove the link"

    /// A committed link could make `--fix` rewrite a file anywhere on the machine.
    func testALinkNamedOnTheCommandLineIsExitTwoAndNotWrittenThrough() throws {
        let outside = try TemporaryTree(["Home.swift": Self.guarded], git: false)
        let tree = try TemporaryTree(["App/Tips.swift": Self.tips])
        try tree.link("App/Home.swift", to: outside.path("Home.swift"))
        let outcome = runTipLint(["--no-plan", "--fix", "--quiet", "App/Home.swift"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.error, "tiplint: error: App/Home.swift: \(Self.linkRefusal)\n")
        XCTAssertEqual(outside.read("Home.swift"), Self.guarded)
    }

    func testALinkToAFileInsideTheProjectIsExitTwoToo() throws {
        let tree = try TemporaryTree(["App/Tips.swift": Self.tips, "Shared/Home.swift": Self.guarded])
        try tree.link("App/Home.swift", to: "../Shared/Home.swift")
        let outcome = runTipLint(["--no-plan", "--fix", "--quiet", "App/Home.swift"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.error, "tiplint: error: App/Home.swift: \(Self.linkRefusal)\n")
        XCTAssertEqual(tree.read("Shared/Home.swift"), Self.guarded)
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: tree.path("App/Home.swift")),
            "../Shared/Home.swift")
    }

    /// A directory named on the command line through a committed link
    /// (`App/Shared -> /elsewhere`): linted, but `--fix` writes nothing there.
    func testAFileUnderADirectoryLinkLeadingAwayIsExitTwoAndNotWrittenThrough() throws {
        let outside = try TemporaryTree(["Home.swift": Self.guarded, "Tips.swift": Self.tips], git: false)
        let tree = try TemporaryTree(["App/Main.swift": "let a = 1\n"])
        try tree.link("App/Shared", to: outside.root)
        let outcome = runTipLint(["--no-plan", "--fix", "--quiet", "App/Shared"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(
            outcome.error,
            "tiplint: error: App/Shared/Home.swift: '\(tree.path("App/Shared"))' is a symbolic link that leads out "
                + "of its directory; tiplint never writes through it: name the directory it leads to, or remove the link\n"
        )
        XCTAssertEqual(outside.read("Home.swift"), Self.guarded)
    }

    func testALongFileNameIsFixed() throws {
        let name = "App/" + String(repeating: "Long", count: 58) + ".swift" // 238 bytes
        let tree = try TemporaryTree(["App/Tips.swift": Self.tips, name: Self.guarded])
        let outcome = runTipLint(["--no-plan", "--fix", "--quiet"], in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.output + outcome.error)
        XCTAssertTrue(tree.read(name)!.contains("import SwiftUI\nimport TipKit\n"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.path("App")).count, 2)
    }

    func testAnotherUsersFileKeepsItsOwnerAndMode() throws {
        guard geteuid() == 0 else { throw XCTSkip("only root can give a file to another user") }
        let tree = try TemporaryTree(["App/Tips.swift": Self.tips, "App/Home.swift": Self.guarded])
        XCTAssertEqual(chown(tree.path("App/Home.swift"), 65534, 65534), 0)
        XCTAssertEqual(chmod(tree.path("App/Home.swift"), 0o664), 0)
        XCTAssertEqual(runTipLint(["--no-plan", "--fix", "--quiet"], in: tree.root).status, 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: tree.path("App/Home.swift"))
        XCTAssertEqual(attributes[.ownerAccountID] as? Int, 65534)
        XCTAssertEqual(attributes[.groupOwnerAccountID] as? Int, 65534)
        XCTAssertEqual(attributes[.posixPermissions] as? Int, 0o664)
    }
}
