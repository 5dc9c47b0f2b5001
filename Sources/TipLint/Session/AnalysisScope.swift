/// Which Swift files are analysed and whose findings are reported. A PATH
/// that is a file narrows the report, not the analysis: its whole project
/// (the directory of the configuration in use, else its repository, else its
/// directory) is analysed, so cross-file rules see everything.
public struct AnalysisScope: Sendable {
    public var swiftFiles: [ResolvedPath] = []
    /// Markdown found on the way, for plan discovery.
    public var markdownFiles: [ResolvedPath] = []
    /// Xcode build settings found on the way (`.pbxproj`, `.xcconfig`).
    public var buildSettingFiles: [ResolvedPath] = []
    /// Directories inside a PATH that could not be listed.
    public var unreadableDirectories: [FileDiscovery.UnreadableDirectory] = []
    /// Other projects below the PATHs, not linted.
    public var skippedProjects: [ProjectBoundary.Skipped] = []
    /// The directories walked, absolute: the project tree `--fix` may write in, and
    /// what `report --history` walks at each commit.
    public private(set) var roots: [String] = []
    private var reportedDirectories: [String] = []
    private var reportedFiles: Set<String> = []
    private var reportsEverything = true

    public init(
        _ targets: Targets, discovery: FileDiscovery, configurationDirectory: String?,
        workingDirectory: String
    ) throws(CommandError) {
        var walked: [ResolvedPath] = targets.directories
        if !targets.files.isEmpty {
            reportsEverything = false
            reportedDirectories = targets.directories.map(\.absolute)
            let projects = targets.files.map { file in
                let project = Self.project(of: file.absolute, configurationDirectory: configurationDirectory)
                return ResolvedPath(absolute: project, display: PathText.display(project, from: workingDirectory))
            }
            walked += projects
            for (file, project) in zip(targets.files, projects)
            where !discovery.isExcluded(file.absolute, below: project.absolute) {
                reportedFiles.insert(file.absolute)
                swiftFiles.append(file)
            }
        }
        // Each directory is walked once. One inside another is walked on its
        // own too: it may lie in a project the outer walk does not enter.
        var seen = Set<String>()
        let roots = walked.filter { seen.insert($0.absolute).inserted }
        self.roots = roots.map(\.absolute)
        for root in roots {
            let found = try discovery.files(under: root)
            swiftFiles += found.swiftFiles
            markdownFiles += found.markdownFiles
            buildSettingFiles += found.buildSettingFiles
            unreadableDirectories += found.unreadableDirectories
            skippedProjects += found.skippedProjects
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
            skippedProjects = skippedProjects.filter { unique.insert($0.path.absolute).inserted }
                .sorted { $0.path.display < $1.path.display }
        }
    }

    /// The project a Swift file named as a PATH belongs to: the directory of
    /// the configuration in use when that holds the file and lies within the
    /// file's own project (`ProjectBoundary.projectRoot`), else that project.
    private static func project(of file: String, configurationDirectory: String?) -> String {
        let directory = PathText.parent(file)
        let project = ProjectBoundary.projectRoot(
            containing: directory,
            repositoryRoot: ProjectBoundary.repositoryRoot(containing: directory))
        guard let configurationDirectory, PathText.relative(file, to: configurationDirectory) != nil,
            configurationDirectory == project || PathText.relative(configurationDirectory, to: project) != nil
        else { return project }
        return configurationDirectory
    }

    /// The stderr line naming the projects below the PATHs that were not
    /// linted (`skipped 2 nested packages: tools/tiplint, Vendor/Kit`), or nil.
    public var skippedSummary: String? {
        guard !skippedProjects.isEmpty else { return nil }
        let groups: [(ProjectBoundary.Kind, String, String)] = [
            (.package, "nested package", "nested packages"), (.repository, "nested repository", "nested repositories"),
        ]
        let parts = groups.compactMap { kind, one, many -> String? in
            let paths = skippedProjects.filter { $0.kind == kind }.map(\.path.display)
            guard !paths.isEmpty else { return nil }
            let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
            return "\(paths.count) \(paths.count == 1 ? one : many): \(shown)"
        }
        return "skipped " + parts.joined(separator: "; ") + " (name one as a PATH to lint it)"
    }

    /// The first of `directories` that holds none of the Swift files found, or nil.
    public func directoryWithoutSwiftFiles(_ directories: [ResolvedPath]) -> ResolvedPath? {
        directories.first { directory in
            !swiftFiles.contains { PathText.relative($0.absolute, to: directory.absolute) != nil }
        }
    }

    /// Whether findings in the file at `absolutePath` are reported.
    public func reports(_ absolutePath: String) -> Bool {
        if reportsEverything || reportedFiles.contains(absolutePath) { return true }
        return reportedDirectories.contains { PathText.relative(absolutePath, to: $0) != nil }
    }
}
