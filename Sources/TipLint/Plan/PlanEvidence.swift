/// Everything read from the plan documents, before it is folded into one `Plan`:
/// it keeps the repeated statements (two stated counts, two configure calls, every
/// path mention) that the contradiction checker compares.
struct PlanEvidence {
    var documents: [String] = []
    var tips: [PlannedTip] = []
    var files: [PlannedFile] = []
    var displaySites: [PlannedSite] = []
    var donations: [PlannedSite] = []
    var imports: [PlannedSite] = []
    var configureCalls: [PlannedConfigure] = []
    var statedTipCounts: [Stated<Int>] = []
    var statedImportFileCounts: [Stated<Int>] = []
    var statedConfigureFileCounts: [Stated<Int>] = []
    var configurePlacements: [Stated<String>] = []
    var designCopy: [DesignCopy] = []
    var designFiles: [PlannedFile] = []
    /// Every `.swift` path named in prose, in a `**Files:**` list or in a design file table.
    var pathMentions: [PathMention] = []

    /// The plan: repeated tips, sites and imports kept once (the first), the first configure
    /// call and stated file counts. Contradictions are left to `PlanContradictionChecker`.
    func plan() -> Plan {
        var plan = Plan()
        plan.documents = documents
        plan.statedTipCounts = statedTipCounts
        plan.tips = unique(tips) { $0.name }
        plan.files = unique(files) { "\($0.path)\u{0}\($0.action.rawValue)" }
        plan.displaySites = unique(displaySites) { "\($0.file)\u{0}\($0.tip ?? "")" }
        plan.donations = unique(donations) { "\($0.file)\u{0}\($0.tip ?? "")\u{0}\($0.event ?? "")" }
        plan.imports = unique(imports) { $0.file }
        plan.configure = configureCalls.first
        plan.statedImportFileCount = statedImportFileCounts.first
        plan.statedConfigureFileCount = statedConfigureFileCounts.first
        plan.designCopy = designCopy
        plan.designFiles = unique(designFiles) { $0.path }
        plan.configurePlacements = configurePlacements
        return plan
    }

    private func unique<T>(_ items: [T], by key: (T) -> String) -> [T] {
        var seen = Set<String>()
        return items.filter { seen.insert(key($0)).inserted }
    }
}

/// A `.swift` path a document names, and how.
struct PathMention: Equatable {
    enum Origin: Equatable {
        case filesList   // `- Modify: \`path\`` under `**Files:**`
        case prose       // a heading, prose line or list item
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
