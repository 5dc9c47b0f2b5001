import TipLint
import XCTest

@testable import TipLintCLI
@testable import TipLintGit

final class ChildProcessTests: XCTestCase {
    private func shell(_ script: String) throws -> ChildProcess {
        try ChildProcess(
            "sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"], output: .pipe, error: .pipe)
    }

    func testReadsOutputAndErrorAndTheExitStatus() throws {
        let process = try shell("printf out; printf err >&2; exit 3")
        let (output, error) = process.readToEnd()
        XCTAssertEqual(String(decoding: output, as: UTF8.self), "out")
        XCTAssertEqual(String(decoding: error, as: UTF8.self), "err")
        XCTAssertEqual(process.wait(), .exited(3))
    }

    /// Far more than a pipe holds on both streams at once: read one after the other, the child would block.
    func testReadsLargeOutputOnBothStreamsWithoutBlocking() throws {
        let process = try shell("head -c 1000000 /dev/zero >&2; head -c 1000000 /dev/zero")
        let (output, error) = process.readToEnd()
        XCTAssertEqual(output.count, 1_000_000)
        XCTAssertEqual(error.count, 1_000_000)
        XCTAssertEqual(process.wait(), .exited(0))
    }

    func testReportsTheSignalThatEndedTheChild() throws {
        let process = try shell("kill -TERM $$")
        _ = process.readToEnd()
        XCTAssertEqual(process.wait(), .signalled(SIGTERM))
    }

    /// tiplint ignores SIGPIPE; its children must not inherit that.
    func testTheChildGetsDefaultSignalHandling() throws {
        signal(SIGPIPE, SIG_IGN)
        // Ignoring it, `yes` would see EPIPE and say "Broken pipe"; by default it is ended quietly.
        let process = try shell("yes | head -c 1 >/dev/null")
        let (_, error) = process.readToEnd()
        XCTAssertEqual(String(decoding: error, as: UTF8.self), "")
        XCTAssertEqual(process.wait(), .exited(0))
    }

    func testWritesTheChildsInput() throws {
        let process = try ChildProcess(
            "cat", arguments: [], environment: [:], input: .pipe, output: .pipe, error: .null)
        XCTAssertNil(DescriptorIO.writeAll("hello\n", to: process.input!))
        var echoed = [UInt8](repeating: 0, count: 6)
        XCTAssertEqual(
            echoed.withUnsafeMutableBytes { DescriptorIO.read(process.output!, into: $0.baseAddress!, count: 6) }, 6)
        XCTAssertEqual(String(decoding: echoed, as: UTF8.self), "hello\n")
        XCTAssertEqual(process.wait(), .exited(0))
    }

    func testAMissingProgramIsAClearError() {
        XCTAssertThrowsError(
            try ChildProcess("tiplint-no-such-program", arguments: [], environment: [:], output: .null, error: .null)
        ) { error in
            XCTAssertEqual(
                error as? ChildProcessError, ChildProcessError(message: "tiplint-no-such-program: not found on PATH"))
        }
    }
}
