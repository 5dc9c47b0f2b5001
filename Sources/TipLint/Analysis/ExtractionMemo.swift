/// File extractions kept across analyses of versions of one project (`report --history`
/// analyses the project at every commit of a range): a file at the same path and version (its
/// git blob id) as in an earlier analysis is not read or extracted again, so a range costs about
/// its changed files, not its commits times its files. Analyses take turns using it.
///
/// It also keeps the last analysis: a version whose files give the same facts as the last one's
/// (a commit that changes only a file naming no tip API, or its comments) under the same plan
/// documents is not merged and checked again. The analyses through one memo share their options
/// but for the version's files and plan.
public final class ExtractionMemo: @unchecked Sendable {
    private var outcomes: [Key: FileOutcome] = [:]
    private var extracted: Set<FileVersion> = []
    private var last: (planDocuments: [String], paths: [String], outcomes: [FileOutcome], result: AnalysisResult)?
    private var checks = 0
    private let lock = ThreadLock()

    public init() {}

    /// How many file versions (path and version) were extracted: each once, at most twice
    /// when a first partial extraction is completed (see `FileAnalyzer.Depth`).
    public var extractionCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return extracted.count
    }

    /// How many analyses were merged and checked: the others gave the same facts as the one before.
    public var checkCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return checks
    }

    /// The memo for one analysis: `versions` maps each path to its version; a path without
    /// one is extracted every time. `planDocuments`: the versions of the plan documents, in order.
    func forVersions(_ versions: [String: String], planDocuments: [String]) -> Versions {
        Versions(memo: self, versions: versions, planDocuments: planDocuments)
    }

    /// One analysis's use of the memo (`AnalysisOptions.extractionMemo`).
    struct Versions: Sendable {
        let memo: ExtractionMemo
        let versions: [String: String]
        let planDocuments: [String]

        /// The last analysis's result when this one's files gave the same outcomes, in the same order.
        func unchangedResult(paths: [String], outcomes: [FileOutcome]) -> AnalysisResult? {
            memo.lock.lock()
            defer { memo.lock.unlock() }
            guard let last = memo.last, last.planDocuments == planDocuments, last.paths == paths else { return nil }
            let askedNames = FileOutcome.askedNames(outcomes)
            guard last.outcomes.elementsEqual(outcomes, by: { $0.isSame(as: $1, askedNames: askedNames) }) else {
                return nil
            }
            return last.result
        }

        /// Keeps a merged and checked analysis for the next version to compare with.
        func remember(paths: [String], outcomes: [FileOutcome], result: AnalysisResult) {
            memo.lock.lock()
            defer { memo.lock.unlock() }
            memo.last = (planDocuments, paths, outcomes, result)
            memo.checks += 1
        }
    }

    /// The outcome of extracting `path` at `depth`, from the memo when its version was extracted
    /// before: a full extraction answers for a partial one too.
    func outcome(
        _ path: String, depth: FileAnalyzer.Depth, versions: [String: String], analyze: () -> FileOutcome
    ) -> FileOutcome {
        guard let version = versions[path] else { return analyze() }
        let file = FileVersion(path: path, version: version)
        lock.lock()
        let known =
            outcomes[Key(file: file, depth: .full)] ?? (depth == .full ? nil : outcomes[Key(file: file, depth: depth)])
        lock.unlock()
        if let known { return known }
        let outcome = analyze()
        lock.lock()
        outcomes[Key(file: file, depth: outcome.isPartial ? .whenTriggered : .full)] = outcome
        extracted.insert(file)
        lock.unlock()
        return outcome
    }

    private struct FileVersion: Hashable {
        var path: String
        var version: String
    }

    private struct Key: Hashable {
        var file: FileVersion
        var depth: FileAnalyzer.Depth
    }
}
