/// The project's TipKit facts as the TipKit rules read them. A project that
/// declares its own `Tip` (a tip jar) keeps its own meaning of the name in
/// files that do not import TipKit, and a type the project declares itself
/// (`TipView`) is not TipKit's.
struct TipKitIndex {
    let model: ProjectModel
    /// Simple names of every type the project declares.
    let ownTypes: Set<String>
    /// The tips that are TipKit's.
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

    func tip(named name: String) -> TipDeclaration? { tips.first { Self.sameType($0.name, name) } }

    func displaySites(of tip: TipDeclaration) -> [DisplaySite] {
        displaySites.filter { site in Self.tipTypes(of: site).contains { Self.sameType($0, tip.name) } }
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

    // MARK: Events

    /// Whether a donation names the event: the same name, and the same owner
    /// when the donation writes one.
    static func donation(_ donation: Donation, isOf event: EventDeclaration) -> Bool {
        donation.event == event.name && (donation.owner == nil || sameType(donation.owner, event.owner))
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
