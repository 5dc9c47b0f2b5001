import SwiftScan

/// Folds the evidence into the plan's tips, files, sites, imports and configure call, and
/// adds what the plan implies whatever its shape:
///
/// - a tip stated in several places is one tip: each field from the first place that gives it;
/// - "donated there" / "donated when tapped", and "each tip's event is donated where it is
///   shown", put the tip's donations in the files that show it;
/// - a file where the plan shows or donates a tip, or calls `Tips.configure`, needs `import TipKit`
///   (a derived import, unless a line of the plan adds it with strong evidence; not a view place:
///   the view may show the tip through a view it builds, in another file);
/// - every file the plan puts something in is a file to modify, unless the plan creates it;
/// - a path written short (`HomeView.swift`) stands for the one longer path the documents give
///   that ends with it;
/// - an item is done when the plan marks done a task or step that states it.
struct PlanDerivation {
    let evidence: PlanEvidence
    private let paths: PlanPaths
    private let done: DoneIndex

    init(evidence: PlanEvidence) {
        self.evidence = evidence
        paths = PlanPaths(evidence)
        done = DoneIndex(evidence.tasks)
    }

    func fill(_ plan: inout Plan) {
        let statements = evidence.statements.filter(\.statesFacts)
        let tipStatements = evidence.tips + statements.map(\.plannedTip) + evidence.sketchTips
        let doneTips = Set(tipStatements.filter { done.isDone($0.source) }.map(PlanDerivation.key))
        plan.tips = PlanDerivation.mergedTips(tipStatements).map { tip in
            var tip = tip
            tip.isDone = doneTips.contains(PlanDerivation.key(tip))
            return tip
        }
        let folded = PlanDerivation.foldingDescribed(plan.tips)
        plan.tips = folded.tips.map(PlanDerivation.withEntryCopy)
        plan.describedTips = evidence.describedTips.map { tip in
            var tip = tip
            tip.isDone = done.isDone(tip.source)
            return tip
        }
        plan.wordedFacts =
            PlanDerivation.linked(evidence.wordedFacts, tips: plan.tips, described: plan.describedTips)
            + PlanDerivation.linked(evidence.placedCopies, tips: plan.tips)
            + PlanDerivation.linked(labelled: evidence.labelledFacts, tips: plan.tips, described: plan.describedTips)

        let displays = evidence.displaySites + statements.flatMap(\.plannedDisplays)
        var donations = evidence.donations + statements.flatMap(\.plannedDonations)
        if let everywhere = evidence.donationsAtDisplay.first {
            donations += donationsAtDisplay(plan.tips, displays: displays, donations: donations, source: everywhere)
        }
        plan.displaySites = sites(displays) { "\($0.file)\u{0}\($0.tip ?? "")" }
        plan.donations = sites(donations) { "\($0.file)\u{0}\($0.tip ?? "")\u{0}\($0.event ?? "")" }
        plan.renameSiteTips(folded.renamed)

        // The strongest statement of the configure call; code before prose when they are equal.
        let configure = (evidence.configureCalls + evidence.configureStatements).min { $0.evidence < $1.evidence }
        plan.configure = configure.map { call in
            var call = call
            if !call.isInApp { call.file = paths.canonical(call.file) }
            call.isDone = done.isDone(call.source)
            if call.options == nil {
                call.options =
                    evidence.configureStatements.first { $0.options != nil && PlanText.sameFile($0.file, call.file) }?
                    .options
            }
            return call
        }

        // A view place (`HomeView`) implies no import: the view may show the tip through a view it builds,
        // in another file, and which file needs TipKit is the code's to say.
        let derivedImports =
            (plan.displaySites.filter { !$0.isThroughHelper } + plan.donations).filter {
                !PlanNames.isViewPlace($0.file)
            }.map {
                PlannedSite(file: $0.file, source: $0.source, isDone: $0.isDone, evidence: $0.evidence)
            }
            // The App's file is found in the code, not named; a file calling the app's helper needs no import.
            + (plan.configure.map {
                !$0.impliesImport
                    ? [] : [PlannedSite(file: $0.file, source: $0.source, isDone: $0.isDone, evidence: $0.evidence)]
            } ?? [])
        // An import a line of the plan adds with strong evidence is stated; any other is derived.
        let statedImports = Set(evidence.imports.filter(\.evidence.isStrong).map { paths.canonical($0.file) })
        plan.imports = sites(evidence.imports + derivedImports) { $0.file }.map { site in
            var site = site
            site.isDerived = !statedImports.contains(site.file)
            return site
        }

        var files = (evidence.files.isEmpty ? evidence.designFiles : evidence.files).map { file in
            var file = file
            file.path = paths.canonical(file.path)
            file.isDone = done.isDone(file.source)
            return file
        }
        var listed = PathSuffixIndex(files.map(\.path))
        // A file the plan only mentions in a list (`Modified:`) is as strong as an import a line adds to it.
        let mentionedOnly = Set(files.map(\.path)).subtracting(files.filter(\.evidence.isStrong).map(\.path))
        for site in plan.imports where !listed.matches(site.file) || mentionedOnly.contains(site.file) {
            files.append(
                PlannedFile(
                    path: site.file, action: .modify, source: site.source, isDone: site.isDone,
                    evidence: site.evidence))
            listed.insert(site.file)
        }
        let key: (PlannedFile) -> String = { "\($0.path)\u{0}\($0.action.rawValue)" }
        let doneKeys = Set(files.filter(\.isDone).map(key))
        let grades = PlanDerivation.strongest(files, key: key, grade: \.evidence)
        plan.files = PlanEvidence.unique(files, by: key).map { file in
            var file = file
            file.isDone = doneKeys.contains(key(file))
            file.evidence = grades[key(file)] ?? file.evidence
            return file
        }
    }

    /// Sites with canonical paths, once per key (the first statement), done when any statement is.
    private func sites(_ all: [PlannedSite], key: (PlannedSite) -> String) -> [PlannedSite] {
        let canonical = all.map { site in
            var site = site
            site.file = paths.canonical(site.file)
            site.isDone = site.isDone || done.isDone(site.source)
            return site
        }
        var doneKeys = Set<String>()
        for site in canonical where site.isDone { doneKeys.insert(key(site)) }
        let grades = PlanDerivation.strongest(canonical, key: key, grade: \.evidence)
        return PlanEvidence.unique(canonical, by: key).map { site in
            var site = site
            site.isDone = doneKeys.contains(key(site))
            site.evidence = grades[key(site)] ?? site.evidence
            return site
        }
    }

    /// Per key, the strongest evidence any of `items` with that key has: an item the plan states
    /// in a task and mentions in prose is stated.
    static func strongest<T>(_ items: [T], key: (T) -> String, grade: (T) -> EvidenceGrade) -> [String: EvidenceGrade] {
        var grades: [String: EvidenceGrade] = [:]
        for item in items { grades[key(item)] = min(grades[key(item)] ?? .mentioned, grade(item)) }
        return grades
    }

    /// For each tip shown in a file and donated nowhere: its events donated in that file.
    private func donationsAtDisplay(
        _ tips: [PlannedTip], displays: [PlannedSite], donations: [PlannedSite],
        source: PlanReference
    ) -> [PlannedSite] {
        let donated = Set(donations.compactMap(\.tip))
        return displays.flatMap { display -> [PlannedSite] in
            guard let tip = display.tip, !donated.contains(tip),
                let planned = tips.first(where: { $0.name == tip }), !planned.events.isEmpty
            else { return [] }
            return planned.events.map {
                PlannedSite(
                    file: display.file, tip: tip, event: $0.name, source: display.source, evidence: display.evidence)
            }
        }
    }

    /// A tip's identity: its type's own name, or the words a tip named without a type is named by.
    static func key(_ tip: PlannedTip) -> String {
        tip.isDescribed ? "\u{1}" + tip.name.lowercased() : TypeName.simple(tip.name)
    }

    /// Tips named without a type that a typed tip of the plan is (its title is their words, or its
    /// name's words are among them: "swipe to delete" is `SwipeToDeleteTip`): one tip, the typed one.
    static func foldingDescribed(_ tips: [PlannedTip]) -> (tips: [PlannedTip], renamed: [String: String]) {
        let typed = tips.filter { !$0.isDescribed }
        guard typed.count < tips.count, !typed.isEmpty else { return (tips, [:]) }
        var renamed: [String: String] = [:]
        let kept = tips.filter { tip in
            guard let words = tip.describedAs.map(DescribedTipWords.words) else { return true }
            let same = typed.first { other in
                [other.title, other.message].contains { $0.map { PlannedCopy.matches($0, tip.name) } == true }
                    || DescribedTipWords.nameMatches(other.name, words)
            }
            if let same { renamed[tip.name] = same.name }
            return same == nil
        }
        return (kept, renamed)
    }

    /// A tip whose copy only its entry's quote gives: that quote as its title or message, a mention, cited at
    /// the entry's line. Done after merging, so any copy the plan states in a field, table or code wins.
    static func withEntryCopy(_ tip: PlannedTip) -> PlannedTip {
        guard tip.title == nil, tip.message == nil, let copy = tip.entryCopy else { return tip }
        var tip = tip
        let field = WordedTipFacts.entryField(copy.value)
        if field == .title { tip.title = copy.value } else { tip.message = copy.value }
        tip.mentionedFacts.insert(field)
        if copy.source != tip.source { tip.factLines[field] = copy.source }
        return tip
    }

    /// The worded facts whose tip the plan reads: a tip of that type, else a tip named in words by the same
    /// words in any case (a section's `Library filter tip` is the list's "Library filter tip"), named as
    /// the plan lists it. A fact of a tip the plan reads nowhere else is left out.
    static func linked(_ facts: [WordedTipFact], tips: [PlannedTip], described: [DescribedTip]) -> [WordedTipFact] {
        var names: [String: String] = [:]
        for name in tips.map(\.name) + described.map(\.name) where !name.isEmpty {
            names[name.lowercased()] = names[name.lowercased()] ?? name
        }
        return facts.compactMap { fact in
            guard let name = names[fact.tip.lowercased()] else { return nil }
            var fact = fact
            fact.tip = name
            return fact
        }
    }

    /// The facts a bold label's sub-items give, for the tip the label names: a tip named by those words (as
    /// `linked` finds it), else the one typed tip whose title is the label (`Save Sessions`) or whose name's
    /// words it holds (`Open in Maps`, `OpenInMapsTip`). A label two tips or none fit gives nothing.
    static func linked(
        labelled facts: [WordedTipFact], tips: [PlannedTip], described: [DescribedTip]
    )
        -> [WordedTipFact]
    {
        let byName = linked(facts, tips: tips, described: described)
        let named = Set(byName.map(\.source))
        return byName
            + facts.filter { !named.contains($0.source) }.compactMap { fact in
                let label = fact.tip.lowercased()
                let words = DescribedTipWords.words(fact.tip)
                let fits = tips.filter {
                    !$0.isDescribed
                        && ($0.title?.lowercased() == label || DescribedTipWords.nameMatches($0.name, words))
                }
                guard fits.count == 1 else { return nil }
                var fact = fact
                fact.tip = fits[0].name
                return fact
            }
    }

    /// The facts of each line placing a tip with its copy, given to the one typed tip whose name's words are
    /// among the line's and its headings' (`WorkoutUnlockTip` under "Day 2: Workouts Unlock", "on new
    /// Workouts tab"); a line two tips or none fit gives none.
    static func linked(_ copies: [PlacedTipCopy], tips: [PlannedTip]) -> [WordedTipFact] {
        copies.flatMap { copy -> [WordedTipFact] in
            let fits = tips.filter { !$0.isDescribed && DescribedTipWords.nameMatches($0.name, copy.words) }
            return fits.count == 1 ? copy.facts(of: fits[0].name) : []
        }
    }

    /// One tip per name: each field from the first statement that gives it, events joined by name,
    /// cited at its strongest statement.
    static func mergedTips(_ all: [PlannedTip]) -> [PlannedTip] {
        var merged: [PlannedTip] = []
        var index: [String: Int] = [:]
        for tip in all {
            let key = PlanDerivation.key(tip)
            guard let at = index[key] else {
                index[key] = merged.count
                merged.append(tip)
                continue
            }
            let factsBefore = Set(merged[at].facts)
            // The tip's line is the one that states it most strongly.
            if tip.evidence < merged[at].evidence {
                // Facts already taken keep the line they were read from, and a mention's stay mentions.
                for fact in factsBefore { merged[at].factLines[fact] = merged[at].line(of: fact) }
                if !merged[at].evidence.isStrong { merged[at].mentionedFacts.formUnion(factsBefore) }
                merged[at].evidence = tip.evidence
                merged[at].source = tip.source
            }
            // Each fact keeps the line of the statement it is taken from.
            let fromTip: [(PlannedTipFact, Bool)] = [
                (.title, merged[at].title == nil && tip.title != nil),
                (.message, merged[at].message == nil && tip.message != nil),
                (.image, merged[at].image == nil && tip.image != nil),
            ]
            for (fact, taken) in fromTip where taken { merged[at].factLines[fact] = tip.line(of: fact) }
            merged[at].title = merged[at].title ?? tip.title
            merged[at].message = merged[at].message ?? tip.message
            merged[at].image = merged[at].image ?? tip.image
            merged[at].entryCopy = merged[at].entryCopy ?? tip.entryCopy
            for event in tip.events {
                if let known = merged[at].events.firstIndex(where: { $0.name == event.name }) {
                    merged[at].events[known].id = merged[at].events[known].id ?? event.id
                } else if let id = event.id, merged[at].events.contains(where: { $0.id == id }) {
                    continue
                } else {
                    merged[at].events.append(event)
                    merged[at].factLines[.event(event.name)] = tip.line(of: .event(event.name))
                }
            }
            // What only a mention adds is a mention, whatever states the tip itself.
            if !tip.evidence.isStrong {
                merged[at].mentionedFacts.formUnion(Set(merged[at].facts).subtracting(factsBefore))
            }
        }
        return merged
    }
}

/// The paths the documents write, to read a short one (`HomeView.swift`, or the view place
/// `HomeView`) as the one longer path they also write that ends with it (`Sprig/Views/Home/HomeView.swift`).
private struct PlanPaths {
    private let index: PathSuffixIndex

    init(_ evidence: PlanEvidence) {
        let written =
            evidence.files.map(\.path) + evidence.designFiles.map(\.path) + evidence.pathMentions.map(\.path)
            + (evidence.displaySites + evidence.donations + evidence.imports).map(\.file)
            + evidence.statements.flatMap { $0.displayFiles.map(\.path) + $0.donationFiles.map(\.path) }
            + (evidence.configureCalls + evidence.configureStatements).filter { !$0.isInApp }.map(\.file)
        index = PathSuffixIndex(written)
    }

    /// A view place (`BedView`) is the view's file when the documents write that file's path
    /// (`Garden/Views/BedView.swift`): the plan says which file it means.
    func canonical(_ path: String) -> String {
        if PlanNames.isViewPlace(path) {
            let file = path + ".swift"
            return index.longer(than: file) ?? index.named(by: file) ?? path
        }
        return index.longer(than: path) ?? path
    }
}

/// Which task or step holds a plan line, and whether the plan marks it (or a task holding it)
/// done: answered in constant time from tables built in one sweep, so a deep checklist or a
/// plan of thousands of tasks stays linear.
struct DoneIndex {
    /// Per document, the innermost task holding each line (index 0 unused).
    private let innermost: [String: [Int?]]
    /// Per task: marked done, or held by a task marked done.
    private let done: [Bool]

    init(_ tasks: [PlannedTask]) {
        var done: [Bool] = []
        done.reserveCapacity(tasks.count)
        for task in tasks {
            // A step comes after the task that holds it.
            done.append(task.isMarkedDone || task.parent.map { $0 < done.count && done[$0] } == true)
        }
        self.done = done
        var byDocument: [String: [Int]] = [:]
        for (index, task) in tasks.enumerated() { byDocument[task.source.file, default: []].append(index) }
        var innermost: [String: [Int?]] = [:]
        for (document, indices) in byDocument {
            // Tasks nest: sweep the lines with a stack of the tasks open at each.
            let starts = indices.sorted { (tasks[$0].source.line, $0) < (tasks[$1].source.line, $1) }
            let lastLine = indices.map { tasks[$0].lastLine }.max() ?? 0
            var lines = [Int?](repeating: nil, count: lastLine + 1)
            var open: [Int] = []
            var next = 0
            for line in 1...max(1, lastLine) {
                while let top = open.last, tasks[top].lastLine < line { open.removeLast() }
                while next < starts.count, tasks[starts[next]].source.line == line {
                    open.append(starts[next])
                    next += 1
                }
                if line < lines.count { lines[line] = open.last }
                WorkMeter.count()
            }
            innermost[document] = lines
        }
        self.innermost = innermost
    }

    func task(of reference: PlanReference) -> Int? {
        guard let lines = innermost[reference.file], reference.line > 0, reference.line < lines.count else {
            return nil
        }
        return lines[reference.line]
    }

    func isDone(_ reference: PlanReference) -> Bool {
        task(of: reference).map { done[$0] } ?? false
    }
}
