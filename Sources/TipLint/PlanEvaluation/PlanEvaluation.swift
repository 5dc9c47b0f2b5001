/// The plan evaluated against the code, once: every planned check with whether it
/// holds, where, and why not. The plan rules report the checks' problems and the
/// coverage report counts the checks, so lint and report agree on every check.
///
/// ## The checks (the one place they are defined)
///
/// The code is read as the TipKit rules read it (`EvaluationIndex`). One **planned check**
/// per item below; each holds or not:
/// - `declared`: a tip type of the planned name is declared.
/// - `event`: for each planned event with a literal id, one of the tip's events (those its
///   rules read and those declared in it) has that id.
/// - `title`, `message`, `image`: for each copy field the plan's tip writes, the tip's
///   literal copy equals it exactly (computed copy does not hold: it cannot be compared).
/// - `display`: for each distinct (tip, planned file) display site, the tip is displayed
///   in that file.
/// - `donation`: for each distinct (tip, event, planned file) donation, the event is donated
///   on the tip's type (`Tip.event.donate()`, or unqualified inside the tip) in that file.
/// - `import`: for each distinct file the plan adds `import TipKit` to, that file imports TipKit.
/// - `configure`: when the plan places `Tips.configure`, the app calls it once (calls in
///   branches of one `#if` that exclude each other count once), in that file, with the
///   planned options (whitespace and order ignored); previews and tests do not count.
/// A planned path names the scanned files as `PlannedFileLookup` resolves it: one path's
/// components end with the other's, the longest match winning; when none does, the one
/// scanned file of that name elsewhere (a moved copy) stands in. A check whose tip is not
/// declared does not hold. Design tables are not checks: `plan_copy_mismatch` and
/// `plan_inconsistent` report them.
///
/// Beyond the checks, what the code has that the plan does not (`UnplannedEventFinder`): events
/// a planned tip's rules read and the app donates, donations of planned events in other files.
///
/// **Areas** group checks for the report: a tip's area is the file (name without `.swift`)
/// of its first planned display site, else of its first planned donation; a file check's
/// area is its file.
struct PlanEvaluation: Sendable {
    /// The plan and design documents read.
    var documents: [String]
    /// In plan order: each planned tip's checks, then the file checks.
    var checks: [PlannedCheck]
    /// The project's TipKit tips, in file and line order.
    var declaredTips: [TipDeclaration]
    /// Declared tips the plan does not name (by a code block or a planned site), in
    /// declaration order, one per name; empty when the plan names no tip at all.
    var unplannedTips: [TipDeclaration]
    /// Events a planned tip's rules read and the app donates that the plan does not give the tip.
    var unplannedEvents: [PlanDeviation]
    /// Donations of planned events in files where the plan does not donate them.
    var unplannedDonations: [PlanDeviation]
    /// Where the plan sets out its tips, for findings about tips it does not name: its
    /// stated count, else its first tip.
    var tipsReference: PlanReference?
    /// Tips the plan describes in words, with no type, each with the declared tip it is by its copy.
    var describedTips: [DescribedTipMatch]

    /// Evaluates `plan` against `model`; `usesTipKit` defaults to whether some file imports TipKit.
    init(model: ProjectModel, plan: Plan, usesTipKit: Bool? = nil) {
        self.init(plan: plan, index: EvaluationIndex(model, usesTipKit: usesTipKit ?? model.usesTipKit))
    }

    init(plan: Plan, index: EvaluationIndex) {
        documents = plan.documents
        declaredTips = index.tipKit.tips
        // Tips the plan names by their copy or a description are checked as the type they are.
        let plan = DescribedTipResolver.resolved(plan, declared: declaredTips) { index.displays($0, at: $1) }
        let tipNames = Self.plannedTipNames(plan)
        describedTips = DescribedTipMatcher.matched(plan.describedTips, declared: declaredTips)
        let describedNames = describedTips.compactMap { $0.code?.name }
        // A plan that names no tip yields no unplanned tips: `plan_unread` says so once (`UnreadTipSigns`).
        tipsReference =
            !PlanRuleSupport.namesTips(plan)
            ? nil
            : plan.statedTipCounts.first?.source ?? plan.tips.first?.source
                ?? (plan.displaySites + plan.donations).first { $0.tip != nil }?.source

        var unplanned: [TipDeclaration] = []
        if tipsReference != nil {
            let namedInPassing = Self.tipsNamedInPassing(plan)
            for tip in declaredTips
            where !tipNames.contains(where: { TypeName.sameType($0, tip.name) }) && !describedNames.contains(tip.name)
                && !namedInPassing.contains(where: { TypeName.sameType($0, tip.name) })
                && !unplanned.contains(where: { $0.name == tip.name })
            {
                unplanned.append(tip)
            }
        }
        unplannedTips = unplanned

        var checks: [PlannedCheck] = []
        let tipChecks = TipCheckEvaluator(index: index, plan: plan, unplanned: unplanned)
        // Indexed once: a plan of thousands of tips and files is not rescanned per tip or site.
        let plannedFiles = PathSuffixIndex(plan.files.map(\.path))
        let siteChecks = SiteCheckEvaluator(index: index, plan: plan, plannedFiles: plannedFiles)
        let tipsByName = Dictionary(plan.tips.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let displaysByTip = Dictionary(grouping: plan.displaySites.filter { $0.tip != nil }) { $0.tip ?? "" }
        let donationsByTip = Dictionary(grouping: plan.donations.filter { $0.tip != nil }) { $0.tip ?? "" }
        for name in tipNames {
            let displays = displaysByTip[name] ?? [], donations = donationsByTip[name] ?? []
            let area = (displays.first ?? donations.first).map { EvaluationIndex.area(ofFile: $0.file) } ?? "Unplaced"
            if let planned = tipsByName[name] {
                // Each check is as strong as the fact it checks (`PlannedTip.evidence(of:)`).
                checks += tipChecks.checks(of: planned, area: area).map {
                    Self.marked($0, done: planned.isDone, evidence: $0.evidence)
                }
            }
            for site in Self.unique(displays) {
                checks.append(
                    Self.marked(
                        siteChecks.display(site, tip: name, area: area), done: site.isDone, evidence: site.evidence))
            }
            for site in Self.unique(donations) {
                checks.append(
                    Self.marked(
                        siteChecks.donation(site, tip: name, area: area), done: site.isDone, evidence: site.evidence))
            }
        }
        let fileChecks = FileCheckEvaluator(index: index, plan: plan, plannedFiles: plannedFiles)
        for site in Self.unique(plan.imports) {
            var check = Self.marked(fileChecks.import(site), done: site.isDone, evidence: site.evidence)
            check.isDerived = site.isDerived
            checks.append(check)
        }
        if let configure = plan.configure {
            checks.append(
                Self.marked(fileChecks.configure(configure), done: configure.isDone, evidence: configure.evidence))
        }
        self.checks = checks
        let deviations = UnplannedEventFinder(index: index, plan: plan, sites: siteChecks)
        unplannedEvents = deviations.unplannedEvents(ofTips: tipNames)
        unplannedDonations = deviations.unplannedDonations()
    }

    /// A check with the done state and evidence of the planned item behind it.
    private static func marked(_ check: PlannedCheck, done: Bool, evidence: EvidenceGrade) -> PlannedCheck {
        var check = check
        check.isDone = done
        check.evidence = evidence
        return check
    }

    /// Planned tip names that no declared tip has, in plan order.
    var missingTips: [String] {
        checks.filter { $0.kind == .declared && !$0.held }.compactMap(\.tip)
    }

    /// Held checks of all checks.
    var figure: CoverageFigure {
        CoverageFigure(held: checks.filter(\.held).count, total: checks.count)
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

    /// Tip types the plan names in lines it read nothing from (`plan_unread`), or nothing on purpose but
    /// for a negative sentence ("`OldTip` is no longer shown"): its author knows them, so they are not
    /// tips the plan leaves out (a bug analysis lists the tips its flow passes through in prose).
    private static func tipsNamedInPassing(_ plan: Plan) -> Set<String> {
        let skipped = plan.skipped.filter { $0.reason != .negativeSentence }.flatMap { PlanNames.tipTypes(in: $0.text) }
        return Set(plan.unread.flatMap(\.names) + skipped)
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
