/// What a `LintSession` run found, and how it was set up: for `lint` to report
/// and gate on, and for `report` (and `report --history`) to measure.
public struct LintOutcome: Sendable {
    /// The main program's analysis (`ProgramSplit`): the whole project's, unless an app package
    /// in it was analysed as an app of its own. The coverage report reads it.
    public var result: AnalysisResult
    public var scope: AnalysisScope
    public var plans: PlanSelection
    public var workingDirectory: String
    /// Absolute; nil outside a git repository.
    public var repositoryRoot: String?
    /// What found the files (exclude globs), for `report --history`.
    var discovery: FileDiscovery
    /// What the main program's analysis ran with (plans, severities, copy limits, jobs).
    var analysisOptions: AnalysisOptions
    /// Which programs the run analysed apart.
    var programs: ProgramSplit
    /// The other programs' analyses, in `programs`' order.
    var otherResults: [AnalysisResult]
    /// Every program's findings, in report order, before the PATHs' scope and the baseline.
    var allFindings: [Finding]
    /// The first PATH's directory: where git is asked about changed files.
    public var anchorDirectory: String
    var configuration: Configuration?
    /// `--baseline`, else the configuration's `"baseline"`; nil without either.
    var baseline: BaselineFile?
    /// The findings in the PATHs' scope, the baseline not applied.
    public var scopedFindings: [Finding]
    /// The findings in the PATHs' scope, less those the baseline records.
    public var findings: [Finding]

    /// Every file the analysis read (Swift files and plans), absolute.
    public var readFiles: [String] { scope.swiftFiles.map(\.absolute) + plans.documents.map(\.absolute) }
}

extension LintOutcome {
    /// `findings` less those the baseline records. `recordingIn` (`--write-baseline`) records
    /// them first, in place of the baseline in use, so they are hidden from this run too.
    /// `notes`: what was recorded, or what the baseline hid and how many of its entries no
    /// longer match any finding of the whole project (stale: fixed, or changed).
    public func applyBaseline(
        to findings: [Finding], recordingIn path: String?
    ) throws(CommandError) -> (findings: [Finding], notes: [String]) {
        var notes: [String] = []
        var baseline = self.baseline
        if let path {
            baseline = try BaselineFile.write(findings, to: path, workingDirectory: workingDirectory)
            notes.append("baseline: recorded \(counted(findings.count, "finding")) in \(path)")
        }
        guard let baseline else { return (findings, notes) }
        let kept = baseline.filter(findings, workingDirectory: workingDirectory)
        guard path == nil else { return (kept, notes) }
        let shown = TerminalText.sanitized(baseline.path)
        if kept.count < findings.count {
            notes.append("baseline: \(counted(findings.count - kept.count, "finding")) hidden by \(shown)")
        }
        let stale = baseline.unmatchedCount(allFindings, workingDirectory: workingDirectory)
        if stale > 0 {
            notes.append(
                "baseline: \(stale) \(stale == 1 ? "entry" : "entries") in \(shown) no longer "
                    + "\(stale == 1 ? "matches" : "match"); re-record with --write-baseline \(shown)")
        }
        return (kept, notes)
    }
}

extension LintOutcome {
    /// Links for a coverage report written in `directory`: with a `base` (`--link-base`), to the
    /// path from the repository root; without, relative to that directory.
    public func coverageLinks(from directory: String, base: String?) -> CoverageLinks {
        let workingDirectory = self.workingDirectory
        if let base {
            let root = repositoryRoot.map { FileSystem.realPath($0) ?? $0 } ?? workingDirectory
            return CoverageLinks(base: base) { path in
                PathText.relative(PathText.absolute(path, in: workingDirectory), to: root)
            }
        }
        return CoverageLinks { path in
            PathText.display(PathText.absolute(path, in: workingDirectory), from: directory)
        }
    }
}

extension LintOutcome {
    /// The tip systems any program uses, the main program's first.
    var systems: [TipSystem] {
        otherResults.flatMap(\.systems).reduce(into: result.systems) { systems, system in
            if !systems.contains(system) { systems.append(system) }
        }
    }

    /// The stderr line saying what the coverage report covers when the run analysed programs
    /// apart (it reports on the main one); nil otherwise.
    public var reportedProgramSummary: String? {
        guard !otherResults.isEmpty, let main = programs.programs.first else { return nil }
        let covered = main.root.map(\.display) ?? "the app outside the app packages"
        return "report: covers \(covered); name another app's folder as a PATH for its report"
    }

    /// What the findings reporters need to know about this run.
    public var reportContext: ReportContext {
        var context = ReportContext(
            workingDirectory: workingDirectory, fileCount: scope.swiftFiles.count,
            plans: plans.documents.map(\.display), systems: systems, sourceRoot: repositoryRoot)
        context.files = scope.swiftFiles.filter { scope.reports($0.absolute) }.map(\.display)
        return context
    }
}
