import TipLint

/// Auto-discovery of plan documents (no `--plan`, no config `plan`):
/// Markdown files under the PATHs and under the repository root's `docs/`
/// that read as tip plans. Outside a repository (a project copied without
/// `.git`), the project's `docs/` is the nearest one above the first PATH.
enum PlanDiscovery {
    static func plans(in scope: AnalysisScope, anchorDirectory: String, discovery: FileDiscovery,
                      workingDirectory: String) throws(CommandError) -> [ResolvedPath]
    {
        var candidates = scope.markdownFiles
        let docsDirectory = discovery.repositoryRoot.map { PathText.join($0, "docs") }
            ?? nearestDocs(above: anchorDirectory, stoppingAt: workingDirectory)
        if let docs = docsDirectory {
            if discovery.tree.kind(of: docs) == .directory {
                let directory = ResolvedPath(absolute: docs, display: PathText.display(docs, from: workingDirectory))
                candidates += try discovery.files(under: directory).markdownFiles
            }
        }
        var seen = Set<String>()
        return candidates
            .filter { seen.insert($0.absolute).inserted }
            .sorted { $0.display < $1.display }
            .filter { isPlan($0, in: discovery.tree) }
    }

    /// The nearest `docs` directory at or above `directory`; the walk ends at `workingDirectory`
    /// when the PATH is inside it (the user runs tiplint from the project or above it).
    private static func nearestDocs(above directory: String, stoppingAt workingDirectory: String) -> String? {
        let insideWorkingDirectory = directory == workingDirectory || PathText.relative(directory, to: workingDirectory) != nil
        var current = directory
        while true {
            let docs = PathText.join(current, "docs")
            if FileSystem.kind(of: docs, followLinks: false) == .directory { return docs }
            if current == "/" || (insideWorkingDirectory && current == workingDirectory) { return nil }
            current = PathText.parent(current)
        }
    }

    /// Whether the file reads as a tip plan. A file that cannot be read or
    /// is not UTF-8 is not taken for one.
    private static func isPlan(_ path: ResolvedPath, in tree: any SourceTree) -> Bool {
        guard let bytes = tree.readSource(path.absolute).bytes,
              let text = String(validating: bytes, as: UTF8.self) else { return false }
        return PlanReader.looksLikePlan(text)
    }
}
