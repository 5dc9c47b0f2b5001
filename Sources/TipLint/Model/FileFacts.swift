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
