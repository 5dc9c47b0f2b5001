/// The plan side of the report: every planned check, evaluated against the code.
/// The checks are those listed on `Coverage`.
enum PlanCoverageBuilder {
    static func coverage(of plan: Plan, in index: CoverageIndex) -> PlanCoverage {
        let tipNames = plannedTipNames(plan)
        var checks: [PlannedCheck] = []
        for name in tipNames {
            let area = self.area(of: name, in: plan)
            if let planned = plan.tips.first(where: { $0.name == name }) {
                checks += TipChecks.declaration(of: planned, in: index, area: area)
            }
            for site in unique(plan.displaySites.filter { $0.tip == name }) {
                checks.append(TipChecks.display(site, tip: name, in: index, area: area))
            }
            for site in unique(plan.donations.filter { $0.tip == name }) {
                checks.append(TipChecks.donation(site, tip: name, plan: plan, in: index, area: area))
            }
        }
        for site in unique(plan.imports) {
            checks.append(FileChecks.import(site, in: index))
        }
        if let configure = plan.configure {
            checks.append(FileChecks.configure(configure, in: index))
        }

        var missing: [String] = []
        for tip in plan.tips where index.tipKit.tips(named: tip.name).isEmpty && !missing.contains(tip.name) {
            missing.append(tip.name)
        }
        var unplanned: [String] = []
        for tip in index.tipKit.tips where !tipNames.contains(where: { TipKitIndex.sameType($0, tip.name) }) {
            if !unplanned.contains(tip.name) { unplanned.append(tip.name) }
        }
        return PlanCoverage(documents: plan.documents, checks: checks, missingTips: missing, unplannedTips: unplanned)
    }

    /// Planned tips in plan order, then tips only the plan's sites name.
    private static func plannedTipNames(_ plan: Plan) -> [String] {
        var names: [String] = []
        for name in plan.tips.map(\.name) + (plan.displaySites + plan.donations).compactMap(\.tip)
        where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// The file of the tip's first planned display site, else of its first planned donation.
    private static func area(of tip: String, in plan: Plan) -> String {
        let site = plan.displaySites.first { $0.tip == tip } ?? plan.donations.first { $0.tip == tip }
        return site.map { CoverageIndex.area(ofFile: $0.file) } ?? "Unplaced"
    }

    /// Sites without repeats: one per (tip, event, file), the first the plan writes.
    private static func unique(_ sites: [PlannedSite]) -> [PlannedSite] {
        var seen: Set<String> = []
        return sites.filter { site in
            seen.insert("\(site.tip ?? "")\u{0}\(site.event ?? "")\u{0}\(PlanText.normalize(site.file))").inserted
        }
    }
}

extension SourceLocation {
    /// `path:line`, as reports show a place.
    var pathAndLine: String { "\(file):\(line)" }
}
