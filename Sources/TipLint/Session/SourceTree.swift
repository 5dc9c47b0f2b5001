/// Where a run reads the project: the working tree on disk, or a snapshot
/// git holds (the index, a commit) laid over the repository's directory.
/// Discovery walks it, plan discovery and the analysis read it, so one run
/// can analyse two versions of a project with the same rules. Paths are
/// absolute.
public protocol SourceTree: Sendable {
    /// The entries of a directory, unsorted.
    func entries(of directory: String) throws(FileSystem.ListingError) -> [FileSystem.Entry]
    /// What `path` is, without following a symbolic link; nil when absent.
    func kind(of path: String) -> FileSystem.Kind?
    /// A file's bytes, refused beyond `limit` (see `FileReader`).
    func read(_ path: String, limit: Int, followsLinks: Bool) -> FileContents
}

extension SourceTree {
    /// A Swift file or plan, as the analysis reads it.
    public func readSource(_ path: String) -> FileContents {
        read(path, limit: FileReader.sourceLimit, followsLinks: true)
    }
}

/// The files on disk.
public struct WorkingTree: SourceTree {
    public init() {}

    public func entries(of directory: String) throws(FileSystem.ListingError) -> [FileSystem.Entry] {
        try FileSystem.entries(of: directory)
    }

    public func kind(of path: String) -> FileSystem.Kind? {
        FileSystem.kind(of: path, followLinks: false)
    }

    public func read(_ path: String, limit: Int, followsLinks: Bool) -> FileContents {
        FileReader.read(path, limit: limit, followsLinks: followsLinks)
    }
}
