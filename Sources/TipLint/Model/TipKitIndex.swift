/// Lookups over a project's TipKit facts, shared by the TipKit rules and the
/// coverage report so both agree on what is declared, donated and displayed.
///
/// A project that declares its own `Tip` (a tip jar) keeps its own meaning of
/// the name in files that do not import TipKit, and a type the project
/// declares itself (`TipView`) is not TipKit's.
struct TipKitIndex {
    let model: ProjectModel
    /// Simple names of every type the project declares.
    let ownTypes: Set<String>
    /// The tips that are TipKit's, in file and line order.
    let tips: [TipDeclaration]
    /// Display sites whose API is TipKit's.
    let displaySites: [DisplaySite]

    init(_ model: ProjectModel) {
        self.model = model
        let ownTypes = model.declaredTypes
        self.ownTypes = ownTypes
        let importing = Set(model.files.filter { $0.imports("TipKit") }.map(\.path))
        tips = model.tips.filter { importing.contains($0.location.file) || !ownTypes.contains("Tip") }
        displaySites = model.displaySites.filter { $0.kind == .popoverTip || !ownTypes.contains($0.kind.rawValue) }
    }

    /// Whether two written type names can denote one type: equal, or one is a
    /// dotted suffix of the other (`Outer.FavoriteTip` and `FavoriteTip`).
    static func sameType(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a == b || a.hasSuffix("." + b) || b.hasSuffix("." + a)
    }

    // MARK: Tips

    func tip(named name: String) -> TipDeclaration? { tips.first { Self.sameType($0.name, name) } }

    func tips(named name: String) -> [TipDeclaration] { tips.filter { Self.sameType($0.name, name) } }

    func displaySites(of tip: TipDeclaration) -> [DisplaySite] { displaySites(of: tip.name) }

    func displaySites(of tip: String) -> [DisplaySite] {
        displaySites.filter { site in Self.tipTypes(of: site).contains { Self.sameType($0, tip) } }
    }

    /// What a display site can show: its resolved tip type; else, for an
    /// argument `Owner.member` (a tip enum's case `FeedTip.add`, or a static
    /// instance the extractor could not follow), the owner.
    static func tipTypes(of site: DisplaySite) -> [String] {
        if let type = site.tipType { return [type] }
        let parts = site.argument.split(separator: ".")
        guard parts.count >= 2, let member = parts.last, member.first?.isLowercase == true,
              parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return [] }
        return [parts.dropLast().joined(separator: ".")]
    }

    func invalidations(of tip: String) -> [Invalidation] {
        model.invalidations.filter { $0.tipType.map { Self.sameType($0, tip) } ?? false }
    }

    /// Events the tip's rules read, then events declared in its type, without repeats.
    func events(of tip: String) -> [(event: EventDeclaration, readByRules: Bool)] {
        let read = model.ruleReferences.filter { Self.sameType($0.tip, tip) && !$0.hasDollar }
        var result: [(event: EventDeclaration, readByRules: Bool)] = []
        for event in model.events {
            let isRead = read.contains { $0.member == event.name && event.owner != nil && Self.sameType(event.owner, $0.owner) }
            let isOwn = event.owner != nil && Self.sameType(event.owner, tip)
            if isRead || isOwn { result.append((event, isRead)) }
        }
        return result
    }

    // MARK: Events

    /// Whether a donation names the event: the same name, and the same owner —
    /// the type written before the event, or for an unqualified donation the
    /// type it is written in (a file-scope event only matches unqualified).
    static func donation(_ donation: Donation, isOf event: EventDeclaration) -> Bool {
        guard donation.event == event.name else { return false }
        switch (donation.owner ?? donation.context.typeName, event.owner) {
        case let (written?, owner?): return sameType(written, owner)
        case (_, nil): return donation.owner == nil
        case (nil, _?): return false
        }
    }

    func donations(of event: EventDeclaration) -> [Donation] {
        model.donations.filter { Self.donation($0, isOf: event) }
    }

    func isDonated(_ event: EventDeclaration) -> Bool {
        model.donations.contains { Self.donation($0, isOf: event) }
    }

    /// The `#Rule`s that read the event.
    func rules(reading event: EventDeclaration) -> [RuleReference] {
        model.ruleReferences.filter { !$0.hasDollar && $0.member == event.name && Self.sameType($0.owner, event.owner) }
    }

    /// Whether a donation in the code donates one of the project's events.
    func donatesKnownEvent(_ donation: Donation) -> Bool {
        model.events.contains { Self.donation(donation, isOf: $0) }
    }

    // MARK: Parameters

    func parameter(readBy reference: RuleReference) -> ParameterDeclaration? {
        model.parameters.first { $0.name == reference.member && Self.sameType($0.owner, reference.owner) }
    }

    func isAssigned(_ parameter: ParameterDeclaration) -> Bool {
        model.parameterAssignments.contains { $0.name == parameter.name && Self.sameType($0.owner, parameter.owner) }
    }

    // MARK: Files

    /// Whether a file uses TipKit and so needs `import TipKit`.
    static func needsImport(_ file: FileFacts) -> Bool {
        !file.tipKitUses.isEmpty || !file.tips.isEmpty || !file.events.isEmpty || !file.donations.isEmpty
            || !file.displaySites.isEmpty || !file.invalidations.isEmpty || !file.configureCalls.isEmpty
            || !file.testingCalls.isEmpty || !file.parameters.isEmpty
    }

    // MARK: Places

    /// `file:line` for messages that point at another place.
    static func place(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }

    /// A key for a fact in a function, stable across edits above it.
    static func key(_ symbol: String, in context: CodeContext) -> String {
        let owner = [context.typeName, context.functionName].compactMap { $0 }.joined(separator: ".")
        return owner.isEmpty ? symbol : "\(symbol) in \(owner)"
    }

    /// Whether two facts can be compiled into one build: not in different
    /// clauses of one `#if` group of the same file.
    static func canCoexist(_ a: SourceLocation, _ aBranch: BranchPath, _ b: SourceLocation, _ bBranch: BranchPath) -> Bool {
        a.file != b.file || !aBranch.excludes(bBranch)
    }
}
