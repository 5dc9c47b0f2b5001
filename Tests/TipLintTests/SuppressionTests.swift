import SwiftScan
import TipLintTestSupport
import XCTest

@testable import TipLint

final class SuppressionTests: XCTestCase {
    private func finding(_ rule: String, line: Int, file: String = "A.swift") -> Finding {
        Finding(ruleID: rule, severity: .warning, message: "m", file: file, line: line, column: 1, key: "k")
    }

    private func model(_ source: String, path: String = "A.swift") -> ProjectModel {
        ProjectMerger.merge([Extraction.facts(path: path, bytes: Array(source.utf8))])
    }

    func testParsesEveryForm() {
        let source = """
            // tiplint:disable event_unused tip_never_displayed - legacy tips
            /* tiplint:enable event_unused */
            let a = 1 // tiplint:disable:this all
            // tiplint:disable:next tip_in_loop
            // tiplint:disable:previous tip_copy_length
            // an ordinary comment mentioning tiplint
            """
        let suppressions = Extraction.facts(path: "A.swift", bytes: Array(source.utf8)).suppressions
        XCTAssertEqual(suppressions.map(\.scope), [.disable, .enable, .this, .next, .previous])
        XCTAssertEqual(
            suppressions.map(\.rules),
            [
                ["event_unused", "tip_never_displayed"], ["event_unused"], ["all"], ["tip_in_loop"],
                ["tip_copy_length"],
            ])
        XCTAssertEqual(suppressions.map(\.location.line), [1, 2, 3, 4, 5])
        XCTAssertEqual(suppressions[2].location.column, 11)
    }

    /// Words are split at each line break byte: a Windows line end inside a block comment once stayed
    /// in the rule name (`event_unused\r\n`, an unknown rule), as `\r\n` is one Character.
    func testABlockCommentOverWindowsLineEndsNamesEachRule() {
        let source = "/* tiplint:disable event_unused\r\n   tip_in_loop */\r\nlet a = 1\r\n"
        let suppressions = Extraction.facts(path: "A.swift", bytes: Array(source.utf8)).suppressions
        XCTAssertEqual(suppressions.map(\.rules), [["event_unused", "tip_in_loop"]])
    }

    /// The quick search that lets a file skip suppression parsing finds the
    /// marker anywhere, and only the whole marker.
    func testMarkerSearchFindsTheWholeMarkerAnywhere() {
        let cases: [(String, Bool)] = [
            ("tiplint:", true), ("// tiplint:disable x", true), ("let a = 1 /* tiplint:enable */", true),
            ("ptiplint:", true), ("tiptiplint:", true), ("x tiplint:", true),
            ("", false), ("tiplint", false), ("tiplint :", false), ("tiplin:", false), ("iplint:", false),
            ("Tiplint:", false), ("pppppppppp", false), ("let top = tip; lint: x", false),
        ]
        for (text, expected) in cases {
            for placed in vectorStepPlacements(of: text) {
                XCTAssertEqual(ByteSurvey(Array(placed.utf8)).mayHoldSuppression, expected, placed)
            }
        }
    }

    func testLineScopedSuppressions() {
        let source = """
            // tiplint:disable:next tip_in_loop
            line2
            line3 // tiplint:disable:this all
            // tiplint:disable:previous tip_copy_length
            """
        var kept = [
            finding("tip_in_loop", line: 2),
            finding("tip_copy_length", line: 2),
            finding("event_unused", line: 3),
            finding("tip_copy_length", line: 3),
            finding("tip_in_loop", line: 4),
        ]
        SuppressionFilter.apply(to: &kept, model: model(source))
        XCTAssertEqual(
            kept.map(ExpectedFinding.init),
            [ExpectedFinding("tip_copy_length", "A.swift", 2), ExpectedFinding("tip_in_loop", "A.swift", 4)])
    }

    func testRegionsEndAtEnable() {
        let source = """
            // tiplint:disable event_unused
            line2
            // tiplint:enable event_unused
            line4
            """
        var kept = [
            finding("event_unused", line: 2),
            finding("event_unused", line: 4),
            finding("event_unused", line: 2, file: "B.swift"),
        ]
        SuppressionFilter.apply(to: &kept, model: model(source))
        XCTAssertEqual(kept.map { "\($0.file):\($0.line)" }, ["A.swift:4", "B.swift:2"])
    }

    func testUnknownRuleIsReportedAndNeverSuppressed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-suppression-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("A.swift").path
        try "let x = 1\n// tiplint:disable all\n// tiplint:disable:next tip_never_display\nlet y = 2\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Analyzer.run(files: [path], options: AnalysisOptions())
        XCTAssertEqual(result.findings.map(ExpectedFinding.init), [ExpectedFinding("invalid_suppression", path, 3)])
        XCTAssertEqual(result.findings.first?.message, "unknown rule 'tip_never_display' in tiplint comment")
    }

    func testBlockCommentsReasonsAndCommandsWithoutRules() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-suppression-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("A.swift").path
        try
            "/*tiplint:disable lex_error*/ /* tiplint:enable all - reason: done */\n// tiplint:disable:next\nlet y = 2\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let suppressions = Extraction.facts(
            path: path, bytes: Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
        )
        .suppressions
        XCTAssertEqual(suppressions.map(\.rules), [["lex_error"], ["all"], []])
        let result = try Analyzer.run(files: [path], options: AnalysisOptions())
        XCTAssertEqual(
            result.findings.map { "\($0.ruleID):\($0.line):\($0.message)" },
            ["invalid_suppression:2:tiplint comment names no rule; name rule ids or `all`"])
    }
}
