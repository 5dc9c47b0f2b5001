import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Hostile file systems. Each case ends with the spec's exit status and a
/// clear message, every other file is still analysed, and no output is left
/// written half-way. (100,000 files and a 50 MB file are in .ci/stress.sh:
/// too slow for a debug build.)
final class StressFileSystemTests: XCTestCase {
    /// A file whose one finding shows that it was analysed.
    private static let helloPath = "App/Hello.swift"
    private static let hello = """
        import TipKit

        struct HelloTip: Tip {
            var title: Text { Text("Hello") }
        }

        """
    private static let helloFinding = "App/Hello.swift:3:8 tip_never_displayed"

    private func project(_ files: [String: String] = [:]) throws -> TemporaryTree {
        try TemporaryTree(files.merging([Self.helloPath: Self.hello]) { mine, _ in mine })
    }

    /// `path:line:col rule` for each finding line of text output.
    private func findings(_ output: String) -> [String] {
        output.split(separator: "\n").map { line in
            let location = line.split(separator: " ", maxSplits: 1)[0].dropLast()
            let rule = line.split(separator: "(").last.map { $0.dropLast() } ?? ""
            return "\(location) \(rule)"
        }
    }

    func testDirectoriesNestedFiveHundredDeep() throws {
        let deep = Array(repeating: "d", count: 500).joined(separator: "/") + "/Deep.swift"
        let tree = try project([
            deep: "import TipKit\n\nstruct DeepTip: Tip {\n    var title: Text { Text(\"Deep\") }\n}\n"
        ])
        let outcome = runTipLint(["--no-plan", "--quiet"], in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertEqual(findings(outcome.output), [Self.helloFinding, "\(deep):3:8 tip_never_displayed"])
    }

    func testSymbolicLinkLoopsAreNotFollowed() throws {
        let tree = try project()
        try tree.link("App/Loop", to: ".") // a directory that contains itself
        try tree.link("App/Ping.swift", to: "Pong.swift") // two links naming each other
        try tree.link("App/Pong.swift", to: "Ping.swift")
        try tree.link("App/Up", to: tree.root) // back to the top
        let outcome = runTipLint(["--no-plan", "--quiet"], in: tree.root)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertEqual(findings(outcome.output), [Self.helloFinding])
    }

    func testUnreadableFileIsAFindingAndTheRestIsAnalysed() throws {
        let tree = try project(["App/Locked.swift": "struct Locked {}\n"])
        chmod(tree.path("App/Locked.swift"), 0)
        let outcome = try runWithoutPrivileges(["--no-plan", "--quiet"], in: tree)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertEqual(
            outcome.output,
            """
            App/Hello.swift:3:8: warning: tip HelloTip is never displayed: no .popoverTip, TipView or \
            TipUIPopoverViewController shows it; display it where its feature is, or remove it (tip_never_displayed)
            App/Locked.swift:1:1: warning: file cannot be read (Permission denied); it was not analysed (unreadable_file)

            """)
    }

    func testUnreadableDirectoryIsAFindingAndTheRestIsAnalysed() throws {
        let tree = try project(["App/Locked/Hidden.swift": "struct Hidden {}\n"])
        chmod(tree.path("App/Locked"), 0)
        defer { chmod(tree.path("App/Locked"), 0o755) }
        let outcome = try runWithoutPrivileges(["--no-plan", "--quiet"], in: tree)
        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertEqual(findings(outcome.output), [Self.helloFinding, "App/Locked:1:1 unreadable_file"])
        XCTAssertTrue(
            outcome.output.contains(
                "App/Locked:1:1: warning: directory cannot be read (Permission denied); its files were not analysed"),
            outcome.output)
    }

    func testUnreadableDirectoryGivenAsPathIsAnError() throws {
        let tree = try project()
        chmod(tree.path("App"), 0)
        defer { chmod(tree.path("App"), 0o755) }
        let outcome = try runWithoutPrivileges(["App", "--no-plan"], in: tree)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(outcome.error, "tiplint: error: App: cannot read directory: Permission denied\n")
    }

    func testOutputInAMissingDirectoryStopsBeforeAnyOutputIsWritten() throws {
        let tree = try project()
        let outcome = runTipLint(
            ["--no-plan", "--format", "json:report.json", "--format", "sarif:missing/dir/report.sarif"],
            in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.output, "")
        XCTAssertTrue(outcome.error.hasPrefix("tiplint: error: missing/dir/report.sarif: "), outcome.error)
        XCTAssertEqual(outcome.error.filter { $0 == "\n" }.count, 1, outcome.error)
        XCTAssertNil(tree.read("report.json"), "the first output must not be written when another cannot be")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("missing")))
    }

    /// A disk that fills while the report is written: exit 2 naming the file,
    /// the previous report intact, no temporary file left beside it.
    func testFullDiskKeepsThePreviousReportWhole() throws {
        try XCTSkipIf(getuid() != 0, "mounting a small tmpfs needs root")
        let tree = try project()
        let disk = tree.path("disk")
        try tree.makeDirectory("disk")
        guard mount(disk, size: "64k") else { throw XCTSkip("cannot mount a tmpfs here (\(disk))") }
        defer { withExtendedLifetime(tree) { _ = shell("/bin/umount", [disk]) } }
        try Data("previous report\n".utf8).write(to: URL(fileURLWithPath: disk + "/report.txt"))
        // Fill the disk but for a few bytes: the new report cannot fit.
        let filler = FileManager.default.createFile(atPath: disk + "/filler", contents: nil)
        XCTAssertTrue(filler)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: disk + "/filler"))
        while (try? handle.write(contentsOf: Data(count: 4096))) != nil {}
        try? handle.close()

        let outcome = runTipLint(["--no-plan", "--quiet", "--output", "disk/report.txt"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.hasPrefix("tiplint: error: disk/report.txt: "), outcome.error)
        XCTAssertTrue(outcome.error.contains("No space left on device"), outcome.error)
        XCTAssertEqual(tree.read("disk/report.txt"), "previous report\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk).sorted(), ["filler", "report.txt"])
    }

    // MARK: Helpers

    /// Runs tiplint where permissions hold: in-process for a normal user; as
    /// `nobody` through `setpriv` for root, whom permissions do not stop.
    private func runWithoutPrivileges(_ arguments: [String], in tree: TemporaryTree) throws -> CommandOutcome {
        guard getuid() == 0 else { return runTipLint(arguments, in: tree.root) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("running as root without setpriv: permissions cannot be tested")
        }
        let binary = productsDirectory.appendingPathComponent("tiplint").path
        return try runBinary(
            ["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments,
            executable: "/usr/bin/setpriv", in: tree.root)
    }

    private func runBinary(_ arguments: [String], executable: String, in directory: String) throws -> CommandOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandOutcome(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    private func mount(_ directory: String, size: String) -> Bool {
        shell("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", directory]) == 0
    }

    @discardableResult
    private func shell(_ executable: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
