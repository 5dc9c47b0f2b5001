/// Everything the extractors found in one file. Built in parallel, one per
/// file; the file's tokens do not outlive its extraction.
public struct FileFacts: Sendable {
    public var path: String
    public var imports: [ImportDeclaration] = []
    public var tipKitUses: [TipKitUse] = []
    public var tips: [TipDeclaration] = []
    /// Protocols that refine `Tip` (or a protocol that may), and types that conform to one.
    public var tipProtocols: [TipProtocol] = []
    public var tipCandidates: [TipCandidate] = []
    public var events: [EventDeclaration] = []
    public var parameters: [ParameterDeclaration] = []
    public var parameterAssignments: [ParameterAssignment] = []
    public var ruleReferences: [RuleReference] = []
    public var donations: [Donation] = []
    public var displaySites: [DisplaySite] = []
    public var invalidations: [Invalidation] = []
    /// `Name(id: …)` calls given per-launch data as the id.
    public var perLaunchIDArguments: [PerLaunchIDArgument] = []
    /// Unstructured tasks following a tip's `shouldDisplayUpdates` or `statusUpdates`.
    public var observationTasks: [TipObservationTask] = []
    public var configureCalls: [ConfigureCall] = []
    public var testingCalls: [TestingCall] = []
    /// The functions holding the file's TipKit setup calls and helper calls (`CallPosition.caller`).
    public var functions: [FunctionSignature] = []
    /// Calls that may run a helper holding a TipKit setup call.
    public var helperCalls: [HelperCall] = []
    /// `@main`, an `App`, an app delegate: what makes the project an app rather than a library.
    public var appEntryPoints: [AppEntryPoint] = []
    /// Compiler features a `Package.swift` turns on.
    public var enabledFeatures: [EnabledFeature] = []
    public var betaUses: [BetaUse] = []
    /// Properties of types with a concrete type, for resolving tips across files.
    public var typedProperties: [TypedProperty] = []
    /// Call arguments with a known type, for tips passed to display wrappers.
    public var typedArguments: [TypedArgument] = []
    /// Wrappers' tips handed on to other calls, for wrappers of wrappers.
    public var forwardedArguments: [ForwardedArgument] = []
    /// View types built in each row of a `ForEach` or `List`, for tips anchored in every row.
    public var rowBuiltViews: [RowBuiltView] = []
    /// String constants, for ids written through them.
    public var stringConstants: [StringConstant] = []
    /// Call arguments naming a type's member, for events handed to donating helpers.
    public var eventArguments: [EventArgument] = []
    /// Simple names of the types (and type aliases) this file declares, so a
    /// project's own `Tip` or `TipView` is not taken for TipKit's.
    public var declaredTypes: [String] = []
    /// The home-made tooltip manager's facts.
    public var tooltip = TooltipFacts()
    /// TutorialKit's facts.
    public var tutorial = TutorialFacts()
    /// Which types build and present which, for overlay rules.
    public var hierarchy = ViewHierarchyFacts()
    /// Suppression comments, parsed.
    public var suppressions: [Suppression] = []
    /// What the lexer recovered from (`lex_error`).
    public var lexDiagnostics: [LexFinding] = []

    public init(path: String) { self.path = path }

    public func imports(_ module: String) -> Bool { imports.contains { $0.module == module } }

    public var usesTipKit: Bool { imports("TipKit") }
}

/// A lexer diagnostic, located.
public struct LexFinding: Sendable, Hashable {
    public var message: String
    public var location: SourceLocation
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// A `tiplint:` comment.
public struct Suppression: Sendable, Hashable {
    public enum Scope: Sendable, Hashable {
        case disable // from here until `enable` (or the end of file)
        case enable
        case next, this, previous
    }
    public var scope: Scope
    /// Rule ids, or `all`.
    public var rules: [String]
    public var location: SourceLocation
    public init(scope: Scope, rules: [String], location: SourceLocation) {
        self.scope = scope
        self.rules = rules
        self.location = location
    }
}

/// The merged model of the whole project.
public struct ProjectModel: Sendable {
    public var files: [FileFacts]
    public var unreadable: [(path: String, reason: String)] = []
    /// Directories inside the project that could not be listed (path, reason).
    public var unreadableDirectories: [(path: String, reason: String)] = []
    /// Every way a TipKit setup call runs: where written, or from the calls of the helpers
    /// holding it (see `SetupCallResolution`).
    public private(set) var setupRuns: [SetupRun] = []
    /// Compiler features the project's Xcode build settings turn on.
    public var buildSettingFeatures: [EnabledFeature] = []

    /// Takes `files` over: the merge step edits them in place.
    public init(files: consuming [FileFacts]) {
        if !files.indices.dropFirst().allSatisfy({ files[$0 - 1].path <= files[$0].path }) {
            files.sort { $0.path < $1.path }
        }
        self.files = CrossFileTipResolution.resolve(consume files)
        setupRuns = SetupCallResolution.runs(self.files)
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

    /// The facts of the file at `path`. `files` is sorted by path (see `init`),
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
