public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// Where a plan finding's expectation was set.
struct PlanReference: Sendable, Equatable, Hashable {
    var file: String
    var line: Int
}

/// Another place that explains a finding: the TipKit call inside a helper
/// reported at its call site, or a follow-on defect of the same cause.
struct RelatedLocation: Sendable, Equatable, Hashable {
    var message: String
    var file: String
    var line: Int
    var column: Int
}

extension RelatedLocation {
    init(message: String, location: SourceLocation) {
        self.init(message: message, file: location.file, line: location.line, column: location.column)
    }
}

/// The finding a follow-on finding belongs to (`event_never_donated` for an event only a
/// never-displayed tip reads belongs to that tip's `tip_never_displayed`): where that finding is
/// reported, the follow-on is one of its related locations rather than a finding of its own.
struct FindingCause: Sendable, Equatable, Hashable {
    var ruleID: String
    var file: String
    var line: Int
    /// What the related location says, as a clause (`event ScanTip.scanned is never donated either`).
    var note: String
}

/// One problem tiplint reports. Paths are as given to the analysis (relative
/// to the current directory when the CLI found them).
public struct Finding: Sendable, Equatable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    /// A stable identity that survives edits above the finding: the symbol
    /// involved (a tip, event or file name), else the normalised source line.
    /// Baselines match on rule, file and this key.
    public var key: String
    /// What few findings have, held apart (nil when all of it is unset): a finding is 96 bytes
    /// rather than 208, and 300,000 findings of one run 30 MB less.
    private var extras: FindingExtras?

    init(
        ruleID: String, severity: Severity, message: String, file: String, line: Int, column: Int,
        endLine: Int? = nil, endColumn: Int? = nil, plan: PlanReference? = nil, key: String,
        related: [RelatedLocation] = [], cause: FindingCause? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        let extras = FindingExtras.Fields(
            endLine: endLine, endColumn: endColumn, plan: plan, related: related, cause: cause)
        self.extras = extras.isEmpty ? nil : FindingExtras(extras)
    }

    var endLine: Int? {
        get { extras?.fields.endLine }
        set { change { $0.endLine = newValue } }
    }
    var endColumn: Int? {
        get { extras?.fields.endColumn }
        set { change { $0.endColumn = newValue } }
    }
    var plan: PlanReference? {
        get { extras?.fields.plan }
        set { change { $0.plan = newValue } }
    }
    /// Places that explain the finding (SARIF `relatedLocations`); baselines do not match on them.
    var related: [RelatedLocation] {
        get { extras?.fields.related ?? [] }
        set { change { $0.related = newValue } }
    }
    /// Set on a follow-on finding: the finding that explains it (see `FollowOnFolding`).
    var cause: FindingCause? {
        get { extras?.fields.cause }
        set { change { $0.cause = newValue } }
    }

    /// Extras are shared between copies: a change makes new ones.
    private mutating func change(_ body: (inout FindingExtras.Fields) -> Void) {
        var fields = extras?.fields ?? FindingExtras.Fields()
        body(&fields)
        extras = fields.isEmpty ? nil : FindingExtras(fields)
    }

    /// The report order: file, line, column, rule.
    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// A finding's rarely set fields, behind one reference. Compared and hashed by value.
private final class FindingExtras: Sendable, Hashable {
    struct Fields: Sendable, Hashable {
        var endLine: Int?
        var endColumn: Int?
        var plan: PlanReference?
        var related: [RelatedLocation] = []
        var cause: FindingCause?

        var isEmpty: Bool { self == Fields() }
    }

    let fields: Fields

    init(_ fields: Fields) { self.fields = fields }

    static func == (a: FindingExtras, b: FindingExtras) -> Bool { a === b || a.fields == b.fields }

    func hash(into hasher: inout Hasher) { fields.hash(into: &hasher) }
}
