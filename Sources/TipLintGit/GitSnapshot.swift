import TipLint

/// A version of one or more repositories as git holds it (the index, or a
/// commit's tree), read as a `SourceTree` at the repositories' own paths:
/// directories come from the listing, files from blobs through each
/// repository's one `GitBlobReader`. A submodule is a directory holding only
/// `.git`, so discovery treats it as the nested repository it is. Paths
/// outside every repository are read from disk.
public struct GitSnapshot: SourceTree {
    /// One repository's listing.
    public struct Layer: Sendable {
        var root: String
        /// Every directory of the listing, the root included.
        var listing: DirectoryListing
        var directories: [String: [FileSystem.Entry]] { listing.entries }
        /// File or link (absolute) to its blob.
        var files: [String: (object: String, isLink: Bool)] = [:]
        var reader: GitBlobReader

        public init(repository: GitRepository, entries: [GitRepository.Entry], reader: GitBlobReader) {
            root = repository.root
            self.reader = reader
            listing = DirectoryListing(root: root)
            for entry in entries {
                let path = PathText.join(root, entry.path)
                switch entry.kind {
                case .file, .symbolicLink:
                    files[path] = (entry.object, entry.kind == .symbolicLink)
                    listing.add(path, entry.kind == .file ? .file : .symbolicLink)
                case .submodule:
                    listing.add(path, .directory)
                    listing.entries[path, default: []].append(FileSystem.Entry(name: ".git", kind: .file))
                }
            }
        }

        func contains(_ path: String) -> Bool {
            path == root || PathText.relative(path, to: root) != nil
        }
    }

    var layers: [Layer]
    private let disk = WorkingTree()

    public init(layers: [Layer]) {
        // The deepest root first: a submodule named as a PATH is its own layer.
        self.layers = layers.sorted { $0.root.utf8.count > $1.root.utf8.count }
    }

    private func layer(holding path: String) -> Layer? {
        layers.first { $0.contains(path) }
    }

    public func entries(of directory: String) throws(FileSystem.ListingError) -> [FileSystem.Entry] {
        guard let layer = layer(holding: directory) else { return try disk.entries(of: directory) }
        // A directory this version does not have is empty: a PATH added by the change has no past.
        return layer.directories[directory] ?? []
    }

    public func kind(of path: String) -> FileSystem.Kind? {
        guard let layer = layer(holding: path) else { return disk.kind(of: path) }
        if layer.directories[path] != nil { return .directory }
        return layer.files[path].map { $0.isLink ? .symbolicLink : .file }
    }

    public func read(_ path: String, limit: Int, followsLinks: Bool) -> FileContents {
        guard let layer = layer(holding: path) else { return disk.read(path, limit: limit, followsLinks: followsLinks) }
        guard let file = layer.files[path] else {
            return .failure(layer.directories[path] != nil ? "Is a directory" : "No such file or directory")
        }
        // A link's blob is its target's name, which is no file to read.
        if file.isLink { return .failure("is a symbolic link") }
        do { return .bytes(try layer.reader.read(file.object, limit: limit)) } catch { return .failure(error.message) }
    }
}
