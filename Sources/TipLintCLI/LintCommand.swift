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
        // Read before any work, so a malformed one stops the run first.
        var commandLineBaseline: BaselineFile?
        if let path = options.baseline {
            commandLineBaseline = try BaselineFile.read(path, workingDirectory: workingDirectory)
        }
        let gate = try DifferentialGate(
            options: options,
            directories: try Targets(
                options.paths, workingDirectory: workingDirectory, commands: ArgumentParser.commands
            )
            .directoriesForConfiguration,
            environment: console.environment, workingDirectory: workingDirectory)
        let linted: any SourceTree = gate?.after ?? WorkingTree()
        var analysis = try analyze(tree: linted)
        var baseline = commandLineBaseline
        if baseline == nil { baseline = try configuredBaseline(analysis) }
        if options.fix {
            // What this run would report, less what an existing baseline accepts.
            let candidates = inScope(analysis)
            let reportable = baseline?.filter(candidates, workingDirectory: workingDirectory) ?? candidates
            if try ImportFixRunner.run(
                on: reportable, roots: analysis.scope.roots,
                workingDirectory: workingDirectory, console: console) > 0
            {
                analysis = try analyze()
            }
        }
        var findings = inScope(analysis)
        var notes: [String] = []
        if let gate {
            let before = try analyze(tree: gate.before)
            let comparison = gate.compare(
                before: inScope(before), after: findings,
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
        findings = try applyBaseline(baseline, to: findings, analysis: analysis)
        let result = analysis.result, scope = analysis.scope, plans = analysis.plans

        var context = ReportContext(
            workingDirectory: workingDirectory, fileCount: scope.swiftFiles.count,
            plans: plans.documents.map(\.display), systems: result.systems,
            sourceRoot: analysis.repositoryRoot)
        context.files = scope.swiftFiles.filter { scope.reports($0.absolute) }.map(\.display)
        context.strict = options.strict
        for output in options.outputs.dropFirst() {
            context.colored = options.color == .always
            try write(output, findings: findings, context: context)
        }
        let main = options.outputs[0]
        context.colored =
            options.color == .always
            || (options.color == .auto && main.path == nil && console.outputIsTerminal && colorAllowedByEnvironment)
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

    /// What `analyze()` found: the analysis and how it was set up, for `lint`
    /// and `report` to report on.
    struct ProjectAnalysis {
        var result: AnalysisResult
        var scope: AnalysisScope
        var plans: PlanSelection
        var workingDirectory: String
        /// Absolute; nil outside a git repository.
        var repositoryRoot: String?
        /// What found the files (exclude globs), for `report --history`.
        var discovery: FileDiscovery
        /// What the analysis ran with (plans, severities, copy limits, jobs).
        var analysisOptions: AnalysisOptions
        /// The first PATH's directory: where git is asked about changed files.
        var anchorDirectory: String
        var configuration: Configuration?

        /// Every file the analysis read (Swift files and plans), absolute.
        var readFiles: [String] { scope.swiftFiles.map(\.absolute) + plans.documents.map(\.absolute) }

        /// The summary's first lines: plans, tip systems, the configuration
        /// in use, the projects skipped.
        var summaryHeader: [String] {
            var lines = [TerminalText.sanitized(plans.summary)]
            let systemNames = result.systems.map(\.rawValue)
            lines.append(
                "tip systems: " + (systemNames.isEmpty ? "none detected" : systemNames.joined(separator: ", ")))
            if let configuration { lines.append("config: " + TerminalText.sanitized(configuration.path)) }
            if let skipped = scope.skippedSummary { lines.append(TerminalText.sanitized(skipped)) }
            return lines
        }
    }

    /// The configuration's `"baseline"`, used without `--baseline`.
    private func configuredBaseline(_ analysis: ProjectAnalysis) throws(CommandError) -> BaselineFile? {
        guard let configuration = analysis.configuration, let entry = configuration.baseline else { return nil }
        guard FileSystem.kind(of: entry.absolutePath, followLinks: true) != nil else {
            throw .failure(
                "\(configuration.path):\(entry.position.line):\(entry.position.column): "
                    + "baseline '\(entry.written)' not found")
        }
        return try BaselineFile.read(
            PathText.display(entry.absolutePath, from: analysis.workingDirectory),
            workingDirectory: analysis.workingDirectory)
    }

    /// `findings` less those the baseline records. `--write-baseline` records
    /// them first, so they are hidden from this run too. Says on stderr what
    /// the baseline hid, and how many of its entries no longer match any
    /// finding of the whole project (stale: fixed, or changed).
    private func applyBaseline(
        _ baseline: BaselineFile?, to findings: [Finding],
        analysis: ProjectAnalysis
    ) throws(CommandError) -> [Finding] {
        let workingDirectory = analysis.workingDirectory
        var baseline = baseline
        if let path = options.writeBaseline {
            baseline = try BaselineFile.write(findings, to: path, workingDirectory: workingDirectory)
            if !options.quiet { console.error("baseline: recorded \(counted(findings.count, "finding")) in \(path)\n") }
        }
        guard let baseline else { return findings }
        let kept = baseline.filter(findings, workingDirectory: workingDirectory)
        if !options.quiet && options.writeBaseline == nil {
            let path = TerminalText.sanitized(baseline.path)
            if kept.count < findings.count {
                console.error("baseline: \(counted(findings.count - kept.count, "finding")) hidden by \(path)\n")
            }
            let stale = baseline.unmatchedCount(analysis.result.findings, workingDirectory: workingDirectory)
            if stale > 0 {
                console.error(
                    "baseline: \(stale) \(stale == 1 ? "entry" : "entries") in \(path) no longer "
                        + "\(stale == 1 ? "matches" : "match"); re-record with --write-baseline \(path)\n")
            }
        }
        return kept
    }

    /// The findings in the PATHs' scope.
    private func inScope(_ analysis: ProjectAnalysis) -> [Finding] {
        analysis.result.findings.filter {
            analysis.scope.reports(PathText.absolute($0.file, in: analysis.workingDirectory))
        }
    }

    /// Finds the files, reads the config and plans, checks the outputs can be
    /// written, and analyses the project as `tree` holds it (the working
    /// tree, or a version git holds).
    func analyze(tree: any SourceTree = WorkingTree()) throws(CommandError) -> ProjectAnalysis {
        let workingDirectory = FileSystem.currentDirectory()
        let targets = try Targets(options.paths, workingDirectory: workingDirectory, commands: ArgumentParser.commands)
        let repositoryRoot = ProjectBoundary.repositoryRoot(containing: targets.anchorDirectory)
        let configuration = try loadConfiguration(targets, workingDirectory: workingDirectory)

        var excludes: [IgnoreList] = []
        let commandLineExcludes = options.excludes.compactMap { IgnorePattern($0) }
        if !commandLineExcludes.isEmpty {
            excludes.append(IgnoreList(base: workingDirectory, patterns: commandLineExcludes, appliesOutsideBase: true))
        }
        if let configuration, !configuration.excludes.isEmpty {
            excludes.append(
                IgnoreList(
                    base: configuration.directory, patterns: configuration.excludes,
                    appliesOutsideBase: true))
        }
        let discovery = FileDiscovery(repositoryRoot: repositoryRoot, excludes: excludes, tree: tree)

        let scope = try AnalysisScope(
            targets, discovery: discovery, configurationDirectory: configuration?.directory,
            workingDirectory: workingDirectory)
        var plans = try PlanSelection(
            noPlan: options.noPlan, commandLinePlans: options.plans, configuration: configuration, scope: scope,
            anchorDirectory: targets.anchorDirectory,
            discovery: discovery, workingDirectory: workingDirectory)
        // A version that does not have a plan yet is analysed without it.
        plans.documents = plans.documents.filter { tree.kind(of: $0.absolute) != nil }
        let inputs =
            scope.swiftFiles.map(\.absolute) + plans.documents.map(\.absolute)
            + [configuration?.absolutePath].compactMap { $0 }
        try OutputCheck.check(
            options.outputs.compactMap(\.path) + [options.writeBaseline].compactMap { $0 }, inputs: inputs)

        var analysisOptions = AnalysisOptions()
        analysisOptions.planPaths = plans.documents.map(\.display)
        analysisOptions.jobs = options.jobs ?? 0
        analysisOptions.planComplete = options.planComplete
        analysisOptions.unreadableDirectories = scope.unreadableDirectories.map { ($0.path.display, $0.reason) }
        analysisOptions.buildSettingPaths = scope.buildSettingFiles.map(\.display)
        analysisOptions.read = { tree.readSource(PathText.absolute($0, in: workingDirectory)) }
        if let configuration {
            analysisOptions.severities = configuration.severities
            analysisOptions.copyLimits = configuration.copyLimits
            analysisOptions.planComplete = configuration.planComplete
        }
        let result: AnalysisResult
        do {
            result = try Analyzer.run(files: scope.swiftFiles.map(\.display), options: analysisOptions)
        } catch {
            throw .failure("\(error)")
        }
        // A file in a walked tree that cannot be read is a finding; one named on the command line cannot be linted.
        let named = Set(targets.files.map(\.display))
        if let unreadable = result.model.unreadable.first(where: { named.contains($0.path) }) {
            throw .failure("\(unreadable.path): \(unreadable.reason)")
        }
        return ProjectAnalysis(
            result: result, scope: scope, plans: plans, workingDirectory: workingDirectory,
            repositoryRoot: repositoryRoot, discovery: discovery, analysisOptions: analysisOptions,
            anchorDirectory: targets.anchorDirectory, configuration: configuration)
    }

    /// NO_COLOR (set and not empty) or a dumb terminal turns `auto` colour off.
    var colorAllowedByEnvironment: Bool {
        (console.environment["NO_COLOR"] ?? "").isEmpty && console.environment["TERM"] != "dumb"
    }

    private func write(_ output: OutputRequest, findings: [Finding], context: ReportContext) throws(CommandError) {
        guard let reporter = Reporters.reporter(named: output.format) else {
            throw .failure("unknown format '\(output.format)'")
        }
        let report = reporter.generateReport(findings, context: context)
        guard let path = output.path else {
            console.output(report)
            return
        }
        do { try AtomicFile.write(report, to: path) } catch { throw .failure(error.description) }
    }

    /// `--config`, else the nearest `.tiplint.json` above the PATHs. PATHs
    /// whose nearest configurations differ are an error: which one applies
    /// would be a guess.
    private func loadConfiguration(_ targets: Targets, workingDirectory: String) throws(CommandError) -> Configuration?
    {
        if let path = options.configPath {
            let resolved = ResolvedPath(path, in: workingDirectory)
            return try Configuration.load(path: path, absolutePath: resolved.absolute)
        }
        var found: [String] = []
        for directory in targets.directoriesForConfiguration {
            let root = ProjectBoundary.repositoryRoot(containing: directory)
            if let file = Configuration.find(from: directory, upTo: root), !found.contains(file) { found.append(file) }
        }
        guard let file = found.first else { return nil }
        let display = PathText.display(file, from: workingDirectory)
        if found.count > 1 {
            let names = found.map { PathText.display($0, from: workingDirectory) }.joined(separator: " and ")
            throw .failure("the PATHs have different configuration files (\(names)); choose one with --config")
        }
        return try Configuration.load(path: display, absolutePath: file)
    }

    private func summary(findings: [Finding], analysis: ProjectAnalysis, notes: [String], milliseconds: Int64) -> String
    {
        let counts = FindingCounts(findings)
        let files = analysis.scope.swiftFiles.count
        var lines = analysis.summaryHeader + notes
        lines.append(
            "\(counted(counts.errors, "error")), \(counted(counts.warnings, "warning")), "
                + "\(counted(counts.notes, "note")) in \(counted(files, "file")) (\(milliseconds) ms)")
        return lines.map { $0 + "\n" }.joined()
    }

    private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
