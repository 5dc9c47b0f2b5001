import TipLint

/// `tiplint [lint]`: find the files, read the config and plans, analyse,
/// report, and turn the findings into an exit status.
struct LintCommand {
    var options: LintOptions
    var console: Console

    func run() throws(CommandError) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let workingDirectory = FileSystem.currentDirectory()
        let gate = try DifferentialGate(
            options: options,
            directories: try Targets(
                options.paths, workingDirectory: workingDirectory, commands: ArgumentParser.commands
            )
            .directoriesForConfiguration,
            environment: console.environment, workingDirectory: workingDirectory)
        let linted: any SourceTree = gate?.after ?? WorkingTree()
        var analysis = try analyze(tree: linted)
        if options.fix {
            // What this run would report, less what an existing baseline accepts.
            if try FindingFixes.apply(
                to: analysis.findings, roots: analysis.scope.roots,
                workingDirectory: workingDirectory, say: console.error) > 0
            {
                analysis = try analyze()
            }
        }
        var findings = analysis.scopedFindings
        var notes: [String] = []
        if let gate {
            let before = try analyze(tree: gate.before, isBase: true)
            let comparison = gate.compare(
                before: before.scopedFindings, after: findings,
                beforeFiles: before.readFiles, afterFiles: analysis.readFiles,
                workingDirectory: workingDirectory)
            notes.append(
                gate.summary(
                    introduced: comparison.introduced.count, fixed: comparison.fixed.count,
                    existing: findings.count - comparison.introduced.count))
            // Regions from the version linted: the index may differ from the disk.
            findings = FindingRegions.completed(
                comparison.introduced, workingDirectory: workingDirectory,
                read: linted.readSource)
        }
        let baselined = try analysis.applyBaseline(to: findings, recordingIn: options.writeBaseline)
        findings = baselined.findings
        if !options.quiet { console.error(baselined.notes.map { $0 + "\n" }.joined()) }
        var context = analysis.reportContext
        context.failureThreshold = options.failOn
        for output in options.outputs.dropFirst() {
            context.colored = options.color == .always
            try write(output, findings: findings, context: context)
        }
        let main = options.outputs[0]
        context.colored =
            options.color == .always
            || (options.color == .auto && main.path == nil && console.outputIsTerminal
                && console.colorAllowedByEnvironment)
        try write(main, findings: findings, context: context)
        if options.outputs.contains(where: { $0.format == GitHubReporter.identifier }) {
            try StepSummary.append(
                GitHubStepSummary.markdown(findings, context: context),
                environment: console.environment, what: "findings")
        }

        if !options.quiet {
            let elapsed = (clock.now - start).components
            let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
            console.error(summary(findings: findings, analysis: analysis, notes: notes, milliseconds: milliseconds))
        }
        return findings.contains(where: context.failsGate) ? 1 : 0
    }

    /// Lints the PATHs as `tree` holds them (the working tree, or a version
    /// git holds), after checking the outputs can be written. `isBase`: the
    /// version a change is compared with, which takes no baseline and may not
    /// have Swift files yet.
    func analyze(tree: any SourceTree = WorkingTree(), isBase: Bool = false) throws(CommandError) -> LintOutcome {
        // `--write-baseline` replaces the baseline: the one in use is neither read nor applied.
        var session = options.session(usesBaseline: !isBase && options.writeBaseline == nil)
        session.requiresSwiftFiles = !isBase
        let outcome = try LintSession.run(
            paths: options.paths, workingDirectory: FileSystem.currentDirectory(), tree: tree, options: session)
        ModelsKeptUntilExit.keep(outcome)
        return outcome
    }

    private func write(_ output: OutputRequest, findings: [Finding], context: ReportContext) throws(CommandError) {
        guard let reporter = Reporters.reporter(named: output.format) else {
            throw .failure("unknown format '\(output.format)'")
        }
        // In pieces as the reporter makes them: a report of 300,000 findings is never one string.
        guard let path = output.path else {
            reporter.writeReport(findings, context: context, to: console.output)
            return
        }
        do {
            try AtomicFile.write(to: path) { write in reporter.writeReport(findings, context: context, to: write) }
        } catch { throw .failure(error.description) }
    }

    private func summary(findings: [Finding], analysis: LintOutcome, notes: [String], milliseconds: Int64) -> String {
        let counts = FindingCounts(findings)
        let files = analysis.scope.swiftFiles.count
        var lines = analysis.summaryHeader + notes
        lines.append(
            "\(counted(counts.errors, "error")), \(counted(counts.warnings, "warning")), "
                + "\(counted(counts.notes, "note")) in \(counted(files, "file")) (\(milliseconds) ms)")
        return lines.map { $0 + "\n" }.joined()
    }
}
