/// The files a configuration names (`plan` entries, the `baseline`) must lie
/// inside its project: the configuration's directory or the repository
/// holding it, symbolic links resolved. A repository's `.tiplint.json` is
/// written by whoever sent the pull request; it must not make tiplint read,
/// and quote in its errors, a file elsewhere on the machine. The error names
/// the entry, never anything read from the file.
enum ConfigurationPathCheck {
    static func check(_ configuration: Configuration, tree: any SourceTree) throws(ConfigurationError) {
        let directory = tree.lookupRealPath(configuration.directory) ?? configuration.directory
        var roots = [directory]
        if let repository = tree.lookupRepositoryRoot(containing: directory) {
            roots.append(tree.lookupRealPath(repository) ?? repository)
        }
        let named =
            (configuration.plans ?? []).map { ("plan", $0) } + (configuration.baseline.map { [("baseline", $0)] } ?? [])
        for (key, entry) in named {
            let resolved = resolvedPath(entry.absolutePath, tree: tree)
            guard !roots.contains(where: { resolved == $0 || PathText.relative(resolved, to: $0) != nil }) else {
                continue
            }
            throw ConfigurationError(
                path: configuration.path, position: entry.position,
                message: "\(key) '\(entry.written)' is outside the project (the configuration's directory or its "
                    + "repository), links resolved; name a file inside it")
        }
    }

    /// `path` with its links resolved; a missing file through its directory's real path.
    private static func resolvedPath(_ path: String, tree: any SourceTree) -> String {
        if let real = tree.lookupRealPath(path) { return real }
        if let parent = tree.lookupRealPath(PathText.parent(path)) {
            return PathText.join(parent, PathText.lastComponent(path))
        }
        return path
    }
}
