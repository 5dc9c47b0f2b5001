/// Reads one plan or design document into `PlanEvidence`, exactly as the spec's
/// "Reading a plan" says and no further:
///
/// - the goal line's tip count, and `Expected: N` after a step that counts tip structs;
/// - `Create:` / `Modify:` items under `**Files:**`;
/// - every Swift code block, through the TipKit extractor: its tip types anywhere, and, in
///   each task, its display sites, donations, `import TipKit` and `Tips.configure` for the
///   last `.swift` path named in the prose before it (else the task's only file);
/// - prose "Add `import TipKit`", `Expected: N files with \`import TipKit\``, where prose
///   says `Tips.configure` runs; and the document's tables (`DesignTableReader`).
struct PlanInterpreter {
    private let document: String
    private var evidence: PlanEvidence
    private var headings: [MarkdownHeading] = []
    private var scope = Scope(level: 0, isTask: false)
    private var filesListOpen = false
    private var goalSectionOpen = false
    /// A step counts tip structs (`grep -c "struct.*Tip:"`): its `Expected: N` states the tip count.
    private var tipCountPending = false
    /// The paths of every planned file read so far, by file name, to resolve bare names quickly.
    private var plannedPathsByName: [String: [String]] = [:]

    /// A task (`### Task 3: …`, up to the next heading of its level) or, outside tasks, the
    /// text between two headings: code blocks take their file from the prose of their scope.
    private struct Scope {
        var level: Int
        var isTask: Bool
        var files: [PlannedFile] = []
        var lastPath: String?
        var codeBlocks: [(block: MarkdownCodeBlock, path: String?)] = []
        var proseImports: [(path: String?, source: PlanReference)] = []
    }

    /// Reads `markdown`, the text of `document`, adding what it states to `evidence`.
    static func read(_ markdown: String, document: String, into evidence: inout PlanEvidence) {
        var interpreter = PlanInterpreter(document: document, evidence: evidence)
        interpreter.read(MarkdownDocument(markdown))
        evidence = interpreter.evidence
    }

    private init(document: String, evidence: PlanEvidence) {
        self.document = document
        self.evidence = evidence
    }

    private mutating func read(_ markdown: MarkdownDocument) {
        for block in markdown.blocks {
            switch block {
            case .heading(let heading): enter(heading)
            case .text(let line): readProse(line, isListItem: false)
            case .listItem(let line): readProse(line, isListItem: true)
            case .code(let code): readCode(code)
            case .table(let table):
                filesListOpen = false
                DesignTableReader.read(table, under: headings, document: document, into: &evidence)
            }
        }
        finishScope()
    }

    private mutating func enter(_ heading: MarkdownHeading) {
        filesListOpen = false
        tipCountPending = false
        while let last = headings.last, last.level >= heading.level { headings.removeLast() }
        headings.append(heading)
        if !(scope.isTask && heading.level > scope.level) {
            finishScope()
            scope = Scope(level: heading.level, isTask: PlanInterpreter.isTaskHeading(heading.text))
        }
        goalSectionOpen = MarkdownInline.plain(heading.text).lowercased() == "goal"
        readPhrases(heading.text, source: reference(heading.line))
    }

    private mutating func readProse(_ line: MarkdownLine, isListItem: Bool) {
        let source = reference(line.line)
        let plain = MarkdownInline.plain(line.text)
        if plain.lowercased() == "files:" {
            filesListOpen = true
            return
        }
        if isListItem && filesListOpen {
            // Other items (`All files from Tasks 1-4`) name no file to create or modify.
            if let item = PlanText.fileItem(line.text) {
                let file = PlannedFile(path: item.path, action: item.action, source: source)
                scope.files.append(file)
                evidence.files.append(file)
                plannedPathsByName[PlanText.fileName(item.path), default: []].append(item.path)
                evidence.pathMentions.append(PathMention(path: item.path, origin: .filesList, source: source))
            }
            return
        }
        filesListOpen = false
        let isGoalLine = plain.lowercased().hasPrefix("goal:") || goalSectionOpen
        goalSectionOpen = false
        if isGoalLine, let count = PlanText.goalTipCount(line.text) {
            evidence.statedTipCounts.append(Stated(value: count, source: source))
        }
        if tipCountPending, let count = PlanText.expectedCount(line.text) {
            evidence.statedTipCounts.append(Stated(value: count, source: source))
            tipCountPending = false
        }
        if PlanText.countsTipStructs(line.text) { tipCountPending = true }
        if let count = PlanText.expectedFileCount(line.text, with: "import TipKit") {
            evidence.statedImportFileCounts.append(Stated(value: count, source: source))
        }
        if let count = PlanText.expectedFileCount(line.text, with: "Tips.configure") {
            evidence.statedConfigureFileCounts.append(Stated(value: count, source: source))
        }
        readPhrases(line.text, source: source)
    }

    /// The phrases any prose line or heading may hold: `.swift` paths, "Add `import TipKit`",
    /// and where `Tips.configure` runs.
    private mutating func readPhrases(_ text: String, source: PlanReference) {
        let paths = PlanText.swiftPaths(in: text)
        for path in paths { evidence.pathMentions.append(PathMention(path: path, origin: .prose, source: source)) }
        if PlanText.addsTipKitImport(text) {
            // "Add `import TipKit` … to `RemetApp.swift`" names its file on the same line.
            scope.proseImports.append((paths.last ?? scope.lastPath, source))
        }
        if let placement = PlanText.configurePlacement(text) {
            evidence.configurePlacements.append(Stated(value: placement, source: source))
        }
        if let last = paths.last { scope.lastPath = last }
    }

    private mutating func readCode(_ code: MarkdownCodeBlock) {
        filesListOpen = false
        goalSectionOpen = false
        if PlanText.countsTipStructs(code.text) { tipCountPending = true }
        if code.language == "swift" { scope.codeBlocks.append((code, scope.lastPath)) }
    }

    /// Reads the scope's code blocks, now that all its files and tip bindings are known.
    private mutating func finishScope() {
        let blocks = scope.codeBlocks.map { (code: PlanCodeBlock($0.block, document: document), file: resolve($0.path)) }
        var bindings: [String: String] = [:]
        for block in blocks {
            bindings.merge(block.code.bindings) { _, later in later }
            evidence.tips += block.code.tips
        }
        let tipNames = Set(evidence.tips.map(\.name))
        var imports: [PlannedSite] = []
        for (code, file) in blocks {
            guard let file else { continue }
            let facts = code.facts
            for site in facts.displaySites {
                guard let tip = site.tipType ?? PlanInterpreter.resolve(site.argument, bindings: bindings, tips: tipNames)
                else { continue }
                evidence.displaySites.append(PlannedSite(file: file, tip: tip, source: code.reference(site.location)))
            }
            for donation in facts.donations {
                guard let owner = donation.owner else { continue }
                evidence.donations.append(PlannedSite(file: file, tip: owner, event: donation.event,
                                                      source: code.reference(donation.location)))
            }
            for declaration in facts.imports where declaration.module == "TipKit" {
                imports.append(PlannedSite(file: file, source: code.reference(declaration.location)))
            }
            for call in facts.configureCalls {
                evidence.configureCalls.append(PlannedConfigure(file: file, options: call.options,
                                                                source: code.reference(call.location)))
            }
        }
        for (path, source) in scope.proseImports {
            if let file = resolve(path) { imports.append(PlannedSite(file: file, source: source)) }
        }
        evidence.imports += imports.sorted { $0.source.line < $1.source.line }
        scope.codeBlocks = []
        scope.proseImports = []
    }

    /// The planned file a path names: the scope's file with that path (or file name), else
    /// any file the documents list so far, else the path as written. No path: the scope's only file.
    private func resolve(_ path: String?) -> String? {
        guard let path else { return scope.files.count == 1 ? scope.files[0].path : nil }
        let candidates = plannedPathsByName[PlanText.fileName(path)] ?? []
        let inScope = Set(scope.files.map(\.path))
        for paths in [candidates.filter(inScope.contains), candidates] {
            let matches = Set(paths.filter { PlanText.sameFile($0, path) })
            if matches.count == 1 { return matches.first }
        }
        return path
    }

    /// The tip type a display argument names: `newFaceTip` bound by `let newFaceTip = NewFaceTip()`
    /// in the task, or a tip type written inline; the first identifier that resolves wins
    /// (`index == 0 ? faceBoxTip : nil`).
    private static func resolve(_ argument: String, bindings: [String: String], tips: Set<String>) -> String? {
        let identifiers = argument.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        for identifier in identifiers {
            if let type = bindings[String(identifier)] { return type }
            if tips.contains(String(identifier)) { return String(identifier) }
        }
        return nil
    }

    private static func isTaskHeading(_ text: String) -> Bool {
        let words = MarkdownInline.plain(text).split { $0 == " " || $0 == ":" || $0 == "." }
        return words.count >= 2 && words[0].lowercased() == "task" && words[1].first?.isNumber == true
    }

    private func reference(_ line: Int) -> PlanReference { PlanReference(file: document, line: line) }
}
