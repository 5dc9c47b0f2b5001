import SwiftScan

/// A findings format (`--format`). One type per format, each in its own file.
public protocol Reporter: Sendable {
    /// The name `--format` takes.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// The whole report. Findings arrive in report order.
    static func generateReport(_ findings: [Finding], context: ReportContext) -> String
    /// The same report, handed to `write` in pieces, in order.
    static func writeReport(_ findings: [Finding], context: ReportContext, to write: (String) -> Void)
}

extension Reporter {
    /// In one piece.
    public static func writeReport(_ findings: [Finding], context: ReportContext, to write: (String) -> Void) {
        write(generateReport(findings, context: context))
    }
}

/// What a report needs beyond the findings.
public struct ReportContext: Sendable {
    var toolVersion = TipLintVersion.current
    /// Absolute path of the directory relative finding paths start from.
    public var workingDirectory: String { didSet { sourceRootPaths = SourceRootPathCache() } }
    /// How many Swift files were analysed.
    var fileCount: Int
    /// The plan documents in use, as displayed.
    public var plans: [String]
    var systems: [TipSystem]
    /// Whether to colour the output (terminal formats only).
    public var colored: Bool
    /// Absolute path of the directory that CI tools resolve paths against
    /// (the repository root): SARIF's `%SRCROOT%`, GitHub's `file=`. Nil
    /// means the working directory.
    var sourceRoot: String? { didSet { sourceRootPaths = SourceRootPathCache() } }
    /// `pathFromSourceRoot`'s answers for the directories above; new when either changes.
    private var sourceRootPaths = SourceRootPathCache()
    /// The Swift files whose findings are reported, as displayed, sorted: the
    /// XML formats list clean files too, so CI servers count what passed.
    public var files: [String] = []
    /// The lowest severity that fails the gate (`--fail-on`; `--strict` is warning).
    public var failureThreshold: Severity = .error

    public init(
        workingDirectory: String, fileCount: Int, plans: [String] = [], systems: [TipSystem] = [],
        colored: Bool = false, sourceRoot: String? = nil, files: [String] = []
    ) {
        self.workingDirectory = workingDirectory
        self.fileCount = fileCount
        self.plans = plans
        self.systems = systems
        self.colored = colored
        self.sourceRoot = sourceRoot
        self.files = files
    }

    /// Whether `finding` fails the gate: it is at least as severe as the threshold.
    public func failsGate(_ finding: Finding) -> Bool {
        finding.severity >= failureThreshold
    }

    /// `path` (relative to the working directory, or absolute) relative to
    /// the source root, `/`-separated; `../` segments when it lies outside.
    func pathFromSourceRoot(_ path: String) -> String {
        sourceRootPaths.path(path, compute: computePathFromSourceRoot)
    }

    private func computePathFromSourceRoot(_ path: String) -> String {
        WorkMeter.count()
        let absolute = PathText.absolute(path, in: workingDirectory)
        let root = PathText.absolute(sourceRoot ?? workingDirectory, in: "/")
        let from = root.split(separator: "/"), to = absolute.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        let parts = up + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}

/// Every format tiplint writes.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        TextReporter.self, XcodeReporter.self, JSONReporter.self, SarifReporter.self, GitHubReporter.self,
        JUnitReporter.self, CheckstyleReporter.self,
    ]

    public static func reporter(named identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }
}

/// How many findings of each severity.
public struct FindingCounts: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public init(_ findings: [Finding]) {
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    var total: Int { errors + warnings + notes }
}
