import Foundation
import XCTest

@testable import TipLint

/// Shared by the tooltip and TutorialKit tests: fixture trees, in-memory
/// projects, and findings as `ExpectedFinding`s for exact comparison.
enum SystemFixtures {
    /// Analyses one fixture app (`Fixtures.base("Tooltips")`) with default options and no plan.
    static func analyze(_ app: FixtureTree) throws -> (result: AnalysisResult, directory: URL) {
        let run = try FixtureRun(app, usePlan: false)
        return (run.result, run.root)
    }

    static func expected(_ findings: [Finding]) -> [ExpectedFinding] { findings.map(ExpectedFinding.init) }
}

/// In-memory projects for recogniser and rule unit tests.
enum SourceProject {
    static func facts(_ source: String, path: String = "A.swift") -> FileFacts {
        Extraction.facts(path: path, bytes: Array(source.utf8))
    }

    static func model(_ files: [String: String]) -> ProjectModel {
        ProjectMerger.merge(files.map { facts($0.value, path: $0.key) })
    }

    /// The findings of one rule over in-memory files, in report order.
    static func findings(
        of rule: any Rule, _ files: [String: String], limits: CopyLimits = CopyLimits()
    ) -> [ExpectedFinding] {
        let context = RuleContext(model: model(files), copyLimits: limits)
        return SystemFixtures.expected(rule.check(context).sorted(by: Finding.reportOrder))
    }

    /// The messages of one rule's findings, in report order.
    static func messages(of rule: any Rule, _ files: [String: String]) -> [String] {
        rule.check(RuleContext(model: model(files))).sorted(by: Finding.reportOrder).map(\.message)
    }
}
