import Foundation
import TipLint
import XCTest

/// A finding as the end-to-end tests state it: rule id, file relative to the
/// fixture's root, and line. Column and message are checked only where a test
/// says so.
public struct ExpectedFinding: Hashable, Comparable, CustomStringConvertible {
    public var rule: String
    public var file: String
    public var line: Int

    public init(_ rule: String, _ file: String, _ line: Int) {
        self.rule = rule
        self.file = file
        self.line = line
    }

    /// As a finding is reported (the file as the finding gives it).
    public init(_ finding: Finding) {
        self.init(finding.ruleID, finding.file, finding.line)
    }

    public var description: String { "\(file):\(line) \(rule)" }

    public static func < (a: ExpectedFinding, b: ExpectedFinding) -> Bool {
        (a.file, a.line, a.rule) < (b.file, b.line, b.rule)
    }
}

/// The fixture trees under Tests/Fixtures and the example under Examples/.
public enum Fixtures {
    /// Tests/Fixtures, found from this file's path so the tests run from any directory.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // TipLintTestSupport
        .deletingLastPathComponent() // Tests
        .appendingPathComponent("Fixtures")

    /// The package root's Examples directory.
    public static let examples =
        root
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .appendingPathComponent("Examples")

    /// A family's base app (`Sprig`, `Tooltips`, `Tutorial`), the one its variants change.
    public static func base(_ family: String) throws -> FixtureTree {
        try FixtureTree(loading: root.appendingPathComponent(family).appendingPathComponent("base"))
    }

    /// A variant of a family's app (`Sprig`, `defects-wiring`): the base with the
    /// variant's overlay laid over it (see `FixtureTree`).
    public static func variant(_ family: String, _ name: String) throws -> FixtureTree {
        try base(family).overlaid(by: root.appendingPathComponent(family).appendingPathComponent("variants/\(name)"))
    }

    /// Every `.swift` file under `directory`, sorted, as absolute paths; hidden
    /// directories are skipped, as the command line skips them. None is an
    /// error: a moved or mistyped fixture would leave a test nothing to check.
    public static func swiftFiles(under directory: URL) throws -> [String] {
        let base = directory.standardizedFileURL.path
        var files: [String] = []
        if let walker = FileManager.default.enumerator(atPath: base) {
            while let relative = walker.nextObject() as? String {
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                if relative.hasSuffix(".swift") { files.append(base + "/" + relative) }
            }
        }
        guard !files.isEmpty else { throw FixtureError("no Swift files under \(base)") }
        return files.sorted()
    }
}

/// The findings a fixture states next to its code: a line carrying
/// `tiplint-expect: rule_id[, rule_id…] [- why]` (in a `//` comment, or in a
/// plan outside code an `<!-- … -->`) expects a finding of each rule there.
public enum FixtureExpectations {
    public static let marker = "tiplint-expect:"

    /// The rule ids a line expects: after the marker, up to ` - ` or `-->`.
    public static func rules(in line: Substring) -> [String] {
        guard let start = line.range(of: marker) else { return [] }
        var list = line[start.upperBound...]
        for end in [" - ", "-->"] {
            if let range = list.range(of: end) { list = list[..<range.lowerBound] }
        }
        return list.split { $0 == "," || $0 == " " }.map(String.init)
    }
}

/// A fixture that is not there.
public struct FixtureError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
