/// A project held in memory: files (absolute path to bytes) below `root`,
/// which is a repository of its own, as a fresh clone is. Nothing is read
/// from disk, the run's surroundings included (its configuration, plans and
/// baseline are files of the tree too), so a library user or a test lints a
/// project without writing it anywhere. It has no symbolic links.
public struct InMemoryTree: SourceTree {
    public let root: String
    private var files: [String: [UInt8]] = [:]
    private var listing: DirectoryListing

    /// `files` are relative to `root` (absolute).
    public init(root: String, files: [String: [UInt8]]) {
        self.root = root
        listing = DirectoryListing(root: root)
        listing.add(PathText.join(root, ".git"), .directory)
        listing.entries[PathText.join(root, ".git")] = []
        for (relative, bytes) in files {
            let path = PathText.join(root, relative)
            self.files[path] = bytes
            listing.add(path, .file)
        }
    }

    public func entries(of directory: String) throws(FileSystem.ListingError) -> [FileSystem.Entry] {
        guard let entries = listing.entries[directory] else {
            throw FileSystem.ListingError(reason: "No such file or directory")
        }
        return entries
    }

    public func kind(of path: String) -> FileSystem.Kind? {
        listing.entries[path] != nil ? .directory : files[path] != nil ? .file : nil
    }

    public func read(_ path: String, limit: Int, followsLinks: Bool) -> FileContents {
        guard let bytes = files[path] else {
            return .failure(listing.entries[path] != nil ? "Is a directory" : "No such file or directory")
        }
        return bytes.count > limit ? .failure(FileReader.tooLarge(limit)) : .bytes(bytes)
    }

    public func lookupKind(of path: String, followLinks: Bool) -> FileSystem.Kind? { kind(of: path) }

    public func lookupFailure(of path: String) -> String? { nil }

    public func lookupRealPath(_ path: String) -> String? { kind(of: path) == nil ? nil : path }

    public func lookupRepositoryRoot(containing directory: String) -> String? {
        directory == root || PathText.relative(directory, to: root) != nil ? root : nil
    }

    public func lookupSettings(_ path: String, followsLinks: Bool) -> FileContents {
        read(path, limit: FileReader.settingsLimit, followsLinks: followsLinks)
    }
}
