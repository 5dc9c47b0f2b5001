import TipLint

/// What narrows the findings a `lint` run reports, beyond its PATHs: the
/// files git names (`--staged`, `--changed-since`) and the baseline.
struct FindingFilters {
    /// Absolute paths; nil reports every file.
    var changedFiles: Set<String>?
    var baseline: BaselineFile?

    /// Reads the baseline, so a malformed one stops the run before any work.
    init(options: LintOptions, workingDirectory: String) throws(CommandError) {
        if let path = options.baseline { baseline = try BaselineFile.read(path, workingDirectory: workingDirectory) }
    }

    /// Asks git for the changed files, from the repository holding `directory`.
    mutating func readChangedFiles(options: LintOptions, directory: String, environment: [String: String],
                                   workingDirectory: String) throws(CommandError) {
        guard options.staged || options.changedSince != nil else { return }
        changedFiles = try ChangedFiles.files(staged: options.staged, changedSince: options.changedSince,
                                              directory: directory, environment: environment,
                                              workingDirectory: workingDirectory)
    }

    func isReported(_ absolutePath: String) -> Bool {
        changedFiles?.contains(absolutePath) ?? true
    }
}

/// A baseline file as the command line names it.
struct BaselineFile {
    var path: String
    /// Absolute directory holding the file: stored paths are relative to it.
    var directory: String
    var baseline: Baseline

    static func read(_ path: String, workingDirectory: String) throws(CommandError) -> BaselineFile {
        let resolved = ResolvedPath(path, in: workingDirectory)
        guard FileSystem.kind(of: resolved.absolute, followLinks: true) != nil else {
            throw .failure("\(path): baseline file not found")
        }
        let bytes: [UInt8]
        switch FileReader.read(resolved.absolute, limit: FileReader.settingsLimit) {
        case .bytes(let contents): bytes = contents
        case .failure(let reason): throw .failure("\(path): cannot read baseline: \(reason)")
        }
        do {
            return BaselineFile(path: path, directory: PathText.parent(resolved.absolute), baseline: try Baseline.parse(bytes))
        } catch {
            throw .failure("\(path):\(error.position.line):\(error.position.column): \(error.message)")
        }
    }

    /// Records `findings` in a new baseline at `path`, written atomically.
    static func write(_ findings: [Finding], to path: String, workingDirectory: String) throws(CommandError) -> BaselineFile {
        let directory = PathText.parent(ResolvedPath(path, in: workingDirectory).absolute)
        let baseline = Baseline(recording: findings) { storedPath($0, directory: directory, workingDirectory: workingDirectory) }
        do { try AtomicFile.write(baseline.json(), to: path) } catch { throw .failure(error.description) }
        return BaselineFile(path: path, directory: directory, baseline: baseline)
    }

    /// The findings the baseline does not record.
    func filter(_ findings: [Finding], workingDirectory: String) -> [Finding] {
        baseline.filter(findings) { Self.storedPath($0, directory: directory, workingDirectory: workingDirectory) }
    }

    private static func storedPath(_ file: String, directory: String, workingDirectory: String) -> String {
        PathText.display(PathText.absolute(file, in: workingDirectory), from: directory)
    }
}
