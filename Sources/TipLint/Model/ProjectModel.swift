/// The merged model of the whole project.
public struct ProjectModel: Sendable {
    public var files: [FileFacts]
    public var unreadable: [(path: String, reason: String)] = []
    /// Directories inside the project that could not be listed (path, reason).
    public var unreadableDirectories: [(path: String, reason: String)] = []
    /// Every way a TipKit setup call runs: where written, or from the calls of the helpers
    /// holding it (see `SetupCallResolution`, the last merge pass).
    public internal(set) var setupRuns: [SetupRun] = []
    /// Compiler features the project's Xcode build settings turn on.
    public var buildSettingFeatures: [EnabledFeature] = []
    /// The app and its local packages, each a module.
    public var modules = LocalModules()

    /// Stores `files` as they are; `ProjectMerger.merge` builds the merged model.
    public init(files: [FileFacts], setupRuns: [SetupRun] = []) {
        self.files = files
        self.setupRuns = setupRuns
    }

    public var tips: [TipDeclaration] { files.flatMap(\.tips) }
    public var events: [EventDeclaration] { files.flatMap(\.events) }
    public var parameters: [ParameterDeclaration] { files.flatMap(\.parameters) }
    public var parameterAssignments: [ParameterAssignment] { files.flatMap(\.parameterAssignments) }
    public var ruleReferences: [RuleReference] { files.flatMap(\.ruleReferences) }
    public var donations: [Donation] { files.flatMap(\.donations) }
    public var displaySites: [DisplaySite] { files.flatMap(\.displaySites) }
    public var invalidations: [Invalidation] { files.flatMap(\.invalidations) }
    public var configureCalls: [ConfigureCall] { files.flatMap(\.configureCalls) }
    public var testingCalls: [TestingCall] { files.flatMap(\.testingCalls) }
    public var betaUses: [BetaUse] { files.flatMap(\.betaUses) }
    public var declaredTypes: Set<String> { Set(files.flatMap(\.declaredTypes)) }
    /// Compiler features turned on by a `Package.swift` or an Xcode build setting.
    public var enabledFeatures: [EnabledFeature] { files.flatMap(\.enabledFeatures) + buildSettingFeatures }

    /// Whether some file imports TipKit: TipKit rules run only then, so a
    /// tip-jar app's own `Tip` type is not taken for TipKit's.
    public var usesTipKit: Bool { files.contains(where: \.usesTipKit) }

    /// The facts of the file at `path`. `files` is sorted by path (see `ProjectMerger`),
    /// so a binary search finds it; a miss is confirmed by a scan, in case a
    /// caller reordered `files`.
    public func file(_ path: String) -> FileFacts? {
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
