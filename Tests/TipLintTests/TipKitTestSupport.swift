import XCTest

@testable import TipLint

/// Helpers for the TipKit extractor and rule tests: facts of inline Swift
/// sources, and a rule's findings as `ExpectedFinding`s (rule, file, line).
enum TipKitTest {
    static func facts(_ source: String, path: String = "App.swift") -> FileFacts {
        Extraction.facts(path: path, bytes: Array(source.utf8))
    }

    static func model(_ files: [(path: String, source: String)]) -> ProjectModel {
        ProjectMerger.merge(files.map { facts($0.source, path: $0.path) })
    }

    static func findings(
        _ rule: any Rule, _ files: [(path: String, source: String)],
        copyLimits: CopyLimits = CopyLimits()
    ) -> [Finding] {
        rule.check(RuleContext(model: model(files), copyLimits: copyLimits)).sorted(by: Finding.reportOrder)
    }

    /// The findings of `rule` alone on its own triggering example `index`, the markers taken out.
    static func findings(_ rule: any Rule, triggeringExample index: Int) -> [Finding] {
        findings(rule, files(type(of: rule).description.triggering[index]))
    }

    /// The files of a rule example, its `↓` markers taken out.
    static func files(_ example: RuleExample) -> [(path: String, source: String)] {
        MarkedProject(example).files.map { ($0.path, $0.text) }
    }

    /// Rule, file and line of each finding, in report order.
    static func summary(
        _ rule: any Rule, _ files: [(path: String, source: String)],
        copyLimits: CopyLimits = CopyLimits()
    ) -> [ExpectedFinding] {
        findings(rule, files, copyLimits: copyLimits).map(ExpectedFinding.init)
    }
}

extension TipKitTest {
    /// Every finding of a whole analysis of in-memory files (suppression, severities and follow-on
    /// folding included), in report order.
    static func analyze(
        _ files: [(path: String, source: String)], severities: [String: Severity?] = [:]
    ) throws -> [Finding] {
        let sources = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.source) })
        var options = AnalysisOptions()
        options.severities = severities
        options.read = { path in sources[path].map { .bytes(Array($0.utf8)) } ?? .failure("no such file") }
        return try Analyzer.run(files: files.map(\.path), options: options).findings
    }

    /// Rule, file and line of each finding of a whole analysis.
    static func analysisSummary(
        _ files: [(path: String, source: String)], severities: [String: Severity?] = [:]
    ) throws
        -> [ExpectedFinding]
    {
        try analyze(files, severities: severities).map(ExpectedFinding.init)
    }

    /// The 1-based line of the only line of `source` containing `marker`.
    static func line(_ marker: String, in source: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let matches = lines.indices.filter { lines[$0].contains(marker) }
        XCTAssertEqual(matches.count, 1, "marker \(marker) should be on exactly one line", file: file, line: line)
        return (matches.first ?? -1) + 1
    }
}
