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

    public init() {}
}

/// The outcome of an analysis.
public struct AnalysisResult: Sendable {
    /// All findings after suppression and severity overrides, in report order.
    public var findings: [Finding]
    public var model: ProjectModel
    public var plan: Plan?
    public var systems: [TipSystem]
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
public enum Analyzer {
    public static func run(files paths: [String], options: AnalysisOptions) throws -> AnalysisResult {
        let plan = options.planPaths.isEmpty ? nil : try PlanReader.read(paths: options.planPaths)
        let outcomes = ParallelMap.map(paths, jobs: options.jobs) { path in FileAnalyzer.analyze(path: path) }
        var model = ProjectModel(files: outcomes.compactMap(\.facts))
        model.unreadable = outcomes.compactMap { $0.unreadable }
        let context = RuleContext(model: model, plan: plan, copyLimits: options.copyLimits)
        let systems = SystemDetector.systems(in: model)
        var findings: [Finding] = []
        for rule in RuleRegistry.rules where RuleRegistry.applies(rule, systems: systems, hasPlan: plan != nil) {
            let id = type(of: rule).description.id
            guard let override = options.severities[id] else {
                findings += rule.check(context)
                continue
            }
            guard let severity = override else { continue }
            findings += rule.check(context).map { var finding = $0; finding.severity = severity; return finding }
        }
        findings = SuppressionFilter.apply(findings, model: model)
        findings.sort(by: Finding.reportOrder)
        return AnalysisResult(findings: findings, model: model, plan: plan, systems: systems)
    }
}
