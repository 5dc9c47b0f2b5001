/// Lookups over the TipKit facts of a project that coverage needs: a tip's
/// events, an event's donations, a tip's display sites. Built once per report.
struct TipKitIndex {
    let model: ProjectModel
    private let tips: [TipDeclaration]
    private let events: [EventDeclaration]
    private let donations: [Donation]
    private let displaySites: [DisplaySite]
    private let ruleReferences: [RuleReference]
    private let invalidations: [Invalidation]

    init(_ model: ProjectModel) {
        self.model = model
        tips = model.tips.sorted { $0.location < $1.location }
        events = model.events.sorted { $0.location < $1.location }
        donations = model.donations.sorted { $0.location < $1.location }
        displaySites = model.displaySites.sorted { $0.location < $1.location }
        ruleReferences = model.ruleReferences
        invalidations = model.invalidations.sorted { $0.location < $1.location }
    }

    var allTips: [TipDeclaration] { tips }

    /// Whether two written type names can name one type: equal, or one is the
    /// other qualified (`NewFaceTip` and `Tips.NewFaceTip`).
    static func sameType(_ a: String, _ b: String) -> Bool {
        a == b || a.hasSuffix("." + b) || b.hasSuffix("." + a)
    }

    func tips(named name: String) -> [TipDeclaration] {
        tips.filter { Self.sameType($0.name, name) }
    }

    /// Events the tip's rules read, then events declared in its type, without repeats.
    func events(of tip: String) -> [(event: EventDeclaration, readByRules: Bool)] {
        let read = ruleReferences.filter { Self.sameType($0.tip, tip) && !$0.hasDollar }
        var result: [(event: EventDeclaration, readByRules: Bool)] = []
        for event in events {
            let isRead = read.contains { ref in
                ref.member == event.name && event.owner.map { Self.sameType($0, ref.owner) } == true
            }
            let isOwn = event.owner.map { Self.sameType($0, tip) } ?? false
            if isRead || isOwn { result.append((event, isRead)) }
        }
        return result
    }

    /// Donations of `event`: qualified with its type, or unqualified inside that type
    /// (or, for a file-scope event, unqualified anywhere).
    func donations(of event: EventDeclaration) -> [Donation] {
        donations.filter { donation in
            guard donation.event == event.name else { return false }
            let writtenOwner = donation.owner ?? donation.context.typeName
            switch (writtenOwner, event.owner) {
            case let (written?, owner?): return Self.sameType(written, owner)
            case (_, nil): return donation.owner == nil
            case (nil, _?): return false
            }
        }
    }

    func displaySites(of tip: String) -> [DisplaySite] {
        displaySites.filter { $0.tipType.map { Self.sameType($0, tip) } ?? false }
    }

    func invalidations(of tip: String) -> [Invalidation] {
        invalidations.filter { $0.tipType.map { Self.sameType($0, tip) } ?? false }
    }

    /// Scanned paths that a planned path names.
    func scannedFiles(matching planned: String) -> [FileFacts] {
        model.files.filter { PlanPath.matches(planned: planned, scanned: $0.path) }
    }

    /// Whether a file uses TipKit and so needs `import TipKit`.
    static func needsImport(_ file: FileFacts) -> Bool {
        !file.tipKitUses.isEmpty || !file.tips.isEmpty || !file.events.isEmpty || !file.donations.isEmpty
            || !file.displaySites.isEmpty || !file.invalidations.isEmpty || !file.configureCalls.isEmpty
            || !file.testingCalls.isEmpty || !file.parameters.isEmpty
    }
}
