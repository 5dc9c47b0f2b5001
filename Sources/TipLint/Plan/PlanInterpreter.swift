import SwiftScan

/// Reads one plan or design document into `PlanEvidence`, in whichever shapes it is written,
/// mixed freely (spec: "Reading a plan"):
///
/// - task plans: the goal line's tip count and `Expected: N` after a step that counts tip
///   structs; `Create:` / `Modify:` items under `**Files:**`; every Swift code block, through
///   the TipKit extractor: its tip types anywhere, and, in each task, its display sites,
///   donations, `import TipKit` and `Tips.configure` for the last `.swift` path named in the
///   prose before it (else the task's only file);
/// - tables, by what their columns mean (`PlanTableReader`);
/// - sections per tip: a heading naming one tip type, then a field list (`- **Title:** …`);
/// - checklists and bullets naming one tip type with its facts inline, and their sub-items;
/// - setup prose (`SetupProse`): `Tips.configure` with its file and options, files that get
///   `import TipKit`, created files, `Expected: N files with \`import TipKit\``;
/// - tasks and steps with their done marks (`PlanTaskTracker`).
struct PlanInterpreter {
    private let document: String
    private var evidence: PlanEvidence
    private var headings: [MarkdownHeading] = []
    private var scope = Scope(level: 0, isTask: false)
    private var filesListOpen = false
    /// After a label of files (`Created:`, `Modified:`): its items' paths.
    private var labelledFiles = LabelledFileList()
    /// After "Files that get `import TipKit`:": the list items' paths get it. When no list item names a
    /// path ("Add `import TipKit`, then anchor the tip:" before a code block), the import is the scope's file's.
    private var importListOpen = false
    private var importListIntro: (source: PlanReference, grade: EvidenceGrade)?
    private var goalSectionOpen = false
    /// A step counts tip structs (`grep -c "struct.*Tip:"`): its `Expected: N` states the tip count.
    private var tipCountPending = false
    /// The paths of every planned file read so far, to resolve short ones quickly.
    private var plannedPaths = PathSuffixIndex([])
    private var tasks: PlanTaskTracker
    /// The section under a heading that names one tip type, up to the next heading of its level.
    private var section: (level: Int, statement: TipStatement)?
    /// A list item that names one tip type, with its deeper sub-items.
    private var item: (indent: Int, statement: TipStatement)?
    /// Lines read since the last one that named a `.swift` path: a code block right after
    /// "In `HomeView.swift`:" belongs to that file; one further down, only perhaps.
    private var linesSincePath = Int.max
    /// The plan's own view helpers that show a tip (`func sessionTip() -> some View { popoverTip(SessionTip()) }`).
    private var helperTips: [String: String] = [:]
    /// The last line of a paragraph that instructs with a placeholder tip type (`struct ___Tip: Tip`).
    private var placeholderParagraphEnd: Int?
    /// The indent of a list item that introduces a list of tips (`- **TipKit coaching tips** (3 moments):`):
    /// its deeper items that give a subject and copy (`1. First visit: "…"`) are tips, as under a heading
    /// about tips; a name alone there (`` - `Refresh` `` under "Best places for tips:") is no tip.
    private var tipListLeadIndent: Int?
    /// The indent of a list item that opens a list of cautions (`- **Known pitfalls:**`): its deeper lines
    /// warn about any tip and plan none (`CautionLabel`).
    private var cautionLeadIndent: Int?
    /// Whether a heading above the line opens a list of cautions (`## Gotchas`).
    private var underCautionHeading = false
    /// A paragraph naming TipKit that introduces a list of tips (`TipKit is useful for smaller contextual
    /// prompts:`): the short items of the list that follows are tips, each named by its words.
    private var paragraphLeadsTips = false
    /// A list item that configures TipKit in one file and ends with a colon (`- **Configure TipKit** in
    /// `` `NudgeApp.swift` ``:`): a deeper item's `Tips.configure(…)` call is made in that file.
    private var configureLead: (indent: Int, file: String, grade: EvidenceGrade)?
    /// A section a heading gives a tip named in words (`## Priority 1: Library filter tip`), and the label
    /// line its list items are under (`Anchor:`, `Invalidate when:`): they give that tip's worded facts.
    private var wordedSection: (level: Int, tip: String, label: (kind: WordedTipFact.Kind, text: String)?)?
    /// The tip types the lines since the last heading name, and the facts lines naming none give one of them
    /// (`SectionTipFact`), given when the next heading closes the section.
    private var sectionTips: [String] = []
    private var sectionFacts: [SectionTipFact] = []
    /// Under a heading that says tip (`### B5. Child bar — tooltip on first launch`): where the tips read so
    /// far stood when it opened, and the file a field line gives the section (`**File**: \`Bar.swift\``).
    private var tipHeading: (statements: Int, described: Int, file: (path: String, source: PlanReference)?)?
    /// The last list item, when it says a part of the screen appears (`- Streak counter appears on Home`):
    /// a tip its next sibling plans in words (`- TipKit tooltip: "…"`) is about that part.
    private var appearing: (indent: Int, line: Int, place: String)?
    /// A list item that is a bold label alone (`1. **Save Sessions**`): its deeper items' facts in words
    /// are the facts of the tip the label names (`PlanEvidence.labelledFacts`).
    private var tipLabel: (indent: Int, label: String)?
    /// Prose applying a view helper in a named file (`` add `.sessionTip()` in `MinimalView.swift` ``).
    private var helperUses: [(helper: String, path: String, source: PlanReference)] = []
    /// Whether the last resort (`TipFallbackReader`) reads the document's lines: only where it names TipKit
    /// anywhere, so "tip" is a TipKit tip and not advice or a gratuity, and is no record of what shipped
    /// (`# Changelog`, `# Release notes`), whose tips are history, not plans.
    private var readsLastResort = false
    /// The last resort's tips of lines that may be a fact of their section's tip (`SectionTipFact`): given only when
    /// the section closes with the line no fact of its tips.
    private var fallbackAfterSection: [PlanReference: [DescribedTip]] = [:]
    /// The last resort's tips, kept until the document is read: one a typed tip's words name is that tip's reading.
    private var fallbackTips: [DescribedTip] = []
    /// The worded facts of enumerated tips (`EnumeratedTips`), given once the document is read, for the tips kept.
    private var enumeratedFacts: [WordedTipFact] = []

    /// A task (`### Task 3: …`, up to the next heading of its level) or, outside tasks, the
    /// text between two headings: code blocks take their file from the prose of their scope.
    private struct Scope {
        var level: Int
        var isTask: Bool
        var files: [PlannedFile] = []
        var paths = PathSuffixIndex([])
        var lastPath: String?
        var codeBlocks: [(block: MarkdownCodeBlock, path: String?)] = []
        var proseImports: [(path: String?, source: PlanReference, grade: EvidenceGrade)] = []
        /// Whether a code block's file is the task's or the path right before it, not a guess.
        var codeBlockFileIsStated: [Bool] = []
    }

    /// Reads `markdown`, the text of `document`, adding what it states to `evidence`.
    static func read(_ markdown: String, document: String, into evidence: inout PlanEvidence) {
        read(MarkdownDocument(markdown), document: document, into: &evidence)
    }

    /// Reads `markdown`, already parsed, the text of `document`, adding what it states to `evidence`.
    static func read(_ markdown: MarkdownDocument, document: String, into evidence: inout PlanEvidence) {
        let headings = markdown.blocks.lazy.compactMap(\.heading)
        var interpreter = PlanInterpreter(
            document: document, evidence: evidence, crossesOpenHeadings: DoneHeading.crossesOpen(headings))
        interpreter.read(markdown)
        evidence = interpreter.evidence
    }

    private init(document: String, evidence: PlanEvidence, crossesOpenHeadings: Bool) {
        self.document = document
        self.evidence = evidence
        tasks = PlanTaskTracker(
            document: document, numberingFrom: evidence.tasks.count, crossesOpenHeadings: crossesOpenHeadings)
    }

    private mutating func read(_ markdown: MarkdownDocument) {
        let first =
            markdown.blocks.first { if case .heading = $0 { return true } else { return false } }
            ?? markdown.blocks.first
        evidence.documentStarts.append(reference(first?.line ?? 1))
        let describedStart = evidence.describedTips.count
        let statementStart = evidence.statements.count
        let typedStart = evidence.tips.count + evidence.sketchTips.count
        let namesTipKit = markdown.blocks.contains(where: \.namesTipKit)
        readsLastResort = namesTipKit && !Self.recordsChanges(first)
        for (index, block) in markdown.blocks.enumerated() {
            WorkMeter.count()
            // The paragraph's next line, which a list in brackets may go on into.
            let continuation = { (line: MarkdownLine) -> String? in
                guard index + 1 < markdown.blocks.count, case .text(let next) = markdown.blocks[index + 1],
                    next.line == line.line + 1
                else { return nil }
                return next.text
            }
            // The line and the lines that continue its paragraph; none when the line continues one itself.
            let paragraph = { (line: MarkdownLine) -> [MarkdownLine] in
                if case .text = block, index > 0, markdown.blocks[index - 1].line == line.line - 1 {
                    return []
                }
                var lines = [line]
                while index + lines.count < markdown.blocks.count,
                    case .text(let next) = markdown.blocks[index + lines.count], next.line == line.line + lines.count
                {
                    lines.append(next)
                }
                return lines
            }
            switch block {
            case .heading(let heading):
                tasks.heading(heading)
                enter(heading)
            case .text(let line):
                tasks.prose(line)
                readLine(line, isListItem: false, continuation: continuation(line), paragraph: { paragraph(line) })
            case .listItem(let line):
                tasks.listItem(line)
                readLine(line, isListItem: true, continuation: continuation(line), paragraph: { paragraph(line) })
            case .code(let code): readCode(code)
            case .table(let table):
                // A table right under a list item about tips (`- **Layer 2 · Hints (TipKit)**: …` then an indented
                // copy table) is read as under a heading of the item's words.
                var lead: MarkdownHeading?
                if index > 0, case .listItem(let item) = markdown.blocks[index - 1], item.line == table.line - 1,
                    PlanTableReader.namesTips(item.text)
                {
                    lead = MarkdownHeading(level: (headings.last?.level ?? 0) + 1, text: item.text, line: item.line)
                }
                readTable(table, lead: lead)
            }
        }
        closeItem()
        closeSection()
        closeImportList()
        closeSectionFacts()
        closeTipHeading()
        finishScope()
        addHelperDisplays()
        tasks.finish(lineCount: markdown.lineCount)
        evidence.tasks += tasks.tasks
        // The last resort's tips, but those a tip the document types is named by; in line order with the others.
        let typeNames = evidence.statements.map(\.name) + (evidence.tips + evidence.sketchTips).map(\.name)
        let shownIn = evidence.displaySites.map(\.file)
        let kept = fallbackTips.filter { !TipFallbackReader.isRead($0, among: typeNames, shownIn: shownIn) }
        evidence.describedTips += kept
        var titleTip: (name: String, line: Int)?
        if case .heading(let title)? = markdown.blocks.first, title.level == 1,
            let name = TitleNamedTip.name(inTitle: title.text, namesTipKit: namesTipKit)
        {
            titleTip = (name, title.line)
        }
        // A user story's scenario that shows a tip (`When I tap the help icon` / `Then I should see a tool tip`).
        for scenario in AcceptanceScenarioTip.read(markdown.blocks, titleTip: titleTip?.name, reference: reference)
        where !evidence.understood.contains(scenario.source) {
            var statement = TipStatement(name: scenario.name, source: scenario.source)
            statement.describedAs = scenario.name
            statement.isEntry = true
            if let title = scenario.title { statement.add(TipFacts(title: title.text), line: title.line) }
            if let message = scenario.message { statement.add(TipFacts(message: message.text), line: message.line) }
            commit(statement)
            evidence.wordedFacts += scenario.facts
        }
        if evidence.describedTips.count == describedStart, evidence.statements.count == statementStart,
            evidence.tips.count + evidence.sketchTips.count == typedStart, let (name, line) = titleTip
        {
            // An issue asking for one tip names it only in its title (`# Add Google Lens tooltip`).
            commitDescribed(name, words: name, source: reference(line))
        }
        let keptNames = Set(kept.map(\.name))
        evidence.wordedFacts += enumeratedFacts.filter { keptNames.contains($0.tip) }
        let described = evidence.describedTips[describedStart...].enumerated()
            .sorted { ($0.element.source.line, $0.offset) < ($1.element.source.line, $1.offset) }.map(\.element)
        evidence.describedTips.replaceSubrange(describedStart..., with: described)
    }

    // MARK: Headings and sections

    private mutating func enter(_ heading: MarkdownHeading) {
        closeItem()
        if let open = section, heading.level <= open.level { closeSection() }
        filesListOpen = false
        labelledFiles.close()
        closeImportList()
        configureLead = nil
        tipLabel = nil
        tipCountPending = false
        while let last = headings.last, last.level >= heading.level { headings.removeLast() }
        headings.append(heading)
        underCautionHeading = headings.contains { CautionLabel.opensCautions($0.text) }
        closeSectionFacts()
        closeTipHeading()
        if WordedTipFacts.saysTip(heading.text) {
            tipHeading = (evidence.statements.count, evidence.describedTips.count, nil)
        }
        sectionTips = PlanNames.tipTypes(in: heading.text)
        tipListLeadIndent = nil
        cautionLeadIndent = nil
        paragraphLeadsTips = false
        if let open = wordedSection, heading.level <= open.level { wordedSection = nil }
        if let tip = WordedTipFacts.sectionTip(heading: heading.text) { wordedSection = (heading.level, tip, nil) }
        if !(scope.isTask && heading.level > scope.level) {
            finishScope()
            scope = Scope(level: heading.level, isTask: PlanInterpreter.isTaskHeading(heading.text))
        }
        goalSectionOpen = MarkdownInline.plain(heading.text).lowercasedByScalar == "goal"
        let source = reference(heading.line)
        note(heading.text, source: source, grade: .mentioned)
        if readPhrases(heading.text, source: source, isListItem: false) { evidence.understood.insert(source) }
        let named = PlanNames.tipTypes(in: heading.text)
        if named.count == 1 {
            closeSection()
            var statement = TipStatement(name: named[0], source: source)
            statement.add(TipFactsReader.inline(heading.text), line: heading.line)
            section = (heading.level, statement)
        }
    }

    /// A fact of a line naming no tip goes to the one tip of its section its words fit, and its line is read.
    private mutating func closeSectionFacts() {
        for pending in sectionFacts {
            guard let fact = pending.fact(among: sectionTips) else {
                // A tip placed that is no fact of the section's tips is a tip of its own, when the last resort says so.
                if let fallback = fallbackAfterSection.removeValue(forKey: pending.source) {
                    fallbackTips += fallback
                    evidence.understood.insert(pending.source)
                }
                continue
            }
            evidence.wordedFacts.append(fact)
            evidence.understood.insert(pending.source)
        }
        sectionFacts.removeAll()
        fallbackAfterSection.removeAll()
    }

    /// The file a tip heading's field gives goes to the one tip read under it; none when two are.
    private mutating func closeTipHeading() {
        defer { tipHeading = nil }
        guard let open = tipHeading, let file = open.file else { return }
        let names = Set(
            evidence.statements[open.statements...].map(\.name)
                + evidence.describedTips[open.described...].map(\.name))
        guard names.count == 1, let tip = names.first, !tip.isEmpty else { return }
        evidence.wordedFacts.append(WordedTipFact(tip: tip, kind: .file, words: file.path, source: file.source))
        evidence.understood.insert(file.source)
    }

    private mutating func noteSectionTips(_ names: [String]) {
        for name in names where !sectionTips.contains(name) { sectionTips.append(name) }
    }

    private mutating func closeSection() {
        if let open = section { commit(open.statement) }
        section = nil
    }

    private mutating func closeItem() {
        if let open = item { commit(open.statement) }
        item = nil
    }

    /// A statement that states facts plans its tip; its lines are understood.
    private mutating func commit(_ statement: TipStatement) {
        guard statement.statesFacts else { return }
        evidence.statements.append(statement)
        evidence.understood.insert(statement.source)
        for line in statement.lines { evidence.understood.insert(reference(line)) }
    }

    // MARK: Prose lines and list items

    private mutating func readLine(
        _ line: MarkdownLine, isListItem: Bool, continuation: String?, paragraph: () -> [MarkdownLine]
    ) {
        let source = reference(line.line)
        var body = isListItem ? PlanText.taskLineBody(line.text) : line.text
        var grade = lineGrade(body, isListItem: isListItem)
        note(line.text, source: source, grade: grade)
        if readWordedSection(line, isListItem: isListItem, source: source) {
            evidence.understood.insert(source)
            return
        }
        // A deeper line belongs to the open item; a sibling or shallower line closes it.
        if let open = item, line.indent <= open.indent { closeItem() }
        if let lead = tipListLeadIndent, line.indent <= lead { tipListLeadIndent = nil }
        if let lead = cautionLeadIndent, line.indent <= lead { cautionLeadIndent = nil }
        if let lead = configureLead, !isListItem || line.indent <= lead.indent { configureLead = nil }
        if let open = tipLabel, !isListItem || line.indent <= open.indent { tipLabel = nil }
        // A caution item closes what its indent closes, and states nothing itself.
        if cautionLeadIndent != nil || underCautionHeading || isListItem && CautionLabel.opensCautions(body) {
            if isListItem && cautionLeadIndent == nil { cautionLeadIndent = line.indent }
            evidence.understood.insert(source)
            skip(line.text, source: source, .caution)
            return
        }
        if tipHeading != nil, tipHeading?.file == nil, let path = WordedTipFacts.fileField(body) {
            tipHeading?.file = (path, source)
        }
        if let open = tipLabel {
            evidence.labelledFacts += WordedTipFacts.prose(body, tip: open.label, source: source)
        } else if isListItem, let label = WordedTipFacts.boldLabel(body) {
            tipLabel = (line.indent, label)
        }
        // "Add a `struct ___Tip: Tip` to …, attach it with `.popoverTip(_:)`": how to add any tip, no
        // tip of the plan; the lines that continue its paragraph are the same instruction.
        let continuesTemplate = !isListItem && placeholderParagraphEnd == line.line - 1
        if continuesTemplate || (PlanNames.namesPlaceholderTip(body) && PlanNames.tipTypes(in: body).isEmpty) {
            placeholderParagraphEnd = line.line
            evidence.understood.insert(source)
            skip(line.text, source: source, .placeholderTip)
            return
        }

        var understood = readProse(line, isListItem: isListItem)
        if isListItem && filesListOpen { return }
        // A negative or hypothetical sentence states no fact about the plan: read, on purpose, as nothing.
        if let reason = HedgedSentence.kind(of: body) {
            // A tip announced with its copy is read when the hedge is in a later sentence ("shows once and never again");
            // a long positive line, without the clauses the hedge narrows.
            if let announcing = ProseTipMentions.announcingSentence(in: body),
                HedgedSentence.kind(of: announcing) == nil
            {
                body = announcing
            } else if let kept = HedgedClauses.kept(in: body) {
                body = kept
            } else if PlanNames.tipTypes(in: body).isEmpty,
                readEnumerated(line, isListItem: isListItem, hedged: reason, paragraph: paragraph)
            {
                // Tips given as examples (`(e.g. "…" on Home, "…")`), or enumerated in a sentence the hedge is not in.
                evidence.understood.insert(source)
                return
            } else {
                // A tip it names still makes its section's tips ambiguous.
                noteSectionTips(PlanNames.tipTypes(in: body))
                evidence.understood.insert(source)
                skip(line.text, source: source, reason)
                return
            }
            grade = lineGrade(body, isListItem: isListItem)
        }
        // A task removing a tip states where it goes away, not a fact about it: it retires the tip.
        let retired = TipRetirement.retiredTips(in: body)
        if !retired.isEmpty {
            noteSectionTips(retired.sorted())
            evidence.retiredTips.formUnion(retired)
            evidence.understood.insert(source)
            return
        }
        understood = readSetup(body, source: source, grade: grade) || understood
        if isListItem {
            understood = readConfigureList(body, indent: line.indent, source: source, grade: grade) || understood
        }
        noteHelperUse(body, source: source)

        // A line naming one tip type is about that tip; a line naming none, about the open item's or section's.
        let named = PlanNames.tipTypes(in: body)
        let tip = named.count == 1 ? named[0] : nil
        // A placed copy is linked to its tip once all are read: the line is that reader's.
        var placesCopy = false
        noteSectionTips(named)
        if named.isEmpty, let fact = WordedTipFacts.sectionFact(in: body, source: source) { sectionFacts.append(fact) }
        if let tip {
            let worded = WordedTipFacts.read(body, tip: tip, source: source)
            evidence.wordedFacts += worded
            understood = understood || !worded.isEmpty
        } else if named.isEmpty,
            let placed = WordedTipFacts.placedCopy(in: body, headings: headings.map(\.text), source: source)
        {
            evidence.placedCopies.append(placed)
            placesCopy = true
        }
        let facts = fieldOrInline(body)
        let factGrade = PlanInterpreter.grade(of: facts, in: body, lineGrade: grade, isListItem: isListItem)
        let unnamed = named.isEmpty && item == nil && section == nil
        let described =
            unnamed
            ? (isListItem
                ? DescribedTipReader.name(in: body, underTipsHeading: underTipsHeading)
                    ?? (tipListLeadIndent != nil ? DescribedTipReader.subjectCopy(body) : nil)
                : nil)
                ?? ProseTipMentions.announced(in: body) : nil
        if let described {
            // A tip named by its copy or a description: mentioned, unless fields below give its copy.
            var statement = TipStatement(name: described.name, source: source)
            statement.describedAs = described.words
            statement.isEntry = true
            statement.add(facts, line: line.line)
            if isListItem { item = (line.indent, statement) } else { commit(statement) }
            understood = true
        } else if isListItem && item == nil && section == nil && named.count <= 1,
            let declared = ProseTipMentions.declaredByFile(in: body) ?? TipLabelledItem.declaredTip(in: body),
            named.allSatisfy({ $0 == declared })
        {
            // A task naming a tip only by the file that declares it (`` `Views/SkyTip.swift` — … ``).
            var statement = TipStatement(name: declared, source: source)
            statement.isEntry = true
            item = (line.indent, statement)
            understood = true
        } else if named.isEmpty && item == nil && section == nil,
            case let subjects = isListItem
                ? SubjectTipList.subjects(in: body) + SubjectTipList.quotedSubjects(in: body, about: body)
                    + CountedTipList.subjects(in: body) + ProposalTipCopies.copies(in: body) : [],
            // A goal line counting the plan's tips (`**Goal:** Add 3 TipKit tips …: a, b and c`) sums up the tips
            // the plan sets out below it.
            case let isCount = evidence.statedTipCounts.last?.source == source,
            case let tipKitList = subjects.isEmpty && !isCount
                ? TipKitTipList.subjects(in: body, continuation: continuation) : [],
            case let listed = subjects.isEmpty ? tipKitList.map(\.name) : subjects,
            !listed.isEmpty
        {
            commitSubjects(listed, source: source)
            // `tap-a-word after the first translation`: when or where the list's item shows its tip.
            evidence.wordedFacts += tipKitList.compactMap { $0.wordedFact(at: source) }
            understood = true
        } else if let open = item, named.isEmpty || tip == open.statement.name {
            understood = addFacts(facts, grade: factGrade, line: line.line, toItem: true) || understood
        } else if let open = section, named.isEmpty || tip == open.statement.name {
            understood = addFacts(facts, grade: factGrade, line: line.line, toItem: false) || understood
        } else if let tip {
            closeItem()
            var statement = TipStatement(name: tip, source: source)
            statement.add(facts, line: line.line, grade: factGrade)
            if !facts.isEmpty { statement.strengthen(factGrade) }
            // A task naming the tip and the file declaring it (`- [x] FooTip (Tips/FooTip.swift)`) states it.
            if line.checked != nil && facts.namesDeclarationFile { statement.strengthen(.stated) }
            if isListItem && PlanInterpreter.isTipEntry(body) {
                statement.isEntry = true
                statement.entryCopy = WordedTipFacts.entryCopy(in: body).map { Stated(value: $0, source: source) }
                statement.strengthen(.stated)
            } else if isListItem
                && (PlanInterpreter.namesTipFirst(body)
                    || DescribedTipReader.name(in: body, underTipsHeading: false) != nil)
            {
                // Named, then described in words: about the tip, though its words give no field.
                statement.isEntry = true
            } else if !statement.statesFacts && ProseTipMentions.placed(in: body).contains(tip) {
                // Placed in words (`` `ScanTip` on the Import scan button ``, a status note): mentioned.
                statement.isEntry = true
            } else if isListItem && inTipsSubsection {
                // An item of a section about tips that names one tip type is about that tip, in any wording.
                statement.isEntry = true
            } else if isListItem, let shown = TaskLineTips.shown(tip, in: body) {
                // `Add \`TipView\` for \`ChartTip\` above the chart`: shown where the words say, in no file named.
                statement.isEntry = true
                if !evidence.wordedFacts.contains(where: { $0.source == source && $0.kind == .place }) {
                    evidence.wordedFacts.append(WordedTipFact(tip: tip, kind: .place, words: shown, source: source))
                }
            } else if isListItem && TaskLineTips.created(in: body) == [tip] {
                // `Define \`ChartTip\``: planned, with no file saying where.
                statement.isEntry = true
            }
            if isListItem {
                item = (line.indent, statement)
            } else {
                commit(statement)
            }
        } else if named.count > 1 && item == nil && section == nil {
            // Several tip types placed in words on one line, or listed on a line about TipKit: each mentioned.
            let placed = ProseTipMentions.placed(in: body)
            let listed = placed.isEmpty ? ProseTipMentions.listedOnTipKit(in: body) : placed
            // `Create \`OverviewTip\` and \`BandTip\` structs conforming to \`Tip\``: each planned, no file named.
            for name in listed.isEmpty && isListItem ? TaskLineTips.created(in: body) : listed {
                var statement = TipStatement(name: name, source: source)
                statement.isEntry = true
                commit(statement)
            }
        }
        if !understood && named.isEmpty && item == nil && section == nil {
            // Tips enumerated on a line about TipKit or under a heading about tips: mentioned, each its own words.
            understood = readEnumerated(line, isListItem: isListItem, hedged: nil, paragraph: paragraph)
        }
        // A tip planned in words, with a label or its copy and no type: mentioned, listed apart.
        if !understood && named.isEmpty && item == nil && section == nil,
            let described = DescribedTipLine.read(body, source: source)
                ?? (isListItem ? TipLabelledItem.described(body, source: source) : nil)
                ?? (isListItem && inTipsSubsection ? DescribedTipLine.readNamedEntry(body, source: source) : nil)
        {
            evidence.describedTips.append(described)
            understood = true
        } else if !understood && named.isEmpty && item == nil && section == nil,
            let place = DescribedTipLine.placedTip(in: body)
        {
            // Planned only by where it points (`a one-time TipKit tip points at the hero card`): named by the place.
            commitDescribed(place, words: place, source: source)
            understood = true
        }
        if !understood && isListItem && named.isEmpty && item == nil && section == nil {
            // `TipKit for the card's hidden gestures.`: a tip per subject.
            let subjects = TipKitForItem.described(body, source: source)
            evidence.describedTips += subjects
            understood = !subjects.isEmpty
        }
        if !understood && named.isEmpty && item == nil && section == nil {
            // An Italian tip on its subject: a tip by its words.
            let italian = ForeignTipProse.italianTip(in: body)
            commitSubjects(italian.map { [$0.name] } ?? [], source: source)
            if let fact = italian?.wordedFact(at: source) { evidence.wordedFacts.append(fact) }
            understood = italian != nil
            // A French tip view anchored on a place, perhaps wrapped onto the paragraph's next line: named by the place.
            if !understood, let french = ForeignTipProse.frenchAnchoredTip(in: body, continuation: continuation) {
                commitDescribed(french.place, words: french.place, source: source)
                evidence.wordedFacts.append(
                    WordedTipFact(tip: french.place, kind: .place, words: french.place, source: source))
                if let when = french.when {
                    evidence.wordedFacts.append(
                        WordedTipFact(tip: french.place, kind: .trigger, words: when, source: source))
                }
                understood = true
            }
        }
        if !understood && !placesCopy && readsLastResort && named.isEmpty && item == nil && section == nil {
            // The last resort: a tip placed on a named control or screen, or tips listed after a colon, in any words;
            // never a second reading of a line another reader takes, a fact of its section's tip among them.
            let fallback = TipFallbackReader.described(body, source: source)
            if sectionFacts.last?.source == source {
                if !fallback.isEmpty { fallbackAfterSection[source] = fallback }
            } else {
                fallbackTips += fallback
                understood = !fallback.isEmpty
            }
        }
        if !isListItem {
            paragraphLeadsTips =
                readsLastResort && !understood && named.isEmpty && body.containsLiterally("TipKit")
                && PlanInterpreter.introducesTipList(body) && PlanInterpreter.leadsMoments(body)
        } else if paragraphLeadsTips, !understood, named.isEmpty, item == nil, line.indent == 0,
            let moment = PlanInterpreter.listedMoment(body)
        {
            fallbackTips.append(DescribedTip(source: source, label: moment))
            understood = true
        }
        readProseFacts(line, body: body, named: named, isListItem: isListItem, source: source)
        if understood { evidence.understood.insert(source) }
        if isListItem && !understood && named.isEmpty && PlanInterpreter.introducesTipList(body) {
            tipListLeadIndent = line.indent
        }
    }

    /// The tips a paragraph starting at `line` enumerates (`EnumeratedTips`), kept with the last resort's, but those
    /// the document names already; whether there were any.
    private mutating func readEnumerated(
        _ line: MarkdownLine, isListItem: Bool, hedged: PlanSkipReason?, paragraph: () -> [MarkdownLine]
    ) -> Bool {
        guard readsLastResort else { return false }
        let lines = paragraph()
        guard !lines.isEmpty else { return false }
        let input = EnumeratedTips.Paragraph(
            lines: lines.enumerated().map { offset, next in
                (next.line, offset == 0 && isListItem ? PlanText.taskLineBody(next.text) : next.text)
            },
            isListItem: isListItem, underTipsHeading: underTipsHeading, hedged: hedged)
        guard EnumeratedTips.mayEnumerate(input) else { return false }
        let reading = EnumeratedTips.read(input, file: document)
        guard !reading.tips.isEmpty else { return false }
        let known = (evidence.describedTips + fallbackTips).map { DescribedTipWords.words($0.name) }
        let tips = reading.tips.filter { tip in
            let words = DescribedTipWords.words(tip.name)
            return !known.contains { !$0.isEmpty && ($0.isSubset(of: words) || words.isSubset(of: $0)) }
        }
        fallbackTips += tips
        enumeratedFacts += reading.facts
        return true
    }

    /// The facts a line gives in words (`WordedTipFacts.prose`) to the one tip it is about: the tip type it
    /// names, else the tip it plans by its words or file, else the open item's or section's tip. A line
    /// about two tips gives none; a kind of fact the line's own shape already gave is not read twice.
    private mutating func readProseFacts(
        _ line: MarkdownLine, body: String, named: [String], isListItem: Bool, source: PlanReference
    ) {
        let previous = appearing
        appearing = nil
        var tips = Set(named)
        var ownTip = !named.isEmpty
        if named.isEmpty {
            tips.formUnion(evidence.statements.reversed().prefix { $0.source == source }.map(\.name))
            tips.formUnion(evidence.describedTips.reversed().prefix { $0.source == source }.map(\.name))
            ownTip = !tips.isEmpty
            if tips.isEmpty, let open = item?.statement ?? section?.statement { tips.insert(open.name) }
        }
        if tips.isEmpty, isListItem, line.checked == nil, let place = WordedTipFacts.appearingPart(body) {
            appearing = (line.indent, line.line, place)
        }
        guard tips.count == 1, let tip = tips.first, !tip.isEmpty else { return }
        var given = Set(evidence.wordedFacts.reversed().prefix { $0.source == source }.map(\.kind))
        let facts = WordedTipFacts.prose(body, tip: tip, named: !named.isEmpty, source: source).filter {
            !given.contains($0.kind)
        }
        evidence.wordedFacts += facts
        given.formUnion(facts.map(\.kind))
        // The tip this line plans, right after its sibling saying what appears: shown on that part.
        if ownTip, isListItem, !given.contains(.place), let previous, previous.indent == line.indent,
            previous.line == line.line - 1
        {
            evidence.wordedFacts.append(WordedTipFact(tip: tip, kind: .place, words: previous.place, source: source))
        }
    }

    /// In a section a heading gives a tip named in words: a label line (`Anchor:`) says what the list items
    /// below it are, and each item is a worded fact of the tip; whether the line was one of these.
    private mutating func readWordedSection(_ line: MarkdownLine, isListItem: Bool, source: PlanReference) -> Bool {
        guard var open = wordedSection else { return false }
        guard isListItem else {
            open.label = WordedTipFacts.sectionLabel(line.text).map { ($0, line.text) }
            wordedSection = open
            return open.label != nil
        }
        guard let label = open.label,
            let fact = WordedTipFacts.sectionItem(
                PlanText.taskLineBody(line.text), kind: label.kind, label: label.text, tip: open.tip, source: source)
        else { return false }
        evidence.wordedFacts.append(fact)
        return true
    }

    /// Tips a task names by subject only (`Create tips: Server Setup, Create Session`): each a
    /// mentioned tip named by its words.
    private mutating func commitSubjects(_ subjects: [String], source: PlanReference) {
        for subject in subjects { commitDescribed(subject, words: subject, source: source) }
    }

    /// A mentioned tip named by `name` (its copy or subject), matched to the code's tips by `words`.
    private mutating func commitDescribed(_ name: String, words: String, source: PlanReference) {
        var statement = TipStatement(name: name, source: source)
        statement.describedAs = words
        statement.isEntry = true
        commit(statement)
    }

    /// Facts for the open item or section; whether there were any.
    private mutating func addFacts(_ facts: TipFacts, grade: EvidenceGrade, line: Int, toItem: Bool) -> Bool {
        guard !facts.isEmpty else { return false }
        if toItem {
            item?.statement.add(facts, line: line, grade: grade)
            // A tip named without a type is strong only by its copy, which the code's tip must then have.
            if item?.statement.describedAs == nil || facts.title != nil || facts.message != nil {
                item?.statement.strengthen(grade)
            }
        } else {
            section?.statement.add(facts, line: line, grade: grade)
            section?.statement.strengthen(grade)
        }
        return true
    }

    /// How strongly a line states what it says: a list item, a line in a task or an instruction
    /// (`Call … in \`KilnApp.swift\``) that names a `.swift` path with a verb is stated; other
    /// prose ("a tip on the export button tells people…") is mentioned.
    private func lineGrade(_ body: String, isListItem: Bool) -> EvidenceGrade {
        guard PlanText.statesAction(body) else { return .mentioned }
        return isListItem || scope.isTask || PlanText.isInstruction(body) ? .stated : .mentioned
    }

    /// How strongly a line states facts about a tip: a field (`- **Title:** …`, `` `FilterTip`: "…" ``)
    /// or a list item giving the tip's copy is stated, like a line that states an action on a file.
    private static func grade(
        of facts: TipFacts, in body: String, lineGrade: EvidenceGrade, isListItem: Bool
    ) -> EvidenceGrade {
        if PlanText.field(body) != nil { return .stated }
        if isListItem && (facts.title != nil || facts.message != nil) { return .stated }
        return lineGrade
    }

    /// A field line's facts (`- **Event:** \`tapped\``), else the facts the line carries inline.
    private func fieldOrInline(_ text: String) -> TipFacts {
        if let (field, value) = PlanText.field(text) { return TipFactsReader.field(field, value) }
        return TipFactsReader.inline(text)
    }

    /// The task-plan phrases of a prose line; whether it added something.
    private mutating func readProse(_ line: MarkdownLine, isListItem: Bool) -> Bool {
        let source = reference(line.line)
        let plain = MarkdownInline.plain(line.text)
        if plain.lowercasedByScalar == "files:" {
            filesListOpen = true
            return true
        }
        if isListItem && filesListOpen {
            // Other items (`All files from Tasks 1-4`) name no file to create or modify.
            guard let item = PlanText.fileItem(line.text) else { return false }
            let file = PlannedFile(path: item.path, action: item.action, source: source, evidence: .stated)
            scope.files.append(file)
            scope.paths.insert(item.path)
            evidence.files.append(file)
            plannedPaths.insert(item.path)
            evidence.pathMentions.append(PathMention(path: item.path, origin: .filesList, source: source))
            evidence.understood.insert(source)
            return true
        }
        filesListOpen = false
        if labelledFiles.open(at: plain) { return true }
        if !isListItem { labelledFiles.close() }
        if isListItem, let path = labelledFiles.path(ofItem: PlanText.taskLineBody(line.text)),
            let action = labelledFiles.action
        {
            // Stated only where the plan lists work to do: a task's section or a checklist item.
            let grade: EvidenceGrade = scope.isTask || line.checked != nil ? .stated : .mentioned
            evidence.files.append(PlannedFile(path: path, action: action, source: source, evidence: grade))
            plannedPaths.insert(path)
            evidence.pathMentions.append(PathMention(path: path, origin: .filesList, source: source))
            return true
        }
        var understood = false
        if isListItem && importListOpen {
            for path in PlanText.swiftPaths(in: line.text) {
                scope.proseImports.append((path, source, .stated))
                importListIntro = nil
                understood = true
            }
        } else {
            closeImportList()
        }
        let isGoalLine = plain.lowercasedByScalar.hasPrefix("goal:") || goalSectionOpen
        goalSectionOpen = false
        if isGoalLine, let count = PlanText.goalTipCount(line.text) {
            evidence.statedTipCounts.append(Stated(value: count, source: source))
            understood = true
        }
        if tipCountPending, let count = PlanText.expectedCount(line.text) {
            evidence.statedTipCounts.append(Stated(value: count, source: source))
            tipCountPending = false
            understood = true
        }
        if PlanText.countsTipStructs(line.text) { tipCountPending = true }
        if let count = PlanText.expectedFileCount(line.text, with: "import TipKit") {
            evidence.statedImportFileCounts.append(Stated(value: count, source: source))
            understood = true
        }
        if let count = PlanText.expectedFileCount(line.text, with: "Tips.configure") {
            evidence.statedConfigureFileCounts.append(Stated(value: count, source: source))
            understood = true
        }
        return readPhrases(line.text, source: source, isListItem: isListItem) || understood
    }

    /// The phrases any prose line or heading may hold: `.swift` paths, "Add `import TipKit`",
    /// and where `Tips.configure` runs; whether it added something.
    private mutating func readPhrases(_ text: String, source: PlanReference, isListItem: Bool) -> Bool {
        let paths = PlanText.swiftPaths(in: text)
        for path in paths { evidence.pathMentions.append(PathMention(path: path, origin: .prose, source: source)) }
        var understood = false
        if SetupProse.addsTipKitImport(text) {
            // "Add `import TipKit` … to `RemetApp.swift`" names its files on the same line.
            let imported = SetupProse.importedPaths(text)
            if paths.isEmpty && MarkdownInline.plain(text).hasSuffix(":") {
                importListOpen = true
                importListIntro = (source, scope.isTask ? .stated : lineGrade(text, isListItem: isListItem))
            } else {
                // "Add `import TipKit` … only if a symbol is unresolved": a hedged import is no promise.
                let grade: EvidenceGrade =
                    HedgedSentence.kind(of: text) != nil
                    ? .mentioned : scope.isTask ? .stated : lineGrade(text, isListItem: isListItem)
                for path in imported.isEmpty ? [scope.lastPath] : imported.map({ Optional($0) }) {
                    scope.proseImports.append((path, source, grade))
                }
            }
            understood = true
        }
        if let placement = PlanText.configurePlacement(text) {
            evidence.configurePlacements.append(Stated(value: placement, source: source))
            understood = true
        }
        if let last = paths.last {
            scope.lastPath = last
            linesSincePath = 0
        } else if linesSincePath < Int.max {
            linesSincePath += 1
        }
        return understood
    }

    /// Ends a list of files that get `import TipKit`; one whose items named no file adds the import to
    /// the last file named before it (else the task's only file).
    private mutating func closeImportList() {
        if let intro = importListIntro { scope.proseImports.append((scope.lastPath, intro.source, intro.grade)) }
        importListOpen = false
        importListIntro = nil
    }

    /// A list item configuring TipKit in a file, its colon opening the call (`- Configure TipKit in
    /// `` `NudgeApp.swift` ``:`), and the deeper item giving the call (`` - `try? Tips.configure([…])` ``):
    /// the call is planned in that file, as strongly as the lead item states it; whether it added something.
    private mutating func readConfigureList(
        _ body: String, indent: Int, source: PlanReference, grade: EvidenceGrade
    ) -> Bool {
        if let lead = configureLead {
            guard body.containsLiterally("Tips.configure("), SetupProse.configure(body) == nil else { return false }
            evidence.configureStatements.append(
                PlannedConfigure(
                    file: lead.file, options: SetupProse.options(body), source: source, evidence: lead.grade))
            configureLead = nil
            return true
        }
        let plain = MarkdownInline.plain(body)
        let paths = PlanText.swiftPaths(in: body)
        let words = PlanWords.letters(in: plain.lowercasedByScalar)
        guard plain.hasSuffix(":"), paths.count == 1, !body.containsLiterally(".configure"),
            words.first == "configure", words.contains(where: { $0 == "tipkit" || $0 == "tips" })
        else { return false }
        configureLead = (indent, paths[0], grade)
        return false
    }

    /// Setup prose beyond the task-plan phrases: `Tips.configure` with its file, created files,
    /// donations where each tip is shown; whether it added something.
    private mutating func readSetup(_ text: String, source: PlanReference, grade: EvidenceGrade) -> Bool {
        var understood = false
        // Where TipKit "is configured" describes the app, as a mention: only the call's shape states it.
        let call = SetupProse.configure(text)
        if let configure = call ?? ConfiguredTipKitProse.configure(text) {
            evidence.configureStatements.append(
                PlannedConfigure(
                    file: configure.file, options: configure.options,
                    source: source, evidence: call == nil ? .mentioned : grade, isInApp: configure.isInApp,
                    isThroughHelper: configure.isThroughHelper))
            understood = true
        }
        for path in SetupProse.createdFiles(text) {
            evidence.files.append(PlannedFile(path: path, action: .create, source: source, evidence: grade))
            understood = true
        }
        for (path, action) in TouchedFilesProse.files(in: text) {
            evidence.files.append(PlannedFile(path: path, action: action, source: source, evidence: .mentioned))
            understood = true
        }
        if SetupProse.donatesEveryTipWhereShown(text) {
            evidence.donationsAtDisplay.append(source)
            understood = true
        }
        return understood
    }

    /// Keeps a line that names something, for finding what was not understood, with how strongly its
    /// shape would state a fact (a tip table's row, a task line with a verb and a file): a plan whose
    /// only unread lines are prose was misread in a mention, not in a fact.
    private mutating func note(_ text: String, source: PlanReference, grade: EvidenceGrade) {
        if PlanUnreadFinder.names(text) {
            evidence.namingLines.append(PlanLine(source: source, text: text, grade: grade))
        }
    }

    /// Keeps a line read as nothing on purpose, when it names something tiplint could have read.
    private mutating func skip(_ text: String, source: PlanReference, _ reason: PlanSkipReason) {
        guard PlanUnreadFinder.names(text) else { return }
        evidence.skipped.append(SkippedPlanLine(source: source, text: text, reason: reason))
    }

    // MARK: View helpers

    /// A line applying a view modifier (`` `.sessionTip()` ``) in the one `.swift` file it names.
    private mutating func noteHelperUse(_ body: String, source: PlanReference) {
        let paths = PlanText.swiftPaths(in: body)
        guard paths.count == 1 else { return }
        for case .code(let code) in PlanPieces.split(body) where code.hasPrefix(".") && code.hasSuffix(")") {
            let name = code.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { helperUses.append((String(name), paths[0], source)) }
        }
    }

    /// Each helper the plan defines and applies in a file shows its tip there: mentioned, as the
    /// file is named only in prose and the site read through the helper.
    private mutating func addHelperDisplays() {
        for use in helperUses {
            guard let tip = helperTips[use.helper] else { continue }
            let file = plannedPaths.named(by: use.path) ?? use.path
            var site = PlannedSite(file: file, tip: tip, source: use.source, evidence: .mentioned)
            site.isThroughHelper = true
            evidence.displaySites.append(site)
            evidence.understood.insert(use.source)
        }
        helperUses = []
    }

    // MARK: Tables

    private mutating func readTable(_ table: MarkdownTable, lead: MarkdownHeading?) {
        closeItem()
        filesListOpen = false
        closeImportList()
        let reading = PlanTableReader.read(
            table, under: headings + (lead.map { [$0] } ?? []), document: document, into: &evidence)
        for statement in reading.statements { commit(statement) }
        for row in reading.statusRows { tasks.row(row.title, line: row.line, done: row.done) }
        for line in reading.understoodLines { evidence.understood.insert(reference(line)) }
        // A row of a table about tips states its facts, read or not.
        let rowGrade: EvidenceGrade = table.header.contains(where: PlanTableReader.namesTips) ? .tabled : .mentioned
        // Looked up once per row: a search of the statements for each row is quadratic in a long table.
        let statedSources = Set(reading.statements.map(\.source))
        for row in table.rows {
            let source = reference(row.line)
            let text = "| " + row.cells.joined(separator: " | ") + " |"
            note(text, source: source, grade: rowGrade)
            if let reason = reading.skipReason ?? reading.skippedRows[row.line], !evidence.understood.contains(source) {
                skip(text, source: source, reason)
            }
            // A row keeping its file as it is (`| ShowTips.swift | Do not change |`) plans nothing there.
            if reading.skippedRows[row.line] != nil { continue }
            var understood = false
            for cell in row.cells {
                guard let placement = PlanText.configurePlacement(cell) else { continue }
                evidence.configurePlacements.append(Stated(value: placement, source: source))
                understood = true
            }
            if let configure = SetupProse.configure(text) {
                evidence.configureStatements.append(
                    PlannedConfigure(
                        file: configure.file, options: configure.options,
                        source: source, evidence: .tabled, isInApp: configure.isInApp,
                        isThroughHelper: configure.isThroughHelper))
                understood = true
            }
            // A task row naming tips by subject (`| 2.12 | Create tips: Server Setup, Create Session |`), or a
            // strategy row naming one by its kind and copy (`| Popover Tip 指向主题选择：「…」 |`): mentioned.
            // A tier row of a disclosure table (`| **One-time tip …** | A (when). B (when). | TipKit … |`): mentioned.
            let tiers = statedSources.contains(source) ? [] : TipTierRow.subjects(in: row.cells)
            if !tiers.isEmpty {
                commitSubjects(tiers.map(\.name), source: source)
                evidence.wordedFacts += tiers.compactMap { $0.wordedFact(at: source) }
                understood = true
            } else if !statedSources.contains(source) {
                for cell in row.cells where HedgedSentence.kind(of: cell) == nil {
                    let subjects =
                        SubjectTipList.subjects(in: cell) + SubjectTipList.quotedSubjects(in: cell, about: text)
                        + CountedTipList.subjects(in: cell)
                    if !subjects.isEmpty {
                        commitSubjects(subjects, source: source)
                        understood = true
                    } else if let announced = ProseTipMentions.announced(in: cell) {
                        commitDescribed(announced.name, words: announced.words, source: source)
                        understood = true
                    } else if let described = DescribedTipLine.read(cell, source: source) {
                        // A cell planning one tip in words (`shows a one-time inline TipKit tip under the field ("…")`).
                        evidence.describedTips.append(described)
                        understood = true
                    }
                }
                // A row of a table not about tips naming TipKit as how its subject is done: a tip by the row's words.
                if !understood && rowGrade == .mentioned {
                    for tip in TipKitTableRow.tips(in: row.cells) {
                        commitDescribed(tip.name, words: tip.name, source: source)
                        evidence.wordedFacts += tip.facts.map {
                            WordedTipFact(tip: tip.name, kind: $0.kind, words: $0.words, source: source)
                        }
                        understood = true
                    }
                }
            }
            if understood { evidence.understood.insert(source) }
        }
    }

    // MARK: Code blocks

    private mutating func readCode(_ code: MarkdownCodeBlock) {
        filesListOpen = false
        closeImportList()
        goalSectionOpen = false
        if PlanText.countsTipStructs(code.text) { tipCountPending = true }
        if code.language == "swift" {
            scope.codeBlocks.append((code, scope.lastPath))
            scope.codeBlockFileIsStated.append(scope.isTask || linesSincePath == 0)
        }
    }

    /// Reads the scope's code blocks, now that all its files and tip bindings are known.
    private mutating func finishScope() {
        let blocks = zip(scope.codeBlocks, scope.codeBlockFileIsStated).map { block, stated in
            // The block's file is one the section lists under **Files:**: stated, not a guess.
            let listed = block.path.map { scope.paths.named(by: $0) != nil } ?? (scope.files.count == 1)
            return (
                code: PlanCodeBlock(block.block, document: document), file: resolve(block.path),
                stated: stated || listed
            )
        }
        var bindings: [String: String] = [:]
        for block in blocks {
            WorkMeter.count()
            bindings.merge(block.code.bindings) { _, later in later }
            // Outside a task and with no file of its own, a code block illustrates.
            if scope.isTask || block.stated {
                evidence.tips += block.code.tips
            } else {
                evidence.sketchTips += block.code.tips
            }
        }
        let tipNames = Set((evidence.tips + evidence.sketchTips).map(\.name))
        var imports: [PlannedSite] = []
        for (code, file, stated) in blocks {
            // A view helper the block defines shows its tip wherever the plan applies it.
            let helpers = Set(code.facts.displayHelpers.map(\.name))
            var inHelpers = Set<SourceLocation>()
            for site in code.facts.displaySites.flatMap(\.eachWritten) {
                guard let function = site.context.functionName, helpers.contains(function),
                    let tip = site.tipType ?? PlanInterpreter.resolve(site.argument, bindings: bindings, tips: tipNames)
                else { continue }
                helperTips[function] = tip
                inHelpers.insert(site.location)
            }
            guard let file else {
                // A display with no file to be in is no site in a file; what it shows, and how, it still says.
                for site in code.facts.displaySites.flatMap(\.eachWritten) where !inHelpers.contains(site.location) {
                    guard PlanInterpreter.showsOnScreen.contains(site.kind),
                        let tip = site.tipType
                            ?? PlanInterpreter.resolve(site.argument, bindings: bindings, tips: tipNames)
                    else {
                        skip(code.line(at: site.location), source: code.reference(site.location), .codeWithoutFile)
                        continue
                    }
                    shownWithoutFile(tip, line: code.line(at: site.location), source: code.reference(site.location))
                }
                for donation in code.facts.donations {
                    skip(code.line(at: donation.location), source: code.reference(donation.location), .codeWithoutFile)
                }
                continue
            }
            // A site in a file the plan only mentions in passing is a guess: mentioned.
            let grade: EvidenceGrade = stated ? .declared : .mentioned
            let facts = code.facts
            for site in facts.displaySites.flatMap(\.eachWritten) {
                guard
                    let tip = site.tipType ?? PlanInterpreter.resolve(site.argument, bindings: bindings, tips: tipNames)
                else { continue }
                evidence.displaySites.append(
                    PlannedSite(file: file, tip: tip, source: code.reference(site.location), evidence: grade))
            }
            for donation in facts.donations {
                guard let owner = donation.owner else { continue }
                evidence.donations.append(
                    PlannedSite(
                        file: file, tip: owner, event: donation.event,
                        source: code.reference(donation.location), evidence: grade))
            }
            for declaration in facts.imports where declaration.module == "TipKit" {
                imports.append(PlannedSite(file: file, source: code.reference(declaration.location), evidence: grade))
            }
            for call in facts.configureCalls {
                evidence.configureCalls.append(
                    PlannedConfigure(
                        file: file, options: PlannedConfigure.statedOptions(call.options),
                        source: code.reference(call.location), evidence: grade))
            }
        }
        for (path, source, grade) in scope.proseImports {
            if let file = resolve(path) { imports.append(PlannedSite(file: file, source: source, evidence: grade)) }
        }
        evidence.imports += imports.sorted { $0.source.line < $1.source.line }
        scope.codeBlocks = []
        scope.codeBlockFileIsStated = []
        scope.proseImports = []
    }

    /// The displays that put a tip on screen where the code is (issue 20: `.popoverTip(x)`, `TipView(x)`,
    /// `TipUIPopoverViewController`, `TipUIView`): a `TipGroup` built for later, or a cell configured, shows it nowhere yet.
    private static let showsOnScreen: Set<DisplayKind> = [
        .popoverTip, .tipView, .tipUIView, .tipUIPopoverViewController, .tipNSView, .tipNSPopover,
    ]

    /// A code line showing `tip` in no file the plan names (`chip.popoverTip(KBTips.QuickLog())`): the tip is
    /// planned (mentioned, when no block declares it), and shown where the line's own words say (mentioned, the
    /// line as written with its comment); never a site in a file, which the plan does not name.
    private mutating func shownWithoutFile(_ tip: String, line: String, source: PlanReference) {
        if !(evidence.tips + evidence.sketchTips).contains(where: { $0.name == tip }) {
            var statement = TipStatement(name: tip, source: source)
            statement.isEntry = true
            commit(statement)
        }
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        evidence.wordedFacts.append(WordedTipFact(tip: tip, kind: .place, words: words, source: source))
        evidence.understood.insert(source)
    }

    /// The planned file a path names: the scope's file with that path (or file name), else
    /// any file the documents list so far, else the path as written. No path: the scope's only file.
    private func resolve(_ path: String?) -> String? {
        guard let path else { return scope.files.count == 1 ? scope.files[0].path : nil }
        return scope.paths.named(by: path) ?? plannedPaths.named(by: path) ?? path
    }

    /// The tip type a display argument names: `newFaceTip` bound by `let newFaceTip = NewFaceTip()`
    /// in the task, or a tip type written inline; the first identifier that resolves wins
    /// (`index == 0 ? faceBoxTip : nil`).
    private static func resolve(_ argument: String, bindings: [String: String], tips: Set<String>) -> String? {
        let identifiers = argument.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        for identifier in identifiers {
            // A binding to a type that is no tip (`var id: String`, `let group = TipGroup(.ordered) { … }`) names
            // nothing shown (real plans, round 40).
            if let type = bindings[String(identifier)], PlanNames.isTipType(type) || tips.contains(type) { return type }
            if tips.contains(String(identifier)) { return String(identifier) }
            // A property named after its tip type (`addHabitTip` for `AddHabitTip`), declared in no block.
            if let first = identifier.first, first.isLowercase,
                tips.contains(first.uppercased() + identifier.dropFirst())
            {
                return first.uppercased() + identifier.dropFirst()
            }
        }
        return nil
    }

    /// A list item that opens with a tip type and then quotes its copy (`` `FilterTip` — "…" ``,
    /// `FilterTip: "…"`): the tip's entry in a list of tips.
    private static func isTipEntry(_ body: String) -> Bool {
        let pieces = PlanPieces.split(body).filter { piece in
            if case .word(let word) = piece { return word.contains(where: { $0.isLetter || $0.isNumber }) }
            return true
        }
        guard pieces.count >= 2, case .quoted = pieces[1] else { return false }
        switch pieces[0] {
        case .code(let name), .word(let name): return PlanNames.isTipType(name)
        case .quoted: return false
        }
    }

    /// A list item that names its tip first and then says something about it after a dash or colon
    /// (`` `FilterTip` - shown once a tag exists ``, `**FilterTip**: the list's toolbar`, `` `FilterTip`：… ``), or, when
    /// the name is set off in code or bold, in a sentence it opens (`**FilterTip** narrows the list`).
    /// A note in parentheses may come between (`FilterTip (TipKit, 3 times): …`, `FilterTip(TipKit) — …`).
    static func namesTipFirst(_ body: String) -> Bool {
        let text = body.trimmingSpaces
        guard let first = PlanPieces.split(text).first else { return false }
        switch first {
        case .code(let piece), .word(let piece):
            // `InfoButtonTip(TipKit) — …`: the note may follow the name without a space.
            let name = piece.prefix { $0.isLetter || $0.isNumber }
            guard PlanNames.isTipType(name), let range = text.literalRange(of: String(name)) else { return false }
            let setOff = text.hasPrefix("`") || text.hasPrefix("**") || text.hasPrefix("__")
            var rest = text[range.upperBound...].drop { "`*_ ".contains($0) }
            if rest.first == "(", let close = rest.firstIndex(of: ")") {
                rest = rest[rest.index(after: close)...].drop { "`*_ ".contains($0) }
            }
            // A CJK plan writes the colon full-width (`` `FilterTip`：popover … ``).
            return rest.first.map { "-—–:\u{FF1A}".contains($0) || (setOff && $0.isLowercase) } ?? false
        case .quoted: return false
        }
    }

    /// Whether a list item introduces a list of tips: it speaks of tips and ends with a colon, with
    /// nothing quoted (`- **TipKit coaching tips** (3 key moments):`; `- Tips: "…"` is a tip's copy).
    private static func introducesTipList(_ text: String) -> Bool {
        let plain = MarkdownInline.plain(text).trimmingSpaces
        return (plain.hasSuffix(":") || plain.hasSuffix("\u{FF1A}")) && PlanTableReader.namesTips(plain)
            && !PlanPieces.split(text).contains { if case .quoted = $0 { true } else { false } }
    }

    /// A lead that says its list holds tips or moments for them (`… for smaller contextual prompts:`), not reasons
    /// or facts about TipKit (`Why TipKit:`).
    private static func leadsMoments(_ text: String) -> Bool {
        // Code makes it an instruction (`Test in simulator (reset with `Tips.resetDatastore()`):`).
        guard !text.contains("`") else { return false }
        // The sentence ending in the colon: `Use TipKit for tips. TipKit provides:` lists features.
        let plain = MarkdownInline.plain(text)
        let lead = PlanSentences.split(plain, after: ByteSet(".!")).last ?? plain
        let words = Set(lead.lowercasedByScalar.split { !$0.isLetter })
        return !words.isDisjoint(with: ["tips", "prompts", "hints", "moments", "popovers", "nudges"])
    }

    /// An item of a list a TipKit paragraph introduces that names one moment in plain words (`first time sharing a
    /// job;`): two to ten words, no code, quotes, link or colon, and no word of tips (`popover tips on buttons`
    /// is a kind of tip, not a moment for one).
    private static func listedMoment(_ text: String) -> String? {
        guard !text.contains(where: { "`\"[]:*\u{201C}".contains($0) }),
            !text.containsASCIIIgnoringCase("tip"), !text.containsASCIIIgnoringCase("popover")
        else { return nil }
        let words = text.split(separator: " ")
        guard (2...10).contains(words.count), words.first?.first?.isLetter == true,
            !["no", "not", "never"].contains(words[0].lowercased())
        else { return nil }
        return text.trimmingSpaces.droppingTrailing(".;,")
    }

    private static func isTaskHeading(_ text: String) -> Bool {
        // A done mark before the word (`### ✅ Task 3: …`) keeps it a task.
        let words = MarkdownInline.plain(text).split { $0 == " " || $0 == ":" || $0 == "." }
            .drop { !$0.contains(where: \.isLetter) }
        return words.count >= 2 && words.first?.lowercasedByScalar == "task"
            && words.dropFirst().first?.first?.isNumber == true
    }

    private func reference(_ line: Int) -> PlanReference { PlanReference(file: document, line: line) }

    /// Whether the section's own heading says it is about tips (`### 8.3 TipKit Integration`,
    /// `### Tip priorities`); a document's title about TipKit does not make each list in it one of tips.
    /// Whether the document's first block is a title of a record of changes rather than a plan (`# Changelog`).
    static func recordsChanges(_ first: MarkdownBlock?) -> Bool {
        guard case .heading(let title)? = first, title.level == 1 else { return false }
        let words = title.text.lowercased()
        return changeRecordTitles.contains { words.containsLiterally($0) }
    }

    private static let changeRecordTitles = ["changelog", "change log", "release notes", "what's new", "what’s new"]

    private var underTipsHeading: Bool { headings.last.map { PlanTableReader.namesTips($0.text) } ?? false }

    /// Whether the section is a subsection about tips (`### 提示（TipKit）` under the title): its heading,
    /// below the document's title, says "tips" or "TipKit" as a word, not as a folder (`### 2. Tips/`).
    private var inTipsSubsection: Bool {
        guard headings.count >= 2, let heading = headings.last else { return false }
        let words = heading.text.split(separator: " ").filter { !$0.contains("/") }
        return PlanTableReader.namesTips(words.joined(separator: " "))
    }
}
