import Foundation

/// File extractions kept across analyses of versions of one project (`report --history`
/// analyses the project at every commit of a range): a file at the same path and version (its
/// git blob id) as in an earlier analysis is not read or extracted again, so a range costs about
/// its changed files, not its commits times its files. Analyses take turns using it.
public final class ExtractionMemo: @unchecked Sendable {
    private var outcomes: [Key: FileOutcome] = [:]
    private var extracted: Set<FileVersion> = []
    private let lock = NSLock()

    public init() {}

    /// How many file versions (path and version) were extracted: each once, at most twice
    /// when a first partial extraction is completed (see `FileAnalyzer.Depth`).
    public var extractionCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return extracted.count
    }

    /// The memo for one analysis: `versions` maps each path to its version; a path without
    /// one is extracted every time.
    func forVersions(_ versions: [String: String]) -> Versions { Versions(memo: self, versions: versions) }

    /// One analysis's use of the memo (`AnalysisOptions.extractionMemo`).
    struct Versions: Sendable {
        let memo: ExtractionMemo
        let versions: [String: String]
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
