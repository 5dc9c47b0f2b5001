/// Which Swift files are analysed and whose findings are reported. A PATH
/// inside a project (a file, or a directory below the project's top) narrows
/// the report, not the analysis: its whole project (the directory of the
/// configuration in use, else its repository, else the PATH itself) is
/// analysed, so cross-file rules and the plan see everything.
public struct AnalysisScope: Sendable {
    public var swiftFiles: [ResolvedPath] = []
    /// Markdown found on the way, for plan discovery.
    var markdownFiles: [ResolvedPath] = []
    /// Xcode build settings found on the way (`.pbxproj`, `.xcconfig`).
    var buildSettingFiles: [ResolvedPath] = []
    /// The `Localizable` strings tables found on the way.
    var stringsTableFiles: [ResolvedPath] = []
    /// Directories inside a PATH that could not be listed.
    var unreadableDirectories: [FileDiscovery.UnreadableDirectory] = []
    /// Nested repositories and build or dependency folders below the PATHs, not linted.
    var skippedProjects: [ProjectBoundary.Skipped] = []
    /// Local packages below the PATHs: analysed with the app, each a module of its own.
    var packageRoots: [ResolvedPath] = []
    /// Those local packages that are apps: each analysed as a program of its own (`ProgramSplit`).
    var appPackageRoots: [ResolvedPath] = []
    /// Swift files found below an Xcode project that no project of the tree builds (`XcodeProjectMembership`):
    /// not analysed.
    var unbuiltFiles: [ResolvedPath] = []
    /// The directories walked, absolute: the project tree `--fix` may write in, and
    /// what `report --history` walks at each commit.
    public private(set) var roots: [String] = []
    private var reportedDirectories: [String] = []
    private var reportedFiles: Set<String> = []
    private var reportsEverything = true

    init(
        _ targets: Targets, discovery: FileDiscovery, configurationDirectory: String?,
        workingDirectory: String
    ) throws(CommandError) {
        func project(containing directory: String) -> ResolvedPath {
            let project = Self.project(
                containing: directory, configurationDirectory: configurationDirectory, tree: discovery.tree)
            return ResolvedPath(absolute: project, display: PathText.display(project, from: workingDirectory))
        }
        // A directory is walked itself (it may lie where its project's walk does not enter), and its project.
        var walked: [ResolvedPath] = targets.directories
        let enclosing = targets.directories.map { project(containing: $0.absolute) }
        // Plans are looked for under the PATHs (and, by plan discovery, the project's plan folders), not
        // in every directory of an enclosing project.
        var markdownRoots = Set(targets.directories.map(\.absolute))
        walked += enclosing
        reportsEverything = zip(targets.directories, enclosing).allSatisfy { $0.absolute == $1.absolute }
        if !targets.files.isEmpty {
            reportsEverything = false
            let projects = targets.files.map { project(containing: PathText.parent($0.absolute)) }
            markdownRoots.formUnion(projects.map(\.absolute))
            walked += projects
            for (file, project) in zip(targets.files, projects)
            where !discovery.isExcluded(file.absolute, below: project.absolute) {
                reportedFiles.insert(file.absolute)
                swiftFiles.append(file)
            }
        }
        if !reportsEverything { reportedDirectories = targets.directories.map(\.absolute) }
        // Each directory is walked once. One inside another is walked on its
        // own too: it may lie in a project the outer walk does not enter.
        var seen = Set<String>()
        let roots = walked.filter { seen.insert($0.absolute).inserted }
        self.roots = roots.map(\.absolute)
        for root in roots {
            let found = try discovery.files(
                under: root,
                walkedOnTheirOwn: Self.walkedOnTheirOwn(
                    below: root.absolute, roots: self.roots, markdownRoots: markdownRoots, discovery: discovery))
            swiftFiles += found.swiftFiles
            if markdownRoots.contains(root.absolute) { markdownFiles += found.markdownFiles }
            buildSettingFiles += found.buildSettingFiles
            stringsTableFiles += found.stringsTableFiles
            unreadableDirectories += found.unreadableDirectories
            skippedProjects += found.skippedProjects
            packageRoots += found.packageRoots
            appPackageRoots += found.appPackageRoots
        }
        // A skipped project that a PATH names, or lies in, was linted after all.
        skippedProjects = skippedProjects.filter { skipped in
            !roots.contains {
                $0.absolute == skipped.path.absolute || PathText.relative($0.absolute, to: skipped.path.absolute) != nil
            }
        }
        // One walked directory alone is already sorted and without repeats.
        if roots.count > 1 || !targets.files.isEmpty {
            var unique = Set<String>()
            swiftFiles = swiftFiles.filter { unique.insert($0.absolute).inserted }.sorted { $0.display < $1.display }
            unique = []
            markdownFiles = markdownFiles.filter { unique.insert($0.absolute).inserted }.sorted {
                $0.display < $1.display
            }
            unique = []
            buildSettingFiles = buildSettingFiles.filter { unique.insert($0.absolute).inserted }
                .sorted { $0.display < $1.display }
            unique = []
            stringsTableFiles = stringsTableFiles.filter { unique.insert($0.absolute).inserted }
                .sorted { $0.display < $1.display }
            unique = []
            skippedProjects = skippedProjects.filter { unique.insert($0.path.absolute).inserted }
                .sorted { $0.path.display < $1.path.display }
            unique = []
            packageRoots = packageRoots.filter { unique.insert($0.absolute).inserted }.sorted {
                $0.display < $1.display
            }
            unique = []
            appPackageRoots = appPackageRoots.filter { unique.insert($0.absolute).inserted }.sorted {
                $0.display < $1.display
            }
        }
        // A file named as a PATH is analysed whatever the projects say.
        let named = Set(targets.files.map(\.absolute))
        unbuiltFiles = XcodeProjectMembership.unbuilt(
            swiftFiles.filter { !named.contains($0.absolute) },
            projects: buildSettingFiles.filter { $0.absolute.hasSuffix(".xcodeproj/project.pbxproj") }.compactMap {
                discovery.tree.read($0.absolute, limit: FileReader.settingsLimit, followsLinks: false).bytes
                    .flatMap { [path = $0.absolute] in XcodeProjectMembership(path: path, bytes: $0) }
            },
            packageRoots: packageRoots)
        if !unbuiltFiles.isEmpty {
            let unbuilt = Set(unbuiltFiles.map(\.absolute))
            swiftFiles.removeAll { unbuilt.contains($0.absolute) }
        }
    }

    /// The other roots below `root` that the walk of `root` leaves to their own walks (185 package
    /// roots named inside one tree were each listed twice). Each of these finds all that the walk of
    /// `root` would below it: it reads the same ignore files, from the same repository root, or
    /// outside a repository fewer of them (the deepest decides, so fewer ignore no more); it
    /// enters what `root`'s walk skips; and it keeps its own Markdown when `root`'s is kept.
    private static func walkedOnTheirOwn(
        below root: String, roots: [String], markdownRoots: Set<String>, discovery: FileDiscovery
    ) -> Set<String> {
        func inRepository(_ directory: String) -> Bool {
            guard let repository = discovery.repositoryRoot else { return false }
            return directory == repository || PathText.isInside(directory, repository)
        }
        let keepsMarkdown = markdownRoots.contains(root)
        return Set(
            roots.filter { other in
                PathText.isInside(other, root) && inRepository(other) == inRepository(root)
                    && (!keepsMarkdown || markdownRoots.contains(other))
            })
    }

    /// The project a PATH's directory belongs to: the directory of the
    /// configuration in use when that holds it and lies within its
    /// repository, else that repository; outside one, the directory itself.
    private static func project(
        containing directory: String, configurationDirectory: String?, tree: any SourceTree
    ) -> String {
        let project = tree.lookupRepositoryRoot(containing: directory) ?? directory
        guard let configurationDirectory,
            directory == configurationDirectory || PathText.relative(directory, to: configurationDirectory) != nil,
            configurationDirectory == project || PathText.relative(configurationDirectory, to: project) != nil
        else { return project }
        return configurationDirectory
    }

    /// The stderr line naming what below the PATHs was not linted, and why
    /// (`skipped 1 nested repository: Deps/Kit (another project; name it as a
    /// PATH to lint it); 1 dependency folder: Pods`), or nil.
    var skippedSummary: String? {
        guard !skippedProjects.isEmpty || !unbuiltFiles.isEmpty else { return nil }
        let groups: [(ProjectBoundary.Kind, String, String, String)] = [
            (
                .repository, "nested repository", "nested repositories",
                " (another project; name it as a PATH to lint it)"
            ),
            (.dependencies, "build or dependency folder", "build and dependency folders", ""),
        ]
        let lists =
            groups.map { kind, one, many, why in
                (skippedProjects.filter { $0.kind == kind }.map(\.path.display), one, many, why)
            }
            + [
                (
                    unbuiltFiles.map(\.display), "Swift file no Xcode project builds",
                    "Swift files no Xcode project builds", " (in no group of the .xcodeproj: a stale copy?)"
                )
            ]
        let parts = lists.compactMap { paths, one, many, why -> String? in
            guard !paths.isEmpty else { return nil }
            let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
            return "\(paths.count) \(paths.count == 1 ? one : many): \(shown)\(why)"
        }
        return "skipped " + parts.joined(separator: "; ")
    }

    /// The first of `directories` that holds none of the Swift files found, or nil.
    func directoryWithoutSwiftFiles(_ directories: [ResolvedPath]) -> ResolvedPath? {
        // A few directories are looked for among the files, each found at its first file (a
        // directory named alone holds the first); many are looked up among every file's directories.
        if directories.count <= 8 {
            return directories.first { directory in
                !swiftFiles.contains { PathText.isInside($0.absolute, directory.absolute) }
            }
        }
        let holding = Self.directoriesHolding(swiftFiles.map(\.absolute))
        return directories.first { !holding.contains(PathBytes(Array($0.absolute.utf8))) }
    }

    /// A path's bytes as a set member, hashed in one call rather than a byte at a time.
    private struct PathBytes: Hashable {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }

    /// Every `base` that `PathText.isInside(path, base)` holds for one of `paths`, as bytes: each
    /// path's text before one of its `/`s that has something after it, and `/`. Found once for
    /// all the files instead of testing every file against every directory (185 package roots
    /// of 15,000 files were 12% of a run).
    private static func directoriesHolding(_ paths: [String]) -> Set<PathBytes> {
        var holding = Set<PathBytes>()
        if paths.contains(where: { $0 != "/" }) { holding.insert(PathBytes(Array("/".utf8))) }
        for path in paths {
            let bytes = Array(path.utf8)
            var end = bytes.count - 1
            // From the innermost directory out: once one is known, so are those above it.
            while end > 0 {
                end -= 1
                guard bytes[end] == UInt8(ascii: "/") else { continue }
                if !holding.insert(PathBytes(Array(bytes[..<end]))).inserted { break }
            }
        }
        return holding
    }

    /// Whether findings in the file at `absolutePath` are reported.
    func reports(_ absolutePath: String) -> Bool {
        if reportsEverything || reportedFiles.contains(absolutePath) { return true }
        return reportedDirectories.contains { PathText.isInside(absolutePath, $0) }
    }
}
