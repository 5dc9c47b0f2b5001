/// Everything read from the plan documents, before it is folded into one `Plan`:
/// it keeps the repeated statements (two stated counts, two configure calls, every
/// path mention, a tip stated in a table and again in a section) that the contradiction
/// checker compares.
struct PlanEvidence {
    var documents: [String] = []
    /// Tips declared in Swift code blocks of a task, or of a file the plan states.
    var tips: [PlannedTip] = []
    /// Tips declared in other code blocks (Dev Notes, an API overview): illustrations. A task's,
    /// table's or field list's copy wins over theirs, and a sketch that differs is no contradiction.
    var sketchTips: [PlannedTip] = []
    /// What tables, sections, checklists and bullets say about tips.
    var statements: [TipStatement] = []
    /// Tips a line describes in words, with no type (`DescribedTipLine`).
    var describedTips: [DescribedTip] = []
    /// Places and invalidations a line gives a tip in words (`WordedTipFacts`).
    var wordedFacts: [WordedTipFact] = []
    /// Lines placing a tip in words with its copy, no tip type (`WordedTipFacts.placedCopy`).
    var placedCopies: [PlacedTipCopy] = []
    /// Facts the sub-items of a bold label give the tip that label names (`1. **Save Sessions**` then
    /// `- Anchored to the star.`), `tip` being the label: the tip whose title or name it is gets them.
    var labelledFacts: [WordedTipFact] = []
    /// `Create:` / `Modify:` items under `**Files:**`, and prose that creates a file.
    var files: [PlannedFile] = []
    var displaySites: [PlannedSite] = []
    var donations: [PlannedSite] = []
    /// Imports the documents add themselves (code blocks, prose); derived ones come in `plan()`.
    var imports: [PlannedSite] = []
    /// `Tips.configure` calls in code blocks.
    var configureCalls: [PlannedConfigure] = []
    /// Prose that names `Tips.configure` and its file, with the options when it gives them.
    var configureStatements: [PlannedConfigure] = []
    var statedTipCounts: [Stated<Int>] = []
    var statedImportFileCounts: [Stated<Int>] = []
    var statedConfigureFileCounts: [Stated<Int>] = []
    var configurePlacements: [Stated<String>] = []
    var designCopy: [DesignCopy] = []
    var designFiles: [PlannedFile] = []
    /// Every `.swift` path named in prose, in a `**Files:**` list or in a design file table.
    var pathMentions: [PathMention] = []
    /// "Each tip's event is donated where it is shown": where a document says so.
    var donationsAtDisplay: [PlanReference] = []
    var tasks: [PlannedTask] = []
    /// Tips a task removes (`TipRetirement`).
    var retiredTips: Set<String> = []
    /// Lines that name a tip type, a `.swift` file or TipKit API, for `plan_unread`.
    var namingLines: [PlanLine] = []
    /// Lines that name something but were read as nothing on purpose, and why.
    var skipped: [SkippedPlanLine] = []
    /// Lines that added something to the plan themselves.
    var understood: Set<PlanReference> = []
    var suppressions: [Suppression] = []
    var archived: [String] = []
    var readInPart: [String] = []
    var documentStarts: [PlanReference] = []

    /// The plan: each tip once (its statements merged), sites and imports once (the first
    /// statement, done when any statement of it is), the expectations the plan implies (see
    /// `PlanDerivation`), the first configure call and stated file counts, and the lines not
    /// understood. Contradictions are left to `PlanContradictionChecker`.
    func plan() -> Plan {
        var plan = Plan()
        plan.documents = documents
        plan.tasks = tasks
        plan.taskLookup = DoneIndex(tasks)
        plan.suppressions = suppressions
        plan.archived = archived
        plan.readInPart = readInPart
        plan.documentStarts = documentStarts
        plan.statedTipCounts = statedTipCounts
        plan.configurePlacements = configurePlacements
        plan.statedImportFileCount = statedImportFileCounts.first
        plan.statedConfigureFileCount = statedConfigureFileCounts.first
        plan.designCopy = designCopy
        plan.designFiles = PlanEvidence.unique(designFiles) { $0.path }
        PlanDerivation(evidence: self).fill(&plan)
        plan = TipRetirement.demoting(plan, retired: retiredTips)
        // A line placing a tip with its copy is understood once a tip of the plan is found for it.
        let linked = Set(plan.wordedFacts.map(\.source))
        // A line left out on purpose (a negative sentence, a table not about tips) was understood as nothing; code
        // with no file named for it is the one skip its author can fix by writing the file, so it stays unread too.
        let meantAsNothing = skipped.lazy.filter { $0.reason != .codeWithoutFile }.map(\.source)
        plan.unread = PlanUnreadFinder.unread(
            namingLines, understood: understood.union(linked).union(meantAsNothing), plan: plan)
        // Code blocks are read when their section ends: put their lines back in document order.
        plan.skipped = skipped.enumerated().sorted { left, right in
            let (a, b) = (left.element.source, right.element.source)
            let (documentA, documentB) = (documents.firstIndex(of: a.file) ?? 0, documents.firstIndex(of: b.file) ?? 0)
            if documentA != documentB { return documentA < documentB }
            return a.line != b.line ? a.line < b.line : left.offset < right.offset
        }.map(\.element)
        return plan
    }

    static func unique<T>(_ items: [T], by key: (T) -> String) -> [T] {
        var seen = Set<String>()
        return items.filter { seen.insert(key($0)).inserted }
    }
}

/// A plan line that names something tiplint could read (a tip type, a `.swift` path, TipKit API).
struct PlanLine: Equatable {
    var source: PlanReference
    var text: String
    /// How strongly the line's shape states what it names (`PlanUnreadRule` warns only on strong ones).
    var grade: EvidenceGrade
}

/// A `.swift` path a document names, and how.
struct PathMention: Equatable {
    enum Origin: Equatable {
        case filesList // `- Modify: \`path\`` under `**Files:**`
        case prose // a heading, prose line or list item
        case designTable // a design document's file table
    }

    var path: String
    var origin: Origin
    var source: PlanReference
}

extension PlanReference {
    /// `file:line`, for messages and reports.
    var fileAndLine: String { "\(file):\(line)" }
}
