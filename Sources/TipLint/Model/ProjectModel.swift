/// The merged model of the whole project.
struct ProjectModel: Sendable {
    var files: [FileFacts]
    var unreadable: [(path: String, reason: String)] = []
    /// Directories inside the project that could not be listed (path, reason).
    var unreadableDirectories: [(path: String, reason: String)] = []
    /// Every way a TipKit setup call runs: where written, or from the calls of the helpers
    /// holding it (see `SetupCallResolution`, the last merge pass).
    var setupRuns: [SetupRun] = []
    /// Compiler features the project's Xcode build settings turn on.
    var buildSettingFeatures: [EnabledFeature] = []
    /// The app and its local packages, each a module.
    var modules = LocalModules()

    var tips: [TipDeclaration] { files.flatMap(\.tips) }
    var events: [EventDeclaration] { files.flatMap(\.events) }
    var parameters: [ParameterDeclaration] { files.flatMap(\.parameters) }
    var parameterAssignments: [ParameterAssignment] { files.flatMap(\.parameterAssignments) }
    var ruleReferences: [RuleReference] { files.flatMap(\.ruleReferences) }
    var donations: [Donation] { files.flatMap(\.donations) }
    var displaySites: [DisplaySite] { files.flatMap(\.displaySites) }
    var invalidations: [Invalidation] { files.flatMap(\.invalidations) }
    var configureCalls: [ConfigureCall] { files.flatMap(\.configureCalls) }
    var testingCalls: [TestingCall] { files.flatMap(\.testingCalls) }
    var betaUses: [BetaUse] { files.flatMap(\.betaUses) }
    var declaredTypes: Set<String> { Set(files.flatMap(\.declaredTypes)) }
    /// Compiler features turned on by a `Package.swift` or an Xcode build setting.
    var enabledFeatures: [EnabledFeature] { files.flatMap(\.enabledFeatures) + buildSettingFeatures }

    /// Whether some file imports TipKit: TipKit rules run only then, so a
    /// tip-jar app's own `Tip` type is not taken for TipKit's.
    var usesTipKit: Bool { files.contains(where: \.usesTipKit) }

    /// The facts of the file at `path`. `files` is sorted by path (see `ProjectMerger`),
    /// so a binary search finds it; a miss is confirmed by a scan, in case a
    /// caller reordered `files`.
    func file(_ path: String) -> FileFacts? {
        var low = 0
        var high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle].path < path { low = middle + 1 } else { high = middle }
        }
        if low < files.count, files[low].path == path { return files[low] }
        return files.first { $0.path == path }
    }
}
