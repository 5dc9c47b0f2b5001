/// The project as it was at another version (a commit, for `report --history`), analysed as a
/// `LintSession` run was: the same PATHs, excludes, plan documents and settings.
public enum VersionAnalysis {
    /// Why a version could not be analysed.
    public enum Failure: Error {
        /// A plan document could not be read at the version.
        case plan(String)
        /// The analysis stopped.
        case analysis(String)
    }

    /// The analysis of the version whose files are `files` (repository-relative path and object
    /// id, the listing's order) in the repository at `root`: the Swift files `run` would read
    /// there, and its plan documents as they were (no plan when none existed yet). `contents`
    /// reads an object; `memo` keeps a file version read by an earlier version from being
    /// extracted again.
    public static func analyze(
        _ files: [(path: String, object: String)], inRepository root: String, as run: LintOutcome,
        memo: ExtractionMemo, contents: @escaping @Sendable (String) -> FileContents
    ) throws(Failure) -> AnalysisResult {
        let swiftFiles = files.compactMap { file -> (display: String, object: String)? in
            guard run.wouldRead(file.path, inRepository: root) else { return nil }
            return (PathText.display(PathText.join(root, file.path), from: run.workingDirectory), file.object)
        }.sorted { $0.display < $1.display }
        let objects = Dictionary(swiftFiles.map { ($0.display, $0.object) }, uniquingKeysWith: { first, _ in first })
        var options = run.analysisOptions
        options.unreadableDirectories = []
        options.read = { path in objects[path].map(contents) ?? .failure("not in the commit") }
        let planDocuments = documents(files, inRepository: root, as: run)
        options.extractionMemo = memo.forVersions(objects, planDocuments: planDocuments.map(\.object))
        options.planPaths = []
        options.plan = try plan(planDocuments, contents: contents)
        do { return try Analyzer.run(files: swiftFiles.map(\.display), options: options) } catch {
            throw .analysis("\(error)")
        }
    }

    /// The run's plan documents that existed at the version (as displayed), with their objects.
    private static func documents(
        _ files: [(path: String, object: String)], inRepository root: String, as run: LintOutcome
    ) -> [(display: String, object: String)] {
        let objects = Dictionary(files.map { ($0.path, $0.object) }, uniquingKeysWith: { first, _ in first })
        return run.plans.documents.compactMap { document in
            guard let relative = PathText.relative(document.absolute, to: root), let object = objects[relative]
            else { return nil }
            return (document.display, object)
        }
    }

    /// The plan of the documents as they were at the version; nil when none existed yet.
    private static func plan(
        _ planDocuments: [(display: String, object: String)], contents: (String) -> FileContents
    ) throws(Failure) -> Plan? {
        var documents: [(path: String, text: String)] = []
        for document in planDocuments {
            switch contents(document.object) {
            case .bytes(let bytes):
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw .plan("\(document.display) is not valid UTF-8 in one of the commits")
                }
                documents.append((document.display, text))
            case .failure(let reason):
                throw .plan("\(document.display): \(reason)")
            }
        }
        return documents.isEmpty ? nil : PlanReader.read(documents: documents)
    }
}

extension LintOutcome {
    /// Whether this run would read the Swift file at `path` (relative to the repository `root`),
    /// were it there (`report --history` at an older commit): under the walked directories, not
    /// hidden, not in a build or dependency directory, not excluded, not in a nested repository
    /// the run skipped (local packages are part of the app), in the run's main program.
    func wouldRead(_ path: String, inRepository root: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        let components = path.split(separator: "/")
        guard
            !components.dropLast().contains(where: {
                $0.hasPrefix(".") || FileDiscovery.skippedDirectories.contains(String($0))
            })
        else { return false }
        let absolute = PathText.join(root, path)
        guard let top = scope.roots.first(where: { PathText.isInside(absolute, $0) }) else {
            return false
        }
        return !scope.skippedProjects.contains(where: { PathText.isInside(absolute, $0.path.absolute) })
            && programs.programRoot(of: absolute) == programs.programs.first?.root?.absolute
            && !discovery.isExcluded(absolute, below: top)
    }
}
