/// A path as tiplint reads it (absolute) and shows it (relative to the
/// current directory).
public struct ResolvedPath: Hashable, Sendable {
    public var absolute: String
    var display: String
}

extension ResolvedPath {
    /// Resolves a path the user typed, against the physical current directory.
    init(_ path: String, in workingDirectory: String) {
        absolute = PathText.absolute(path, in: workingDirectory)
        display = PathText.display(absolute, from: workingDirectory)
        // A path spelt through a symbolic link to somewhere inside the current
        // directory (/tmp vs /private/tmp) is still shown relative to it.
        if display.hasPrefix(".."), let real = FileSystem.realPath(absolute),
            real == workingDirectory || PathText.relative(real, to: workingDirectory) != nil
        {
            absolute = real
            display = PathText.display(real, from: workingDirectory)
        }
    }

    func appending(_ name: String) -> ResolvedPath {
        ResolvedPath(absolute: PathText.join(absolute, name), display: PathText.join(display, name))
    }
}

/// Finds the files tiplint reads under a directory of a `SourceTree`: Swift
/// files, Markdown files for plan discovery, and Xcode build settings
/// (`.pbxproj`, `.xcconfig`) for the compiler features they turn on. Skips
/// hidden directories, build and dependency directories, nested repositories
/// (`ProjectBoundary`), what `.gitignore` files ignore (read from the
/// repository root down) and the exclude globs; walks into local packages and
/// notes their roots (each is a module) and which of them are apps (each a
/// program of its own, `ProgramSplit`). Never follows a symbolic link.
struct FileDiscovery: Sendable {
    static let skippedDirectories: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", "SourcePackages", "checkouts", "vendor", "node_modules",
    ]

    struct Found: Equatable, Sendable {
        var swiftFiles: [ResolvedPath] = []
        var markdownFiles: [ResolvedPath] = []
        /// `project.pbxproj` and `.xcconfig` files.
        var buildSettingFiles: [ResolvedPath] = []
        /// `Localizable.strings` and `Localizable.xcstrings`: the texts tip copy looks up.
        var stringsTableFiles: [ResolvedPath] = []
        /// Directories below the one asked for that could not be listed: the
        /// walk goes on without them, and the run reports them.
        var unreadableDirectories: [UnreadableDirectory] = []
        /// Nested repositories and build or dependency folders below the one asked for, sorted.
        var skippedProjects: [ProjectBoundary.Skipped] = []
        /// Local packages below the one asked for (directories with a `Package.swift`), sorted.
        var packageRoots: [ResolvedPath] = []
        /// Those of `packageRoots` whose manifest declares an app (`ProjectBoundary.declaresApp`), sorted.
        var appPackageRoots: [ResolvedPath] = []
    }

    struct UnreadableDirectory: Equatable, Sendable {
        var path: ResolvedPath
        /// The system's reason (`Permission denied`).
        var reason: String
    }

    /// Absolute; nil outside a repository (then `.gitignore` files are read
    /// from each walked directory down).
    var repositoryRoot: String?
    /// `--exclude` globs and the config's `exclude`, each list with its base.
    var excludes: [IgnoreList] = []
    /// What is walked: the files on disk, or a version git holds.
    var tree: any SourceTree = WorkingTree()

    /// Whether an exclude glob skips `path`.
    func isExcluded(_ absolutePath: String, isDirectory: Bool) -> Bool {
        excludes.contains { $0.decision(for: absolutePath, isDirectory: isDirectory) == true }
    }

    /// Whether an exclude glob skips the file at `absolutePath` or one of
    /// its directories below `top`: a file named on the command line is
    /// skipped as it would be when walking.
    func isExcluded(_ absolutePath: String, below top: String) -> Bool {
        if isExcluded(absolutePath, isDirectory: false) { return true }
        var directory = PathText.parent(absolutePath)
        while PathText.relative(directory, to: top) != nil {
            if isExcluded(directory, isDirectory: true) { return true }
            directory = PathText.parent(directory)
        }
        return false
    }

    /// Files under `directory`, each list sorted by displayed path. The
    /// directory itself is never skipped: it was asked for, and an error when
    /// it cannot be listed.
    ///
    /// The tree is listed a level at a time, the directories of each level
    /// in parallel: on a large project discovery is otherwise the one serial
    /// part of a run.
    ///
    /// A directory in `walkedOnTheirOwn` (absolute) is the top of another walk of the same run that
    /// finds all this one would below it: it is listed only for what it is (a nested repository, a
    /// package), not entered.
    func files(under directory: ResolvedPath, walkedOnTheirOwn: Set<String> = []) throws(CommandError) -> Found {
        var found = Found()
        // The top's own .gitignore is already among the initial ignores.
        var level = [Pending(directory: directory, ignores: initialIgnores(for: directory.absolute), isTop: true)]
        while !level.isEmpty {
            let listings = ParallelMap.map(level, jobs: 0) { pending in list(pending, walkedOnTheirOwn) }
            level = []
            for listing in listings {
                if let failure = listing.failure {
                    guard !failure.isTop else {
                        throw .failure("\(failure.directory.display): cannot read directory: \(failure.reason)")
                    }
                    found.unreadableDirectories.append(
                        UnreadableDirectory(path: failure.directory, reason: failure.reason))
                }
                found.swiftFiles += listing.swiftFiles
                found.markdownFiles += listing.markdownFiles
                found.buildSettingFiles += listing.buildSettingFiles
                found.stringsTableFiles += listing.stringsTableFiles
                found.skippedProjects += listing.skipped
                found.packageRoots += listing.packageRoot.map { [$0] } ?? []
                if listing.isAppPackage, let root = listing.packageRoot { found.appPackageRoots.append(root) }
                level += listing.subdirectories
            }
        }
        found.swiftFiles.sort { $0.display < $1.display }
        found.markdownFiles.sort { $0.display < $1.display }
        found.buildSettingFiles.sort { $0.display < $1.display }
        found.stringsTableFiles.sort { $0.display < $1.display }
        found.skippedProjects.sort { $0.path.display < $1.path.display }
        found.packageRoots.sort { $0.display < $1.display }
        found.appPackageRoots.sort { $0.display < $1.display }
        return found
    }

    /// A directory still to list, with the ignore files that apply above it.
    private struct Pending: Sendable {
        var directory: ResolvedPath
        var ignores: IgnoreStack
        var isTop = false
    }

    /// What listing one directory gave.
    private struct Listing: Sendable {
        var swiftFiles: [ResolvedPath] = []
        var markdownFiles: [ResolvedPath] = []
        var buildSettingFiles: [ResolvedPath] = []
        var stringsTableFiles: [ResolvedPath] = []
        var subdirectories: [Pending] = []
        var failure: (directory: ResolvedPath, reason: String, isTop: Bool)?
        var skipped: [ProjectBoundary.Skipped] = []
        var packageRoot: ResolvedPath?
        var isAppPackage = false
    }

    private func list(_ pending: Pending, _ walkedOnTheirOwn: Set<String>) -> Listing {
        var listing = Listing()
        let entries: [FileSystem.Entry]
        do {
            entries = try tree.entries(of: pending.directory.absolute)
        } catch {
            listing.failure = (pending.directory, error.reason, pending.isTop)
            return listing
        }
        if !pending.isTop {
            if ProjectBoundary.isRepository(entries) {
                listing.skipped = [ProjectBoundary.Skipped(path: pending.directory, kind: .repository)]
                return listing
            }
            if ProjectBoundary.isPackage(entries) {
                listing.packageRoot = pending.directory
                let manifest = PathText.join(pending.directory.absolute, "Package.swift")
                listing.isAppPackage =
                    tree.read(manifest, limit: FileReader.settingsLimit, followsLinks: false).bytes.map(
                        ProjectBoundary.declaresApp) ?? false
            }
            if walkedOnTheirOwn.contains(pending.directory.absolute) { return listing }
        }
        var ignores = pending.ignores
        if !pending.isTop, entries.contains(where: { $0.name == ".gitignore" && $0.kind == .file }) {
            ignores = ignores.pushing(gitignore(in: pending.directory.absolute))
        }
        for entry in entries {
            switch entry.kind {
            case .directory:
                if entry.name.hasPrefix(".") { continue }
                let path = pending.directory.appending(entry.name)
                if Self.skippedDirectories.contains(entry.name) {
                    listing.skipped.append(ProjectBoundary.Skipped(path: path, kind: .dependencies))
                    continue
                }
                if ignores.isIgnored(path.absolute, isDirectory: true) || isExcluded(path.absolute, isDirectory: true) {
                    continue
                }
                listing.subdirectories.append(Pending(directory: path, ignores: ignores))
            case .file:
                let isSwift = PathText.hasASCIISuffix(entry.name, ".swift")
                let isBuildSettings =
                    !isSwift
                    && (PathText.hasASCIISuffix(entry.name, ".pbxproj")
                        || PathText.hasASCIISuffix(entry.name, ".xcconfig"))
                let isStringsTable = entry.name == "Localizable.strings" || entry.name == "Localizable.xcstrings"
                guard
                    isSwift || isBuildSettings || isStringsTable || PathText.hasASCIISuffix(entry.name, ".md")
                        || PathText.hasASCIISuffix(entry.name, ".markdown")
                else {
                    continue
                }
                let path = pending.directory.appending(entry.name)
                if ignores.isIgnored(path.absolute, isDirectory: false) || isExcluded(path.absolute, isDirectory: false)
                {
                    continue
                }
                if isSwift {
                    listing.swiftFiles.append(path)
                } else if isBuildSettings {
                    listing.buildSettingFiles.append(path)
                } else if isStringsTable {
                    listing.stringsTableFiles.append(path)
                } else {
                    listing.markdownFiles.append(path)
                }
            case .symbolicLink, .other:
                continue
            }
        }
        return listing
    }

    /// The ignore files that apply inside `directory`: the repository's
    /// `.git/info/exclude`, then each `.gitignore` from the repository root
    /// (or, outside a repository, from `directory`) down to `directory`.
    private func initialIgnores(for directory: String) -> IgnoreStack {
        var stack = IgnoreStack()
        var top = directory
        if let root = repositoryRoot, root == directory || PathText.relative(directory, to: root) != nil {
            top = root
            let infoExclude = PathText.join(root, ".git/info/exclude")
            if let contents = tree.lookupSettings(infoExclude, followsLinks: false).bytes {
                stack = stack.pushing(IgnoreList(base: root, contents: contents))
            }
        }
        var chain = [directory]
        while chain.last! != top { chain.append(PathText.parent(chain.last!)) }
        for path in chain.reversed() { stack = stack.pushing(gitignore(in: path)) }
        return stack
    }

    /// A `.gitignore` that is not a regular file is not read (git does not
    /// follow a symbolic one either).
    private func gitignore(in directory: String) -> IgnoreList? {
        let path = PathText.join(directory, ".gitignore")
        guard let contents = tree.read(path, limit: FileReader.settingsLimit, followsLinks: false).bytes else {
            return nil
        }
        return IgnoreList(base: directory, contents: contents)
    }
}
