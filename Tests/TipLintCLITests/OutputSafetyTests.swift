import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Outputs never destroy: `/dev/stdout` is written through whatever it leads
/// to, an output is never a file the run reads, and two spellings of one
/// file are one output.
final class OutputSafetyTests: XCTestCase {
    private static let hello = "import TipKit\n\nstruct HelloTip: Tip {\n    var title: Text { Text(\"Hello\") }\n}\n"

    private func project() throws -> TemporaryTree {
        try TemporaryTree(["App/Hello.swift": Self.hello, "docs/notes.md": "# Notes\n"])
    }

    func testDevStdoutIntoAPipeGetsTheReport() throws {
        let tree = try project()
        let outcome = try runBinary(["--no-plan", "--quiet", "--format", "json:/dev/stdout"], in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertTrue(outcome.output.hasPrefix("{"), outcome.output)
        XCTAssertTrue(
            outcome.output.hasSuffix(
                "}\nApp/Hello.swift:3:8: warning: tip HelloTip is never displayed: "
                    + "no .popoverTip, TipView or TipUIPopoverViewController shows it; "
                    + "display it where its feature is, or remove it (tip_never_displayed)\n"),
            outcome.output)
    }

    /// The shell opened the file for standard output: replacing it would
    /// leave the shell's descriptor on a deleted file, losing the text report.
    func testDevStdoutIntoAFileKeepsBothReports() throws {
        let tree = try project()
        let outputPath = tree.path("out.txt")
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("tiplint")
        process.arguments = ["--no-plan", "--quiet", "--format", "json:/dev/stdout"]
        process.currentDirectoryURL = URL(fileURLWithPath: tree.root)
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let written = try XCTUnwrap(tree.read("out.txt"))
        XCTAssertTrue(written.hasPrefix("{"), written)
        XCTAssertTrue(
            written.hasSuffix(
                "}\nApp/Hello.swift:3:8: warning: tip HelloTip is never displayed: "
                    + "no .popoverTip, TipView or TipUIPopoverViewController shows it; "
                    + "display it where its feature is, or remove it (tip_never_displayed)\n"), written)
    }

    func testAnOutputThatIsALintedFileIsExitTwoAndLeavesItAlone() throws {
        let tree = try project()
        for output in ["App/Hello.swift", "./App/Hello.swift"] {
            let outcome = runTipLint(["--no-plan", "--output", output], in: tree.root)
            XCTAssertEqual(outcome.status, 2)
            XCTAssertEqual(
                outcome.error, "tiplint: error: \(output): is a file this run reads; write the output somewhere else\n")
            XCTAssertEqual(tree.read("App/Hello.swift"), Self.hello)
        }
    }

    func testAnOutputThatIsThePlanOrTheConfigurationIsExitTwo() throws {
        let tree = try project()
        try tree.write("plan.md", "# Plan\n\n```swift\nstruct HelloTip: Tip {}\n```\n")
        try tree.write(".tiplint.json", "{}\n")
        for (arguments, output) in [
            (["--plan", "plan.md", "--format", "json:plan.md"], "plan.md"),
            (["--no-plan", "--write-baseline", ".tiplint.json"], ".tiplint.json"),
        ] {
            let outcome = runTipLint(arguments, in: tree.root)
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertEqual(
                outcome.error, "tiplint: error: \(output): is a file this run reads; write the output somewhere else\n")
        }
        XCTAssertEqual(tree.read(".tiplint.json"), "{}\n")
    }

    func testALinkedOutputThatLeadsToALintedFileIsExitTwo() throws {
        let tree = try project()
        try tree.link("report.txt", to: "App/Hello.swift")
        let outcome = runTipLint(["--no-plan", "--output", "report.txt"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(tree.read("App/Hello.swift"), Self.hello)
    }

    /// A pull request commits `tiplint.sarif -> ~/.ssh/authorized_keys`: no
    /// output is ever written through a link to a file, wherever it leads.
    func testAnOutputThatIsACommittedLinkIsExitTwoNamingItAndLeavesItsFileAlone() throws {
        let outside = try TemporaryTree(["authorized_keys": "ssh-ed25519 AAAA owner\n"], git: false)
        let tree = try project()
        try tree.link("tiplint.sarif", to: outside.path("authorized_keys"))
        let runs: [[String]] = [
            ["--no-plan", "--output", "tiplint.sarif"],
            ["--no-plan", "--format", "sarif:tiplint.sarif"],
            ["--no-plan", "--write-baseline", "tiplint.sarif"],
            ["report", "--no-plan", "--format", "json:tiplint.sarif"],
        ]
        for arguments in runs {
            let outcome = runTipLint(arguments, in: tree.root)
            XCTAssertEqual(outcome.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(
                outcome.error,
                "tiplint: error: tiplint.sarif: is a symbolic link; tiplint never writes through a link to a file: "
                    + "name the file itself, or remove the link\n", arguments.joined(separator: " "))
            XCTAssertEqual(outside.read("authorized_keys"), "ssh-ed25519 AAAA owner\n")
            XCTAssertEqual(
                try FileManager.default.destinationOfSymbolicLink(atPath: tree.path("tiplint.sarif")),
                outside.path("authorized_keys"))
        }
    }

    /// The same through a committed directory link: `reports -> /etc` and
    /// `--format sarif:reports/x.sarif` would create a file anywhere.
    func testAnOutputUnderACommittedDirectoryLinkIsExitTwoNamingTheLink() throws {
        let outside = try TemporaryTree(git: false)
        let tree = try project()
        try tree.link("reports", to: outside.root)
        let runs: [[String]] = [
            ["--no-plan", "--output", "reports/x.sarif"],
            ["--no-plan", "--format", "sarif:reports/x.sarif"],
            ["--no-plan", "--write-baseline", "reports/x.sarif"],
            ["report", "--no-plan", "--format", "json:reports/x.sarif"],
        ]
        for arguments in runs {
            let outcome = runTipLint(arguments, in: tree.root)
            XCTAssertEqual(outcome.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(
                outcome.error,
                "tiplint: error: reports/x.sarif: 'reports' is a symbolic link that leads out of its directory; "
                    + "tiplint never writes through it: name the directory it leads to, or remove the link\n",
                arguments.joined(separator: " "))
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.root), [])
        }
    }

    func testAnOutputLinkedToADeviceIsWrittenThrough() throws {
        let tree = try project()
        try tree.link("report.txt", to: "/dev/null")
        let outcome = runTipLint(["--no-plan", "--output", "report.txt"], in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertEqual(outcome.output, "")
    }

    func testTwoOutputsThatAreOneFileThroughALinkedDirectoryAreExitTwo() throws {
        let tree = try project()
        try tree.write("reports/a.sarif", "")
        try tree.link("latest", to: "reports")
        let outcome = runTipLint(
            ["--no-plan", "--format", "sarif:reports/a.sarif", "--format", "json:latest/a.sarif"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(
            outcome.error,
            "tiplint: error: reports/a.sarif and latest/a.sarif are the same file; give each output its own file\n")
    }

    func testReportOutputsAreCheckedTheSameWay() throws {
        let tree = try project()
        let outcome = runTipLint(["report", "--no-plan", "--format", "json:App/Hello.swift"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(tree.read("App/Hello.swift"), Self.hello)
    }
}

/// A write error on standard output is exit 2: the findings were lost.
final class StandardOutputFailureTests: XCTestCase {
    private func run(stdout: FileHandle, _ arguments: [String], in directory: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("tiplint")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = stdout
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: message, as: UTF8.self))
    }

    func testAFullDeviceIsExitTwo() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        let tree = try TemporaryTree(["App/Hello.swift": "import TipKit\nstruct HelloTip: Tip {}\n"])
        for arguments in [["--no-plan", "--quiet"], ["report", "--no-plan", "--quiet"], ["rules"], ["--help"]] {
            let (status, message) = try run(stdout: full, arguments, in: tree.root)
            XCTAssertEqual(status, 2, "\(arguments)")
            XCTAssertEqual(message, "tiplint: error: cannot write to standard output: No space left on device\n")
        }
    }

    /// `tiplint | head`: the reader went away on purpose; not an error.
    func testAReaderThatGoesAwayIsNotAnError() throws {
        let tree = try TemporaryTree(["App/Hello.swift": "import TipKit\nstruct HelloTip: Tip {}\n"])
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let (status, message) = try run(stdout: pipe.fileHandleForWriting, ["rules"], in: tree.root)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(message, "")
    }
}
