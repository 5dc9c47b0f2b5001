extension CoverageSection {
    /// Tooltip ids with their sites and whether each view renders its overlay.
    static func tooltip(_ coverage: TooltipCoverage) -> CoverageSection {
        let ids = coverage.tooltips.map { tooltip -> Row in
            var idCell: Cell = [.code(tooltip.id)]
            if !tooltip.isLiteral { idCell.append(.text(" (computed)")) }
            let shows: Cell =
                tooltip.shows.isEmpty
                ? [.status(false, "never shown")]
                : list(
                    tooltip.shows.map { show in
                        [.text("\(show.kind) at "), .path(show.location.pathAndLine)]
                            + (show.view.map { [.text(" in \($0)")] } ?? [])
                    })
            var views: [String] = []
            var overlays: [Cell] = []
            for show in tooltip.shows {
                guard let view = show.view, let overlay = show.overlay, !views.contains(view) else { continue }
                views.append(view)
                overlays.append([.status(overlay.isRendered, "\(view): \(overlay.wording)")])
            }
            let others =
                tooltip.seenChecks.map { [.text("hasSeenTooltip at "), .path($0.pathAndLine)] as Cell }
                + tooltip.resets.map { [.text("resetTooltip at "), .path($0.pathAndLine)] as Cell }
            return Row(
                isOK: tooltip.isVisible,
                cells: [
                    idCell, [.text(tooltip.title ?? "—")], shows,
                    overlays.isEmpty ? [.text("—")] : list(overlays),
                    others.isEmpty ? [.text("—")] : list(others),
                ])
        }
        let views = coverage.views.map { view in
            Row(
                isOK: view.overlay.isRendered,
                cells: [
                    [.code(view.view), .lineBreak, .path(view.location.pathAndLine)],
                    list(view.ids.map { [.code($0)] }),
                    [.status(view.overlay.isRendered, view.overlay.wording)],
                ])
        }
        return CoverageSection(
            title: "Tooltips", summary: coverage.summary,
            tables: [
                Table(
                    id: "tooltip-ids", title: "Tooltip ids",
                    header: ["Tooltip id", "Title", "Shown at", "Overlay", "Checked or reset at"], rows: ids,
                    okLabel: "Visible", problemLabel: "Not visible"),
                Table(
                    id: "tooltip-views", title: "Views showing tooltips", header: ["View", "Tooltip ids", "Overlay"],
                    rows: views, okLabel: "Overlay rendered", problemLabel: "Overlay missing"),
            ])
    }

    /// Cells joined by line breaks.
    static func list(_ cells: [Cell]) -> Cell {
        var result: Cell = []
        for (offset, cell) in cells.enumerated() {
            if offset > 0 { result.append(.lineBreak) }
            result += cell
        }
        return result
    }
}
