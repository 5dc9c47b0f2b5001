import Foundation
import TipLint

/// `tiplint report`: analyse the project as `lint` does, write the coverage
/// report in each requested format, append it to `GITHUB_STEP_SUMMARY` when
/// set, and with `--min-coverage N` fail when plan coverage is below N.
struct ReportCommand {
    var options: LintOptions
    var console: Console

    func run() throws(CommandError) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let lint = LintCommand(options: options, console: console)
        let analysis = try lint.analyze()
        let coverage = Coverage(analysis.result)
        if options.minCoverage != nil { try checkGateCanRun(coverage, plans: analysis.plans) }

        for output in options.outputs.dropFirst() {
            try write(output, coverage, colored: options.color == .always)
        }
        let main = options.outputs[0]
        try write(main, coverage, colored: options.color == .always
            || (options.color == .auto && main.path == nil && console.outputIsTerminal && lint.colorAllowedByEnvironment))
        try appendToStepSummary(coverage)

        if !options.quiet {
            let elapsed = (clock.now - start).components
            let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
            console.error(summary(coverage, analysis: analysis, milliseconds: milliseconds))
        }
        guard let minimum = options.minCoverage, let figure = coverage.plan?.summary, figure.isBelow(minimum),
              let percent = figure.percentText else { return 0 }
        console.error("tiplint: plan coverage \(percent)% is below --min-coverage \(Self.written(minimum))\n")
        return 1
    }

    /// `--min-coverage` needs a plan with something to count; without one the
    /// gate cannot be decided, which is exit 2, not a pass.
    private func checkGateCanRun(_ coverage: Coverage, plans: PlanSelection) throws(CommandError) {
        guard let plan = coverage.plan else {
            let why: String
            if case .configuration(let path) = plans.source {
                why = "\(path) lists no plan"
            } else {
                why = "no plan was found under the PATHs or the repository's docs/"
            }
            throw .failure("--min-coverage needs a plan: \(why); pass --plan FILE")
        }
        guard plan.summary.total > 0 else {
            throw .failure("--min-coverage: the plan (\(plan.documents.joined(separator: ", "))) names no tips, "
                           + "files or sites to check")
        }
    }

    private func write(_ output: OutputRequest, _ coverage: Coverage, colored: Bool) throws(CommandError) {
        guard let format = CoverageFormat(rawValue: output.format) else {
            throw .failure("unknown report format '\(output.format)'")
        }
        let report = format.render(coverage, options: CoverageRenderOptions(colored: colored))
        guard let path = output.path else {
            console.output(report)
            return
        }
        do { try AtomicFile.write(report, to: path) } catch { throw .failure(error.description) }
    }

    private func appendToStepSummary(_ coverage: Coverage) throws(CommandError) {
        try StepSummary.append(CoverageFormat.markdown.render(coverage), environment: console.environment, what: "report")
    }

    private func summary(_ coverage: Coverage, analysis: LintCommand.ProjectAnalysis, milliseconds: Int64) -> String {
        let files = analysis.scope.swiftFiles.count
        var figures = coverage.plan.map { "plan coverage: \($0.summary.headline); " } ?? ""
        figures += "\(coverage.tipSummary) in \(files) file\(files == 1 ? "" : "s")"
        return (analysis.summaryHeader + ["\(figures) (\(milliseconds) ms)"]).map { $0 + "\n" }.joined()
    }

    /// `80`, `82.5`: the minimum as a person would write it.
    static func written(_ percent: Double) -> String {
        percent == percent.rounded() ? String(Int(percent)) : String(percent)
    }
}
