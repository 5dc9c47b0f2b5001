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

extension LintOutcome {
    /// Whether this run would read the Swift file at `path` (relative to the repository `root`),
    /// were it there (`report --history` at an older commit): under the walked directories, not
    /// hidden, not in a build or dependency directory, not excluded, not in a nested repository
    /// the run skipped (local packages are part of the app).
    public func wouldRead(_ path: String, inRepository root: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        let components = path.split(separator: "/")
        guard
            !components.dropLast().contains(where: {
                $0.hasPrefix(".") || FileDiscovery.skippedDirectories.contains(String($0))
            })
        else { return false }
        let absolute = PathText.join(root, path)
        guard let top = scope.roots.first(where: { absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            return false
        }
        return !scope.skippedProjects.contains(where: { PathText.relative(absolute, to: $0.path.absolute) != nil })
            && !discovery.isExcluded(absolute, below: top)
    }
}
