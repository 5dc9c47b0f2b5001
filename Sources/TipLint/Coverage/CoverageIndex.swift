/// Lookups coverage needs, on the same footing as the rules: the TipKit facts as
/// `TipKitIndex` reads them (which tips and display sites are TipKit's, which
/// donations name an event) and planned paths as `PlannedFileLookup` resolves them,
/// so a check the report shows as held is one the lint rules do not report.
struct CoverageIndex {
    let tipKit: TipKitIndex
    private let lookup: PlannedFileLookup

    init(_ model: ProjectModel) {
        tipKit = TipKitIndex(model)
        lookup = PlannedFileLookup(scannedPaths: model.files.map(\.path))
    }

    var model: ProjectModel { tipKit.model }

    /// TipKit's tips, in declaration order.
    var tips: [TipDeclaration] { tipKit.tips.sorted { $0.location < $1.location } }

    func tips(named name: String) -> [TipDeclaration] {
        tips.filter { TipKitIndex.sameType($0.name, name) }
    }

    /// The events the tip's rules read, and those declared in its type, in declaration order.
    func events(of tip: String) -> [(event: EventDeclaration, readByRules: Bool)] {
        model.events.sorted { $0.location < $1.location }.compactMap { event in
            let isRead = tipKit.rules(reading: event).contains { TipKitIndex.sameType($0.tip, tip) }
            let isOwn = event.owner.map { TipKitIndex.sameType($0, tip) } ?? false
            return isRead || isOwn ? (event, isRead) : nil
        }
    }

    func donations(of event: EventDeclaration) -> [Donation] {
        model.donations.filter { TipKitIndex.donation($0, isOf: event) }.sorted { $0.location < $1.location }
    }

    func displaySites(of tip: String) -> [DisplaySite] {
        tipKit.displaySites.filter { $0.tipType.map { TipKitIndex.sameType($0, tip) } ?? false }
            .sorted { $0.location < $1.location }
    }

    func invalidations(of tip: String) -> [Invalidation] {
        model.invalidations.filter { $0.tipType.map { TipKitIndex.sameType($0, tip) } ?? false }
            .sorted { $0.location < $1.location }
    }

    /// The scanned files a planned path names, and whether they stand in as the one
    /// moved copy of a file that is not at its planned path.
    func scannedFiles(at planned: String) -> (files: [FileFacts], moved: Bool) {
        let paths = lookup.filesToCheck(for: planned)
        let moved = paths.count == 1 && lookup.files(at: planned).isEmpty
        return (paths.compactMap(model.file), moved)
    }

    /// Whether a file uses TipKit and so needs `import TipKit`.
    static func needsImport(_ file: FileFacts) -> Bool {
        !file.tipKitUses.isEmpty || !file.tips.isEmpty || !file.events.isEmpty || !file.donations.isEmpty
            || !file.displaySites.isEmpty || !file.invalidations.isEmpty || !file.configureCalls.isEmpty
            || !file.testingCalls.isEmpty || !file.parameters.isEmpty
    }

    /// The name of the area a file stands for: its name without `.swift`.
    static func area(ofFile path: String) -> String {
        let name = PlanText.fileName(path)
        return name.hasSuffix(".swift") && name.count > 6 ? String(name.dropLast(6)) : name
    }
}
