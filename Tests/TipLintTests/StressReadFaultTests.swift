import XCTest

@testable import TipLint

/// Files that change or fail while a run reads them.
/// Failures root cannot provoke (a permission denied) come through an injected
/// reader; deletion and truncation happen for real, just before the read.
final class StressReadFaultTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-faults-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = directory + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private let tipFile = "import TipKit\n\nstruct HelloTip: Tip {\n    var title: Text { Text(\"Hello\") }\n}\n"

    private func summary(_ result: AnalysisResult) -> [ExpectedFinding] {
        result.findings.map { ExpectedFinding($0.ruleID, ($0.file as NSString).lastPathComponent, $0.line) }
    }

    func testFileDeletedBeforeItIsReadIsAFindingAndTheRestIsAnalysed() throws {
        let hello = try write("Hello.swift", tipFile)
        let gone = try write("Gone.swift", "struct Gone {}\n")
        var options = AnalysisOptions()
        options.read = { path in
            if path == gone { try? FileManager.default.removeItem(atPath: path) }
            return FileReader.read(path, limit: FileReader.sourceLimit)
        }
        let result = try Analyzer.run(files: [gone, hello], options: options)
        XCTAssertEqual(
            summary(result),
            [
                ExpectedFinding("unreadable_file", "Gone.swift", 1),
                ExpectedFinding("tip_never_displayed", "Hello.swift", 3),
            ])
        XCTAssertEqual(
            result.findings[0].message, "file cannot be read (No such file or directory); it was not analysed")
    }

    func testFileTruncatedBeforeItIsReadIsAnalysedAsItNowIs() throws {
        let hello = try write("Hello.swift", tipFile)
        let cut = try write("Cut.swift", "let greeting = \"héllo\"\nstruct Cut {}\n")
        let midString = try write("MidString.swift", "let greeting = \"hello\"\n")
        var options = AnalysisOptions()
        options.read = { path in
            // Cut.swift loses its end in the middle of `é`; MidString.swift inside its string literal.
            if path == cut { _ = truncate(path, 18) }
            if path == midString { _ = truncate(path, 19) }
            return FileReader.read(path, limit: FileReader.sourceLimit)
        }
        let result = try Analyzer.run(files: [cut, hello, midString], options: options)
        XCTAssertEqual(
            summary(result),
            [
                ExpectedFinding("unreadable_file", "Cut.swift", 1),
                ExpectedFinding("tip_never_displayed", "Hello.swift", 3),
                ExpectedFinding("lex_error", "MidString.swift", 1),
            ])
        XCTAssertEqual(result.findings[0].message, "file is not valid UTF-8; it was not analysed")
    }

    func testPermissionDeniedIsAFindingNamingTheReason() throws {
        let hello = try write("Hello.swift", tipFile)
        let locked = try write("Locked.swift", "struct Locked {}\n")
        var options = AnalysisOptions()
        options.read = { path in
            path == locked ? .failure("Permission denied") : FileReader.read(path, limit: FileReader.sourceLimit)
        }
        let result = try Analyzer.run(files: [hello, locked], options: options)
        XCTAssertEqual(
            summary(result),
            [
                ExpectedFinding("tip_never_displayed", "Hello.swift", 3),
                ExpectedFinding("unreadable_file", "Locked.swift", 1),
            ])
        XCTAssertEqual(result.findings[1].message, "file cannot be read (Permission denied); it was not analysed")
    }

    /// A file that names no tip API is read again when the project turns out
    /// to use TipKit; if it is gone by then, it is a finding like any other.
    func testFileDeletedBetweenThePassesIsAFinding() throws {
        let hello = try write("Hello.swift", tipFile)
        let model = try write("Model.swift", "struct Model { var name: String }\n")
        let reads = ReadCounter()
        var options = AnalysisOptions()
        options.read = { path in
            if path == model, reads.next() == 2 { try? FileManager.default.removeItem(atPath: path) }
            return FileReader.read(path, limit: FileReader.sourceLimit)
        }
        let result = try Analyzer.run(files: [hello, model], options: options)
        XCTAssertEqual(reads.count, 2)
        XCTAssertEqual(
            summary(result),
            [
                ExpectedFinding("tip_never_displayed", "Hello.swift", 3),
                ExpectedFinding("unreadable_file", "Model.swift", 1),
            ])
    }
}

/// Counts reads from the analysis' worker threads.
private final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var count = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
