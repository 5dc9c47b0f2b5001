import TipLint
import TipLintGit

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
        let gate = CoverageGate(minCoverage: options.minCoverage, minChecks: options.minChecks)
        try gate.checkCanRun(coverage, plans: analysis.plans)
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
        let failures = gate.failures(coverage)
        for failure in failures { console.error("tiplint: \(failure)\n") }
        return failures.isEmpty ? 0 : 1
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
        let links = analysis.coverageLinks(
            from: output.path.map { PathText.parent(PathText.absolute($0, in: analysis.workingDirectory)) }
                ?? analysis.workingDirectory, base: options.linkBase)
        let report = format.render(coverage, options: CoverageRenderOptions(colored: colored, links: links))
        guard let path = output.path else {
            console.output(report)
            return
        }
        do { try AtomicFile.write(report, to: path) } catch { throw .failure(error.description) }
    }

    private func appendToStepSummary(_ coverage: Coverage, analysis: LintOutcome) throws(CommandError) {
        let links =
            options.linkBase == nil
            ? CoverageLinks() : analysis.coverageLinks(from: analysis.workingDirectory, base: options.linkBase)
        try StepSummary.append(
            CoverageFormat.markdown.render(coverage, options: CoverageRenderOptions(links: links)),
            environment: console.environment, what: "report")
    }

    private func summary(_ coverage: Coverage, analysis: LintOutcome, milliseconds: Int64) -> String {
        let files = analysis.scope.swiftFiles.count
        var figures = "tips wired: \(coverage.tipsWiredText); "
        figures += coverage.plan.map { "plan checks: \($0.summary.headline); " } ?? ""
        figures += "\(coverage.tipSummary) in \(files) file\(files == 1 ? "" : "s")"
        let covered = analysis.reportedProgramSummary.map { [TerminalText.sanitized($0)] } ?? []
        return (analysis.summaryHeader + covered + ["\(figures) (\(milliseconds) ms)"]).map { $0 + "\n" }.joined()
    }
}
