import SwiftScan

/// Reads plan and design documents into one `Plan`, with the contradictions between them.
public enum PlanReader {
    /// Reads every document, in order. Throws `AnalysisError.unreadablePlan` naming the first
    /// document that cannot be read or is not UTF-8; malformed Markdown is read as well as it goes.
    /// `reader` reads a document (from disk, or from a version git holds).
    public static func read(
        paths: [String],
        reader: (String) -> FileContents = { FileReader.read($0, limit: FileReader.sourceLimit) }
    )
        throws -> Plan
    {
        var documents: [(path: String, text: String)] = []
        for path in paths {
            let bytes: [UInt8]
            switch reader(path) {
            case .bytes(let contents): bytes = contents
            case .failure(let reason): throw AnalysisError.unreadablePlan(path: path, reason: reason)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw AnalysisError.unreadablePlan(path: path, reason: "is not valid UTF-8")
            }
            documents.append((path, text))
        }
        return read(documents: documents)
    }

    /// Reads in-memory documents (path, Markdown text), in order. A document marked
    /// `<!-- tiplint:archived -->` is listed in `archived` and read for nothing.
    public static func read(documents: [(path: String, text: String)]) -> Plan {
        var evidence = PlanEvidence()
        var parsed: [(path: String, markdown: MarkdownDocument)] = []
        for document in documents {
            let comments = PlanComments.read(document.text, document: document.path)
            if comments.archived {
                evidence.archived.append(document.path)
                continue
            }
            evidence.documents.append(document.path)
            evidence.suppressions += comments.suppressions
            let plan = focused(document.text, path: document.path)
            if plan != document.text { evidence.readInPart.append(document.path) }
            let start = evidence.documentStart
            let markdown = MarkdownDocument(plan)
            parsed.append((document.path, markdown))
            PlanInterpreter.read(markdown, document: document.path, into: &evidence)
            // A broad document (a roadmap whose one TipKit section sketches two example tips) lists
            // neither every tip nor their final copy: its sketches are mentions, and it is read in part.
            if evidence.namesTipsOnlyInSketches(since: start), PlanBreadth.isBroad(document.text, path: document.path) {
                evidence.readSketchesAsMentions(since: start)
                if evidence.readInPart.last != document.path { evidence.readInPart.append(document.path) }
            }
        }
        var plan = evidence.plan()
        plan.wordedFacts += UnitTipFacts.facts(in: parsed, plan: plan)
        plan.contradictions = PlanContradictionChecker.contradictions(in: evidence, plan: plan)
        if plan.tips.isEmpty {
            plan.unreadTipSigns = documents.filter { evidence.documents.contains($0.path) }.flatMap { document in
                UnreadTipSigns.lines(
                    in: focused(document.text, path: document.path), path: document.path,
                    titleLine: plan.documentStarts.first { $0.file == document.path }?.line)
            }
        }
        return plan
    }

    /// Whether a Markdown document is a tip plan, for auto-discovery: it is about tips (its
    /// file name, feature folder — `names` — or one of its headings names tips, guidance or a tip
    /// type) **and** it states at least one tip with strong evidence (a Swift code block declaring
    /// it, a row of a tip table, a field list or a checklist line). A research note, a story about
    /// something else or a tool's knowledge file names tip types too, but only in passing.
    /// The bytes are checked first, so most documents are never parsed; of a document whose title
    /// is about something else, only the sections about tips (a heading or a tip table says so) are.
    /// A test plan or QA checklist is never one (`PlanSubject.isTestPlan`); named with `--plan`, it is read.
    static func looksLikePlan(_ markdown: String, names: [String] = []) -> Bool {
        guard namesTip(markdown.utf8) else { return false }
        let outline = MarkdownOutline(markdown)
        let subject = names + (outline.title.map { [$0] } ?? [])
        guard !PlanSubject.isTestPlan(subject), !DefectReportTitle.reportsDefect(title: outline.title, names: names),
            !ReferenceNoteTitle.isReference(subject)
        else { return false }
        let titled = PlanSubject.isTips(subject)
        guard titled || !OptionsSurveyTitle.weighsOptions(subject) else { return false }
        let isLog = names.first.map(isProjectLog) == true
        let text: String
        if titled {
            text = markdown
        } else {
            let sections = tipSections(outline, isProjectLog: isLog)
            guard !sections.isEmpty else { return false }
            text = outline.text(of: sections)
        }
        // A log's task bullets about TipKit are a section about tips of their own.
        let aboutTips = titled || isLog || outline.headings.contains { PlanSubject.isTipsSection($0.text) }
        var evidence = PlanEvidence()
        PlanInterpreter.read(MarkdownDocument(text), document: "", into: &evidence)
        // A tip table is a section about tips of its own.
        guard aboutTips || evidence.statements.contains(where: \.isTableRow) else { return false }
        // A design table of copy per view (Title and Message columns) under a heading about tips tables copy.
        let plans =
            !(evidence.tips + evidence.sketchTips).isEmpty || (aboutTips && !evidence.designCopy.isEmpty)
            || evidence.statements.contains { $0.statesFacts && $0.evidence.isStrong }
        // A tutorial's example tips are declared as a plan's are: what tells them apart is all around them.
        return plans && !TeachingDocument.teaches(markdown, names: subject, title: outline.title)
    }

    /// The sections of a document about tips: under a heading that says so, or holding a tip table;
    /// in a project log, also each list item that names TipKit, its API or a tip type, under any heading.
    private static func tipSections(_ outline: MarkdownOutline, isProjectLog: Bool) -> [Range<Int>] {
        let sections = outline.sections(
            headingIsAbout: PlanSubject.isTipsSection, tableIsAbout: PlanTableReader.namesTips)
        guard isProjectLog else { return sections }
        return MarkdownOutline.merged(sections + outline.listItems(about: PlanSubject.isTipKitTask))
    }

    /// A project's TODO, roadmap, backlog or done log (`TODO.md`, `ROADMAP.md`): it plans much
    /// besides tips, and its tips are tasks under headings about anything.
    static func isProjectLog(_ fileName: String) -> Bool {
        let name = PathText.lastComponent(fileName).lowercased()
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return ["todo", "roadmap", "backlog", "done"].contains(stem)
    }

    /// A project log's plan is its sections and tasks about tips, unless its title is about tips
    /// (spec: "Reading a plan", Discovery). Lines outside them are emptied: line numbers stay.
    static func focused(_ markdown: String, path: String) -> String {
        guard isProjectLog(path) else { return markdown }
        let outline = MarkdownOutline(markdown)
        if PlanSubject.isTips(outline.title.map { [$0] } ?? []) { return markdown }
        return outline.keeping(tipSections(outline, isProjectLog: true))
    }

    /// Whether the bytes hold `Tip` anywhere (a tip type, a `Tip` column): a document without it
    /// plans no tip, and is dismissed without decoding a character.
    static func namesTip<Bytes: Sequence>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        var matched = 0
        let word: [UInt8] = Array("Tip".utf8)
        for byte in bytes {
            matched = byte == word[matched] ? matched + 1 : (byte == word[0] ? 1 : 0)
            if matched == word.count { return true }
        }
        return false
    }

    /// Whether a document is marked `<!-- tiplint:archived -->`: history, not a plan.
    static func isArchived(_ markdown: String) -> Bool {
        PlanComments.read(markdown, document: "").archived
    }
}
