/// Where a run reads the project: the working tree on disk, or a snapshot
/// git holds (the index, a commit) laid over the repository's directory.
/// Discovery walks it, plan discovery and the analysis read it, so one run
/// can analyse two versions of a project with the same rules. Paths are
/// absolute.
///
/// The run's surroundings (the PATHs, the configuration, plans named or
/// looked for, the baseline, the repository's `.git`) are looked up through
/// the `lookup…` members, which read the disk unless a tree says otherwise:
/// a snapshot git holds takes them from the working tree, and an in-memory
/// project (`InMemoryTree`) answers them itself.
public protocol SourceTree: Sendable {
    /// The entries of a directory, unsorted.
    func entries(of directory: String) throws(FileSystem.ListingError) -> [FileSystem.Entry]
    /// What `path` is, without following a symbolic link; nil when absent.
    func kind(of path: String) -> FileSystem.Kind?
    /// A file's bytes, refused beyond `limit` (see `FileReader`).
    func read(_ path: String, limit: Int, followsLinks: Bool) -> FileContents
    /// A Swift file or plan the session has checked to be a regular file (discovery's listing, or
    /// the check of a named PATH or plan), as the analysis reads it: `readSource`, without a
    /// second check before opening where the tree is the disk (`FileReader.read`'s `checked`).
    func readChecked(_ path: String) -> FileContents

    /// What a PATH, configuration, plan or baseline is (`FileSystem.kind`); nil when absent.
    func lookupKind(of path: String, followLinks: Bool) -> FileSystem.Kind?
    /// Why `path` cannot be looked at; nil when it can, or does not exist (`FileSystem.lookupFailure`).
    func lookupFailure(of path: String) -> String?
    /// `path` with its links resolved; nil when absent (`FileSystem.realPath`).
    func lookupRealPath(_ path: String) -> String?
    /// The repository holding `directory` (`ProjectBoundary.repositoryRoot`).
    func lookupRepositoryRoot(containing directory: String) -> String?
    /// A configuration, baseline or `.git/info/exclude`, refused beyond `FileReader.settingsLimit`.
    func lookupSettings(_ path: String, followsLinks: Bool) -> FileContents
}

extension SourceTree {
    public func lookupKind(of path: String, followLinks: Bool) -> FileSystem.Kind? {
        FileSystem.kind(of: path, followLinks: followLinks)
    }

    public func lookupFailure(of path: String) -> String? { FileSystem.lookupFailure(of: path) }

    public func lookupRealPath(_ path: String) -> String? { FileSystem.realPath(path) }

    public func lookupRepositoryRoot(containing directory: String) -> String? {
        ProjectBoundary.repositoryRoot(containing: directory)
    }

    public func lookupSettings(_ path: String, followsLinks: Bool) -> FileContents {
        FileReader.read(path, limit: FileReader.settingsLimit, followsLinks: followsLinks)
    }
}

extension SourceTree {
    /// A Swift file or plan, as the analysis reads it.
    public func readSource(_ path: String) -> FileContents {
        read(path, limit: FileReader.sourceLimit, followsLinks: true)
    }

    public func readChecked(_ path: String) -> FileContents { readSource(path) }
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

    public func readChecked(_ path: String) -> FileContents {
        FileReader.read(path, limit: FileReader.sourceLimit, checked: true)
    }
}
