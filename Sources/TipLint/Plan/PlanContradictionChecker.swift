/// Finds where the plan documents contradict themselves or each other (`plan_inconsistent`).
/// Each contradiction sits at the statement that disagrees: a stated count that the tasks
/// do not bear out, or the later of two statements (the design, when read after the plan),
/// with the other statement as `other`.
enum PlanContradictionChecker {
    static func contradictions(in evidence: PlanEvidence, plan: Plan) -> [PlanContradiction] {
        var found: [PlanContradiction] = []
        found += statedTipCounts(evidence, plan)
        found += repeatedTips(evidence)
        found += configureStatements(evidence, plan)
        found += statedFileCounts(evidence, plan)
        found += repeatedConfigure(evidence)
        found += configurePlacements(evidence)
        found += filePaths(evidence, plan)
        found += designFiles(evidence, plan)
        found += designCopy(plan)
        let order = Dictionary(
            evidence.documents.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return found.sorted {
            (order[$0.source.file] ?? .max, $0.source.line, $0.message) < (
                order[$1.source.file] ?? .max, $1.source.line, $1.message
            )
        }
    }

    // MARK: Counts

    private static func statedTipCounts(_ evidence: PlanEvidence, _ plan: Plan) -> [PlanContradiction] {
        var found: [PlanContradiction] = []
        guard let first = evidence.statedTipCounts.first else { return [] }
        for stated in evidence.statedTipCounts.dropFirst() where stated.value != first.value {
            found.append(
                PlanContradiction(
                    message:
                        "the plan states \(stated.value) tips here but \(first.value) at \(first.source.fileAndLine)",
                    source: stated.source, other: first.source, key: "stated tip count"))
        }
        // One finding per distinct stated value that the code blocks do not bear out.
        guard !plan.tips.isEmpty else { return found }
        // Tips named by their words may be ones the plan also names by type: only too few types for the
        // count is sure then.
        let typed = plan.tips.filter { !$0.isDescribed }.count
        let described = plan.tips.count - typed
        var reported = Set<Int>()
        for stated in evidence.statedTipCounts
        where stated.value != plan.tips.count && (described == 0 || stated.value < typed)
            && reported.insert(stated.value).inserted
        {
            found.append(
                PlanContradiction(
                    message: "the plan states \(stated.value) tips but its code blocks declare \(plan.tips.count)",
                    source: stated.source, other: plan.tips.first?.source, key: "tip count"))
        }
        return found
    }

    /// A tip stated again (in another code block, table, section or bullet) with a different
    /// event id or copy than the first statement that gives it.
    private static func repeatedTips(_ evidence: PlanEvidence) -> [PlanContradiction] {
        var first: [String: PlannedTip] = [:]
        var found: [PlanContradiction] = []
        let stated = evidence.tips + evidence.statements.filter(\.statesFacts).map(\.plannedTip)
        // Sketches after what the plan states: a sketch is compared only with sketches.
        let sketchesFrom = stated.count
        for (index, tip) in (stated + evidence.sketchTips).enumerated() {
            let key = TypeName.simple(tip.name)
            guard let earlier = first[key] else {
                first[key] = tip
                continue
            }
            if index >= sketchesFrom && stated.contains(where: { TypeName.simple($0.name) == key }) {
                continue
            }
            let copyDiffers = [(earlier.title, tip.title), (earlier.message, tip.message), (earlier.image, tip.image)]
                .contains { $0 != nil && $1 != nil && $0 != $1 }
            let eventDiffers = tip.events.contains { event in
                earlier.events.contains {
                    $0.name == event.name && $0.id != nil && event.id != nil && $0.id != event.id
                }
            }
            if copyDiffers || eventDiffers {
                found.append(
                    PlanContradiction(
                        message:
                            "\(tip.name) is declared again with different events or copy than at \(earlier.source.fileAndLine)",
                        source: tip.source, other: earlier.source, key: tip.name))
            }
            first[key] = PlanDerivation.mergedTips([earlier, tip])[0]
        }
        return found
    }

    /// Prose that puts `Tips.configure` in another file, or gives it other options, than the plan's call.
    private static func configureStatements(_ evidence: PlanEvidence, _ plan: Plan) -> [PlanContradiction] {
        guard let planned = plan.configure else { return [] }
        var found: [PlanContradiction] = []
        for statement in evidence.configureStatements where statement.source != planned.source {
            // The App is whichever file declares it: no file to disagree with.
            if !statement.isInApp && !planned.isInApp && !PlanText.sameFile(statement.file, planned.file) {
                found.append(
                    PlanContradiction(
                        message:
                            "Tips.configure is called in \(statement.file) here but in \(planned.file) at \(planned.source.fileAndLine)",
                        source: statement.source, other: planned.source, key: "Tips.configure file"))
            } else if let options = statement.options, let plannedOptions = planned.options,
                normalized(options) != normalized(plannedOptions)
            {
                found.append(
                    PlanContradiction(
                        message:
                            "Tips.configure gets \(written(options)) here but \(written(plannedOptions)) at \(planned.source.fileAndLine)",
                        source: statement.source, other: planned.source, key: "Tips.configure options"))
            }
        }
        return found
    }

    private static func normalized(_ options: [String]) -> [String] {
        options.map { $0.filter { !$0.isWhitespace } }.sorted()
    }

    private static func written(_ options: [String]) -> String {
        options.isEmpty ? "no options" : "[" + options.joined(separator: ", ") + "]"
    }

    private static func statedFileCounts(_ evidence: PlanEvidence, _ plan: Plan) -> [PlanContradiction] {
        var found: [PlanContradiction] = []
        // What the documents add themselves; the imports the plan implies are not counted here.
        let statedImports = PlanEvidence.unique(evidence.imports) { $0.file }
        let importFiles = statedImports.map(\.file)
        let importSource = statedImports.first?.source
        if !importFiles.isEmpty {
            for stated in evidence.statedImportFileCounts where stated.value != importFiles.count {
                found.append(
                    PlanContradiction(
                        message:
                            "the plan expects \(stated.value) \(files(stated.value)) with `import TipKit` but its tasks add it to \(importFiles.count): \(importFiles.joined(separator: ", "))",
                        source: stated.source, other: importSource, key: "import TipKit file count"))
            }
        }
        let configureFiles = Set(evidence.configureCalls.map(\.file))
        if !configureFiles.isEmpty {
            for stated in evidence.statedConfigureFileCounts where stated.value != configureFiles.count {
                found.append(
                    PlanContradiction(
                        message:
                            "the plan expects \(stated.value) \(files(stated.value)) with `Tips.configure` but its tasks call it in \(configureFiles.count): \(configureFiles.sorted().joined(separator: ", "))",
                        source: stated.source, other: evidence.configureCalls.first?.source,
                        key: "Tips.configure file count"))
            }
        }
        return found
    }

    private static func repeatedConfigure(_ evidence: PlanEvidence) -> [PlanContradiction] {
        guard let first = evidence.configureCalls.first else { return [] }
        return evidence.configureCalls.dropFirst().map { call in
            PlanContradiction(
                message:
                    "the plan calls Tips.configure again, in \(call.file); TipKit is configured once (first at \(first.source.fileAndLine))",
                source: call.source, other: first.source, key: "Tips.configure")
        }
    }

    private static func configurePlacements(_ evidence: PlanEvidence) -> [PlanContradiction] {
        guard let first = evidence.configurePlacements.first else { return [] }
        return evidence.configurePlacements.dropFirst().filter { $0.value != first.value }.map { stated in
            PlanContradiction(
                message:
                    "Tips.configure runs in \(placement(stated.value)) here but in \(placement(first.value)) at \(first.source.fileAndLine)",
                source: stated.source, other: first.source, key: "Tips.configure placement")
        }
    }

    // MARK: Files

    /// A path named in prose or a design table that is not a planned file, though a planned
    /// file has its name: one file, two paths.
    private static func filePaths(_ evidence: PlanEvidence, _ plan: Plan) -> [PlanContradiction] {
        var found: [PlanContradiction] = []
        var checked = Set<String>()
        let plannedByName = Dictionary(grouping: evidence.files) { PlanText.fileName($0.path) }
        let planned = PathSuffixIndex(evidence.files.map(\.path))
        for mention in evidence.pathMentions where mention.origin != .filesList && checked.insert(mention.path).inserted
        {
            guard !planned.matches(mention.path), let planned = plannedByName[PlanText.fileName(mention.path)]?.first
            else { continue }
            found.append(
                PlanContradiction(
                    message:
                        "\(PlanText.fileName(mention.path)) is at \(mention.path) here but at \(planned.path) in the plan's files (\(planned.source.fileAndLine))",
                    source: mention.source, other: planned.source, key: mention.path))
        }
        return found
    }

    /// The design's file table against the plan's `**Files:**` lists, when there are both. A file table
    /// in the plan document itself (a task plan's file-structure overview) is the plan's own summary,
    /// not a design to hold its tasks to.
    private static func designFiles(_ evidence: PlanEvidence, _ plan: Plan) -> [PlanContradiction] {
        let planFiles = PlanEvidence.unique(evidence.files) { "\($0.path)\u{0}\($0.action.rawValue)" }
        let planDocuments = Set(planFiles.map(\.source.file))
        let designFiles = plan.designFiles.filter { !planDocuments.contains($0.source.file) }
        guard let table = designFiles.first?.source, !planFiles.isEmpty else { return [] }
        var found: [PlanContradiction] = []
        let plannedSwift = planFiles.filter { $0.path.hasSuffix(".swift") }
        var designByName: [String: PlannedFile] = [:]
        for file in designFiles where designByName[PlanText.fileName(file.path)] == nil {
            designByName[PlanText.fileName(file.path)] = file
        }
        let plannedNames = Set(planFiles.map { PlanText.fileName($0.path) })
        for file in unique(plannedSwift) {
            guard let named = designByName[PlanText.fileName(file.path)] else {
                found.append(
                    PlanContradiction(
                        message:
                            "the plan \(verb(file.action)) \(file.path), which the design's file list (\(table.fileAndLine)) leaves out",
                        source: file.source, other: table, key: file.path))
                continue
            }
            if PlanText.sameFile(named.path, file.path), named.action != file.action {
                found.append(
                    PlanContradiction(
                        message:
                            "the design \(verb(named.action)) \(named.path) but the plan \(verb(file.action)) it (\(file.source.fileAndLine))",
                        source: named.source, other: file.source, key: file.path))
            }
        }
        for file in designFiles where !plannedNames.contains(PlanText.fileName(file.path)) {
            found.append(
                PlanContradiction(
                    message: "the design lists \(file.path), which no task of the plan creates or modifies",
                    source: file.source, other: planFiles.first?.source, key: file.path))
        }
        return found
    }

    // MARK: Design copy

    /// Each design row against the plan's tip with its title (else its message): the other
    /// field must agree, and the view the row sits under must be where the plan displays the tip.
    private static func designCopy(_ plan: Plan) -> [PlanContradiction] {
        guard !plan.designCopy.isEmpty, !plan.tips.isEmpty else { return [] }
        var found: [PlanContradiction] = []
        var matched = Set<String>()
        var byTitles: [String: PlannedTip] = [:], byMessages: [String: PlannedTip] = [:]
        for tip in plan.tips.reversed() {
            if let title = tip.title { byTitles[PlannedCopy.key(title)] = tip }
            if let message = tip.message { byMessages[PlannedCopy.key(message)] = tip }
        }
        let sitesByTip = Dictionary(grouping: plan.displaySites) { $0.tip ?? "" }
        for row in plan.designCopy {
            let byTitle = byTitles[PlannedCopy.key(row.title)]
            guard let tip = byTitle ?? byMessages[PlannedCopy.key(row.message)] else {
                found.append(
                    PlanContradiction(
                        message:
                            "the design's tip \"\(row.title)\"\(inView(row.view)) matches no tip of the plan by title or message",
                        source: row.source, key: row.title))
                continue
            }
            matched.insert(tip.name)
            // Copy only a mention gives (an entry's quote, whichever field it is) is no copy to contradict.
            if byTitle != nil, let message = tip.message, tip.evidence(of: .message).isStrong,
                !PlannedCopy.matches(message, row.message)
            {
                found.append(
                    PlanContradiction(
                        message:
                            "the design gives \(tip.name) the message \"\(row.message)\" but the plan \"\(message)\"",
                        source: row.source, other: tip.source, key: "\(tip.name) message"))
            } else if byTitle == nil, let title = tip.title, tip.evidence(of: .title).isStrong {
                found.append(
                    PlanContradiction(
                        message: "the design gives \(tip.name) the title \"\(row.title)\" but the plan \"\(title)\"",
                        source: row.source, other: tip.source, key: "\(tip.name) title"))
            }
            let sites = sitesByTip[tip.name] ?? []
            if !row.view.isEmpty, let site = sites.first,
                !sites.contains(where: { PlanText.fileName($0.file) == row.view + ".swift" })
            {
                found.append(
                    PlanContradiction(
                        message:
                            "the design puts \(tip.name) (\"\(row.title)\") in \(row.view) but the plan displays it in \(site.file)",
                        source: row.source, other: site.source, key: "\(tip.name) view"))
            }
        }
        if let table = plan.designCopy.first?.source {
            for tip in plan.tips where !matched.contains(tip.name) {
                found.append(
                    PlanContradiction(
                        message: "\(tip.name) is in the plan but in no design table (\(table.fileAndLine))",
                        source: tip.source, other: table, key: tip.name))
            }
        }
        return found
    }

    // MARK: Wording

    private static func files(_ count: Int) -> String { count == 1 ? "file" : "files" }

    private static func verb(_ action: PlannedFile.Action) -> String { action == .create ? "creates" : "modifies" }

    private static func inView(_ view: String) -> String { view.isEmpty ? "" : " (\(view))" }

    private static func placement(_ name: String) -> String { name == ".task" ? "the .task block" : name }

    private static func unique(_ files: [PlannedFile]) -> [PlannedFile] {
        var seen = Set<String>()
        return files.filter { seen.insert($0.path).inserted }
    }
}
