/// The tooltip manager's part of the report: every tooltip id with the places
/// that show, check and reset it, and for each view that shows tooltips where
/// the `activeTooltip` overlay is rendered (as `tooltip_overlay_missing` reads it).
struct TooltipCoverage: Sendable, Hashable {
    /// Shown ids in order of their first show, then ids that are only checked or reset.
    var tooltips: [TooltipIDCoverage]
    /// In order of their first show.
    var views: [TooltipViewCoverage]

    /// `5 tooltip ids shown from 4 views; 3 of 4 views render the overlay`.
    var summary: String {
        let ids = tooltips.count == 1 ? "1 tooltip id" : "\(tooltips.count) tooltip ids"
        let viewCount = views.count == 1 ? "1 view" : "\(views.count) views"
        let rendered = views.filter(\.overlay.isRendered).count
        return
            "\(ids) shown from \(viewCount); \(rendered) of \(views.count) \(views.count == 1 ? "view renders" : "views render") the overlay"
    }
}

/// One tooltip id and where it is used.
struct TooltipIDCoverage: Sendable, Hashable {
    /// The literal id, or the source of a computed one.
    var id: String
    var isLiteral: Bool
    /// The first literal title it is shown with.
    var title: String?
    var shows: [TooltipShowCoverage]
    /// `hasSeenTooltip(id)` calls.
    var seenChecks: [SourceLocation]
    /// `resetTooltip(id)` calls.
    var resets: [SourceLocation]

    /// Shown somewhere, and every view that shows it renders the overlay.
    var isVisible: Bool { !shows.isEmpty && shows.allSatisfy { $0.overlay?.isRendered ?? true } }
}

/// `.tooltip(…)` or `showTooltipIfNeeded(…)`.
struct TooltipShowCoverage: Sendable, Hashable {
    /// `.tooltip` or `showTooltipIfNeeded`.
    var kind: String
    var location: SourceLocation
    /// The view (enclosing type) it is in.
    var view: String?
    /// The view's overlay; nil when the enclosing type is not a view.
    var overlay: TooltipOverlayStatus?

}

/// A view that shows tooltips.
struct TooltipViewCoverage: Sendable, Hashable {
    var view: String
    /// The ids it shows, in source order, without repeats.
    var ids: [String]
    /// Its first show.
    var location: SourceLocation
    var overlay: TooltipOverlayStatus

}

extension TooltipCoverage {
    /// The coverage of a project's tooltips, read as the tooltip rules read them.
    init(_ tooltip: TooltipIndex) {
        let facts = tooltip.facts
        let usages = tooltip.usages()
        let overlayByView = Dictionary(usages.map { ($0.view, $0.overlay) }, uniquingKeysWith: { first, _ in first })
        let shows = tooltip.appShows.sorted { $0.location < $1.location }
        var order: [String] = []
        var byID: [String: TooltipIDCoverage] = [:]
        func entry(_ id: CopyText) -> String {
            if byID[id.text] == nil {
                order.append(id.text)
                byID[id.text] = TooltipIDCoverage(
                    id: id.text, isLiteral: id.isLiteral, title: nil, shows: [],
                    seenChecks: [], resets: [])
            }
            return id.text
        }
        for show in shows {
            let key = entry(show.id)
            if byID[key]!.title == nil, let title = show.title, title.isLiteral { byID[key]!.title = title.text }
            let view = show.context.typeName
            byID[key]!.shows.append(
                TooltipShowCoverage(
                    kind: show.kind.rawValue, location: show.location, view: view,
                    overlay: view.flatMap { overlayByView[$0] }))
        }
        for check in facts.seenChecks.sorted(by: { $0.location < $1.location })
        where check.id.isLiteral && !tooltip.isTest(check.context) {
            byID[entry(check.id)]!.seenChecks.append(check.location)
        }
        for reset in facts.resets.sorted(by: { $0.location < $1.location })
        where !reset.isInsideManager && !tooltip.isTest(reset.context) {
            guard let id = reset.id, id.isLiteral else { continue }
            byID[entry(id)]!.resets.append(reset.location)
        }
        self.init(
            tooltips: order.map { byID[$0]! },
            views: usages.map { usage in
                var seen = Set<String>()
                return TooltipViewCoverage(
                    view: usage.view, ids: usage.shows.map(\.id.text).filter { seen.insert($0).inserted },
                    location: usage.shows[0].location, overlay: usage.overlay)
            })
    }
}
