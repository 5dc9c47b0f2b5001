import TipLint

/// `tiplint [lint]`: find the files, read the config and plans, analyse,
/// report, and turn the findings into an exit status.
struct LintCommand {
    var options: LintOptions
    var console: Console

    func run() throws(CommandError) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        var filters = try FindingFilters(options: options, workingDirectory: FileSystem.currentDirectory())
        var analysis = try analyze()
        try filters.readChangedFiles(options: options, directory: analysis.anchorDirectory,
                                     environment: console.environment, workingDirectory: analysis.workingDirectory)
        if options.fix {
            // What this run would report, less what an existing baseline accepts.
            let candidates = inScope(analysis, filters)
            let reportable = filters.baseline?.filter(candidates, workingDirectory: analysis.workingDirectory) ?? candidates
            if try ImportFixRunner.run(on: reportable, workingDirectory: analysis.workingDirectory, console: console) > 0 {
                analysis = try analyze()
            }
        }
        let result = analysis.result, scope = analysis.scope, plans = analysis.plans
        let workingDirectory = analysis.workingDirectory
        let findings = try reported(analysis, filters)

        var context = ReportContext(workingDirectory: workingDirectory, fileCount: scope.swiftFiles.count,
                                    plans: plans.documents.map(\.display), systems: result.systems,
                                    sourceRoot: analysis.repositoryRoot)
        context.files = scope.swiftFiles.filter { scope.reports($0.absolute) && filters.isReported($0.absolute) }
            .map(\.display)
        for output in options.outputs.dropFirst() {
            context.colored = options.color == .always
            try write(output, findings: findings, context: context)
        }
        let main = options.outputs[0]
        context.colored = options.color == .always
            || (options.color == .auto && main.path == nil && console.outputIsTerminal && colorAllowedByEnvironment)
        try write(main, findings: findings, context: context)
        if options.outputs.contains(where: { $0.format == GitHubReporter.identifier }) {
            try StepSummary.append(GitHubStepSummary.markdown(findings, context: context),
                                   environment: console.environment, what: "findings")
        }

        if !options.quiet {
            let elapsed = (clock.now - start).components
            let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
            console.error(summary(findings: findings, files: scope.swiftFiles.count, plans: plans,
                                  systems: result.systems, milliseconds: milliseconds))
        }
        let failed = findings.contains { $0.severity == .error } || (options.strict && !findings.isEmpty)
        return failed ? 1 : 0
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
        /// The first PATH's directory: where git is asked about changed files.
        var anchorDirectory: String
    }

    /// The findings this run reports: in the PATHs' scope and the changed
    /// files, less those the baseline records. `--write-baseline` records
    /// them first, so they are hidden from this run too.
    private func reported(_ analysis: ProjectAnalysis, _ filters: FindingFilters) throws(CommandError) -> [Finding] {
        let workingDirectory = analysis.workingDirectory
        var findings = inScope(analysis, filters)
        var baseline = filters.baseline
        if let path = options.writeBaseline {
            baseline = try BaselineFile.write(findings, to: path, workingDirectory: workingDirectory)
            if !options.quiet { console.error("baseline: recorded \(counted(findings.count, "finding")) in \(path)\n") }
        }
        if let baseline {
            let kept = baseline.filter(findings, workingDirectory: workingDirectory)
            if !options.quiet && options.writeBaseline == nil && kept.count < findings.count {
                console.error("baseline: \(counted(findings.count - kept.count, "finding")) hidden by \(baseline.path)\n")
            }
            findings = kept
        }
        return findings
    }

    /// The findings in the PATHs' scope and the changed files.
    private func inScope(_ analysis: ProjectAnalysis, _ filters: FindingFilters) -> [Finding] {
        analysis.result.findings.filter {
            let path = PathText.absolute($0.file, in: analysis.workingDirectory)
            return analysis.scope.reports(path) && filters.isReported(path)
        }
    }

    /// Finds the files, reads the config and plans, checks the outputs can be
    /// written, and analyses the project.
    func analyze() throws(CommandError) -> ProjectAnalysis {
        let workingDirectory = FileSystem.currentDirectory()
        let targets = try Targets(options.paths, workingDirectory: workingDirectory)
        let repositoryRoot = FileDiscovery.repositoryRoot(containing: targets.anchorDirectory)
        let configuration = try loadConfiguration(targets, workingDirectory: workingDirectory)

        var excludes: [IgnoreList] = []
        let commandLineExcludes = options.excludes.compactMap { IgnorePattern($0) }
        if !commandLineExcludes.isEmpty {
            excludes.append(IgnoreList(base: workingDirectory, patterns: commandLineExcludes, appliesOutsideBase: true))
        }
        if let configuration, !configuration.excludes.isEmpty {
            excludes.append(IgnoreList(base: configuration.directory, patterns: configuration.excludes,
                                       appliesOutsideBase: true))
        }
        let discovery = FileDiscovery(repositoryRoot: repositoryRoot, excludes: excludes)

        let scope = try AnalysisScope(targets, discovery: discovery, configurationDirectory: configuration?.directory,
                                      workingDirectory: workingDirectory)
        let plans = try PlanSelection(options: options, configuration: configuration, scope: scope,
                                      anchorDirectory: targets.anchorDirectory,
                                      discovery: discovery, workingDirectory: workingDirectory)
        let inputs = scope.swiftFiles.map(\.absolute) + plans.documents.map(\.absolute)
            + [configuration?.absolutePath].compactMap { $0 }
        try OutputCheck.check(options.outputs.compactMap(\.path) + [options.writeBaseline].compactMap { $0 }, inputs: inputs)

        var analysisOptions = AnalysisOptions()
        analysisOptions.planPaths = plans.documents.map(\.display)
        analysisOptions.jobs = options.jobs ?? 0
        analysisOptions.unreadableDirectories = scope.unreadableDirectories.map { ($0.path.display, $0.reason) }
        if let configuration {
            analysisOptions.severities = configuration.severities
            analysisOptions.copyLimits = configuration.copyLimits
        }
        let result: AnalysisResult
        do {
            result = try Analyzer.run(files: scope.swiftFiles.map(\.display), options: analysisOptions)
        } catch {
            throw .failure("\(error)")
        }
        return ProjectAnalysis(result: result, scope: scope, plans: plans, workingDirectory: workingDirectory,
                               repositoryRoot: repositoryRoot, anchorDirectory: targets.anchorDirectory)
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
    private func loadConfiguration(_ targets: Targets, workingDirectory: String) throws(CommandError) -> Configuration? {
        if let path = options.configPath {
            let resolved = ResolvedPath(path, in: workingDirectory)
            return try Configuration.load(path: path, absolutePath: resolved.absolute)
        }
        var found: [String] = []
        for directory in targets.directoriesForConfiguration {
            let root = FileDiscovery.repositoryRoot(containing: directory)
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

    private func summary(findings: [Finding], files: Int, plans: PlanSelection, systems: [TipSystem],
                         milliseconds: Int64) -> String {
        let counts = FindingCounts(findings)
        var lines = [TerminalText.sanitized(plans.summary)]
        let systemNames = systems.map(\.rawValue)
        lines.append("tip systems: " + (systemNames.isEmpty ? "none detected" : systemNames.joined(separator: ", ")))
        lines.append("\(counted(counts.errors, "error")), \(counted(counts.warnings, "warning")), "
                     + "\(counted(counts.notes, "note")) in \(counted(files, "file")) (\(milliseconds) ms)")
        return lines.map { $0 + "\n" }.joined()
    }

    private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

/// The PATHs, checked: directories to walk, and files named one by one.
struct Targets {
    var directories: [ResolvedPath] = []
    var files: [ResolvedPath] = []

    init(_ paths: [String], workingDirectory: String) throws(CommandError) {
        for path in paths.isEmpty ? ["."] : paths {
            let resolved = ResolvedPath(path, in: workingDirectory)
            switch FileSystem.kind(of: resolved.absolute, followLinks: true) {
            case .directory:
                directories.append(resolved)
            case .file:
                guard path.hasSuffix(".swift") else { throw .failure("\(path): not a Swift file") }
                files.append(resolved)
            case nil:
                let looksLikeCommand = path.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
                let command = looksLikeCommand
                    ? " (and not a command: the commands are \(ArgumentParser.commands.joined(separator: ", ")))" : ""
                throw .failure("\(path): no such file or directory\(command)")
            case .symbolicLink, .other:
                throw .failure("\(path): not a file or directory")
            }
        }
    }

    /// Where the repository root is looked for: the first PATH's directory.
    var anchorDirectory: String {
        directories.first?.absolute ?? PathText.parent(files[0].absolute)
    }

    /// Where each PATH starts looking for `.tiplint.json`.
    var directoriesForConfiguration: [String] {
        directories.map(\.absolute) + files.map { PathText.parent($0.absolute) }
    }
}

/// Which Swift files are analysed and whose findings are reported. A PATH
/// that is a file narrows the report, not the analysis: its whole project
/// (the directory of the configuration in use, else its repository, else its
/// directory) is analysed, so cross-file rules see everything.
struct AnalysisScope {
    var swiftFiles: [ResolvedPath] = []
    /// Markdown found on the way, for plan discovery.
    var markdownFiles: [ResolvedPath] = []
    /// Directories inside a PATH that could not be listed.
    var unreadableDirectories: [FileDiscovery.UnreadableDirectory] = []
    private var reportedDirectories: [String] = []
    private var reportedFiles: Set<String> = []
    private var reportsEverything = true

    init(_ targets: Targets, discovery: FileDiscovery, configurationDirectory: String?,
         workingDirectory: String) throws(CommandError) {
        var walked: [ResolvedPath] = targets.directories
        if !targets.files.isEmpty {
            reportsEverything = false
            reportedDirectories = targets.directories.map(\.absolute)
            let projects = targets.files.map { file in
                let directory = PathText.parent(file.absolute)
                let project = configurationDirectory.flatMap { PathText.relative(file.absolute, to: $0) != nil ? $0 : nil }
                    ?? FileDiscovery.repositoryRoot(containing: directory) ?? directory
                return ResolvedPath(absolute: project, display: PathText.display(project, from: workingDirectory))
            }
            walked += projects
            for (file, project) in zip(targets.files, projects)
            where !discovery.isExcluded(file.absolute, below: project.absolute) {
                reportedFiles.insert(file.absolute)
                swiftFiles.append(file)
            }
        }
        // A directory inside another one walked is walked once.
        let roots = walked.filter { candidate in
            !walked.contains { other in PathText.relative(candidate.absolute, to: other.absolute) != nil }
        }
        var seen = Set<String>()
        for root in roots where seen.insert(root.absolute).inserted {
            let found = try discovery.files(under: root)
            swiftFiles += found.swiftFiles
            markdownFiles += found.markdownFiles
            unreadableDirectories += found.unreadableDirectories
        }
        // One walked directory alone is already sorted and without repeats.
        if roots.count > 1 || !targets.files.isEmpty {
            var unique = Set<String>()
            swiftFiles = swiftFiles.filter { unique.insert($0.absolute).inserted }.sorted { $0.display < $1.display }
        }
    }

    /// Whether findings in the file at `absolutePath` are reported.
    func reports(_ absolutePath: String) -> Bool {
        if reportsEverything || reportedFiles.contains(absolutePath) { return true }
        return reportedDirectories.contains { PathText.relative(absolutePath, to: $0) != nil }
    }
}
