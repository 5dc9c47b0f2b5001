/// What `tiplint report` shows: how each tip is wired in the code and, with a
/// plan, which of the plan's checks hold.
///
/// ## Definitions (the one place they are written down)
///
/// Code side, only when some file imports TipKit, and with the TipKit rules' reading
/// of the facts (`TipKitIndex`: which tips and display sites are TipKit's, which
/// donations name an event):
/// - A tip's **events** are the events its `#Rule`s read and the events declared
///   inside its type.
/// - A tip is **displayed** when a display site (`.popoverTip`, `TipView`, …) resolves to it
///   in code the app runs: not in a `#Preview`, a `PreviewProvider`, or a view only
///   previews construct (`PreviewReach`), nor in a method nothing calls (`UncalledDisplayHelpers`,
///   as `tip_never_displayed` reads it).
/// - A tip is **invalidated** when an event its rules read is donated somewhere, or
///   `invalidate(reason:)` is called on it, or its options cap its display count or
///   duration (as `tip_never_invalidated` reads it).
/// - A file **needs `import TipKit`** when it declares or uses tips, events, display
///   sites, donations, invalidations, `Tips.configure` or other TipKit API.
/// - A tip is **wired** (code side) when it is displayed, invalidated, and every file that
///   declares, displays, donates or invalidates it imports TipKit.
///
/// **Tips wired as planned**, the headline: see `TipWiring` (the tips table's rows).
///
/// Plan side: the planned checks of `PlanEvaluation` (defined there), the very checks
/// whose problems the plan rules report.
///
/// **Plan coverage** = checks that hold ÷ planned checks, as a percentage rounded
/// half up to one decimal; no percentage when the plan has no checks.
///
/// **Areas** group checks and tips for the summary bars: a tip's area is the file
/// (name without `.swift`) of its first planned display site, else of its first planned
/// donation; a code-only tip's area is the file of its first display site, else of its
/// declaration; a file check's area is its file.
public struct Coverage: Sendable {
    /// Number of Swift files analysed.
    var scannedFileCount: Int
    /// Whether some file imports TipKit; when not, `tips` and `files` are empty.
    var usesTipKit: Bool
    /// Every tip in the code, in declaration order.
    var tips: [TipCoverage]
    /// Every file that needs `import TipKit`, sorted by path.
    var files: [FileImportStatus]
    /// With a plan: the planned checks and what they add up to.
    public var plan: PlanCoverage?
    /// When the project has a tooltip manager: its tooltip ids and views.
    var tooltip: TooltipCoverage?
    /// When the project uses TutorialKit: its tour's steps and handlers.
    var tutorial: TutorialCoverage?
    /// The tips table, tips first: planned tips in plan order, then the code's other tips.
    var wiring: [TipWiring] = []
    /// What `lint` reports for the same analysis, in report order.
    public var findings: [Finding] = []
    /// The commit the project was read at, when it is in a git repository.
    public var source: ReportSource?
    /// With a plan that has tasks: each top-level task's planned checks, in plan order.
    var progress: [TaskProgress] = []
    /// `report --history`: the figures at each commit of a range, oldest first.
    public var history: [HistoryPoint]?

    /// The headline: tips wired as planned, of the planned tips; without a plan (or a plan
    /// that names no tip), tips wired as the code declares them, of the tips declared.
    var tipsWired: CoverageFigure {
        let planned = wiring.filter(\.isPlanned)
        let counted = planned.isEmpty ? wiring : planned
        return CoverageFigure(held: counted.filter(\.isWired).count, total: counted.count)
    }

    /// Errors, warnings and notes among `findings`.
    var findingCounts: (errors: Int, warnings: Int, notes: Int) {
        (
            findings.filter { $0.severity == .error }.count, findings.filter { $0.severity == .warning }.count,
            findings.filter { $0.severity == .note }.count
        )
    }

    /// Per-area summary of code tips: how many are wired of how many.
    var codeAreas: [AreaSummary] {
        AreaSummary.group(tips.map { ($0.area, $0.isWired) })
    }
}

/// Whether a file has `import TipKit`.
struct FileImportStatus: Sendable, Hashable {
    var path: String
    var hasImport: Bool
}

/// One tip as the code has it.
struct TipCoverage: Sendable, Hashable {
    var name: String
    var declared: SourceLocation
    var events: [EventCoverage]
    var displaySites: [DisplayCoverage]
    var invalidation: TipInvalidationCoverage
    /// Each file that declares, displays, donates or invalidates this tip.
    var imports: [FileImportStatus]
    var area: String

    /// Displayed somewhere the app runs: not only in previews, in methods nothing calls or on system menu items.
    var isDisplayed: Bool { displaySites.contains(where: \.isShipped) }
    /// Displayed, but only in previews: it never ships.
    var isDisplayedOnlyInPreviews: Bool { !displaySites.isEmpty && displaySites.allSatisfy(\.isPreviewOnly) }
    var importsComplete: Bool { imports.allSatisfy(\.hasImport) }
    var isWired: Bool { isDisplayed && invalidation.isInvalidated && importsComplete }
}

struct EventCoverage: Sendable, Hashable {
    var name: String
    var id: String?
    var declared: SourceLocation
    /// Whether the tip's rules read it.
    var readByRules: Bool
    var donations: [SourceLocation]
}

struct DisplayCoverage: Sendable, Hashable {
    var kind: DisplayKind
    var location: SourceLocation
    /// In a `#Preview`, a `PreviewProvider`, or a view only previews construct: never shipped.
    var isPreviewOnly: Bool = false
    /// The method it is in when nothing calls that method (`presentTips`, as `tip_never_displayed` reads it):
    /// it never shows.
    var uncalledMethod: String?
    /// A `.popoverTip` on an item of a system menu (as `tip_never_displayed` reads it): the menu draws the item
    /// without the popover, so it never shows.
    var isOnMenuItem: Bool = false

    /// In code the app runs, where it shows.
    var isShipped: Bool { !isPreviewOnly && uncalledMethod == nil && !isOnMenuItem }
}

/// What retires a tip once its job is done.
struct TipInvalidationCoverage: Sendable, Hashable {
    /// Names of events its rules read that are donated somewhere.
    var donatedEvents: [String] = []
    var invalidateCalls: [SourceLocation] = []
    /// The option that caps its displays (`Tips.MaxDisplayCount(3)`, `Tips.MaxDisplayDuration(60)`), when set.
    var displayLimit: String?

    var isInvalidated: Bool { !donatedEvents.isEmpty || !invalidateCalls.isEmpty || displayLimit != nil }
}

/// The plan side of the report.
public struct PlanCoverage: Sendable {
    /// The plan and design documents read.
    public var documents: [String]
    /// In plan order: each planned tip's checks, then the file checks.
    var checks: [PlannedCheck]
    /// Planned tip names that no declared tip has, in plan order.
    var missingTips: [String]
    /// Declared tips the plan does not name, in declaration order.
    var unplannedTips: [String]
    /// Tips the plan describes in words, in plan order, each with the declared tip it is by its copy. Mentioned:
    /// listed, in no figure.
    var describedTips: [DescribedTipMatch] = []

    public var summary: CoverageFigure {
        CoverageFigure(held: checks.filter(\.held).count, total: checks.count)
    }

    /// Per-area figures, in the order the checks first name each area.
    var areas: [AreaSummary] {
        AreaSummary.group(checks.map { ($0.area, $0.held) })
    }
}

extension PlanCoverage {
    /// The report's view of an evaluation.
    init(_ evaluation: PlanEvaluation) {
        self.init(
            documents: evaluation.documents, checks: evaluation.checks, missingTips: evaluation.missingTips,
            unplannedTips: evaluation.unplannedTips.map(\.name), describedTips: evaluation.describedTips)
    }
}

/// A figure for one area (a view or file).
struct AreaSummary: Sendable, Hashable {
    var name: String
    var figure: CoverageFigure

    /// Groups (area, held) pairs in order of each area's first appearance.
    static func group(_ items: [(area: String, held: Bool)]) -> [AreaSummary] {
        var order: [String] = []
        var figures: [String: CoverageFigure] = [:]
        for item in items {
            if figures[item.area] == nil {
                order.append(item.area)
                figures[item.area] = CoverageFigure(held: 0, total: 0)
            }
            figures[item.area]!.total += 1
            if item.held { figures[item.area]!.held += 1 }
        }
        return order.map { AreaSummary(name: $0, figure: figures[$0]!) }
    }
}
