#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where one project ends and another begins. Below the linted directory, a
/// nested git repository or submodule (a `.git` entry) and a SwiftPM package
/// (`Package.swift`) are other projects: discovery does not descend into them
/// unless they are named as a PATH, so their sources, fixtures and plans are
/// never merged with the linted project's. Above it, the repository is the
/// nearest directory holding a `.git` that a trusted user owns, found without
/// climbing past a directory others could plant one in.
public enum ProjectBoundary {
    public enum Kind: Equatable, Sendable {
        case repository, package
    }

    /// A directory below the linted one that was not descended into.
    public struct Skipped: Equatable, Sendable {
        public var path: ResolvedPath
        public var kind: Kind
    }

    /// Whether a directory with these entries is a project of its own.
    public static func kind(of entries: [FileSystem.Entry]) -> Kind? {
        if entries.contains(where: { $0.name == ".git" }) { return .repository }
        if entries.contains(where: { $0.name == "Package.swift" && $0.kind == .file }) { return .package }
        return nil
    }

    /// The top of the repository holding `directory` (absolute): the nearest
    /// directory at or above it with a `.git` (a directory, or a file in a
    /// linked worktree or submodule). A `.git` counts only when its owner is
    /// trusted (tiplint's user, root, or the owner of `directory`), and the
    /// search stops at a directory owned by someone else or writable by
    /// everyone (`/tmp`): a `.git` planted there does not turn the linted
    /// directory into part of a stranger's repository. Nil outside one.
    public static func repositoryRoot(containing directory: String) -> String? {
        guard let start = owner(of: directory) else { return nil }
        let trusted: Set<uid_t> = [geteuid(), 0, start.uid]
        var current = directory
        while true {
            if let git = owner(of: PathText.join(current, ".git")), trusted.contains(git.uid) { return current }
            guard let here = owner(of: current), trusted.contains(here.uid), !here.writableByOthers,
                current != "/"
            else { return nil }
            current = PathText.parent(current)
        }
    }

    /// The nearest directory at or above `directory` that is a project of its
    /// own (a package or a repository), not above `repositoryRoot`; outside a
    /// repository, `directory` itself. The project a Swift file named as a
    /// PATH belongs to.
    public static func projectRoot(containing directory: String, repositoryRoot: String?) -> String {
        guard let repositoryRoot, directory == repositoryRoot || PathText.relative(directory, to: repositoryRoot) != nil
        else { return directory }
        var current = directory
        while current != repositoryRoot {
            if let entries = try? FileSystem.entries(of: current), kind(of: entries) != nil { return current }
            current = PathText.parent(current)
        }
        return repositoryRoot
    }

    /// Who owns `path` (not following a link), and whether others may write in it.
    private static func owner(of path: String) -> (uid: uid_t, writableByOthers: Bool)? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return (status.st_uid, status.st_mode & S_IWOTH != 0)
    }
}
