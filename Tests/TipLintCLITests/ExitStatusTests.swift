import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Exit status that tells the truth: a file named on the command line that
/// cannot be linted is exit 2; in a walked tree it is a finding, which
/// `--strict` fails on.
final class ExitStatusTests: XCTestCase {
    private static let hello = "import TipKit\n\nstruct HelloTip: Tip {\n    var title: Text { Text(\"Hello\") }\n}\n"

    private func project() throws -> TemporaryTree {
        let tree = try TemporaryTree(["App/Hello.swift": Self.hello])
        try tree.write("App/Latin1.swift", bytes: Array("let name = \"".utf8) + [0xE9] + Array("\"\n".utf8))
        return tree
    }

    func testANamedFileThatIsNotUTF8IsExitTwo() throws {
        let tree = try project()
        let outcome = runTipLint(["--no-plan", "App/Latin1.swift"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(outcome.error, "tiplint: error: App/Latin1.swift: is not valid UTF-8\n")
    }

    func testInAWalkedTreeItIsAFindingThatStrictFailsOn() throws {
        let tree = try project()
        let relaxed = runTipLint(["--no-plan", "--quiet"], in: tree.root)
        XCTAssertEqual(relaxed.status, 0)
        XCTAssertTrue(
            relaxed.output.contains(
                "App/Latin1.swift:1:1: warning: file is not valid UTF-8; it was not analysed "
                    + "(unreadable_file)"), relaxed.output)
        XCTAssertEqual(
            runTipLint(["--no-plan", "--quiet", "--strict", "--exclude", "Hello.swift"], in: tree.root).status, 1)
    }

    func testAnOverLongPathIsExitTwoSayingSo() throws {
        let long = Array(repeating: String(repeating: "a", count: 200), count: 25).joined(separator: "/") + "/x.swift"
        let tree = try project()
        let outcome = runTipLint(["--no-plan", long], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.error, "tiplint: error: \(long): File name too long\n")
    }

    /// Swift repairs invalid UTF-8 in arguments into U+FFFD, naming no file.
    func testANonUTF8FileNameIsExitTwo() throws {
        let tree = try project()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "\"$0\" --no-plan \"App/$(printf 'b\\377d').swift\"",
            productsDirectory.appendingPathComponent("tiplint").path,
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: tree.root)
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(
            message, "tiplint: error: App/b\u{FFFD}d.swift: not valid UTF-8; tiplint reads only UTF-8 file names\n")
    }
}
