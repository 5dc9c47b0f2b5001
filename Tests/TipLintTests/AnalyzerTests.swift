import SwiftScan
import XCTest

@testable import TipLint

final class AnalyzerTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-analyzer-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = directory.appendingPathComponent(name).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    func testUnreadableAndInvalidUTF8FilesAreFindingsAndTheRunGoesOn() throws {
        let latin1 = try write("Latin1.swift", [0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A])
        let missing = directory.appendingPathComponent("Gone.swift").path
        let good = try write("Good.swift", Array("let a = \"unterminated\n".utf8))
        let result = try Analyzer.run(files: [latin1, missing, good], options: AnalysisOptions())
        XCTAssertEqual(
            result.findings.map { ExpectedFinding($0.ruleID, ($0.file as NSString).lastPathComponent, $0.line) },
            [
                ExpectedFinding("unreadable_file", "Gone.swift", 1),
                ExpectedFinding("lex_error", "Good.swift", 1),
                ExpectedFinding("unreadable_file", "Latin1.swift", 1),
            ])
        XCTAssertEqual(result.model.files.map { ($0.path as NSString).lastPathComponent }, ["Good.swift"])
    }

    func testSeverityOverridesAndOff() throws {
        let path = try write("A.swift", Array("let a = \"open\n// tiplint:disable:next nope\n".utf8))
        var options = AnalysisOptions()
        options.severities = ["lex_error": .error, "invalid_suppression": nil]
        let result = try Analyzer.run(files: [path], options: options)
        XCTAssertEqual(result.findings.map { "\($0.ruleID):\($0.severity)" }, ["lex_error:error"])
    }

    func testParallelMapKeepsOrder() {
        let items = Array(0..<1000)
        XCTAssertEqual(ParallelMap.map(items, jobs: 4) { $0 * 2 }, items.map { $0 * 2 })
        XCTAssertEqual(ParallelMap.map([Int](), jobs: 4) { $0 }, [])
    }

    /// WorkMeter counts per thread: a count taken around parallel work saw only the share the
    /// calling thread happened to do, and a scaling test failed on a loaded machine.
    func testWorkMeterCountsTheStepsOfEveryWorker() {
        let items = Array(0..<200)
        let steps = WorkMeter.measure {
            _ = ParallelMap.map(items, jobs: 4) { item in
                usleep(100) // long enough that other workers take items too
                WorkMeter.count()
                return item
            }
        }
        XCTAssertEqual(steps, items.count)
    }
}
