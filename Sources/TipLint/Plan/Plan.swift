/// What a plan (and its design documents) expect of the code, whatever shape the documents
/// are written in (task plans, tables, sections per tip, checklists, setup prose). Built by
/// `PlanReader` as the spec's "Reading a plan" says, no guessing beyond.
public struct Plan: Sendable {
    /// The documents read, as given.
    public var documents: [String] = []
    /// `Add 11 TipKit popover tips …`, or a verification step's `Expected: 11`.
    var statedTipCounts: [Stated<Int>] = []
    var tips: [PlannedTip] = []
    /// Tips a line describes in words, with no type (`DescribedTipLine`): mentioned, apart from `tips`.
    var describedTips: [DescribedTip] = []
    /// What the plan says of its tips only in words: where each shows, what invalidates it (mentioned).
    var wordedFacts: [WordedTipFact] = []
    /// `Create:` / `Modify:` items under `**Files:**`.
    var files: [PlannedFile] = []
    var displaySites: [PlannedSite] = []
    var donations: [PlannedSite] = []
    var imports: [PlannedSite] = []
    var configure: PlannedConfigure?
    /// `Expected: N files with \`import TipKit\``.
    var statedImportFileCount: Stated<Int>?
    /// `N file with \`Tips.configure\``.
    var statedConfigureFileCount: Stated<Int>?
    /// Rows of design tables: planned copy per view.
    var designCopy: [DesignCopy] = []
    /// Rows of a design document's file table (`| File | Change |`); `**New:**` marks a created file.
    var designFiles: [PlannedFile] = []
    /// Where the documents say `Tips.configure` runs (`init`, `.task`, `.onAppear`…), from prose
    /// and table cells that name `Tips.configure`.
    var configurePlacements: [Stated<String>] = []
    /// Where the plan contradicts itself or its design document.
    var contradictions: [PlanContradiction] = []
    /// Whether the documents contradict themselves (`tiplint plan --check` fails).
    public var isContradictory: Bool { !contradictions.isEmpty }
    /// Tasks and steps (task headings, `**Step N:**` lines, checklist items, table rows with a
    /// status), in document order: what "done" marks apply to.
    var tasks: [PlannedTask] = [] {
        didSet { taskLookup = nil }
    }
    /// Lines that name a tip type, a `.swift` file or TipKit API but added nothing to the plan.
    var unread: [UnreadPlanLine] = []
    /// Lines that name a tip, a file or TipKit API but were read as nothing on purpose, and why.
    var skipped: [SkippedPlanLine] = []
    /// When the documents yield no tip: the lines that still look like tips (`UnreadTipSigns`).
    var unreadTipSigns: [PlanReference] = []
    /// The accepted reading (`<plan>.tiplint.json`) the plan was read from, not the documents.
    var acceptedReading: String?
    /// With an accepted reading: the documents changed since it was accepted, and their lines.
    var staleReading: [PlanLineChange] = []
    /// `<!-- tiplint:disable … -->` comments of the documents.
    var suppressions: [Suppression] = []
    /// Documents that are no list of every tip: project logs (`TODO.md`) read only in their sections
    /// and tasks about tips, and broad documents (a roadmap) whose tips are only sketches (`PlanBreadth`).
    var readInPart: [String] = []
    /// Documents marked `<!-- tiplint:archived -->`: history, read for nothing.
    var archived: [String] = []
    /// Each document's first heading (else its first line with text): where a finding about a
    /// whole document goes.
    var documentStarts: [PlanReference] = []

    public init() {}

    /// The lookup `task(of:)` answers from: built by `PlanReader` once, dropped when `tasks` change.
    var taskLookup: DoneIndex?

    /// The innermost task or step whose lines hold `reference`, as an index into `tasks`.
    /// (Planned items already carry `isDone`; this is for grouping them by task.)
    func task(of reference: PlanReference) -> Int? {
        (taskLookup ?? DoneIndex(tasks)).task(of: reference)
    }
}

/// A task or step of a plan, and whether the plan marks it done (`- [x]`, "Done", "✅").
struct PlannedTask: Sendable, Hashable {
    /// The heading, step line, checklist item or table row, as plain text.
    var title: String
    /// Its first line.
    var source: PlanReference
    /// The last line it spans (a heading's section, a step up to the next, an item with its sub-items).
    var lastLine: Int
    var isMarkedDone: Bool
    /// The task it is a step of, as an index into `Plan.tasks`.
    var parent: Int?

    func contains(_ reference: PlanReference) -> Bool {
        reference.file == source.file && reference.line >= source.line && reference.line <= lastLine
    }
}

/// A plan line that names a tip type, a `.swift` file or TipKit API, none of which the plan
/// model holds: tiplint did not understand it (`plan_unread`).
struct UnreadPlanLine: Sendable, Hashable {
    var source: PlanReference
    /// The line, as written (trimmed).
    var text: String
    /// What it names that the model does not hold (`NewFaceTip`, `Views/Home.swift`, `.popoverTip`).
    var names: [String]
    /// How strongly the line's shape states a fact: a tip table's row, a task line with a verb and a
    /// file, or prose (mentioned).
    var grade: EvidenceGrade = .mentioned

    /// What `plan_unread` and `tiplint plan --check` say about it.
    var message: String {
        "this line names \(names.joined(separator: ", ")) but tiplint read nothing from it; "
            + "write it in a shape `tiplint plan --help` shows, or mark it `<!-- tiplint:disable-next plan_unread -->`"
    }
}

/// A value a plan states, and where.
struct Stated<Value: Sendable & Hashable>: Sendable, Hashable {
    var value: Value
    var source: PlanReference
}

struct PlannedEvent: Sendable, Hashable {
    var name: String
    var id: String?
}

struct PlannedTip: Sendable, Hashable {
    var name: String
    var events: [PlannedEvent] = []
    var title: String?
    var message: String?
    var image: String?
    var source: PlanReference
    /// The plan marks done the task or step that declares it (any, when several do).
    var isDone: Bool = false
    /// The strongest evidence any place of the plan gives for the tip.
    var evidence: EvidenceGrade = .declared
    /// The words the plan names the tip by when it gives no Swift type (its copy, a description,
    /// with a note in parentheses after them): `name` is then those words, matched to a tip type of
    /// the code by `DescribedTipWords`. Nil for a tip named by its type.
    var describedAs: String?
    var isDescribed: Bool { describedAs != nil }
    /// The quote of the tip's entry (`` `FilterTip`: "Narrow the list" ``), which field it does not say: the
    /// tip's title or message (`WordedTipFacts.entryField`), mentioned, when nothing else gives its copy.
    var entryCopy: Stated<String>?
    /// The lines that state the tip's copy and events, where the plan gives them (a code block's
    /// `var title` line, a field list's `Title:` line): what findings about them cite.
    var factLines: [PlannedTipFact: PlanReference] = [:]
    /// Facts only a mention gives (prose, a broad document's sketch), though another place may state
    /// the tip itself strongly: what the code differs in from them is at most a note.
    var mentionedFacts: Set<PlannedTipFact> = []

    /// The plan line that states `fact`, else the tip's own line.
    func line(of fact: PlannedTipFact) -> PlanReference { factLines[fact] ?? source }

    /// How strongly the plan states `fact`: as strongly as the tip, unless only a mention gives it.
    func evidence(of fact: PlannedTipFact) -> EvidenceGrade {
        mentionedFacts.contains(fact) ? .mentioned : evidence
    }

    /// The facts it gives: its copy fields and its events.
    var facts: [PlannedTipFact] {
        [(PlannedTipFact.title, title), (.message, message), (.image, image)].compactMap { $0.1 == nil ? nil : $0.0 }
            + events.map { .event($0.name) }
    }
}

/// A fact of a planned tip that a plan line states.
enum PlannedTipFact: Sendable, Hashable {
    case title, message, image
    /// The event of this name.
    case event(String)
}

struct PlannedFile: Sendable, Hashable {
    enum Action: String, Sendable { case create = "Create", modify = "Modify" }
    var path: String
    var action: Action
    var source: PlanReference
    /// The plan marks done the task or step that names it (any, when several do).
    var isDone: Bool = false
    var evidence: EvidenceGrade = .declared
}

/// A display site, donation or import the plan puts in a file.
struct PlannedSite: Sendable, Hashable {
    /// The path as the plan writes it (`Remet/Views/Home/HomeView.swift`).
    var file: String
    /// The tip type displayed, or whose event is donated; nil for an import.
    var tip: String?
    /// The event name for a donation.
    var event: String?
    var source: PlanReference
    /// The plan marks done the task or step that plans it (any, when several do).
    var isDone: Bool = false
    var evidence: EvidenceGrade = .declared
    /// An import only the plan's other facts imply (a display, donation or configure call in the file),
    /// which no line of the plan adds itself: how the team satisfies the compiler is theirs to say.
    var isDerived = false
    /// A display through a view helper the plan defines (`.sessionTip()` applied in the file): the file
    /// calls the helper, not TipKit, so it implies no `import TipKit`.
    var isThroughHelper = false
}

struct PlannedConfigure: Sendable, Hashable {
    /// The planned file, or `PlannedConfigure.app` when the plan names the App, not a file.
    var file: String
    /// nil when the plan names the call without its options (prose: "call `Tips.configure()` in …").
    var options: [String]?
    var source: PlanReference
    /// The plan marks done the task or step that places it.
    var isDone: Bool = false
    var evidence: EvidenceGrade = .declared
    /// In the App ("configured in the main App", `` `LanternApp.init` ``): whichever file declares the
    /// app's `App` (an iOS and a macOS app may each have one).
    var isInApp = false
    /// The plan calls the app's own helper there (`TipsSetup.configure()`), which needs no `import TipKit`.
    var isThroughHelper = false

    /// Whether the planned file must import TipKit for the call: it calls `Tips.configure` itself.
    var impliesImport: Bool { !isInApp && !isThroughHelper }

    /// What `file` says for a call planned in the App.
    static let app = "the App"

    /// The options a plan's `Tips.configure(…)` states, as the call is written: nil when an option is
    /// an ellipsis (`Tips.configure(...)`, `[.displayFrequency(.daily), …]`), which names the call and
    /// leaves its options unknown.
    static func statedOptions(_ written: [String]) -> [String]? {
        let elided = written.contains { option in
            let bytes = option.utf8.filter { $0 != UInt8(ascii: " ") }
            return !bytes.isEmpty && (bytes.allSatisfy { $0 == UInt8(ascii: ".") } || option.containsLiterally("…"))
        }
        return elided ? nil : written
    }
}

/// A row of a design table.
struct DesignCopy: Sendable, Hashable {
    /// The view the heading names (`HomeView`).
    var view: String
    var target: String?
    var title: String
    var message: String
    var source: PlanReference
}

/// A contradiction inside the plan documents (`plan_inconsistent`).
struct PlanContradiction: Sendable, Hashable {
    var message: String
    var source: PlanReference
    /// The other place that says otherwise, when there is one.
    var other: PlanReference?
    /// A stable identity for baselines: the symbol or path involved, never a line number.
    var key: String
    init(message: String, source: PlanReference, other: PlanReference? = nil, key: String? = nil) {
        self.message = message
        self.source = source
        self.other = other
        self.key = key ?? message
    }
}
