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
    /// The members of a `TipGroup` that never show: every read of a group's `currentTip` casts it (`as? ATip`),
    /// and none to them. Not among `displaySites`.
    let unshownGroupMembers: [DisplaySite]
    /// When there are such members: the reads, each a cast.
    let groupCasts: [GroupTipRead]
    /// The project's facts, flattened once (the model's own properties flatten on every call).
    let events: [EventDeclaration]
    let donations: [Donation]
    let invalidations: [Invalidation]
    let ruleReferences: [RuleReference]
    let parameters: [ParameterDeclaration]
    let parameterAssignments: [ParameterAssignment]
    /// How the project donates, `donate` or `sendDonation` (the one it uses more), for messages.
    let donationMethod: String

    // Positions in the arrays above, by name, so every lookup is a dictionary
    // probe plus the few facts that share a key: the rules stay linear in the
    // size of the project. Type names are keyed by their last dotted component,
    // which `sameType` requires to be equal; members (events, parameters) by
    // their name and their owner's key, as many tips name an event `tapped`.
    private let tipsByType: [Substring: [Int]]
    /// Tips that functions typed to return a tip return (`-> (any Tip)?`), by last name component.
    private let returnedTips: [Substring: [String]]
    private let displaySitesByType: [Substring: [Int]]
    private let invalidationsByType: [Substring: [Int]]
    /// The functions closing three or more tip types (`isTurningAllTipsOff`).
    private let allOffFunctions: Set<[String]>
    private let eventsByMember: [MemberKey: [Int]]
    private let eventsByOwnerType: [Substring: [Int]]
    /// Donations by event and the type they name (the owner written, else the enclosing type).
    private let donationsByMember: [MemberKey: [Int]]
    /// Donations with no owner written, by event: the only ones a file-scope event matches.
    private let unqualifiedDonationsByEvent: [String: [Int]]
    /// Rule references without `$` (reads of events), by member and by tip type.
    private let readsByMember: [MemberKey: [Int]]
    private let readsByTipType: [Substring: [Int]]
    /// Rule references with `$` (reads of parameters), by member.
    private let parameterReadsByMember: [MemberKey: [Int]]
    private let parameterReadsByTipType: [Substring: [Int]]
    private let parametersByMember: [MemberKey: [Int]]
    private let assignmentsByMember: [MemberKey: [Int]]
    /// Where each view type is built in a list row (the first place), by its last name component.
    private let rowBuiltViewsByType: [Substring: [RowBuiltView]]
    /// Events by id (literal or resolved through constants): TipKit keys donations by id.
    private let eventsByID: [String: [Int]]
    /// By id, the events code donates itself, and those a `#Rule` reads: what an alias counts on.
    private var donatedEventsByID: [String: [Int]] = [:]
    private var readEventsByID: [String: [Int]] = [:]

    /// The display sites `keep` accepts, in file order, copied at most once; one file's own array
    /// (shared, not copied) when it holds every site: 400,000 popovers in one file are not held twice.
    private static func displaySites(of files: [FileFacts], keeping keep: (DisplaySite) -> Bool) -> [DisplaySite] {
        let holding = files.filter { !$0.displaySites.isEmpty }
        if holding.count == 1, holding[0].displaySites.allSatisfy(keep) { return holding[0].displaySites }
        var sites: [DisplaySite] = []
        sites.reserveCapacity(holding.reduce(0) { $0 + $1.displaySites.count })
        for file in holding { sites.append(contentsOf: file.displaySites.lazy.filter(keep)) }
        return sites
    }

    init(_ model: ProjectModel) {
        self.model = model
        let ownTypes = model.declaredTypes
        self.ownTypes = ownTypes
        let importing = Set(model.files.filter { $0.imports("TipKit") }.map(\.path))
        tips = model.tips.filter { importing.contains($0.location.file) || !ownTypes.contains("Tip") }
        let groupReads = model.files.flatMap(\.groupTipReads)
        let castOnly = !groupReads.isEmpty && groupReads.allSatisfy { $0.castType != nil }
        let castTo = Set(groupReads.compactMap { $0.castType.map(TypeName.lastComponent) })
        // A member of a TipGroup shows only through the group's current tip: when every read of a current
        // tip casts it, a member no cast names never shows.
        let isUnshownMember = { (site: DisplaySite) in
            castOnly && site.kind == .tipGroup
                && !Self.tipTypes(of: site).contains { castTo.contains(TypeName.lastComponent($0)) }
        }
        let isTipKits = { (site: DisplaySite) in site.kind == .popoverTip || !ownTypes.contains(site.kind.rawValue) }
        displaySites = Self.displaySites(of: model.files) { isTipKits($0) && !isUnshownMember($0) }
        unshownGroupMembers =
            castOnly ? Self.displaySites(of: model.files) { isTipKits($0) && isUnshownMember($0) } : []
        groupCasts = castOnly ? groupReads : []
        events = model.events
        donations = model.donations
        invalidations = model.invalidations
        ruleReferences = model.ruleReferences
        parameters = model.parameters
        parameterAssignments = model.parameterAssignments
        let sent = donations.lazy.filter { $0.method == "sendDonation" }.count
        donationMethod = sent * 2 > donations.count ? "sendDonation" : "donate"

        tipsByType = Self.positions(tips) { TypeName.lastComponent($0.name) }
        returnedTips = Dictionary(grouping: model.files.flatMap(\.returnedTips)) { TypeName.lastComponent($0) }
        var sitesByType: [Substring: [Int]] = [:]
        for (position, site) in displaySites.enumerated() {
            for type in Set(Self.tipTypes(of: site).map(TypeName.lastComponent)) {
                sitesByType[type, default: []].append(position)
            }
        }
        displaySitesByType = sitesByType
        invalidationsByType = Self.positions(invalidations) { $0.tipType.map(TypeName.lastComponent) }
        var closedTypes: [[String]: Set<String>] = [:]
        for invalidation in invalidations {
            guard let key = Self.allOffKey(invalidation), let type = invalidation.tipType else { continue }
            closedTypes[key, default: []].insert(type)
        }
        allOffFunctions = Set(closedTypes.filter { $0.value.count >= 3 }.keys)
        eventsByMember = Self.positions(events) { MemberKey($0.name, of: $0.owner) }
        eventsByOwnerType = Self.positions(events) { $0.owner.map(TypeName.lastComponent) }
        eventsByID = Self.positions(events) { $0.id }
        var rowBuilt: [Substring: [RowBuiltView]] = [:]
        for file in model.files {
            for view in file.rowBuiltViews { rowBuilt[TypeName.lastComponent(view.typeName), default: []].append(view) }
        }
        rowBuiltViewsByType = rowBuilt
        donationsByMember = Self.positions(donations) { MemberKey($0.event, of: $0.owner ?? $0.context.typeName) }
        unqualifiedDonationsByEvent = Self.positions(donations) { $0.owner == nil ? $0.event : nil }
        readsByMember = Self.positions(ruleReferences) { $0.hasDollar ? nil : MemberKey($0.member, of: $0.owner) }
        readsByTipType = Self.positions(ruleReferences) { $0.hasDollar ? nil : TypeName.lastComponent($0.tip) }
        parameterReadsByMember = Self.positions(ruleReferences) {
            $0.hasDollar ? MemberKey($0.member, of: $0.owner) : nil
        }
        parameterReadsByTipType = Self.positions(ruleReferences) { $0.hasDollar ? TypeName.lastComponent($0.tip) : nil }
        parametersByMember = Self.positions(parameters) { MemberKey($0.name, of: $0.owner) }
        assignmentsByMember = Self.positions(parameterAssignments) { MemberKey($0.name, of: $0.owner) }
        var donatedByID: [String: [Int]] = [:]
        var readByID: [String: [Int]] = [:]
        for (position, event) in events.enumerated() {
            guard let id = event.id else { continue }
            if isDonatedItself(event) { donatedByID[id, default: []].append(position) }
            if !rules(reading: event).isEmpty { readByID[id, default: []].append(position) }
        }
        donatedEventsByID = donatedByID
        readEventsByID = readByID
    }

    /// A member's name and its owner's last component: equal for any member
    /// and owner pair that the lookups below accept (`sameType(nil, nil)` included).
    private struct MemberKey: Hashable {
        var name: String
        var ownerType: Substring?

        init(_ name: String, of owner: String?) {
            self.name = name
            ownerType = owner.map(TypeName.lastComponent)
        }
    }

    private static func positions<Fact, Key: Hashable>(_ facts: [Fact], by key: (Fact) -> Key?) -> [Key: [Int]] {
        var result: [Key: [Int]] = [:]
        for (position, fact) in facts.enumerated() {
            if let key = key(fact) { result[key, default: []].append(position) }
        }
        return result
    }

    // MARK: Tips

    func tip(named name: String) -> TipDeclaration? {
        tipsByType[TypeName.lastComponent(name)]?.lazy.map { tips[$0] }.first { TypeName.sameType($0.name, name) }
    }

    func tips(named name: String) -> [TipDeclaration] {
        (tipsByType[TypeName.lastComponent(name)] ?? []).map { tips[$0] }.filter { TypeName.sameType($0.name, name) }
    }

    func displaySites(of tip: TipDeclaration) -> LazyMapSequence<LazyFilterSequence<[Int]>, DisplaySite> {
        displaySites(of: tip.name)
    }

    /// The sites that show `tip`, read from the one array as they are asked for, never copied: 400,000
    /// popovers of one tip took 160 MB more.
    func displaySites(of tip: String) -> LazyMapSequence<LazyFilterSequence<[Int]>, DisplaySite> {
        let sites = displaySites
        return positions(of: tip).map { sites[$0] }
    }

    /// Whether anything displays `tip`; no site is copied (400,000 popovers of one tip are many MB).
    func isDisplayed(_ tip: TipDeclaration) -> Bool { !positions(of: tip.name).isEmpty }

    /// Whether a function typed to return a tip (`-> (any Tip)?`) returns `tip`: its callers, which tiplint
    /// does not follow through the call, may show it.
    func isReturnedAsTip(_ tip: TipDeclaration) -> Bool {
        returnedTips[TypeName.lastComponent(tip.name)]?.contains { TypeName.sameType($0, tip.name) } ?? false
    }

    private func positions(of tip: String) -> LazyFilterSequence<[Int]> {
        (displaySitesByType[TypeName.lastComponent(tip)] ?? []).lazy.filter { position in
            Self.tipTypes(of: self.displaySites[position]).contains { TypeName.sameType($0, tip) }
        }
    }

    /// What a display site can show: its resolved tip types; else, for an
    /// argument `Owner.member` (a tip enum's case `FeedTip.add`, or a static
    /// instance the extractor could not follow), the owner.
    static func tipTypes(of site: DisplaySite) -> [String] {
        if let type = site.tipType { return [type] + site.otherTipTypes }
        let parts = site.argument.split(separator: ".")
        guard parts.count >= 2, let member = parts.last, member.first?.isLowercase == true,
            parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return [] }
        return [parts.dropLast().joined(separator: ".")]
    }

    /// The invalidations of a switch that turns all tips off (`func disableTips()` closing three or more tip types
    /// with `.tipClosed`): they put every tip away at once, so none of them retires a tip once its action is done.
    func isTurningAllTipsOff(_ invalidation: Invalidation) -> Bool {
        Self.allOffKey(invalidation).map(allOffFunctions.contains) ?? false
    }

    /// The function body a closing invalidation sits in directly: its file, type and function.
    private static func allOffKey(_ invalidation: Invalidation) -> [String]? {
        guard invalidation.isClosing, invalidation.tipType != nil, let function = invalidation.context.functionName,
            invalidation.context.closures.isEmpty
        else { return nil }
        return [invalidation.site.location.file, invalidation.context.typeName ?? "", function]
    }

    func invalidations(of tip: String) -> [Invalidation] {
        (invalidationsByType[TypeName.lastComponent(tip)] ?? []).map { invalidations[$0] }
            .filter { $0.tipType.map { TypeName.sameType($0, tip) } ?? false }
    }

    /// The `#Rule` reads (no `$`) in the rules of `tip`.
    func reads(byRulesOf tip: String) -> [RuleReference] {
        (readsByTipType[TypeName.lastComponent(tip)] ?? []).map { ruleReferences[$0] }.filter {
            TypeName.sameType($0.tip, tip)
        }
    }

    /// The `#Rule` reads of parameters (`$name`) in the rules of `tip`.
    func parameterReads(byRulesOf tip: String) -> [RuleReference] {
        (parameterReadsByTipType[TypeName.lastComponent(tip)] ?? []).map { ruleReferences[$0] }.filter {
            TypeName.sameType($0.tip, tip)
        }
    }

    /// Events the tip's rules read, then events declared in its type, without repeats.
    func events(of tip: String) -> [(event: EventDeclaration, readByRules: Bool)] {
        let read = reads(byRulesOf: tip)
        // Candidates: events named as a read member, and events of a type like the tip's; then in model order.
        var candidates = Set(eventsByOwnerType[TypeName.lastComponent(tip)] ?? [])
        for reference in read {
            candidates.formUnion(eventsByMember[MemberKey(reference.member, of: reference.owner)] ?? [])
        }
        var result: [(event: EventDeclaration, readByRules: Bool)] = []
        for position in candidates.sorted() {
            let event = events[position]
            let isRead = read.contains {
                $0.member == event.name && event.owner != nil && TypeName.sameType(event.owner, $0.owner)
            }
            let isOwn = event.owner != nil && TypeName.sameType(event.owner, tip)
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
        case (let written?, let owner?): return TypeName.sameType(written, owner)
        case (_, nil): return donation.owner == nil
        case (nil, _?): return false
        }
    }

    /// The donations that count for the event: its own, and those of the events sharing its id
    /// (TipKit stores donations by id, so donating an alias feeds the event's rules).
    func donations(of event: EventDeclaration) -> [Donation] {
        ([event] + aliases(of: event)).flatMap { ownDonations(of: $0) }
    }

    func isDonated(_ event: EventDeclaration) -> Bool {
        isDonatedItself(event) || hasAlias(of: event, among: donatedEventsByID)
    }

    /// Whether code donates the event itself (not one of its aliases).
    func isDonatedItself(_ event: EventDeclaration) -> Bool {
        candidateDonations(of: event).contains { Self.donation(donations[$0], isOf: event) }
    }

    /// The donations that name the event itself.
    func ownDonations(of event: EventDeclaration) -> [Donation] {
        candidateDonations(of: event).map { donations[$0] }.filter { Self.donation($0, isOf: event) }
    }

    /// The other events with the event's id that can be compiled into one build with it.
    func aliases(of event: EventDeclaration) -> [EventDeclaration] {
        guard let id = event.id else { return [] }
        return (eventsByID[id] ?? []).map { events[$0] }.filter { other in
            other != event && BranchPath.canBuildTogether(other.location, other.branch, event.location, event.branch)
        }
    }

    /// Whether a `#Rule` reads the event or one of its aliases.
    func isRead(_ event: EventDeclaration) -> Bool {
        !rules(reading: event).isEmpty || hasAlias(of: event, among: readEventsByID)
    }

    /// Whether one of the events listed under the event's id is an alias of it.
    private func hasAlias(of event: EventDeclaration, among byID: [String: [Int]]) -> Bool {
        guard let id = event.id, let positions = byID[id] else { return false }
        return positions.contains { position in
            let other = events[position]
            return other != event
                && BranchPath.canBuildTogether(other.location, other.branch, event.location, event.branch)
        }
    }

    /// Positions of the donations that can match the event, in model order.
    private func candidateDonations(of event: EventDeclaration) -> [Int] {
        guard event.owner != nil else { return unqualifiedDonationsByEvent[event.name] ?? [] }
        return donationsByMember[MemberKey(event.name, of: event.owner)] ?? []
    }

    /// The `#Rule`s that read the event.
    func rules(reading event: EventDeclaration) -> [RuleReference] {
        (readsByMember[MemberKey(event.name, of: event.owner)] ?? []).map { ruleReferences[$0] }
            .filter { TypeName.sameType($0.owner, event.owner) }
    }

    /// The events a `#Rule` reference reads.
    func events(readBy reference: RuleReference) -> [EventDeclaration] {
        (eventsByMember[MemberKey(reference.member, of: reference.owner)] ?? []).map { events[$0] }
            .filter { TypeName.sameType(reference.owner, $0.owner) }
    }

    /// Whether a donation in the code donates one of the project's events.
    func donatesKnownEvent(_ donation: Donation) -> Bool {
        let written = eventsByMember[MemberKey(donation.event, of: donation.owner ?? donation.context.typeName)] ?? []
        let fileScope = donation.owner == nil ? eventsByMember[MemberKey(donation.event, of: nil)] ?? [] : []
        return (written + fileScope).contains { Self.donation(donation, isOf: events[$0]) }
    }

    // MARK: Parameters

    func parameter(readBy reference: RuleReference) -> ParameterDeclaration? {
        (parametersByMember[MemberKey(reference.member, of: reference.owner)] ?? []).lazy.map { parameters[$0] }
            .first { TypeName.sameType($0.owner, reference.owner) }
    }

    /// The `#Rule` references that read the parameter (`$name`).
    func reads(of parameter: ParameterDeclaration) -> [RuleReference] {
        (parameterReadsByMember[MemberKey(parameter.name, of: parameter.owner)] ?? []).map { ruleReferences[$0] }
            .filter { TypeName.sameType($0.owner, parameter.owner) }
    }

    /// The assignments (and toggles) of the parameter, in model order.
    func assignments(of parameter: ParameterDeclaration) -> [ParameterAssignment] {
        (assignmentsByMember[MemberKey(parameter.name, of: parameter.owner)] ?? []).map { parameterAssignments[$0] }
            .filter { TypeName.sameType($0.owner, parameter.owner) }
    }

    // MARK: Rows

    /// Where the view type `name` is built in each row of a list, when it is.
    func rowBuiltView(named name: String) -> RowBuiltView? { rowBuiltViewsByType[TypeName.lastComponent(name)]?.first }

    /// Every row that builds a view of that name, in file order.
    func rowBuiltViews(named name: String) -> [RowBuiltView] { rowBuiltViewsByType[TypeName.lastComponent(name)] ?? [] }

    /// A `.popoverTip` modifier showing one resolved tip of the view's own (not handed in by its
    /// parent) unconditionally: what every instance of its view anchors.
    static func isPlainAnchor(_ site: DisplaySite) -> Bool {
        site.kind == .popoverTip && site.anchor != nil && site.tipType != nil && site.otherTipTypes.isEmpty
            && site.forwarding == nil && !site.argument.contains("?") && !site.argument.contains("nil")
    }

    // MARK: Follow-on findings

    /// When the tips whose rules hold `readers` are all declared and never displayed, the first of
    /// them: an event or parameter only such tips read is a follow-on of that tip's
    /// `tip_never_displayed` (wiring it up would change nothing anyone sees).
    func undisplayedTip(behind readers: [RuleReference]) -> TipDeclaration? {
        var first: TipDeclaration?
        for reader in readers {
            let declared = tips(named: reader.tip)
            guard !declared.isEmpty, displaySites(of: reader.tip).isEmpty, !declared.contains(where: isReturnedAsTip)
            else { return nil }
            for tip in declared where first.map({ tip.location < $0.location }) ?? true { first = tip }
        }
        return first
    }

    // MARK: Files

    /// Whether a file uses TipKit and so needs `import TipKit`.
    static func needsImport(_ file: FileFacts) -> Bool {
        !file.tipKitUses.isEmpty || !file.tips.isEmpty || !file.events.isEmpty || !file.donations.isEmpty
            || !file.displaySites.isEmpty || !file.invalidations.isEmpty || !file.configureCalls.isEmpty
            || !file.testingCalls.isEmpty || !file.parameters.isEmpty
    }
}
