/// The project's tooltips seen per view: what each view shows, and where the
/// `activeTooltip` overlay that makes them visible is rendered.
struct TooltipViewUsage: Sendable, Equatable {
    typealias Overlay = TooltipOverlayStatus

    /// The enclosing type, dotted.
    var view: String
    /// In source order.
    var shows: [TooltipShow]
    var overlay: Overlay
}

/// Where the `activeTooltip` overlay a view needs is rendered.
enum TooltipOverlayStatus: Sendable, Hashable {
    /// The view renders `TooltipView(tooltip:)` for `activeTooltip` itself.
    case own
    /// Through a helper: a `ViewModifier` that renders it, or a tooltip-named view extension.
    case helper(String)
    /// An enclosing view renders it for the shared (environment or passed-in) manager.
    case ancestor(String)
    case missing

    var isRendered: Bool { self != .missing }

    /// `in the view`, `through tooltipOverlay`, `by RootView`, `missing`.
    var wording: String {
        switch self {
        case .own: return "in the view"
        case .helper(let name): return "through \(name)"
        case .ancestor(let name): return "by \(name)"
        case .missing: return "missing"
        }
    }
}

/// The project's tooltips, merged once, seen through the view graph: the app's own shows, and
/// what each view shows and where the overlay that makes them visible is rendered.
struct TooltipIndex {
    let facts: TooltipFacts
    let views: ViewGraph
    private let hierarchy: ViewHierarchyFacts
    /// The app's own tooltips: not the tooltip system's plumbing (the `.tooltip()`
    /// modifier's implementation, the manager calling itself, with ids passed in
    /// rather than written) and not unit tests exercising the manager.
    let appShows: [TooltipShow]

    init(_ facts: TooltipFacts, views: ViewGraph, hierarchy: ViewHierarchyFacts) {
        self.facts = facts
        self.views = views
        self.hierarchy = hierarchy
        appShows = facts.shows.filter { show in
            guard let type = show.context.typeName else { return show.id.isLiteral }
            if Self.isTest(show.context, views) { return false }
            if show.id.isLiteral { return true }
            let conformances = views.conformances(of: type).union(show.context.typeConformances)
            return type != "View" && type != "TooltipManager" && show.manager != nil
                && !conformances.contains("ViewModifier")
        }
    }

    /// The index of `model` alone, outside a run (a run, and its coverage report, ask `RuleContext.tooltip`).
    init(_ model: ProjectModel) {
        let hierarchy = model.hierarchy
        self.init(model.tooltip, views: ViewGraph(hierarchy), hierarchy: hierarchy)
    }

    /// Every view that shows a tooltip, sorted by its first show.
    func usages() -> [TooltipViewUsage] {
        // Only views render overlays; a view model asking for a tooltip leaves it to whichever view shows it.
        let shows = appShows.filter { show in
            show.context.typeConformances.contains("View")
                || views.conformances(of: show.context.typeName ?? "").contains("View")
        }
        let showsByView = Dictionary(grouping: shows) { $0.context.typeName ?? "" }
        let renderers = Renderers(facts, views, hierarchy)
        var usages: [TooltipViewUsage] = []
        for (view, viewShows) in showsByView {
            let sorted = viewShows.sorted { $0.location < $1.location }
            var overlay = renderers.overlay(of: view)
            if overlay == .missing, !Self.ownsManager(view, sorted, facts),
                let ancestor = renderers.renderingAncestor(of: view)
            {
                overlay = .ancestor(ancestor)
            }
            usages.append(TooltipViewUsage(view: view, shows: sorted, overlay: overlay))
        }
        return usages.sorted { $0.shows[0].location < $1.shows[0].location }
    }

    /// Inside an `XCTestCase`: exercising the manager, not part of the app.
    func isTest(_ context: CodeContext) -> Bool { Self.isTest(context, views) }

    private static func isTest(_ context: CodeContext, _ graph: ViewGraph) -> Bool {
        context.typeConformances.contains("XCTestCase")
            || graph.conformances(of: context.typeName ?? "").contains("XCTestCase")
    }

    /// Whether one of the view's shows goes through a manager the view creates itself
    /// (`@StateObject`, `@State`): no other view can render that manager's overlay.
    private static func ownsManager(_ view: String, _ shows: [TooltipShow], _ facts: TooltipFacts) -> Bool {
        let owned = Set(
            facts.managerProperties
                .filter { $0.context.typeName == view && ($0.wrapper == .stateObject || $0.wrapper == .state) }
                .map(\.name))
        return shows.contains { $0.manager.map(owned.contains) ?? false }
    }

    /// Where the overlay is rendered.
    private struct Renderers {
        /// Views rendering it directly (dotted names).
        var views = Set<String>()
        /// `ViewModifier` types rendering it, by simple name.
        var modifiers = Set<String>()
        /// Whether a tooltip-named view extension renders it (`func tooltipOverlay(…)`).
        var hasExtensionHelper = false
        var helperCallsByView: [String: [TooltipHelperCall]] = [:]
        var buildsByView: [String: Set<String>] = [:]
        let graph: ViewGraph

        init(_ facts: TooltipFacts, _ graph: ViewGraph, _ hierarchy: ViewHierarchyFacts) {
            self.graph = graph
            for overlay in facts.overlays where overlay.readsActiveTooltip && !overlay.context.isPreview {
                guard let type = overlay.context.typeName else { continue }
                if type == "View" {
                    hasExtensionHelper = true
                } else if overlay.context.typeConformances.contains("ViewModifier")
                    || graph.conformances(of: type).contains("ViewModifier")
                {
                    modifiers.insert(TypeName.simple(type))
                } else {
                    views.insert(type)
                }
            }
            for call in facts.helperCalls {
                if let type = call.context.typeName { helperCallsByView[type, default: []].append(call) }
            }
            for type in hierarchy.types { buildsByView[type.typeName, default: []].formUnion(type.builds) }
        }

        func overlay(of view: String) -> TooltipViewUsage.Overlay {
            if views.contains(view) { return .own }
            if let modifier = buildsByView[view]?.sorted().first(where: modifiers.contains) { return .helper(modifier) }
            if hasExtensionHelper || !modifiers.isEmpty, let call = helperCallsByView[view]?.first {
                return .helper(call.name)
            }
            return .missing
        }

        /// The nearest view that builds `view` (directly or through others, outside
        /// popovers and sheets) and renders the overlay.
        func renderingAncestor(of view: String) -> String? {
            var visited: Set<String> = [view]
            var frontier = [view]
            while !frontier.isEmpty {
                var next: [String] = []
                for type in frontier {
                    for parent in graph.parents(of: type) where visited.insert(parent).inserted {
                        let dotted =
                            buildsByView.keys.sorted().first { $0 == parent || $0.hasSuffix("." + parent) } ?? parent
                        if overlay(of: dotted) != .missing { return parent }
                        next.append(parent)
                    }
                }
                frontier = next.sorted()
            }
            return nil
        }
    }
}
