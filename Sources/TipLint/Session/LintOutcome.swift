/// What a `LintSession` run found, and how it was set up: for `lint` to report
/// and gate on, and for `report` (and `report --history`) to measure.
public struct LintOutcome: Sendable {
    public var result: AnalysisResult
    public var scope: AnalysisScope
    public var plans: PlanSelection
    public var workingDirectory: String
    /// Absolute; nil outside a git repository.
    public var repositoryRoot: String?
    /// What found the files (exclude globs), for `report --history`.
    public var discovery: FileDiscovery
    /// What the analysis ran with (plans, severities, copy limits, jobs).
    public var analysisOptions: AnalysisOptions
    /// The first PATH's directory: where git is asked about changed files.
    public var anchorDirectory: String
    public var configuration: Configuration?
    /// `--baseline`, else the configuration's `"baseline"`; nil without either.
    public var baseline: BaselineFile?
    /// The findings in the PATHs' scope, the baseline not applied.
    public var scopedFindings: [Finding]
    /// The findings in the PATHs' scope, less those the baseline records.
    public var findings: [Finding]

    /// Every file the analysis read (Swift files and plans), absolute.
    public var readFiles: [String] { scope.swiftFiles.map(\.absolute) + plans.documents.map(\.absolute) }
}
