import Foundation
import XCTest

@testable import TipLint

/// A write stopped by a signal leaves no `.NAME.tiplint-XXXX` beside its
/// target. The signal is real and lands mid-write every time: a file size
/// limit (`ulimit -f`) makes the kernel send SIGXFSZ on the write that
/// crosses it, which ends tiplint like SIGINT or SIGTERM would.
final class InterruptedWriteTests: XCTestCase {
    private static let hello = "import TipKit\n\nstruct HelloTip: Tip {\n    var title: Text { Text(\"Hello\") }\n}\n"

    /// Runs tiplint under a 1 KB file size limit; the signal it ended with.
    private func runLimited(_ arguments: [String], in directory: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "ulimit -f 2 && exec \"$0\" \"$@\"", productsDirectory.appendingPathComponent("tiplint").path]
            + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        return process.terminationStatus
    }

    /// ThreadSanitizer's runtime faults in its own mappings under a file size
    /// limit (SIGBUS, exit 66) before tiplint writes anything: the limit, not
    /// tiplint, is what those runs would test. `.ci/sanitizers.sh` sets TSAN_OPTIONS.
    private func skipUnderThreadSanitizer() throws {
        if ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil {
            throw XCTSkip("a file size limit kills ThreadSanitizer's runtime itself")
        }
    }

    private func entries(_ tree: TemporaryTree, _ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: tree.path(directory)).sorted()
    }

    func testAReportCutShortBySignalLeavesNoTemporaryFile() throws {
        try skipUnderThreadSanitizer()
        let tree = try TemporaryTree(["App/Hello.swift": Self.hello])
        try tree.makeDirectory("reports")
        // SARIF carries every rule's description: far over 1 KB.
        for arguments in [
            ["--format", "sarif:reports/tiplint.sarif"], ["--output", "reports/tiplint.txt", "--format", "sarif"],
        ] {
            XCTAssertEqual(try runLimited(["--no-plan"] + arguments, in: tree.root), SIGXFSZ)
            XCTAssertEqual(try entries(tree, "reports"), [])
        }
    }

    func testAFixCutShortBySignalLeavesTheFileAndNoTemporaryFile() throws {
        try skipUnderThreadSanitizer()
        let padding = String(repeating: "// Home screen.\n", count: 200)
        let home =
            padding + "import SwiftUI\n\nstruct Home: View {\n    var body: some View {\n"
            + "        Text(\"Hi\").popoverTip(HelloTip())\n    }\n}\n"
        let tree = try TemporaryTree(["App/Hello.swift": Self.hello, "App/Home.swift": home])
        XCTAssertEqual(try runLimited(["--no-plan", "--fix"], in: tree.root), SIGXFSZ)
        XCTAssertEqual(try entries(tree, "App"), ["Hello.swift", "Home.swift"])
        XCTAssertEqual(tree.read("App/Home.swift"), home)
    }

    /// The table the signal handler reads holds a temporary file only while it exists.
    func testAFinishedWriteLeavesNothingRegistered() throws {
        let tree = try TemporaryTree(git: false)
        try AtomicFile.write("findings\n", to: tree.path("out.txt"))
        XCTAssertEqual(TemporaryFileCleanup.registered, [])
        XCTAssertEqual(try entries(tree, ""), ["out.txt"])
    }
}
