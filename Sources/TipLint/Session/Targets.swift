/// The PATHs, checked: directories to walk, and files named one by one.
public struct Targets: Sendable {
    var directories: [ResolvedPath] = []
    var files: [ResolvedPath] = []

    /// `commands` are the tool's command names, for the hint when a PATH looks like a mistyped one.
    public init(
        _ paths: [String], workingDirectory: String, commands: [String] = [], tree: any SourceTree = WorkingTree()
    ) throws(CommandError) {
        for path in paths.isEmpty ? ["."] : paths {
            let resolved = ResolvedPath(path, in: workingDirectory)
            switch tree.lookupKind(of: resolved.absolute, followLinks: true) {
            case .directory:
                directories.append(resolved)
            case .file:
                guard path.hasSuffix(".swift") else { throw .failure("\(path): not a Swift file") }
                files.append(resolved)
            case nil:
                if let reason = tree.lookupFailure(of: resolved.absolute) { throw .failure("\(path): \(reason)") }
                throw .failure(
                    "\(path): no such file or directory\(Suggestion.commandHint(for: path, commands: commands))")
            case .symbolicLink, .other:
                throw .failure("\(path): not a file or directory")
            }
        }
    }

    /// Where the repository root is looked for: the first PATH's directory.
    public var anchorDirectory: String {
        directories.first?.absolute ?? PathText.parent(files[0].absolute)
    }

    /// Where each PATH starts looking for `.tiplint.json`.
    public var directoriesForConfiguration: [String] {
        directories.map(\.absolute) + files.map { PathText.parent($0.absolute) }
    }
}
