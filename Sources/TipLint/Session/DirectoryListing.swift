/// The directories of a tree that is not on disk (a version git holds, a
/// project in memory), absolute, each to its entries, built from the paths
/// of what they hold.
public struct DirectoryListing: Sendable {
    public let root: String
    /// Every directory, the root included, to its entries.
    public var entries: [String: [FileSystem.Entry]]

    public init(root: String) {
        self.root = root
        entries = [root: []]
    }

    /// Adds `path` (below the root) to its directory, and each missing directory above it to its parent.
    public mutating func add(_ path: String, _ kind: FileSystem.Kind) {
        var child = path, childKind = kind
        while child != root {
            let parent = PathText.parent(child)
            let known = entries[parent] != nil
            entries[parent, default: []].append(FileSystem.Entry(name: PathText.lastComponent(child), kind: childKind))
            if known { return }
            child = parent
            childKind = .directory
        }
    }
}
