import TipLint

/// Auto-discovery of plan documents (no `--plan`, no config `plan`):
/// Markdown files under the PATHs and under the repository root's `docs/`
/// that read as tip plans.
enum PlanDiscovery {
    static func plans(in scope: AnalysisScope, discovery: FileDiscovery, workingDirectory: String)
        throws(CommandError) -> [ResolvedPath]
    {
        var candidates = scope.markdownFiles
        if let root = discovery.repositoryRoot {
            let docs = PathText.join(root, "docs")
            if FileSystem.kind(of: docs, followLinks: false) == .directory {
                let directory = ResolvedPath(absolute: docs, display: PathText.display(docs, from: workingDirectory))
                candidates += try discovery.files(under: directory).markdownFiles
            }
        }
        var seen = Set<String>()
        return candidates
            .filter { seen.insert($0.absolute).inserted }
            .sorted { $0.display < $1.display }
            .filter(isPlan)
    }

    /// Whether the file reads as a tip plan. A file that cannot be read or
    /// is not UTF-8 is not taken for one.
    private static func isPlan(_ path: ResolvedPath) -> Bool {
        guard let bytes = FileSystem.contents(of: path.absolute),
              let text = String(validating: bytes, as: UTF8.self) else { return false }
        return PlanReader.looksLikePlan(text)
    }
}
