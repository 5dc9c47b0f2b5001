/// The programs one run analyses. A local package whose manifest declares an app
/// (`ProjectBoundary.declaresApp`: a Swift Playgrounds `.swiftpm` copy beside the Xcode app,
/// practice apps kept in one repository) is a program of its own, analysed in the same run but
/// never merged with the code around it: theSalted/Organize holds one app twice, and merged, each
/// tip "collided" with its copy and one app's displays were credited to the other's tips. Every
/// Swift file, build settings file, strings table, package, unreadable directory and plan belongs
/// to the innermost app package holding it, else to the enclosing project; what belongs to no
/// program holding Swift files goes to the main one. The run is split only when two programs hold
/// Swift files: an app package alone in its repository is analysed as before, with every plan.
struct ProgramSplit: Sendable {
    /// What one program's analysis reads.
    struct Program: Sendable {
        /// The app package's directory; nil for the enclosing project (or the whole run, unsplit).
        var root: ResolvedPath?
        var swiftFiles: [ResolvedPath] = []
        var buildSettingFiles: [ResolvedPath] = []
        var stringsTableFiles: [ResolvedPath] = []
        var packageRoots: [ResolvedPath] = []
        var unreadableDirectories: [FileDiscovery.UnreadableDirectory] = []
        var plans: [ResolvedPath] = []
    }

    /// The main program first (the one holding the first PATH, else the first holding Swift
    /// files: the enclosing project, then the app packages by path), then the others.
    private(set) var programs: [Program]
    /// The app packages' directories (absolute) that are programs of their own; empty unsplit.
    private let appRoots: Set<String>

    init(_ scope: AnalysisScope, plans: [ResolvedPath], anchorDirectory: String) {
        let candidates = Set(scope.appPackageRoots.map(\.absolute))
        func owner(_ path: String) -> String? { Self.innermost(of: path, in: candidates) }
        var holding: Set<String?> = []
        for file in scope.swiftFiles { holding.insert(owner(file.absolute)) }
        guard holding.count > 1 else {
            programs = [
                Program(
                    swiftFiles: scope.swiftFiles, buildSettingFiles: scope.buildSettingFiles,
                    stringsTableFiles: scope.stringsTableFiles, packageRoots: scope.packageRoots,
                    unreadableDirectories: scope.unreadableDirectories, plans: plans)
            ]
            appRoots = []
            return
        }
        var ordered = holding.contains(nil) ? [Program()] : []
        ordered += scope.appPackageRoots.filter { holding.contains($0.absolute) }.map { Program(root: $0) }
        let anchor = owner(anchorDirectory)
        if let main = ordered.firstIndex(where: { $0.root?.absolute == anchor }), main > 0 {
            ordered.insert(ordered.remove(at: main), at: 0)
        }
        let index = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1.root?.absolute, $0) })
        func program(_ path: String) -> Int { index[owner(path)] ?? 0 }
        for file in scope.swiftFiles { ordered[program(file.absolute)].swiftFiles.append(file) }
        for file in scope.buildSettingFiles { ordered[program(file.absolute)].buildSettingFiles.append(file) }
        for file in scope.stringsTableFiles { ordered[program(file.absolute)].stringsTableFiles.append(file) }
        for root in scope.packageRoots { ordered[program(root.absolute)].packageRoots.append(root) }
        for directory in scope.unreadableDirectories {
            ordered[program(directory.path.absolute)].unreadableDirectories.append(directory)
        }
        for plan in plans { ordered[program(plan.absolute)].plans.append(plan) }
        programs = ordered
        appRoots = Set(ordered.compactMap { $0.root?.absolute })
    }

    /// The directory of the app package whose program reads the file at `absolutePath`; nil for
    /// the enclosing project, and for every file when the run is not split.
    func programRoot(of absolutePath: String) -> String? {
        Self.innermost(of: absolutePath, in: appRoots)
    }

    /// The stderr line naming the app packages analysed as apps of their own, or nil unsplit.
    var summary: String? {
        let roots = programs.compactMap { $0.root?.display }.sorted()
        guard !roots.isEmpty else { return nil }
        let shown = roots.prefix(3).joined(separator: ", ") + (roots.count > 3 ? ", …" : "")
        return roots.count == 1
            ? "apps: \(shown) analysed as an app of its own (its Package.swift declares an app)"
            : "apps: \(roots.count) app packages analysed each as an app of its own "
                + "(their Package.swift declare apps): \(shown)"
    }

    /// The innermost of `roots` that is `path` or holds it, or nil: found by walking up from
    /// `path`, not by testing every root.
    private static func innermost(of path: String, in roots: Set<String>) -> String? {
        guard !roots.isEmpty else { return nil }
        var directory = path
        while true {
            if roots.contains(directory) { return directory }
            guard directory != "/", directory.contains("/") else { return nil }
            directory = PathText.parent(directory)
        }
    }
}
