import Foundation
import TipLint
import XCTest

/// A finding as the end-to-end tests state it: rule id, file relative to the
/// fixture's root, and line. Column and message are checked only where a test
/// says so.
struct ExpectedFinding: Hashable, Comparable, CustomStringConvertible {
    var rule: String
    var file: String
    var line: Int

    init(_ rule: String, _ file: String, _ line: Int) {
        self.rule = rule
        self.file = file
        self.line = line
    }

    var description: String { "\(file):\(line) \(rule)" }

    static func < (a: ExpectedFinding, b: ExpectedFinding) -> Bool {
        (a.file, a.line, a.rule) < (b.file, b.line, b.rule)
    }
}

/// The fixture trees under Tests/Fixtures and the example under Examples/.
enum Fixtures {
    /// Tests/Fixtures, found from this file's path so the tests run from any directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // TipLintTests
        .deletingLastPathComponent() // Tests
        .appendingPathComponent("Fixtures")

    /// The package root's Examples directory.
    static let examples =
        root
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .appendingPathComponent("Examples")

    /// A Sprig variant: `clean`, `defects-wiring`, `plan-nocount`…
    static func sprig(_ variant: String) -> URL {
        root.appendingPathComponent("Sprig").appendingPathComponent(variant)
    }

    /// Every `.swift` file under `directory`, sorted, as absolute paths; hidden
    /// directories are skipped, as the command line skips them.
    static func swiftFiles(under directory: URL) -> [String] {
        let base = directory.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if relative.hasSuffix(".swift") { files.append(base + "/" + relative) }
        }
        return files.sorted()
    }

    /// The fixture's plan and design, `docs/plans/*.md`, sorted.
    static func planDocuments(in directory: URL) -> [String] {
        let plans = directory.standardizedFileURL.appendingPathComponent("docs/plans")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: plans.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { plans.path + "/" + $0 }
    }
}

/// The findings a fixture states next to its code: a line carrying
/// `tiplint-expect: rule_id[, rule_id…] [- why]` (in a `//` comment, or in a
/// plan outside code an `<!-- … -->`) expects a finding of each rule there.
enum FixtureExpectations {
    static let marker = "tiplint-expect:"

    /// Every expectation in the Swift files and the plans (Markdown under
    /// `docs/`) under `root`, paths relative to it; hidden directories are
    /// skipped, as the command line skips them.
    static func read(under root: URL) throws -> [ExpectedFinding] {
        let base = root.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var expected: [ExpectedFinding] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") || (relative.hasPrefix("docs/") && relative.hasSuffix(".md")),
                !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { continue }
            let text = try String(contentsOfFile: base + "/" + relative, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                expected += rules(in: line).map { ExpectedFinding($0, relative, index + 1) }
            }
        }
        return expected.sorted()
    }

    /// The rule ids a line expects: after the marker, up to ` - ` or `-->`.
    static func rules(in line: Substring) -> [String] {
        guard let start = line.range(of: marker) else { return [] }
        var list = line[start.upperBound...]
        for end in [" - ", "-->"] {
            if let range = list.range(of: end) { list = list[..<range.lowerBound] }
        }
        return list.split { $0 == "," || $0 == " " }.map(String.init)
    }
}

/// One run of the whole analysis over a fixture tree.
struct FixtureRun {
    var root: URL
    var result: AnalysisResult

    /// Analyses every Swift file under `root`, with its `docs/plans` documents
    /// when `usePlan` is set. Files are given as absolute paths; findings are
    /// compared relative to `root`.
    init(_ root: URL, usePlan: Bool = true) throws {
        self.root = root.standardizedFileURL
        var options = AnalysisOptions()
        if usePlan {
            options.planPaths = Fixtures.planDocuments(in: root)
            XCTAssertFalse(options.planPaths.isEmpty, "no plan documents under \(root.path)/docs/plans")
        }
        let files = Fixtures.swiftFiles(under: root)
        XCTAssertFalse(files.isEmpty, "no Swift files under \(root.path)")
        result = try Analyzer.run(files: files, options: options)
    }

    /// `path` relative to the fixture root.
    func relative(_ path: String) -> String {
        let prefix = root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    var found: [ExpectedFinding] {
        result.findings.map { ExpectedFinding($0.ruleID, relative($0.file), $0.line) }.sorted()
    }

    /// The findings of one rule, for checking messages.
    func findings(_ rule: String) -> [Finding] { result.findings.filter { $0.ruleID == rule } }

    /// Asserts that the run found exactly what the fixture's `tiplint-expect:`
    /// comments state, and that they state something.
    func assertMarkedFindings(file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try FixtureExpectations.read(under: root)
        XCTAssertFalse(expected.isEmpty, "\(root.path) states no expected finding", file: file, line: line)
        assertFindings(expected, file: file, line: line)
    }

    /// Asserts that the run found exactly `expected` (rule, file, line) — and no others.
    func assertFindings(_ expected: [ExpectedFinding], file: StaticString = #filePath, line: UInt = #line) {
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
enum InMemoryProject {
    /// `files`: path → Swift source; `plan`: the text of `docs/plan.md`, when there is one.
    static func analyze(_ files: [String: String], plan: String? = nil) throws -> AnalysisResult {
        var options = AnalysisOptions()
        options.read = { path in files[path].map { .bytes(Array($0.utf8)) } ?? .failure("no such file") }
        options.plan = plan.map { PlanReader.read(documents: [("docs/plan.md", $0)]) }
        return try Analyzer.run(files: files.keys.sorted(), options: options)
    }
}
