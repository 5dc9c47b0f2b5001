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
            directories: try Targets(options.paths, workingDirectory: workingDirectory).directoriesForConfiguration,
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
            let before = try analyze(tree: gate.before, requireSwiftFiles: false)
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
        context.failureThreshold = options.failOn
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
    /// tree, or a version git holds). A directory PATH with no Swift files is
    /// a mistaken PATH, not a pass (as in SwiftLint), unless `requireSwiftFiles`
    /// is false: the version before a change may not have them yet.
    func analyze(
        tree: any SourceTree = WorkingTree(), requireSwiftFiles: Bool = true
    ) throws(CommandError)
        -> ProjectAnalysis
    {
        let workingDirectory = FileSystem.currentDirectory()
        let targets = try Targets(options.paths, workingDirectory: workingDirectory)
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
        if requireSwiftFiles, let empty = scope.directoryWithoutSwiftFiles(targets.directories) {
            throw .failure("no Swift files under \(empty.display)")
        }
        var plans = try PlanSelection(
            options: options, configuration: configuration, scope: scope,
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
                if let reason = FileSystem.lookupFailure(of: resolved.absolute) { throw .failure("\(path): \(reason)") }
                let looksLikeCommand = path.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
                let command =
                    looksLikeCommand
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
    /// Xcode build settings found on the way (`.pbxproj`, `.xcconfig`).
    var buildSettingFiles: [ResolvedPath] = []
    /// Directories inside a PATH that could not be listed.
    var unreadableDirectories: [FileDiscovery.UnreadableDirectory] = []
    /// Other projects below the PATHs, not linted.
    var skippedProjects: [ProjectBoundary.Skipped] = []
    /// The directories walked, absolute: the project tree `--fix` may write in, and
    /// what `report --history` walks at each commit.
    private(set) var roots: [String] = []
    private var reportedDirectories: [String] = []
    private var reportedFiles: Set<String> = []
    private var reportsEverything = true

    init(
        _ targets: Targets, discovery: FileDiscovery, configurationDirectory: String?,
        workingDirectory: String
    ) throws(CommandError) {
        var walked: [ResolvedPath] = targets.directories
        if !targets.files.isEmpty {
            reportsEverything = false
            reportedDirectories = targets.directories.map(\.absolute)
            let projects = targets.files.map { file in
                let project = Self.project(of: file.absolute, configurationDirectory: configurationDirectory)
                return ResolvedPath(absolute: project, display: PathText.display(project, from: workingDirectory))
            }
            walked += projects
            for (file, project) in zip(targets.files, projects)
            where !discovery.isExcluded(file.absolute, below: project.absolute) {
                reportedFiles.insert(file.absolute)
                swiftFiles.append(file)
            }
        }
        // Each directory is walked once. One inside another is walked on its
        // own too: it may lie in a project the outer walk does not enter.
        var seen = Set<String>()
        let roots = walked.filter { seen.insert($0.absolute).inserted }
        self.roots = roots.map(\.absolute)
        for root in roots {
            let found = try discovery.files(under: root)
            swiftFiles += found.swiftFiles
            markdownFiles += found.markdownFiles
            buildSettingFiles += found.buildSettingFiles
            unreadableDirectories += found.unreadableDirectories
            skippedProjects += found.skippedProjects
        }
        // A skipped project that a PATH names, or lies in, was linted after all.
        skippedProjects = skippedProjects.filter { skipped in
            !roots.contains {
                $0.absolute == skipped.path.absolute || PathText.relative($0.absolute, to: skipped.path.absolute) != nil
            }
        }
        // One walked directory alone is already sorted and without repeats.
        if roots.count > 1 || !targets.files.isEmpty {
            var unique = Set<String>()
            swiftFiles = swiftFiles.filter { unique.insert($0.absolute).inserted }.sorted { $0.display < $1.display }
            unique = []
            markdownFiles = markdownFiles.filter { unique.insert($0.absolute).inserted }.sorted {
                $0.display < $1.display
            }
            unique = []
            buildSettingFiles = buildSettingFiles.filter { unique.insert($0.absolute).inserted }
                .sorted { $0.display < $1.display }
            unique = []
            skippedProjects = skippedProjects.filter { unique.insert($0.path.absolute).inserted }
                .sorted { $0.path.display < $1.path.display }
        }
    }

    /// The project a Swift file named as a PATH belongs to: the directory of
    /// the configuration in use when that holds the file and lies within the
    /// file's own project (`ProjectBoundary.projectRoot`), else that project.
    private static func project(of file: String, configurationDirectory: String?) -> String {
        let directory = PathText.parent(file)
        let project = ProjectBoundary.projectRoot(
            containing: directory,
            repositoryRoot: ProjectBoundary.repositoryRoot(containing: directory))
        guard let configurationDirectory, PathText.relative(file, to: configurationDirectory) != nil,
            configurationDirectory == project || PathText.relative(configurationDirectory, to: project) != nil
        else { return project }
        return configurationDirectory
    }

    /// The stderr line naming the projects below the PATHs that were not
    /// linted (`skipped 2 nested packages: tools/tiplint, Vendor/Kit`), or nil.
    var skippedSummary: String? {
        guard !skippedProjects.isEmpty else { return nil }
        let groups: [(ProjectBoundary.Kind, String, String)] = [
            (.package, "nested package", "nested packages"), (.repository, "nested repository", "nested repositories"),
        ]
        let parts = groups.compactMap { kind, one, many -> String? in
            let paths = skippedProjects.filter { $0.kind == kind }.map(\.path.display)
            guard !paths.isEmpty else { return nil }
            let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
            return "\(paths.count) \(paths.count == 1 ? one : many): \(shown)"
        }
        return "skipped " + parts.joined(separator: "; ") + " (name one as a PATH to lint it)"
    }

    /// The first of `directories` that holds none of the Swift files found, or nil.
    func directoryWithoutSwiftFiles(_ directories: [ResolvedPath]) -> ResolvedPath? {
        directories.first { directory in
            !swiftFiles.contains { PathText.relative($0.absolute, to: directory.absolute) != nil }
        }
    }

    /// Whether findings in the file at `absolutePath` are reported.
    func reports(_ absolutePath: String) -> Bool {
        if reportsEverything || reportedFiles.contains(absolutePath) { return true }
        return reportedDirectories.contains { PathText.relative(absolutePath, to: $0) != nil }
    }
}
