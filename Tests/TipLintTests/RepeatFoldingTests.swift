import Foundation
import XCTest

@testable import TipLint

/// One defect repeated along a line is one finding with a count.
final class RepeatFoldingTests: XCTestCase {
    private func finding(_ rule: String, line: Int, column: Int, _ message: String = "m") -> Finding {
        Finding(
            ruleID: rule, severity: .warning, message: message, file: "A.swift", line: line, column: column, key: "")
    }

    func testRepeatsOfOneRuleLineAndMessageFoldIntoTheFirst() {
        let folded = RepeatFolding.apply([
            finding("multiple_popover_tips", line: 4, column: 72), finding("configure_missing", line: 4, column: 80),
            finding("multiple_popover_tips", line: 4, column: 95),
            finding("multiple_popover_tips", line: 4, column: 118),
            finding("multiple_popover_tips", line: 4, column: 130, "other"),
            finding("multiple_popover_tips", line: 5, column: 72),
        ])
        XCTAssertEqual(
            folded.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" },
            [
                "4:72 multiple_popover_tips m (3 times on this line)", "4:80 configure_missing m",
                "4:130 multiple_popover_tips other", "5:72 multiple_popover_tips m",
            ])
    }

    /// Rules fold as they go, in their own order: the repeat kept is the first in report order.
    func testFoldingAsFindingsArriveKeepsTheFirstInReportOrder() {
        var folding = RepeatFolding()
        for column in [95, 72, 118] { folding.add(finding("multiple_popover_tips", line: 4, column: column)) }
        folding.add(finding("multiple_popover_tips", line: 3, column: 9))
        XCTAssertEqual(
            folding.findings.map { "\($0.line):\($0.column) \($0.message)" },
            ["4:72 m (3 times on this line)", "3:9 m"])
    }

    func testAChainOfPopoverTipsIsOneFinding() throws {
        let source =
            "import SwiftUI\nimport TipKit\nstruct HelloTip: Tip { var title: Text { Text(\"Hello\") } }\n"
            + "struct V: View { var body: some View { Text(\"x\")"
            + String(repeating: ".popoverTip(HelloTip())", count: 5)
            + " } }\n"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-fold-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try source.write(toFile: directory + "/Chain.swift", atomically: true, encoding: .utf8)
        let result = try Analyzer.run(files: [directory + "/Chain.swift"], options: AnalysisOptions())
        let popovers = result.findings.filter { $0.ruleID == "multiple_popover_tips" }
        XCTAssertEqual(popovers.map { "\($0.line):\($0.column)" }, ["4:72"])
        XCTAssertTrue(
            popovers.first?.message.hasSuffix("use a TipGroup (4 times on this line)") ?? false,
            popovers.first?.message ?? "")
    }
}
