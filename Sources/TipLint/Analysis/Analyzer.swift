import Foundation
import SwiftScan

/// How to run an analysis.
public struct AnalysisOptions: Sendable {
    /// Plan and design documents to check against; empty means no plan.
    public var planPaths: [String] = []
    /// Severity overrides from configuration; nil turns a rule off.
    public var severities: [String: Severity?] = [:]
    public var copyLimits = CopyLimits()
    /// Worker threads; 0 means all cores.
    public var jobs: Int = 0
    /// Directories that file discovery could not list (path, reason): reported, not analysed.
    public var unreadableDirectories: [(path: String, reason: String)] = []
    /// Extract a file that names no tip API only when the project turns out to
    /// need it (see `Analyzer`). Off in tests that compare both ways.
    var defersUntriggeredFiles = true
    /// How Swift files and plans are read: from disk, or from a version git
    /// holds (`--staged`, a commit's blobs for `report --history`); tests
    /// inject failures that root cannot provoke.
    public var read: @Sendable (String) -> FileContents = { FileReader.read($0, limit: FileReader.sourceLimit) }
    /// A plan already read (from memory: `PlanReader.read(documents:)`); used instead of `planPaths`.
    public var plan: Plan?
    /// Xcode build settings (`.pbxproj`, `.xcconfig`), read with `read` for the compiler
    /// features they turn on when the project uses TipKit (`missing_import` depends on one).
    public var buildSettingPaths: [String] = []
    /// `--plan-complete` / `"planComplete": true`: planned items the code has not reached yet are
    /// errors, not progress notes.
    public var planComplete = false

    public init() {}
}

/// The outcome of an analysis.
public struct AnalysisResult: Sendable {
    /// All findings after suppression and severity overrides, in report order.
    public var findings: [Finding]
    public var model: ProjectModel
    public var plan: Plan?
    public var systems: [TipSystem]
    /// The plan evaluated against the model, as the plan rules read it; nil without a plan.
    public var planEvaluation: PlanEvaluation?
}

public enum AnalysisError: Error, Sendable, CustomStringConvertible {
    case unreadablePlan(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadablePlan(let path, let reason): return "\(path): cannot read plan: \(reason)"
        }
    }
}

/// The pipeline: read, tokenize and extract every file in parallel (each
/// file's tokens die with its extraction), merge, then run the rules.
///
/// Extraction runs in two passes. The first extracts everything from the files
/// that name a tip system's API (`ExtractionTriggers`), and from the others
/// only what every run needs (lex diagnostics, suppressions, imports), which
/// is enough to detect the systems in use. When a system or a plan is in use,
/// the second pass extracts everything from those other files too, so the
/// model is the same as one full pass; in a project with no tip system (most
/// Swift) it never runs.
public enum Analyzer {
    public static func run(files paths: [String], options: AnalysisOptions) throws -> AnalysisResult {
        // A plan whose documents are all archived is no plan.
        let planRead =
            try options.plan
            ?? (options.planPaths.isEmpty ? nil : PlanReader.read(paths: options.planPaths, reader: options.read))
        let plan = planRead?.documents.isEmpty == false ? planRead : nil
        let readFile = options.read
        let extraction: FileAnalyzer.Extraction = options.defersUntriggeredFiles ? .whenTriggered : .full
        var outcomes = ParallelMap.map(paths, jobs: options.jobs) { path in
            FileAnalyzer.analyze(path: path, extraction: extraction, read: readFile)
        }
        var systems = SystemDetector.systems(in: outcomes)
        let partial = outcomes.indices.filter { outcomes[$0].isPartial }
        if !partial.isEmpty && (plan != nil || !systems.isEmpty) {
            let completed = ParallelMap.map(partial, jobs: options.jobs) { index in
                FileAnalyzer.analyze(path: paths[index], extraction: .full, read: readFile)
            }
            for (index, outcome) in zip(partial, completed) { outcomes[index] = outcome }
            systems = SystemDetector.systems(in: outcomes)
        }
        // Moved, not copied: each file's facts are many arrays.
        var facts: [FileFacts] = []
        facts.reserveCapacity(outcomes.count)
        for index in outcomes.indices {
            if let fileFacts = outcomes[index].facts.take() { facts.append(fileFacts) }
        }
        var model = ProjectModel(files: consume facts)
        model.unreadable = outcomes.compactMap { $0.unreadable }
        model.unreadableDirectories = options.unreadableDirectories
        if systems.contains(.tipKit) {
            model.buildSettingFeatures = options.buildSettingPaths.flatMap { path in
                readFile(path).bytes.map { BuildSettingsScanner.features(path: path, bytes: $0) } ?? []
            }
        }
        var context = RuleContext(model: model, plan: plan, copyLimits: options.copyLimits)
        context.planComplete = options.planComplete
        var findings: [Finding] = []
        for rule in RuleRegistry.rules where RuleRegistry.applies(rule, systems: systems, hasPlan: plan != nil) {
            let id = type(of: rule).description.id
            guard let override = options.severities[id] else {
                findings += rule.check(context)
                continue
            }
            guard let severity = override else { continue }
            // A finding its rule grades down to a note (a planned item not reached yet) stays one.
            let graded = type(of: rule).description.severity
            findings += rule.check(context).map { finding in
                var finding = finding
                if !(finding.severity == .note && graded != .note) { finding.severity = severity }
                return finding
            }
        }
        findings = FollowOnFolding.apply(SuppressionFilter.apply(findings, model: model, plan: plan))
        findings.sort(by: Finding.reportOrder)
        findings = RepeatFolding.apply(findings)
        return AnalysisResult(
            findings: findings, model: model, plan: plan, systems: systems,
            planEvaluation: context.planEvaluation)
    }
}
