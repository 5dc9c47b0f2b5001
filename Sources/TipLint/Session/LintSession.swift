/// Lints a project the way the `tiplint` command does, without the command:
/// finds the Swift files below the PATHs (`Targets`, `AnalysisScope`), reads
/// the configuration, chooses the plans, analyses, keeps the findings in the
/// PATHs' scope and applies the baseline. Arguments, output, git and exit
/// codes stay with the caller.
public enum LintSession {
    /// What the caller asks for besides the PATHs: the command line's view of a run.
    public struct Options: Sendable {
        /// `--plan` files, as typed.
        public var plans: [String] = []
        /// `--no-plan`.
        public var noPlan = false
        /// `--config`: the configuration file instead of the nearest `.tiplint.json`.
        public var configPath: String?
        /// `--exclude` globs, relative to the working directory.
        public var excludes: [String] = []
        /// Worker threads; nil for all cores.
        public var jobs: Int?
        /// `--plan-complete`.
        public var planComplete = false
        /// `--baseline`: used instead of the configuration's `"baseline"`.
        public var baseline: String?
        /// Whether a baseline applies at all: `report` counts every finding.
        public var usesBaseline = true
        /// Whether a directory PATH without Swift files stops the run (a mistaken PATH, not a
        /// pass, as in SwiftLint); not for the version before a change, which may lack them yet.
        public var requiresSwiftFiles = true
        /// The tool's command names, for the hint when a PATH looks like a mistyped one.
        public var commandNames: [String] = []
        /// The files the run will write (`--output`, `--format F:FILE`, `--write-baseline`),
        /// checked against every file it reads before the analysis starts (`OutputCheck`).
        public var outputs: [String] = []

        public init() {}
    }

    /// Lints `paths` (the working directory when empty) as `tree` holds them:
    /// the working tree, or a version git holds.
    public static func run(
        paths: [String], workingDirectory: String, tree: any SourceTree = WorkingTree(), options: Options
    ) throws(CommandError) -> LintOutcome {
        // Read before any work, so a malformed one stops the run first.
        var commandLineBaseline: BaselineFile?
        if options.usesBaseline, let path = options.baseline {
            commandLineBaseline = try BaselineFile.read(path, workingDirectory: workingDirectory, tree: tree)
        }
        let (targets, repositoryRoot, discovery, configuration, scope, selection) = try selectPlans(
            paths, workingDirectory: workingDirectory, tree: tree, options: options)
        var plans = selection
        // A version that does not have a plan yet is analysed without it.
        plans.documents = plans.documents.filter { tree.kind(of: $0.absolute) != nil }
        let inputs =
            scope.swiftFiles.map(\.absolute) + plans.documents.map(\.absolute)
            + [configuration?.absolutePath].compactMap { $0 }
        try OutputCheck.check(options.outputs, inputs: inputs)

        // Each program analysed on its own (`ProgramSplit`), the main one first.
        let split = ProgramSplit(scope, plans: plans.documents, anchorDirectory: targets.anchorDirectory)
        var programs: [(options: AnalysisOptions, result: AnalysisResult)] = []
        for program in split.programs {
            let analysisOptions = try self.analysisOptions(
                for: program, configuration: configuration, options: options, tree: tree,
                workingDirectory: workingDirectory)
            do {
                let result = try Analyzer.run(files: program.swiftFiles.map(\.display), options: analysisOptions)
                programs.append((analysisOptions, result))
            } catch {
                throw .failure("\(error)")
            }
        }
        // A file in a walked tree that cannot be read is a finding; one named on the command line cannot be linted.
        let named = Set(targets.files.map(\.display))
        for (_, result) in programs {
            if let unreadable = result.model.unreadable.first(where: { named.contains($0.path) }) {
                throw .failure("\(unreadable.path): \(unreadable.reason)")
            }
        }
        let allFindings =
            programs.count == 1
            ? programs[0].result.findings : programs.flatMap(\.result.findings).sorted(by: Finding.reportOrder)
        var baseline = commandLineBaseline
        if options.usesBaseline && baseline == nil {
            baseline = try configuredBaseline(configuration, workingDirectory: workingDirectory, tree: tree)
        }
        // Asked once per file: 40,000 findings on one line are one question, not 40,000.
        var reportedFiles: [String: Bool] = [:]
        for finding in allFindings where reportedFiles[finding.file] == nil {
            reportedFiles[finding.file] = scope.reports(PathText.absolute(finding.file, in: workingDirectory))
        }
        // Shared, not copied, when every file is in scope: 300,000 findings are held once.
        let scoped =
            reportedFiles.values.allSatisfy { $0 }
            ? allFindings : allFindings.filter { reportedFiles[$0.file] == true }
        return LintOutcome(
            result: programs[0].result, scope: scope, plans: plans, workingDirectory: workingDirectory,
            repositoryRoot: repositoryRoot, discovery: discovery, analysisOptions: programs[0].options,
            programs: split, otherResults: programs.dropFirst().map(\.result), allFindings: allFindings,
            anchorDirectory: targets.anchorDirectory, configuration: configuration, baseline: baseline,
            scopedFindings: scoped,
            findings: baseline?.filter(scoped, workingDirectory: workingDirectory) ?? scoped)
    }

    /// What one program's analysis runs with: its files, plans and packages, the configuration's
    /// severities and copy limits.
    private static func analysisOptions(
        for program: ProgramSplit.Program, configuration: Configuration?, options: Options, tree: any SourceTree,
        workingDirectory: String
    ) throws(CommandError) -> AnalysisOptions {
        let documents = program.plans
        var analysisOptions = AnalysisOptions()
        analysisOptions.planPaths = documents.map(\.display)
        // An accepted reading is checked instead of the plan read again.
        analysisOptions.plan = try AcceptedReadingLoader.plan(
            for: documents, tree: tree, workingDirectory: workingDirectory)
        analysisOptions.jobs = options.jobs ?? 0
        analysisOptions.planComplete = options.planComplete
        analysisOptions.unreadableDirectories = program.unreadableDirectories.map { ($0.path.display, $0.reason) }
        analysisOptions.buildSettingPaths = program.buildSettingFiles.map(\.display)
        analysisOptions.stringsTablePaths = program.stringsTableFiles.map(\.display)
        analysisOptions.packageRoots = program.packageRoots.map(\.display)
        // Discovery listed, or the session checked, every file the analysis reads.
        analysisOptions.read = { tree.readChecked(PathText.absolute($0, in: workingDirectory)) }
        if let configuration {
            analysisOptions.severities = configuration.severities
            analysisOptions.copyLimits = configuration.copyLimits
            // `--plan-complete` wins over `"planComplete": false`, as every option wins over the config.
            analysisOptions.planComplete = options.planComplete || configuration.planComplete
        }
        return analysisOptions
    }

    /// `--config`, else the nearest `.tiplint.json` above the PATHs. PATHs
    /// whose nearest configurations differ are an error: which one applies

    /// The plans a run over `paths` uses (`--plan`, the configuration's, else those discovery
    /// finds), as `lint` chooses them: also what `tiplint plan` reads when given no FILE.
    public static func plans(
        paths: [String], workingDirectory: String, tree: any SourceTree = WorkingTree(), options: Options
    ) throws(CommandError) -> PlanSelection {
        try selectPlans(paths, workingDirectory: workingDirectory, tree: tree, options: options).plans
    }

    private static func selectPlans(
        _ paths: [String], workingDirectory: String, tree: any SourceTree, options: Options
    ) throws(CommandError) -> (
        targets: Targets, repositoryRoot: String?, discovery: FileDiscovery, configuration: Configuration?,
        scope: AnalysisScope, plans: PlanSelection
    ) {
        let targets = try Targets(
            paths, workingDirectory: workingDirectory, commands: options.commandNames, tree: tree)
        let repositoryRoot = tree.lookupRepositoryRoot(containing: targets.anchorDirectory)
        let configuration = try loadConfiguration(
            options.configPath, targets, workingDirectory: workingDirectory, tree: tree)

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
        if options.requiresSwiftFiles, let empty = scope.directoryWithoutSwiftFiles(targets.directories) {
            throw .failure("no Swift files under \(empty.display)")
        }
        let plans = try PlanSelection(
            noPlan: options.noPlan, commandLinePlans: options.plans, configuration: configuration, scope: scope,
            anchorDirectory: targets.anchorDirectory,
            discovery: discovery, workingDirectory: workingDirectory)
        return (targets, repositoryRoot, discovery, configuration, scope, plans)
    }

    /// would be a guess.
    private static func loadConfiguration(
        _ configPath: String?, _ targets: Targets, workingDirectory: String, tree: any SourceTree
    ) throws(CommandError) -> Configuration? {
        if let path = configPath {
            let resolved = ResolvedPath(path, in: workingDirectory)
            return try load(path: path, absolutePath: resolved.absolute, tree: tree)
        }
        var found: [String] = []
        for directory in targets.directoriesForConfiguration {
            let root = tree.lookupRepositoryRoot(containing: directory)
            if let file = Configuration.find(from: directory, upTo: root, tree: tree), !found.contains(file) {
                found.append(file)
            }
        }
        guard let file = found.first else { return nil }
        let display = PathText.display(file, from: workingDirectory)
        if found.count > 1 {
            let names = found.map { PathText.display($0, from: workingDirectory) }.joined(separator: " and ")
            throw .failure("the PATHs have different configuration files (\(names)); choose one with --config")
        }
        return try load(path: display, absolutePath: file, tree: tree)
    }

    /// Reads the configuration and checks the files it names lie inside its project.
    private static func load(
        path: String, absolutePath: String, tree: any SourceTree
    ) throws(CommandError) -> Configuration {
        do {
            let configuration = try Configuration.load(path: path, absolutePath: absolutePath, tree: tree)
            try ConfigurationPathCheck.check(configuration, tree: tree)
            return configuration
        } catch {
            throw .failure(error.description)
        }
    }

    /// The configuration's `"baseline"`, used without `--baseline`.
    private static func configuredBaseline(
        _ configuration: Configuration?, workingDirectory: String, tree: any SourceTree
    ) throws(CommandError) -> BaselineFile? {
        guard let configuration, let entry = configuration.baseline else { return nil }
        guard tree.lookupKind(of: entry.absolutePath, followLinks: true) != nil else {
            throw .failure(
                "\(configuration.path):\(entry.position.line):\(entry.position.column): "
                    + "baseline '\(entry.written)' not found")
        }
        return try BaselineFile.read(
            PathText.display(entry.absolutePath, from: workingDirectory), workingDirectory: workingDirectory,
            tree: tree)
    }
}
