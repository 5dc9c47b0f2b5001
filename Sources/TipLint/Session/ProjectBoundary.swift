#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where one project ends and another begins. Below the linted directory, a
/// nested git repository or submodule (a `.git` entry) is another project
/// (other people's code): discovery does not descend into it unless it is
/// named as a PATH, so its sources, fixtures and plans are never merged with
/// the linted project's. A local Swift package (`Package.swift`) is part of
/// the app, a module of its own, unless its manifest declares an app (a Swift
/// Playgrounds `.swiftpm` app): that is a program of its own (`ProgramSplit`),
/// analysed in the same run but never merged with the app around it. Above it, the repository is the nearest
/// directory holding a `.git` that a trusted user owns, found without
/// climbing past a directory others could plant one in.
enum ProjectBoundary {
    /// Why a directory below the linted one was not descended into.
    enum Kind: Equatable, Sendable {
        /// A nested git repository or submodule.
        case repository
        /// A build or dependency folder (`Pods`, `DerivedData`, …).
        case dependencies
    }

    /// A directory below the linted one that was not descended into.
    struct Skipped: Equatable, Sendable {
        var path: ResolvedPath
        var kind: Kind
    }

    /// Whether a directory with these entries is a repository of its own.
    static func isRepository(_ entries: [FileSystem.Entry]) -> Bool {
        entries.contains { $0.name == ".git" }
    }

    /// Whether a directory with these entries is a Swift package (a module of its own).
    static func isPackage(_ entries: [FileSystem.Entry]) -> Bool {
        entries.contains { $0.name == "Package.swift" && $0.kind == .file }
    }

    /// Whether a `Package.swift` with these bytes declares an app product (`.iOSApplication(…)`,
    /// `.macOSApplication(…)`, from `AppleProductTypes`) rather than libraries.
    static func declaresApp(_ manifest: [UInt8]) -> Bool {
        let text = manifest[...]
        return appMarkers.contains { text.containsLiterally($0) }
    }

    private static let appMarkers = [".iOSApplication(", ".macOSApplication(", "import AppleProductTypes"].map {
        Array($0.utf8)
    }

    /// The top of the repository holding `directory` (absolute): the nearest
    /// directory at or above it with a `.git` (a directory, or a file in a
    /// linked worktree or submodule). A `.git` counts only when its owner is
    /// trusted (tiplint's user, root, or the owner of `directory`), and the
    /// search stops at a directory owned by someone else or writable by
    /// everyone (`/tmp`): a `.git` planted there does not turn the linted
    /// directory into part of a stranger's repository. Nil outside one.
    static func repositoryRoot(containing directory: String) -> String? {
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

    /// Who owns `path` (not following a link), and whether others may write in it.
    private static func owner(of path: String) -> (uid: uid_t, writableByOthers: Bool)? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return (status.st_uid, status.st_mode & S_IWOTH != 0)
    }
}
