import Foundation
import TipLint
import XCTest

/// One run of the whole analysis over a fixture tree, held in memory.
public struct FixtureRun {
    public var tree: FixtureTree
    public var result: AnalysisResult

    /// Analyses every Swift file of `tree`, with its `docs/plans` documents when
    /// `usePlan` is set. Files are given as absolute paths below the tree's root;
    /// findings are compared relative to it.
    public init(_ tree: FixtureTree, usePlan: Bool = true) throws {
        self.tree = tree
        if usePlan {
            XCTAssertFalse(tree.planPaths.isEmpty, "no plan documents under \(tree.root.path)/docs/plans")
        }
        result = try Analyzer.run(files: tree.swiftPaths, options: tree.options(usePlan: usePlan))
    }

    /// The fixture directory at `root`, read whole.
    public init(_ root: URL, usePlan: Bool = true) throws {
        try self.init(FixtureTree(loading: root), usePlan: usePlan)
    }

    public var root: URL { tree.root }

    /// `path` relative to the fixture root.
    public func relative(_ path: String) -> String {
        let prefix = root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    public var found: [ExpectedFinding] {
        result.findings.map { ExpectedFinding($0.ruleID, relative($0.file), $0.line) }.sorted()
    }

    /// The findings of one rule, for checking messages.
    public func findings(_ rule: String) -> [Finding] { result.findings.filter { $0.ruleID == rule } }

    /// Asserts that the run found exactly what the fixture's `tiplint-expect:`
    /// comments state, and that they state something.
    public func assertMarkedFindings(file: StaticString = #filePath, line: UInt = #line) {
        let expected = tree.expectations
        XCTAssertFalse(expected.isEmpty, "\(root.path) states no expected finding", file: file, line: line)
        assertFindings(expected, file: file, line: line)
    }

    /// Asserts that the run found exactly `expected` (rule, file, line) — and no others.
    public func assertFindings(_ expected: [ExpectedFinding], file: StaticString = #filePath, line: UInt = #line) {
        let actual = found
        let wanted = expected.sorted()
        guard actual != wanted else { return }
        var remaining = actual
        var missing: [ExpectedFinding] = []
        for finding in wanted {
            if let index = remaining.firstIndex(of: finding) {
                remaining.remove(at: index)
            } else {
                missing.append(finding)
            }
        }
        let unexpected = remaining.map { extra in
            let message =
                result.findings.first {
                    $0.ruleID == extra.rule && relative($0.file) == extra.file && $0.line == extra.line
                }?.message ?? ""
            return "\(extra) — \(message)"
        }
        XCTFail(
            """
            findings differ in \(root.lastPathComponent)
            missing (\(missing.count)):
              \(missing.map(\.description).joined(separator: "\n  "))
            unexpected (\(unexpected.count)):
              \(unexpected.joined(separator: "\n  "))
            """, file: file, line: line)
    }
}

/// A project held in memory, analysed through the whole pipeline (reading, gating,
/// merge, rules, suppression) as the command line runs it.
public enum InMemoryProject {
    /// `files`: path → Swift source; `plan`: the text of `docs/plan.md`, when there is one.
    public static func analyze(_ files: [String: String], plan: String? = nil) throws -> AnalysisResult {
        var options = AnalysisOptions()
        options.read = { path in files[path].map { .bytes(Array($0.utf8)) } ?? .failure("no such file") }
        options.plan = plan.map { PlanReader.read(documents: [("docs/plan.md", $0)]) }
        return try Analyzer.run(files: files.keys.sorted(), options: options)
    }
}
