/// What a plan (and its design documents) expect of the code. Built by
/// `PlanReader` exactly as the spec's "Reading a plan" says, no guessing beyond.
public struct Plan: Sendable {
    /// The documents read, as given.
    public var documents: [String] = []
    /// `Add 11 TipKit popover tips …`, or a verification step's `Expected: 11`.
    public var statedTipCounts: [Stated<Int>] = []
    public var tips: [PlannedTip] = []
    /// `Create:` / `Modify:` items under `**Files:**`.
    public var files: [PlannedFile] = []
    public var displaySites: [PlannedSite] = []
    public var donations: [PlannedSite] = []
    public var imports: [PlannedSite] = []
    public var configure: PlannedConfigure?
    /// `Expected: N files with \`import TipKit\``.
    public var statedImportFileCount: Stated<Int>?
    /// `N file with \`Tips.configure\``.
    public var statedConfigureFileCount: Stated<Int>?
    /// Rows of design tables: planned copy per view.
    public var designCopy: [DesignCopy] = []
    /// Rows of a design document's file table (`| File | Change |`); `**New:**` marks a created file.
    public var designFiles: [PlannedFile] = []
    /// Where the documents say `Tips.configure` runs (`init`, `.task`, `.onAppear`…), from prose
    /// and table cells that name `Tips.configure`.
    public var configurePlacements: [Stated<String>] = []
    /// Where the plan contradicts itself or its design document.
    public var contradictions: [PlanContradiction] = []

    public init() {}
}

/// A value a plan states, and where.
public struct Stated<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var source: PlanReference
    public init(value: Value, source: PlanReference) {
        self.value = value
        self.source = source
    }
}

public struct PlannedEvent: Sendable, Hashable {
    public var name: String
    public var id: String?
    public init(name: String, id: String?) {
        self.name = name
        self.id = id
    }
}

public struct PlannedTip: Sendable, Hashable {
    public var name: String
    public var events: [PlannedEvent]
    public var title: String?
    public var message: String?
    public var image: String?
    public var source: PlanReference
    public init(name: String, events: [PlannedEvent] = [], title: String? = nil, message: String? = nil,
                image: String? = nil, source: PlanReference) {
        self.name = name
        self.events = events
        self.title = title
        self.message = message
        self.image = image
        self.source = source
    }
}

public struct PlannedFile: Sendable, Hashable {
    public enum Action: String, Sendable { case create = "Create", modify = "Modify" }
    public var path: String
    public var action: Action
    public var source: PlanReference
    public init(path: String, action: Action, source: PlanReference) {
        self.path = path
        self.action = action
        self.source = source
    }
}

/// A display site, donation or import the plan puts in a file.
public struct PlannedSite: Sendable, Hashable {
    /// The path as the plan writes it (`Remet/Views/Home/HomeView.swift`).
    public var file: String
    /// The tip type displayed, or whose event is donated; nil for an import.
    public var tip: String?
    /// The event name for a donation.
    public var event: String?
    public var source: PlanReference
    public init(file: String, tip: String? = nil, event: String? = nil, source: PlanReference) {
        self.file = file
        self.tip = tip
        self.event = event
        self.source = source
    }
}

public struct PlannedConfigure: Sendable, Hashable {
    public var file: String
    public var options: [String]
    public var source: PlanReference
    public init(file: String, options: [String], source: PlanReference) {
        self.file = file
        self.options = options
        self.source = source
    }
}

/// A row of a design table.
public struct DesignCopy: Sendable, Hashable {
    /// The view the heading names (`HomeView`).
    public var view: String
    public var target: String?
    public var title: String
    public var message: String
    public var source: PlanReference
    public init(view: String, target: String?, title: String, message: String, source: PlanReference) {
        self.view = view
        self.target = target
        self.title = title
        self.message = message
        self.source = source
    }
}

/// A contradiction inside the plan documents (`plan_inconsistent`).
public struct PlanContradiction: Sendable, Hashable {
    public var message: String
    public var source: PlanReference
    /// The other place that says otherwise, when there is one.
    public var other: PlanReference?
    /// A stable identity for baselines: the symbol or path involved, never a line number.
    public var key: String
    public init(message: String, source: PlanReference, other: PlanReference? = nil, key: String? = nil) {
        self.message = message
        self.source = source
        self.other = other
        self.key = key ?? message
    }
}
