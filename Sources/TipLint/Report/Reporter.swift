/// A findings format (`--format`). One type per format, each in its own file.
public protocol Reporter {
    /// The name `--format` takes.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// The whole report. Findings arrive in report order.
    static func generateReport(_ findings: [Finding], context: ReportContext) -> String
}

/// What a report needs beyond the findings.
public struct ReportContext: Sendable {
    public var toolVersion = TipLintVersion.current
    /// Absolute path of the directory relative finding paths start from.
    public var workingDirectory: String
    /// How many Swift files were analysed.
    public var fileCount: Int
    /// The plan documents in use, as displayed.
    public var plans: [String]
    public var systems: [TipSystem]
    /// Whether to colour the output (terminal formats only).
    public var colored: Bool

    public init(workingDirectory: String, fileCount: Int, plans: [String] = [], systems: [TipSystem] = [],
                colored: Bool = false) {
        self.workingDirectory = workingDirectory
        self.fileCount = fileCount
        self.plans = plans
        self.systems = systems
        self.colored = colored
    }
}

/// Every format tiplint writes.
public enum Reporters {
    public static let all: [any Reporter.Type] = [TextReporter.self, XcodeReporter.self, JSONReporter.self]

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

    public var total: Int { errors + warnings + notes }
}
