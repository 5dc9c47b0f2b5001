import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI

/// A repository under review can hold anything where tiplint expects a file:
/// a FIFO (opening it for reading waits for a writer forever), a link to
/// `/dev/zero` (read forever). Only regular files are read: an ignore file
/// that is not one is not used, a named file that is not one is exit 2.
/// (A regression hangs these tests; .ci/stress.sh runs the same cases on the
/// release binary with a time bound.)
final class HostileRepositoryTests: XCTestCase {
    private static let hello = "import TipKit\n\nstruct HelloTip: Tip {\n    var title: Text { Text(\"Hello\") }\n}\n"
    private static let helloFinding = "App/Hello.swift:3:8: warning: tip HelloTip is never displayed"

    private func project() throws -> TemporaryTree {
        try TemporaryTree(["App/Hello.swift": Self.hello])
    }

    private func assertLintsHelloOnly(_ tree: TemporaryTree, file: StaticString = #filePath, line: UInt = #line) {
        let outcome = runTipLint(["--no-plan", "--quiet"], in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.error, file: file, line: line)
        XCTAssertEqual(
            outcome.output.split(separator: "\n").map { String($0.prefix(Self.helloFinding.count)) },
            [Self.helloFinding], file: file, line: line)
    }

    func testFIFOIgnoreFilesAreNotRead() throws {
        let tree = try project()
        try tree.makeDirectory(".git/info")
        XCTAssertEqual(mkfifo(tree.path(".gitignore"), 0o644), 0)
        XCTAssertEqual(mkfifo(tree.path(".git/info/exclude"), 0o644), 0)
        XCTAssertEqual(mkfifo(tree.path("App/.gitignore"), 0o644), 0)
        assertLintsHelloOnly(tree)
    }

    func testIgnoreFileLinkedToDevZeroIsNotRead() throws {
        let tree = try project()
        try tree.link(".gitignore", to: "/dev/zero")
        try tree.link("App/.gitignore", to: "/dev/zero")
        assertLintsHelloOnly(tree)
    }

    /// Git does not follow a symbolic `.gitignore` either.
    func testIgnoreFileThatIsALinkIsNotUsed() throws {
        let tree = try project()
        try tree.write("patterns", "Hello.swift\n")
        try tree.link(".gitignore", to: "patterns")
        assertLintsHelloOnly(tree)
    }

    func testFIFOConfigurationBaselineAndPlanAreExitTwoNamingTheFile() throws {
        let tree = try project()
        for name in ["config.json", "baseline.json", "plan.md"] { XCTAssertEqual(mkfifo(tree.path(name), 0o644), 0) }
        for (arguments, message) in [
            (["--config", "config.json"], "config.json: cannot read configuration: is a FIFO, not a regular file"),
            (
                ["--no-plan", "--baseline", "baseline.json"],
                "baseline.json: cannot read baseline: is a FIFO, not a regular file"
            ),
            (["--plan", "plan.md"], "plan.md: is not a file"),
            (["plan", "plan.md"], "plan.md: cannot read plan: is a FIFO, not a regular file"),
        ] {
            let outcome = runTipLint(arguments, in: tree.root)
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertEqual(outcome.error, "tiplint: error: \(message)\n")
        }
    }

    /// A configuration found by the search is used whatever it is: one that
    /// is not a regular file is an error, not passed over for a parent's.
    func testFoundConfigurationThatIsAFIFOIsExitTwo() throws {
        let tree = try project()
        XCTAssertEqual(mkfifo(tree.path(".tiplint.json"), 0o644), 0)
        let outcome = runTipLint(["--no-plan"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(
            outcome.error, "tiplint: error: .tiplint.json: cannot read configuration: is a FIFO, not a regular file\n")
    }

    func testDeviceNamedForTokensIsExitTwo() throws {
        let tree = try project()
        let outcome = runTipLint(["tokens", "/dev/zero"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.error, "tiplint: error: /dev/zero: cannot read: is a device, not a regular file\n")
    }

    /// FIFOs in a walked tree are not Swift files, whatever their name.
    func testFIFOsInTheTreeAreSkipped() throws {
        let tree = try project()
        XCTAssertEqual(mkfifo(tree.path("App/Pipe.swift"), 0o644), 0)
        XCTAssertEqual(mkfifo(tree.path("App/plan.md"), 0o644), 0)
        assertLintsHelloOnly(tree)
    }
}
