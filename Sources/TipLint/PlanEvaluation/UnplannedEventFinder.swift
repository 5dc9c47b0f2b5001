/// Where the code goes beyond the plan's events: a tip's rules read and the app donates an
/// event the plan does not give the tip (`plan_event_unplanned`), or a planned event is donated
/// in a file where the plan does not donate it (`plan_donation_unplanned`).
///
/// Only where the plan lists the tip's events, or the event's donation sites: a plan silent about
/// them says nothing about which the code should have. The deviations carry the evidence of the
/// plan facts behind them, so one the plan only mentions reports at most a note.
struct UnplannedEventFinder {
    let index: EvaluationIndex
    let plan: Plan
    let sites: SiteCheckEvaluator

    /// Events read by a planned tip's rules and donated somewhere, which the plan does not give
    /// the tip by name or id. A tip's only event standing for the plan's only event is no extra
    /// event: `plan_event_mismatch` compares its id.
    func unplannedEvents(ofTips tipNames: [String]) -> [PlanDeviation] {
        // Indexed once: a plan of thousands of tips is not rescanned per tip.
        let tipsByName = Dictionary(plan.tips.map { (TypeName.simple($0.name), $0) }, uniquingKeysWith: { a, _ in a })
        let donationsByTip = Dictionary(grouping: plan.donations.filter { $0.event != nil }) { $0.tip ?? "" }
        return tipNames.flatMap { tip -> [PlanDeviation] in
            let planned = tipsByName[TypeName.simple(tip)]
            let donations = donationsByTip[tip] ?? []
            let plannedNames = Set((planned?.events.map(\.name) ?? []) + donations.compactMap(\.event))
            guard !plannedNames.isEmpty, let source = planned?.source ?? donations.first?.source else { return [] }
            let plannedIDs = Set(planned?.events.compactMap(\.id) ?? [])
            let tipEvidence = planned.flatMap { $0.events.isEmpty ? nil : $0.evidence }
            let strongest = ([tipEvidence].compactMap { $0 } + donations.map(\.evidence)).min() ?? .mentioned

            let codeEvents = index.tipKit.events(of: tip)
            if codeEvents.count == 1, planned?.events.count == 1 { return [] }
            let reads = index.tipKit.reads(byRulesOf: tip)
            let name = TypeName.simple(tip)
            let listed = plannedNames.sorted().joined(separator: ", ")
            return codeEvents.compactMap { event, readByRules in
                guard readByRules, index.tipKit.isDonated(event), !plannedNames.contains(event.name),
                    !(event.id.map(plannedIDs.contains) ?? false)
                else { return nil }
                let read = reads.first { $0.member == event.name && TypeName.sameType($0.owner, event.owner) }
                let id = event.id.map { " (id \"\($0)\")" } ?? ""
                return PlanDeviation(
                    message:
                        "\(name)'s rules read \(TypeName.simple(event.owner ?? tip)).\(event.name)\(id), an event the "
                        + "plan does not give \(name) (its events: \(listed); \(PlanRuleSupport.cite(source))); "
                        + "add it to the plan, or drop it from the rule",
                    location: read?.location ?? event.location, key: "\(name).\(event.name)", plan: source,
                    evidence: strongest)
            }
        }
    }

    /// Donations, one per file, of a planned event in files where the plan does not donate it.
    /// Only for events whose planned donations are all in place: where one is missing,
    /// `plan_donation_missing` names the donation found elsewhere instead.
    func unplannedDonations() -> [PlanDeviation] {
        var groups: [(tip: String, event: String, sites: [PlannedSite])] = []
        var groupOf: [String: Int] = [:]
        for site in plan.donations {
            guard let tip = site.tip, let event = site.event else { continue }
            let key = "\(tip)\u{0}\(event)"
            if let position = groupOf[key] {
                groups[position].sites.append(site)
            } else {
                groupOf[key] = groups.count
                groups.append((tip, event, [site]))
            }
        }
        return groups.flatMap { tip, plannedEvent, plannedSites -> [PlanDeviation] in
            let codeName = sites.codeEvent(for: plannedEvent, of: tip)
            guard let event = index.tipKit.events(of: tip).map(\.event).first(where: { $0.name == codeName })
            else { return [] }
            let donations = index.tipKit.ownDonations(of: event)
                .filter { !index.previews.isPreviewOnly($0.context) }
                .sorted { $0.location < $1.location }
            let plannedPaths = plannedSites.map { Set(index.scannedFiles(at: $0.file).files.map(\.path)) }
            let inPlace = plannedPaths.allSatisfy { paths in donations.contains { paths.contains($0.location.file) } }
            guard inPlace else { return [] }
            let allPlanned = plannedPaths.reduce(into: Set<String>()) { $0.formUnion($1) }
            let source = plannedSites[0].source
            let name = "\(TypeName.simple(tip)).\(codeName)"
            let plannedIn = plannedSites.map(\.file).joined(separator: ", ")
            var reported: Set<String> = []
            return donations.compactMap { donation in
                let file = donation.location.file
                guard !allPlanned.contains(file), reported.insert(file).inserted else { return nil }
                return PlanDeviation(
                    message:
                        "\(name) is donated here, but the plan donates it only in \(plannedIn) "
                        + "(\(PlanRuleSupport.cite(source))); add this file to the plan, or donate it only where planned",
                    location: donation.location, key: name, plan: source,
                    evidence: plannedSites.map(\.evidence).min() ?? .mentioned)
            }
        }
    }
}

/// Code that goes beyond what the plan states (an event or a donation the plan does not have).
struct PlanDeviation: Sendable, Hashable {
    var message: String
    var location: SourceLocation
    /// The finding's baseline key.
    var key: String
    /// The plan line the deviation is measured against.
    var plan: PlanReference
    /// The strongest evidence of the plan facts it is measured against.
    var evidence: EvidenceGrade
}
