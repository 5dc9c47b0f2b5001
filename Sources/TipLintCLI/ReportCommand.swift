import Foundation
import TipLint

/// `tiplint report`: analyse the project as `lint` does, add the commit it was read at
/// (and with `--history` the figures at each commit of a range), write the coverage
/// report in each requested format, append it to `GITHUB_STEP_SUMMARY` when set, and
/// gate: `--min-coverage N` on the headline (tips wired), `--min-checks N` on plan checks.
struct ReportCommand {
    var options: LintOptions
    var console: Console

    func run() throws(CommandError) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        // The report counts every finding: no baseline.
        let analysis = try LintSession.run(
            paths: options.paths, workingDirectory: FileSystem.currentDirectory(),
            options: options.session(usesBaseline: false))
        var coverage = Coverage(analysis.result)
        try checkGatesCanRun(coverage, plans: analysis.plans)
        let repository = try self.repository(analysis)
        if let repository { coverage.source = ReportSourceReader.source(of: repository) }
        if options.history {
            guard let repository else {
                throw .failure("--history needs a git repository, and \(analysis.anchorDirectory) is not in one")
            }
            let series = try ReportHistory(repository: repository, analysis: analysis).series(
                range: options.historyRange)
            coverage.history = series.points
            if series.commitsLeftOut > 0 {
                console.error(
                    "tiplint: --history: the range holds \(series.points.count + series.commitsLeftOut) commits; "
                        + "the figures cover its newest \(ReportHistory.commitLimit)\n")
            }
        }

        for output in options.outputs.dropFirst() {
            try write(output, coverage, colored: options.color == .always, analysis: analysis)
        }
        let main = options.outputs[0]
        // Every format asked for written to a file: nothing on stdout.
        if !(options.standardOutputIsDefault && options.outputs.count > 1) {
            try write(
                main, coverage,
                colored: options.color == .always
                    || (options.color == .auto && main.path == nil && console.outputIsTerminal
                        && console.colorAllowedByEnvironment),
                analysis: analysis)
        }
        try appendToStepSummary(coverage, analysis: analysis)

        if !options.quiet {
            let elapsed = (clock.now - start).components
            let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
            console.error(summary(coverage, analysis: analysis, milliseconds: milliseconds))
        }
        var status: Int32 = 0
        if let minimum = options.minCoverage, coverage.tipsWired.isBelow(minimum),
            let percent = coverage.tipsWired.percentText
        {
            console.error("tiplint: tips wired \(percent)% is below --min-coverage \(Self.written(minimum))\n")
            status = 1
        }
        if let minimum = options.minChecks, let figure = coverage.plan?.summary, figure.isBelow(minimum),
            let percent = figure.percentText
        {
            console.error("tiplint: plan checks \(percent)% is below --min-checks \(Self.written(minimum))\n")
            status = 1
        }
        return status
    }

    /// A gate needs something to count; when there is nothing, it cannot be decided,
    /// which is exit 2, not a pass.
    private func checkGatesCanRun(_ coverage: Coverage, plans: PlanSelection) throws(CommandError) {
        if options.minCoverage != nil && coverage.tipsWired.total == 0 {
            throw .failure(
                "--min-coverage: "
                    + (coverage.plan == nil
                        ? "the project declares no tips and no plan names any"
                        : "neither the plan nor the code has a tip to count"))
        }
        guard options.minChecks != nil else { return }
        guard let plan = coverage.plan else {
            let why: String
            if case .configuration(let path) = plans.source {
                why = "\(path) lists no plan"
            } else {
                why = "no plan was found under the PATHs or the repository's docs/"
            }
            throw .failure("--min-checks needs a plan: \(why); pass --plan FILE")
        }
        guard plan.summary.total > 0 else {
            throw .failure(
                "--min-checks: the plan (\(plan.documents.joined(separator: ", "))) names no tips, "
                    + "files or sites to check")
        }
    }

    /// The repository holding the project, when there is one git can read.
    private func repository(_ analysis: LintOutcome) throws(CommandError) -> GitRepository? {
        guard analysis.repositoryRoot != nil else { return nil }
        do {
            return try GitRepository.containing(
                analysis.anchorDirectory, callerEnvironment: console.environment,
                workingDirectory: analysis.workingDirectory)
        } catch {
            if options.history { throw .failure("--history: \(error.message)") }
            return nil
        }
    }

    private func write(
        _ output: OutputRequest, _ coverage: Coverage, colored: Bool,
        analysis: LintOutcome
    ) throws(CommandError) {
        guard let format = CoverageFormat(rawValue: output.format) else {
            throw .failure("unknown report format '\(output.format)'")
        }
        let links = links(
            from: output.path.map { PathText.parent(PathText.absolute($0, in: analysis.workingDirectory)) }
                ?? analysis.workingDirectory, analysis: analysis)
        let report = format.render(coverage, options: CoverageRenderOptions(colored: colored, links: links))
        guard let path = output.path else {
            console.output(report)
            return
        }
        do { try AtomicFile.write(report, to: path) } catch { throw .failure(error.description) }
    }

    /// Links for a report written in `directory`: with `--link-base`, to the path from the
    /// repository root; without, relative to that directory.
    private func links(from directory: String, analysis: LintOutcome) -> CoverageLinks {
        let workingDirectory = analysis.workingDirectory
        if let base = options.linkBase {
            let root = analysis.repositoryRoot.map { FileSystem.realPath($0) ?? $0 } ?? workingDirectory
            return CoverageLinks(base: base) { path in
                PathText.relative(PathText.absolute(path, in: workingDirectory), to: root)
            }
        }
        return CoverageLinks { path in
            PathText.display(PathText.absolute(path, in: workingDirectory), from: directory)
        }
    }

    private func appendToStepSummary(_ coverage: Coverage, analysis: LintOutcome) throws(CommandError) {
        let links =
            options.linkBase == nil ? CoverageLinks() : links(from: analysis.workingDirectory, analysis: analysis)
        try StepSummary.append(
            CoverageFormat.markdown.render(coverage, options: CoverageRenderOptions(links: links)),
            environment: console.environment, what: "report")
    }

    private func summary(_ coverage: Coverage, analysis: LintOutcome, milliseconds: Int64) -> String {
        let files = analysis.scope.swiftFiles.count
        var figures = "tips wired: \(coverage.tipsWiredText); "
        figures += coverage.plan.map { "plan checks: \($0.summary.headline); " } ?? ""
        figures += "\(coverage.tipSummary) in \(files) file\(files == 1 ? "" : "s")"
        return (analysis.summaryHeader + ["\(figures) (\(milliseconds) ms)"]).map { $0 + "\n" }.joined()
    }

    /// `80`, `82.5`: the minimum as a person would write it.
    static func written(_ percent: Double) -> String {
        percent == percent.rounded() ? String(Int(percent)) : String(percent)
    }
}
