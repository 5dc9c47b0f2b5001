import Foundation
import TipLint

/// One finding as tiplint reports it.
public struct ReportedFinding: CustomStringConvertible {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SpecLocation

    public var description: String { "\(location): \(severity.rawValue): \(message) (\(ruleID))" }
}

public enum RuleSpecRunner {
    /// Where an example project lies in its `InMemoryTree`.
    public static let root = "/example"

    /// Lints `project` as a user would run `tiplint lint .` in a fresh clone of
    /// it, in memory: its config found and read by the session, and every `.md`
    /// file given as a `--plan` (unless the config names the plans).
    public static func lint(_ project: MarkedProject) throws -> [ReportedFinding] {
        try findings(project).map { finding in
            ReportedFinding(
                ruleID: finding.ruleID, severity: finding.severity, message: finding.message,
                location: SpecLocation(file: finding.file, line: finding.line, column: finding.column))
        }
    }

    /// The findings of `ruleID` when `example` is linted, in report order: for the assertions an
    /// example's `↓` markers cannot make (message, severity, related locations).
    public static func findings(of ruleID: String, in example: RuleExample) throws -> [Finding] {
        try findings(MarkedProject(example)).filter { $0.ruleID == ruleID }
    }

    /// The findings of `lint(_:)`, as the session gives them.
    public static func findings(_ project: MarkedProject) throws -> [Finding] {
        var files: [String: [UInt8]] = [:]
        for file in project.files {
            switch file.encoding {
            case .utf8: files[file.path] = Array(file.text.utf8)
            case .isoLatin1:
                guard let data = file.text.data(using: .isoLatin1) else {
                    throw SpecError("\(file.path): the text cannot be saved as ISO Latin-1")
                }
                files[file.path] = Array(data)
            }
        }
        var options = LintSession.Options()
        if let config = project.config { files[Configuration.fileName] = Array(config.utf8) }
        if !(project.config?.contains("\"plan\"") ?? false) {
            options.plans = project.files.filter(MarkedProject.isPlan).map(\.path)
        }
        let outcome: LintOutcome
        do {
            outcome = try LintSession.run(
                paths: ["."], workingDirectory: root, tree: InMemoryTree(root: root, files: files), options: options)
        } catch {
            throw SpecError("tiplint lint . failed: \(error)")
        }
        return outcome.findings
    }
}

public struct SpecError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
