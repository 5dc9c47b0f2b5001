import Foundation
import XCTest

@testable import TipLint

/// The tooltip and TutorialKit extractors and rules on broken input: every
/// truncation of every fixture file, and files spliced together, analyse
/// without crashing (unbalanced brackets, cut strings, half declarations).
final class TooltipTutorialRobustnessTests: XCTestCase {
    private func fixtureSources() throws -> [[UInt8]] {
        try ["Tooltips", "Tutorial"].flatMap { family in
            let app = try Fixtures.base(family)
            return app.files.filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }.map(\.value)
        }
    }

    func testEveryTruncationAnalyses() throws {
        for bytes in try fixtureSources() {
            for end in stride(from: 0, through: bytes.count, by: 11) {
                let facts = Extraction.facts(path: "Cut.swift", bytes: Array(bytes[..<end]))
                let lineCount = bytes[..<end].count(where: { $0 == UInt8(ascii: "\n") }) + 1
                let context = RuleContext(model: ProjectMerger.merge([facts]))
                for rule in TooltipRules.all + TutorialRules.all {
                    for finding in rule.check(context) {
                        XCTAssertTrue((1...lineCount).contains(finding.line), "\(finding) outside the cut file")
                    }
                }
                _ = Coverage(model: context.model, plan: nil, usesTipKit: false)
            }
        }
    }

    func testSplicedHalvesAnalyse() throws {
        let sources = try fixtureSources()
        for (first, second) in zip(sources, sources.reversed()) {
            let spliced = Array(first[..<(first.count / 2)]) + Array(second[(second.count / 3)...])
            let facts = Extraction.facts(path: "Spliced.swift", bytes: spliced)
            let context = RuleContext(model: ProjectMerger.merge([facts]))
            for rule in TooltipRules.all + TutorialRules.all { _ = rule.check(context) }
            for format in [CoverageFormat.text, .markdown, .html, .json] {
                XCTAssertFalse(format.render(Coverage(model: context.model, plan: nil, usesTipKit: false)).isEmpty)
            }
        }
    }
}
