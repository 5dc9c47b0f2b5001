/// What one file says about a home-made tooltip manager
/// (`TooltipManager`, `.tooltip(manager:id:…)`, `showTooltipIfNeeded`, the
/// `activeTooltip` overlay). See tooltip-system-architecture.md in the seeds.
public struct TooltipFacts: Sendable {
    /// `class TooltipManager` declarations.
    public var managerDeclarations: [SourceLocation] = []
    /// Where the file first names `TooltipManager` at all (declaration, property, parameter, call).
    public var firstManagerMention: SourceLocation?
    /// Properties and locals holding a manager (`@StateObject var m = TooltipManager()`).
    public var managerProperties: [TooltipManagerProperty] = []
    /// `.environmentObject(m)` / `.environment(m)` handing a manager to a hierarchy.
    public var provisions: [TooltipManagerProvision] = []
    /// `.tooltip(manager:id:…)` and `showTooltipIfNeeded("id", …)`.
    public var shows: [TooltipShow] = []
    /// `hasSeenTooltip("id")`.
    public var seenChecks: [TooltipSeenCheck] = []
    /// `TooltipView(tooltip:)`, the overlay that renders `activeTooltip`.
    public var overlays: [TooltipOverlay] = []
    /// `resetAllTooltips()` and `resetTooltip(_:)` calls.
    public var resets: [TooltipReset] = []
    /// Calls of view helpers named after tooltips (`.tooltipOverlay(manager)`), which may
    /// render the overlay on the caller's behalf.
    public var helperCalls: [TooltipHelperCall] = []

    public init() {}

    public var isEmpty: Bool {
        managerDeclarations.isEmpty && firstManagerMention == nil && managerProperties.isEmpty && provisions.isEmpty
            && shows.isEmpty && seenChecks.isEmpty && overlays.isEmpty && resets.isEmpty
    }
}

/// How a view holds its manager.
public enum TooltipManagerWrapper: String, Sendable, Hashable {
    case stateObject = "@StateObject"
    case observedObject = "@ObservedObject"
    case environmentObject = "@EnvironmentObject"
    case state = "@State"
    /// `@Environment(TooltipManager.self)`, for an `@Observable` manager.
    case environment = "@Environment"
    /// A plain `let`/`var`: a stored property, parameter-fed property or local.
    case plain = ""
}

/// A property or local of type `TooltipManager`.
public struct TooltipManagerProperty: Sendable, Hashable {
    public var name: String
    public var wrapper: TooltipManagerWrapper
    public var location: SourceLocation
    public var context: CodeContext
    public var branch: BranchPath

    public init(
        name: String, wrapper: TooltipManagerWrapper, location: SourceLocation, context: CodeContext,
        branch: BranchPath = BranchPath()
    ) {
        self.name = name
        self.wrapper = wrapper
        self.location = location
        self.context = context
        self.branch = branch
    }
}

/// `.environmentObject(m)` (or `.environment(m)`) where `m` is a tooltip manager.
public struct TooltipManagerProvision: Sendable, Hashable {
    /// True for `.environment(m)`, which feeds `@Environment(TooltipManager.self)`.
    public var isObservationEnvironment: Bool
    /// Source text of the argument.
    public var argument: String
    public var location: SourceLocation
    public var context: CodeContext

    public init(isObservationEnvironment: Bool, argument: String, location: SourceLocation, context: CodeContext) {
        self.isObservationEnvironment = isObservationEnvironment
        self.argument = argument
        self.location = location
        self.context = context
    }

    /// A provision made only for an Xcode preview does not reach the running app.
    public var isPreviewOnly: Bool { context.isPreview }
}

/// A place that asks the manager to show a tooltip.
public struct TooltipShow: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case modifier = ".tooltip"
        case showIfNeeded = "showTooltipIfNeeded"
    }
    public var kind: Kind
    /// The id; `isLiteral` false when it is computed.
    public var id: CopyText
    public var title: CopyText?
    public var message: CopyText?
    /// Source text of `position:` (`.bottom`) and `trigger:` (`.onAppear`).
    public var position: String?
    public var trigger: String?
    /// The manager's name as written (`tooltipManager`); nil when called on `self` implicitly.
    public var manager: String?
    public var location: SourceLocation
    public var context: CodeContext
    public var branch: BranchPath

    public init(
        kind: Kind, id: CopyText, title: CopyText? = nil, message: CopyText? = nil, position: String? = nil,
        trigger: String? = nil, manager: String? = nil, location: SourceLocation, context: CodeContext,
        branch: BranchPath = BranchPath()
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.message = message
        self.position = position
        self.trigger = trigger
        self.manager = manager
        self.location = location
        self.context = context
        self.branch = branch
    }
}

/// `hasSeenTooltip("id")`.
public struct TooltipSeenCheck: Sendable, Hashable {
    public var id: CopyText
    public var location: SourceLocation
    public var context: CodeContext

    public init(id: CopyText, location: SourceLocation, context: CodeContext) {
        self.id = id
        self.location = location
        self.context = context
    }
}

/// `TooltipView(tooltip: …)`.
public struct TooltipOverlay: Sendable, Hashable {
    public var location: SourceLocation
    public var context: CodeContext
    /// Whether its type reads the manager's `activeTooltip`, as the required overlay does.
    public var readsActiveTooltip: Bool

    public init(location: SourceLocation, context: CodeContext, readsActiveTooltip: Bool) {
        self.location = location
        self.context = context
        self.readsActiveTooltip = readsActiveTooltip
    }
}

/// `resetAllTooltips()` or `resetTooltip(id)`.
public struct TooltipReset: Sendable, Hashable {
    /// `resetAllTooltips` or `resetTooltip`.
    public var name: String
    public var id: CopyText?
    public var location: SourceLocation
    public var context: CodeContext
    public var branch: BranchPath
    /// Inside the type that implements the manager API (one reset calling another).
    public var isInsideManager: Bool

    public init(
        name: String, id: CopyText? = nil, location: SourceLocation, context: CodeContext,
        branch: BranchPath = BranchPath(), isInsideManager: Bool = false
    ) {
        self.name = name
        self.id = id
        self.location = location
        self.context = context
        self.branch = branch
        self.isInsideManager = isInsideManager
    }
}

/// `.tooltipOverlay(…)`: a call of a view helper whose name mentions tooltips.
public struct TooltipHelperCall: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
    public var context: CodeContext

    public init(name: String, location: SourceLocation, context: CodeContext) {
        self.name = name
        self.location = location
        self.context = context
    }
}

extension TooltipFacts {
    /// Adds another file's facts, for the project-wide view.
    public mutating func append(_ other: TooltipFacts) {
        managerDeclarations += other.managerDeclarations
        if firstManagerMention == nil { firstManagerMention = other.firstManagerMention }
        managerProperties += other.managerProperties
        provisions += other.provisions
        shows += other.shows
        seenChecks += other.seenChecks
        overlays += other.overlays
        resets += other.resets
        helperCalls += other.helperCalls
    }
}

extension ProjectModel {
    /// Every file's tooltip facts, merged in path order.
    public var tooltip: TooltipFacts { files.reduce(into: TooltipFacts()) { $0.append($1.tooltip) } }

    /// Whether the project has a tooltip manager: it declares or names `TooltipManager`, or calls its API.
    public var usesTooltipManager: Bool { files.contains(where: \.usesTooltipManager) }
}

extension FileFacts {
    public var usesTooltipManager: Bool { !tooltip.isEmpty }
}
