import SwiftScan

/// How to run an analysis.
public struct AnalysisOptions: Sendable {
    /// Plan and design documents to check against; empty means no plan.
    public var planPaths: [String] = []
    /// Severity overrides from configuration; nil turns a rule off.
    var severities: [String: Severity?] = [:]
    var copyLimits = CopyLimits()
    /// Worker threads; 0 means all cores.
    public var jobs: Int = 0
    /// Directories that file discovery could not list (path, reason): reported, not analysed.
    var unreadableDirectories: [(path: String, reason: String)] = []
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
    var buildSettingPaths: [String] = []
    /// `Localizable.strings` and `.xcstrings` tables, read with `read` only when literal tip copy
    /// looks a key up in them.
    var stringsTablePaths: [String] = []
    /// `--plan-complete` / `"planComplete": true`: planned items the code has not reached yet are
    /// errors, not progress notes.
    public var planComplete = false
    /// Local packages' directories (as file paths are written): each is a module of its own.
    var packageRoots: [String] = []
    /// Extractions kept from earlier analyses of other versions of the project (`report --history`).
    var extractionMemo: ExtractionMemo.Versions?

    public init() {}
}

/// The outcome of an analysis.
public struct AnalysisResult: Sendable {
    /// All findings after suppression and severity overrides, in report order.
    public var findings: [Finding]
    var systems: [TipSystem]
    /// The model, the plan and the indexes the rules read, each built once: the coverage report
    /// reads the same indexes and plan evaluation rather than building them again.
    var context: RuleContext
    var model: ProjectModel { context.model }
    public var plan: Plan? { context.plan }
}

/// The pipeline, in named stages: read the plan, extract every file's facts (reading, tokenizing
/// and extracting in parallel; each file's bytes and tokens die with its extraction), merge them
/// into one project, index it for the rules, check, and filter the findings.
/// `Documentation/Architecture.md` draws it.
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
        let plan = try read(options)
        var extracted = extract(paths, planned: plan != nil, options)
        let memo = options.extractionMemo
        if let unchanged = memo?.unchangedResult(paths: paths, outcomes: extracted.outcomes) { return unchanged }
        // Kept for the next version only with a memo: merging moves the facts out.
        let outcomes = memo == nil ? [] : extracted.outcomes
        let model = merge(&extracted, options)
        let context = index(model, plan: plan, options)
        let findings = filter(check(context, systems: extracted.systems, options), model: model, plan: plan)
        let result = AnalysisResult(findings: findings, systems: extracted.systems, context: context)
        memo?.remember(paths: paths, outcomes: outcomes, result: result)
        return result
    }

    /// The plan: the one given, or the documents at `planPaths`. A plan whose documents are all
    /// archived is no plan.
    private static func read(_ options: AnalysisOptions) throws -> Plan? {
        let planRead =
            try options.plan
            ?? (options.planPaths.isEmpty ? nil : PlanReader.read(paths: options.planPaths, reader: options.read))
        return planRead?.documents.isEmpty == false ? planRead : nil
    }

    /// What extraction gave: one outcome per path, and the tip systems they use.
    private struct Extracted {
        var outcomes: [FileOutcome]
        var systems: [TipSystem]
    }

    /// Every file's facts, in parallel, in two passes (see above).
    private static func extract(_ paths: [String], planned: Bool, _ options: AnalysisOptions) -> Extracted {
        let readFile = options.read
        let memo = options.extractionMemo
        let analyze = { @Sendable (path: String, depth: FileAnalyzer.Depth, firstPass: FileFacts?) -> FileOutcome in
            guard let memo else {
                return FileAnalyzer.analyze(path: path, depth: depth, firstPass: firstPass, read: readFile)
            }
            return memo.memo.outcome(path, depth: depth, versions: memo.versions) {
                FileAnalyzer.analyze(path: path, depth: depth, firstPass: firstPass, read: readFile)
            }
        }
        let depth: FileAnalyzer.Depth = options.defersUntriggeredFiles ? .whenTriggered : .full
        var outcomes = ParallelMap.map(paths, jobs: options.jobs) { path in analyze(path, depth, nil) }
        var systems = SystemDetector.systems(in: outcomes)
        let partial = outcomes.indices.filter { outcomes[$0].isPartial }
        if !partial.isEmpty && (planned || !systems.isEmpty) {
            // The first pass's lex diagnostics and suppressions are kept, not found again.
            let firstPass = outcomes
            let completed = ParallelMap.map(partial, jobs: options.jobs) { index in
                analyze(paths[index], .full, firstPass[index].facts)
            }
            for (index, outcome) in zip(partial, completed) { outcomes[index] = outcome }
            systems = SystemDetector.systems(in: outcomes)
        }
        return Extracted(outcomes: outcomes, systems: systems)
    }

    /// One project from the files' facts (`ProjectMerger`), with what could not be read and the
    /// features the Xcode build settings turn on.
    private static func merge(_ extracted: inout Extracted, _ options: AnalysisOptions) -> ProjectModel {
        // Moved, not copied: each file's facts are many arrays.
        var facts: [FileFacts] = []
        facts.reserveCapacity(extracted.outcomes.count)
        for index in extracted.outcomes.indices {
            if let fileFacts = extracted.outcomes[index].facts.take() { facts.append(fileFacts) }
        }
        var model = ProjectMerger.merge(consume facts)
        model.unreadable = extracted.outcomes.compactMap { $0.unreadable }
        model.unreadableDirectories = options.unreadableDirectories
        model.modules = LocalModules(packageRoots: options.packageRoots)
        if extracted.systems.contains(.tipKit) {
            model.buildSettingFeatures = options.buildSettingPaths.flatMap { path in
                options.read(path).bytes.map { BuildSettingsScanner.features(path: path, bytes: $0) } ?? []
            }
            resolveLocalizedCopy(&model, options)
        }
        return model
    }

    /// Tip copy looked up in a strings table, replaced by the table's source-language value
    /// (`LocalizedCopyResolution`); the tables are read only when some copy looks a key up.
    private static func resolveLocalizedCopy(_ model: inout ProjectModel, _ options: AnalysisOptions) {
        guard !options.stringsTablePaths.isEmpty else { return }
        let keys = LocalizedCopyResolution.keys(in: model)
        guard !keys.isEmpty else { return }
        let region =
            options.buildSettingPaths.lazy.filter { $0.hasSuffix(".pbxproj") }
            .compactMap { options.read($0).bytes.flatMap(StringsTableScanner.developmentRegion) }.first ?? "en"
        var tables: [(path: String, values: [String: String])] = []
        for path in options.stringsTablePaths
        where StringsTableScanner.isSourceLanguage(path, developmentRegion: region) {
            guard let bytes = options.read(path).bytes else { continue }
            tables.append((path, StringsTableScanner.values(path: path, bytes: bytes, keys: keys)))
        }
        LocalizedCopyResolution.apply(LocalizedCopyResolution.merged(tables), to: &model)
    }

    /// What the rules read: the model, the plan and the indexes over them, each built once, on
    /// first use, and shared by every rule.
    private static func index(_ model: ProjectModel, plan: Plan?, _ options: AnalysisOptions) -> RuleContext {
        var context = RuleContext(model: model, plan: plan, copyLimits: options.copyLimits)
        context.planComplete = options.planComplete
        return context
    }

    /// Every rule that applies, with the configured severities.
    private static func check(_ context: RuleContext, systems: [TipSystem], _ options: AnalysisOptions) -> [Finding] {
        var perRule: [[Finding]] = []
        for rule in RuleRegistry.rules
        where RuleRegistry.applies(rule, systems: systems, hasPlan: context.plan != nil) {
            WorkMeter.count()
            let id = type(of: rule).description.id
            let override = options.severities[id]
            if case .some(.none) = override { continue }
            // Each rule's repeats folded before the next rule runs (see RepeatFolding).
            var findings = RepeatFolding.apply(rule.check(context))
            if case .some(.some(let severity)) = override {
                // A finding its rule grades down to a note (a planned item not reached yet) stays one.
                let graded = type(of: rule).description.severity
                for index in findings.indices where !(findings[index].severity == .note && graded != .note) {
                    findings[index].severity = severity
                }
            }
            if !findings.isEmpty { perRule.append(findings) }
        }
        return joined(perRule)
    }

    /// The rules' findings in rule order, built on the largest rule's array rather than copied
    /// into a new one: 300,000 findings of one rule are held once, not twice.
    private static func joined(_ perRule: consuming [[Finding]]) -> [Finding] {
        guard let largest = perRule.indices.max(by: { perRule[$0].count < perRule[$1].count }) else { return [] }
        var findings = perRule[largest]
        perRule[largest] = []
        // Grown once to the exact count: growing by inserting doubles the storage.
        findings.reserveCapacity(perRule.reduce(findings.count) { $0 + $1.count })
        findings.insert(contentsOf: perRule[..<largest].joined(), at: 0)
        findings += perRule[(largest + 1)...].joined()
        return findings
    }

    /// The findings left after suppression comments and follow-on folding, in report order (repeats
    /// were folded as each rule returned them).
    private static func filter(_ findings: consuming [Finding], model: ProjectModel, plan: Plan?) -> [Finding] {
        var findings = consume findings
        SuppressionFilter.apply(to: &findings, model: model, plan: plan)
        findings = FollowOnFolding.apply(SameDefectFolding.markCauses(findings))
        // Most often one rule's findings in file order already (300,000 on one line): looked over, not sorted.
        if zip(findings, findings.dropFirst()).contains(where: { Finding.reportOrder($1, $0) }) {
            findings.sort(by: Finding.reportOrder)
        }
        return findings
    }
}
