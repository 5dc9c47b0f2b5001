import TipLint

/// One git repository, found from a directory inside its work tree and
/// asked only through `GitProcess` (nothing the repository configures runs).
/// The pieces a command needs to read a project as it is in the index or at
/// a commit, without a checkout: the file listings, renames, and the blobs
/// through one `GitBlobReader`.
public struct GitRepository: Sendable, Equatable {
    /// The top of the work tree: absolute, physical.
    public var root: String
    /// The git directory (`.git`, or `.git/worktrees/NAME` in a linked worktree): absolute.
    var gitDirectory: String
    /// What git runs with (see `GitProcess.environment`).
    var environment: [String: String]

    /// A file in a listing of the index or of a commit's tree.
    public struct Entry: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case file, symbolicLink, submodule }
        /// Relative to the repository root, `/`-separated.
        public var path: String
        public var kind: Kind
        /// The blob (or, for a submodule, the commit) id.
        public var object: String
    }

    /// The repository whose work tree holds `directory` (absolute).
    /// `callerEnvironment` is tiplint's own: its `GIT_INDEX_FILE` (a hook
    /// committing only some files stages them in a temporary index) is kept
    /// for the repository it belongs to, the one `GIT_DIR` names, or without
    /// `GIT_DIR` the one holding `workingDirectory`, and for no other.
    public static func containing(
        _ directory: String, callerEnvironment: [String: String],
        workingDirectory: String
    ) throws(GitError) -> GitRepository {
        var environment = GitProcess.environment()
        let output = GitProcess.split(
            try GitProcess.run(
                ["rev-parse", "--show-toplevel", "--absolute-git-dir"], in: directory,
                environment: environment),
            at: 0x0A)
        guard output.count == 2, !output[0].isEmpty else {
            throw GitError(message: "\(directory) is not in a git work tree")
        }
        let root = FileSystem.realPath(output[0]) ?? output[0]
        let gitDirectory = FileSystem.realPath(output[1]) ?? output[1]
        if let index = callerEnvironment["GIT_INDEX_FILE"], !index.isEmpty {
            let owner: Bool
            if let callerGitDirectory = callerEnvironment["GIT_DIR"], !callerGitDirectory.isEmpty {
                let absolute = PathText.absolute(callerGitDirectory, in: workingDirectory)
                owner = (FileSystem.realPath(absolute) ?? absolute) == gitDirectory
            } else {
                owner = workingDirectory == root || PathText.relative(workingDirectory, to: root) != nil
            }
            if owner { environment["GIT_INDEX_FILE"] = PathText.absolute(index, in: workingDirectory) }
        }
        return GitRepository(root: root, gitDirectory: gitDirectory, environment: environment)
    }

    /// Runs git at the repository root; its standard output.
    public func run(_ arguments: [String]) throws(GitError) -> [UInt8] {
        try GitProcess.run(arguments, in: root, environment: environment)
    }

    /// The commit `revision` names, or nil when it names none.
    public func commit(_ revision: String) -> String? {
        guard !revision.hasPrefix("-"),
            let output = try? run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        else { return nil }
        return GitProcess.split(output, at: 0x0A).first
    }

    /// The tree of the empty commit: what `--staged` compares with before the first commit.
    public func emptyTree() throws(GitError) -> String {
        guard let tree = GitProcess.split(try run(["hash-object", "-t", "tree", "/dev/null"]), at: 0x0A).first else {
            throw GitError(message: "git hash-object gave no tree id")
        }
        return tree
    }

    /// The files staged in the index (merged entries only: a path in the
    /// middle of a conflict is left out).
    public func indexEntries() throws(GitError) -> [Entry] {
        // <mode> SP <object> SP <stage> TAB <path>
        GitProcess.split(try run(["ls-files", "--stage", "-z", "--full-name"])).compactMap { record in
            guard let tab = record.firstIndex(of: "\t") else { return nil }
            let fields = record[..<tab].split(separator: " ")
            guard fields.count == 3, fields[2] == "0" else { return nil }
            return Self.entry(mode: fields[0], object: fields[1], path: String(record[record.index(after: tab)...]))
        }
    }

    /// The files of the tree of `treeish` (a commit id or a tree id).
    public func treeEntries(_ treeish: String) throws(GitError) -> [Entry] {
        // <mode> SP <type> SP <object> TAB <path>
        GitProcess.split(try run(["ls-tree", "-r", "-z", "--full-tree", treeish])).compactMap { record in
            guard let tab = record.firstIndex(of: "\t") else { return nil }
            let fields = record[..<tab].split(separator: " ")
            guard fields.count == 3 else { return nil }
            return Self.entry(mode: fields[0], object: fields[2], path: String(record[record.index(after: tab)...]))
        }
    }

    private static func entry(mode: Substring, object: Substring, path: String) -> Entry? {
        let kind: Entry.Kind
        switch mode {
        case "100644", "100755": kind = .file
        case "120000": kind = .symbolicLink
        case "160000": kind = .submodule
        default: return nil
        }
        return Entry(path: path, kind: kind, object: String(object))
    }

    /// Files renamed between `treeish` and the index, as git detects them
    /// (`-M`, similar content too): old path to new path, relative to the root.
    public func renamesToIndex(from treeish: String) throws(GitError) -> [String: String] {
        let fields = GitProcess.split(
            try run([
                "diff-index", "--cached", "-M", "-z", "--name-status",
                "--no-ext-diff", "--no-textconv", treeish, "--",
            ]))
        var renames: [String: String] = [:]
        var index = 0
        while index < fields.count {
            let status = fields[index]
            if status.hasPrefix("R") || status.hasPrefix("C") {
                guard index + 2 < fields.count else { break }
                if status.hasPrefix("R") { renames[fields[index + 1]] = fields[index + 2] }
                index += 3
            } else {
                index += 2
            }
        }
        return renames
    }

    /// The files the index changes compared with `HEAD` (before the first
    /// commit: every file staged), relative to the root.
    public func pathsChangedInIndex() throws(GitError) -> [String] {
        let base: String
        if let head = commit("HEAD") { base = head } else { base = try emptyTree() }
        return GitProcess.split(
            try run(["diff-index", "--cached", "--name-only", "-z", "--no-ext-diff", "--no-textconv", base, "--"]))
    }

    /// A reader of this repository's blobs: one `git cat-file --batch` for all of them.
    public func blobReader() throws(GitError) -> GitBlobReader {
        try GitBlobReader(repository: self)
    }
}
