/// Which plan documents a lint run checks against, and why: `--no-plan`,
/// `--plan`, the config's `plan`, else auto-discovery.
public struct PlanSelection: Sendable {
    public enum Source: Equatable, Sendable {
        case off
        case commandLine
        /// The configuration file, as displayed.
        case configuration(String)
        case discovered
    }

    public var documents: [ResolvedPath]
    public var source: Source

    init(
        noPlan: Bool, commandLinePlans: [String], configuration: Configuration?, scope: AnalysisScope,
        anchorDirectory: String,
        discovery: FileDiscovery, workingDirectory: String
    ) throws(CommandError) {
        if noPlan {
            documents = []
            source = .off
        } else if !commandLinePlans.isEmpty {
            documents = try commandLinePlans.map { path throws(CommandError) in
                let resolved = ResolvedPath(path, in: workingDirectory)
                try Self.check(resolved.absolute, in: discovery.tree) { "\(path): \($0)" }
                return resolved
            }
            source = .commandLine
        } else if let configuration, let entries = configuration.plans {
            documents = try entries.map { entry throws(CommandError) in
                try Self.check(entry.absolutePath, in: discovery.tree) {
                    "\(configuration.path):\(entry.position.line):\(entry.position.column): plan '\(entry.written)' \($0)"
                }
                return ResolvedPath(
                    absolute: entry.absolutePath,
                    display: PathText.display(entry.absolutePath, from: workingDirectory))
            }
            source = .configuration(configuration.path)
        } else {
            documents = try PlanDiscovery.plans(
                in: scope, anchorDirectory: anchorDirectory, discovery: discovery,
                workingDirectory: workingDirectory)
            source = .discovered
        }
    }

    /// A plan must be a readable file; `message` words the failure.
    private static func check(
        _ absolutePath: String, in tree: any SourceTree, _ message: (String) -> String
    ) throws(CommandError) {
        switch tree.lookupKind(of: absolutePath, followLinks: true) {
        case .file: return
        case nil: throw .failure(message("not found"))
        default: throw .failure(message("is not a file"))
        }
    }

    /// The stderr line saying which plans are in use.
    public var summary: String {
        let list = documents.map(\.display).joined(separator: ", ")
        switch source {
        case .off: return "plan: none (--no-plan)"
        case .commandLine: return "plan: \(list)"
        case .configuration(let path):
            return documents.isEmpty ? "plan: none (\(path) lists no plan)" : "plan: \(list) (from \(path))"
        case .discovered:
            return documents.isEmpty ? "plan: none found; plan checks skipped" : "plan: \(list) (found automatically)"
        }
    }
}
