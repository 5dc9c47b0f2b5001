/// Everything the extractors found in one file. Built in parallel, one per
/// file; the file's tokens do not outlive its extraction.
struct FileFacts: Sendable, Equatable {
    var path: String
    var imports: [ImportDeclaration] = []
    var tipKitUses: [TipKitUse] = []
    var tips: [TipDeclaration] = []
    /// Protocols that refine `Tip` (or a protocol that may), and types that conform to one.
    var tipProtocols: [TipProtocol] = []
    var tipCandidates: [TipCandidate] = []
    var events: [EventDeclaration] = []
    var parameters: [ParameterDeclaration] = []
    var parameterAssignments: [ParameterAssignment] = []
    var ruleReferences: [RuleReference] = []
    var donations: [Donation] = []
    var displaySites: [DisplaySite] = []
    var invalidations: [Invalidation] = []
    /// `Name(id: …)` calls given per-launch data as the id.
    var perLaunchIDArguments: [PerLaunchIDArgument] = []
    /// String literals passed by label to types' initializers: copy given to a tip as it is built.
    var literalTextArguments: [LiteralTextArgument] = []
    /// Unstructured tasks following a tip's `shouldDisplayUpdates` or `statusUpdates`.
    var observationTasks: [TipObservationTask] = []
    var configureCalls: [ConfigureCall] = []
    var testingCalls: [TestingCall] = []
    /// The functions holding the file's TipKit setup calls and helper calls (`CallPosition.caller`).
    var functions: [FunctionSignature] = []
    /// Calls that may run a helper holding a TipKit setup call.
    var helperCalls: [HelperCall] = []
    /// The reads of a `TipGroup`'s `currentTip`, for which of a group's tips are ever shown.
    var groupTipReads: [GroupTipRead] = []
    /// View helpers holding display sites that the file itself never calls.
    var displayHelpers: [DisplayHelper] = []
    /// Names used only among the file's menu and swipe-action items, for helpers holding popovers.
    var itemUses: [ItemUse] = []
    /// Every name the file calls, for asking whether another file's helper is called.
    var calledNames = CalledNames()
    /// The names the file calls (`name(…)`) inside its previews and nowhere else: a helper that only previews
    /// call builds for previews alone (`PreviewReach`).
    var calledOnlyInPreviews = CalledNames()
    /// Every name the file mentions that may name a function (identifiers, and words of string literals that
    /// may be a selector or hold an interpolation, starting with a lowercase letter or `_`), for asking whether
    /// another file can reach a helper at all.
    var mentionedNames = NameMentions()
    /// `@main`, an `App`, an app delegate: what makes the project an app rather than a library.
    var appEntryPoints: [AppEntryPoint] = []
    /// Compiler features a `Package.swift` turns on.
    var enabledFeatures: [EnabledFeature] = []
    /// The executable targets a `Package.swift` declares.
    var executableTargets: [ExecutableTarget] = []
    var betaUses: [BetaUse] = []
    /// Properties of types with a concrete type, for resolving tips across files.
    var typedProperties: [TypedProperty] = []
    /// Call arguments with a known type, for tips passed to display wrappers.
    var typedArguments: [TypedArgument] = []
    /// Functions declared here whose names say they show what they are handed (`popTip`): calls of those
    /// names are the project's own, not a remote package's wrapper.
    var showingFunctionNames: [String] = []
    /// Tip types that functions typed to return a tip (`-> (any Tip)?`) return, for their callers to show.
    var returnedTips: [String] = []
    /// Wrappers' tips handed on to other calls, for wrappers of wrappers.
    var forwardedArguments: [ForwardedArgument] = []
    /// View types built in each row of a `ForEach` or `List`, for tips anchored in every row.
    var rowBuiltViews: [RowBuiltView] = []
    /// Views built with Bool literals, each the only construction of its type by its builder.
    var flaggedConstructions: [FlaggedConstruction] = []
    /// Modifier calls in each row of a `ForEach` or `List` taking nothing from the row, for a project's View
    /// extension that anchors a tip in every row.
    var rowModifierCalls: [RowModifierCall] = []
    /// The project's modifiers applied to controls, for a popover such a modifier anchors on the view it modifies.
    var controlModifierUses: [ControlModifierUse] = []
    /// View types built with a tap or long-press gesture (`WalkCard(…).onTapGesture { … }`), for a popover on the
    /// whole of such a view's body (`DisplaySite.anchorsBodyRoot`).
    var tappedViews: [String] = []
    /// String constants, for ids written through them.
    var stringConstants: [StringConstant] = []
    /// Call arguments naming a type's member, for events handed to donating helpers.
    var eventArguments: [EventArgument] = []
    /// Simple names of the types (and type aliases) this file declares, so a
    /// project's own `Tip` or `TipView` is not taken for TipKit's.
    var declaredTypes: [String] = []
    /// The home-made tooltip manager's facts.
    var tooltip = TooltipFacts()
    /// TutorialKit's facts.
    var tutorial = TutorialFacts()
    /// Which types build and present which, for overlay rules.
    var hierarchy = ViewHierarchyFacts()
    /// Suppression comments, parsed.
    var suppressions: [Suppression] = []
    /// What the lexer recovered from (`lex_error`).
    var lexDiagnostics: [LexFinding] = []

    func imports(_ module: String) -> Bool { imports.contains { $0.module == module } }

    var usesTipKit: Bool { imports("TipKit") }
}

/// A lexer diagnostic, located.
struct LexFinding: Sendable, Hashable {
    var message: String
    var location: SourceLocation
}

/// A `tiplint:` comment.
struct Suppression: Sendable, Hashable {
    enum Scope: Sendable, Hashable {
        case disable // from here until `enable` (or the end of file)
        case enable
        case next, this, previous
    }
    var scope: Scope
    /// Rule ids, or `all`.
    var rules: [String]
    var location: SourceLocation
}
