/// What one file says about a home-made tooltip manager
/// (`TooltipManager`, `.tooltip(manager:id:…)`, `showTooltipIfNeeded`, the
/// `activeTooltip` overlay). See tooltip-system-architecture.md in the seeds.
struct TooltipFacts: Sendable {
    /// `class TooltipManager` declarations.
    var managerDeclarations: [SourceLocation] = []
    /// Where the file first names `TooltipManager` at all (declaration, property, parameter, call).
    var firstManagerMention: SourceLocation?
    /// Properties and locals holding a manager (`@StateObject var m = TooltipManager()`).
    var managerProperties: [TooltipManagerProperty] = []
    /// `.environmentObject(m)` / `.environment(m)` handing a manager to a hierarchy.
    var provisions: [TooltipManagerProvision] = []
    /// `.tooltip(manager:id:…)` and `showTooltipIfNeeded("id", …)`.
    var shows: [TooltipShow] = []
    /// `hasSeenTooltip("id")`.
    var seenChecks: [TooltipSeenCheck] = []
    /// `TooltipView(tooltip:)`, the overlay that renders `activeTooltip`.
    var overlays: [TooltipOverlay] = []
    /// `resetAllTooltips()` and `resetTooltip(_:)` calls.
    var resets: [TooltipReset] = []
    /// Calls of view helpers named after tooltips (`.tooltipOverlay(manager)`), which may
    /// render the overlay on the caller's behalf.
    var helperCalls: [TooltipHelperCall] = []

    init() {}

    var isEmpty: Bool {
        managerDeclarations.isEmpty && firstManagerMention == nil && managerProperties.isEmpty && provisions.isEmpty
            && shows.isEmpty && seenChecks.isEmpty && overlays.isEmpty && resets.isEmpty
    }
}

/// How a view holds its manager.
enum TooltipManagerWrapper: String, Sendable, Hashable {
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
struct TooltipManagerProperty: SitedFact, Sendable, Hashable {
    var name: String
    var wrapper: TooltipManagerWrapper
    var site: FactSite
}

/// `.environmentObject(m)` (or `.environment(m)`) where `m` is a tooltip manager.
struct TooltipManagerProvision: Sendable, Hashable {
    /// True for `.environment(m)`, which feeds `@Environment(TooltipManager.self)`.
    var isObservationEnvironment: Bool
    /// Source text of the argument.
    var argument: String
    var location: SourceLocation
    var context: CodeContext

    /// A provision made only for an Xcode preview does not reach the running app.
    var isPreviewOnly: Bool { context.isPreview }
}

/// A place that asks the manager to show a tooltip.
struct TooltipShow: SitedFact, Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        case modifier = ".tooltip"
        case showIfNeeded = "showTooltipIfNeeded"
    }
    var kind: Kind
    /// The id; `isLiteral` false when it is computed.
    var id: CopyText
    var title: CopyText?
    var message: CopyText?
    /// Source text of `position:` (`.bottom`) and `trigger:` (`.onAppear`).
    var position: String?
    var trigger: String?
    /// The manager's name as written (`tooltipManager`); nil when called on `self` implicitly.
    var manager: String?
    var site: FactSite
}

/// `hasSeenTooltip("id")`.
struct TooltipSeenCheck: Sendable, Hashable {
    var id: CopyText
    var location: SourceLocation
    var context: CodeContext
}

/// `TooltipView(tooltip: …)`.
struct TooltipOverlay: Sendable, Hashable {
    var location: SourceLocation
    var context: CodeContext
    /// Whether its type reads the manager's `activeTooltip`, as the required overlay does.
    var readsActiveTooltip: Bool
}

/// `resetAllTooltips()` or `resetTooltip(id)`.
struct TooltipReset: SitedFact, Sendable, Hashable {
    /// `resetAllTooltips` or `resetTooltip`.
    var name: String
    var id: CopyText?
    var site: FactSite
    /// Inside the type that implements the manager API (one reset calling another).
    var isInsideManager: Bool = false
}

/// `.tooltipOverlay(…)`: a call of a view helper whose name mentions tooltips.
struct TooltipHelperCall: Sendable, Hashable {
    var name: String
    var location: SourceLocation
    var context: CodeContext
}

extension TooltipFacts {
    /// Adds another file's facts, for the project-wide view.
    mutating func append(_ other: TooltipFacts) {
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
    var tooltip: TooltipFacts { files.reduce(into: TooltipFacts()) { $0.append($1.tooltip) } }

    /// Whether the project has a tooltip manager: it declares or names `TooltipManager`, or calls its API.
    var usesTooltipManager: Bool { files.contains(where: \.usesTooltipManager) }
}

extension FileFacts {
    var usesTooltipManager: Bool { !tooltip.isEmpty }
}
