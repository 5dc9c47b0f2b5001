/// The code side of one tip.
enum TipCoverageBuilder {
    /// `importing`: paths of the files that import TipKit.
    static func coverage(
        of tip: TipDeclaration, in index: TipKitIndex, previews: PreviewReach, uncalled: UncalledDisplayHelpers,
        importing: Set<String>
    ) -> TipCoverage {
        let events = index.events(of: tip.name).map { entry in
            EventCoverage(
                name: entry.event.name, id: entry.event.id, declared: entry.event.location,
                readByRules: entry.readByRules,
                donations: index.donations(of: entry.event).map(\.location).sorted())
        }
        let displaySites = index.displaySites(of: tip.name).flatMap(\.eachWritten).sorted { $0.location < $1.location }
        let invalidateCalls = index.invalidations(of: tip.name).map(\.location).sorted()
        let invalidation = TipInvalidationCoverage(
            donatedEvents: events.filter { $0.readByRules && !$0.donations.isEmpty }.map(\.name),
            invalidateCalls: invalidateCalls,
            displayLimit: tip.options.first {
                let option = $0.lowercased()
                return option.contains("maxdisplaycount") || option.contains("maxdisplayduration")
            })

        var relatedPaths = [tip.location.file] + displaySites.map(\.location.file) + invalidateCalls.map(\.file)
        relatedPaths += events.flatMap { $0.donations.map(\.file) }
        let imports = Set(relatedPaths).sorted().map { path in
            FileImportStatus(path: path, hasImport: importing.contains(path))
        }
        return TipCoverage(
            name: tip.name, declared: tip.location, events: events,
            displaySites: displaySites.map {
                DisplayCoverage(
                    kind: $0.kind, location: $0.location, isPreviewOnly: previews.isPreviewOnly($0.context),
                    uncalledMethod: uncalled.helper(holding: $0)?.name, isOnMenuItem: $0.isInMenuItems)
            },
            invalidation: invalidation, imports: imports,
            area: EvaluationIndex.area(ofFile: displaySites.first?.location.file ?? tip.location.file))
    }
}
