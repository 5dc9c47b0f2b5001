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
///
/// A value type whose fields live in one shared box, copied on write: a finding is copied a dozen
/// times between its rule and the report (sorts, folds, filters), and a copy of the fields
/// themselves retains four strings and more; 300,000 findings spent a fifth of their run on it.
public struct Finding: Sendable, Equatable, Hashable {
    public var ruleID: String {
        get { storage.ruleID }
        set { changeable.ruleID = newValue }
    }
    public var severity: Severity {
        get { storage.severity }
        set { changeable.severity = newValue }
    }
    public var message: String {
        get { storage.message }
        set { changeable.message = newValue }
    }
    public var file: String {
        get { storage.file }
        set { changeable.file = newValue }
    }
    /// 1-based.
    public var line: Int {
        get { storage.line }
        set { changeable.line = newValue }
    }
    /// 1-based, in characters.
    public var column: Int {
        get { storage.column }
        set { changeable.column = newValue }
    }
    /// A stable identity that survives edits above the finding: the symbol
    /// involved (a tip, event or file name), else the normalised source line.
    /// Baselines match on rule, file and this key.
    public var key: String {
        get { storage.key }
        set { changeable.key = newValue }
    }
    /// What few findings have, held apart (nil when all of it is unset): a finding's box is 96
    /// bytes rather than 208, and 300,000 findings of one run 30 MB less.
    private var extras: FindingExtras? {
        get { storage.extras }
        set { changeable.extras = newValue }
    }

    private var storage: FindingStorage

    /// The box, made this finding's own first when another finding shares it.
    private var changeable: FindingStorage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = FindingStorage(copying: storage) }
            return storage
        }
    }

    init(
        ruleID: String, severity: Severity, message: String, file: String, line: Int, column: Int,
        endLine: Int? = nil, endColumn: Int? = nil, plan: PlanReference? = nil, key: String,
        related: [RelatedLocation] = [], cause: FindingCause? = nil
    ) {
        let extras = FindingExtras.Fields(
            endLine: endLine, endColumn: endColumn, plan: plan, related: related, cause: cause)
        storage = FindingStorage(
            ruleID: ruleID, severity: severity, message: message, file: file, line: line, column: column, key: key,
            extras: extras.isEmpty ? nil : FindingExtras(extras))
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        let x = a.storage
        let y = b.storage
        return x === y
            || (x.ruleID == y.ruleID && x.severity == y.severity && x.message == y.message && x.file == y.file
                && x.line == y.line && x.column == y.column && x.key == y.key && x.extras == y.extras)
    }

    public func hash(into hasher: inout Hasher) {
        let x = storage
        hasher.combine(x.ruleID)
        hasher.combine(x.severity)
        hasher.combine(x.message)
        hasher.combine(x.file)
        hasher.combine(x.line)
        hasher.combine(x.column)
        hasher.combine(x.key)
        hasher.combine(x.extras)
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

/// A finding's fields. Only `Finding` holds one, and it never changes a box another finding
/// shares (copy on write), so the box is safe to hand between threads as a value is.
private final class FindingStorage: @unchecked Sendable {
    var ruleID: String
    var severity: Severity
    var message: String
    var file: String
    var line: Int
    var column: Int
    var key: String
    var extras: FindingExtras?

    init(
        ruleID: String, severity: Severity, message: String, file: String, line: Int, column: Int, key: String,
        extras: FindingExtras?
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.extras = extras
    }

    convenience init(copying other: FindingStorage) {
        self.init(
            ruleID: other.ruleID, severity: other.severity, message: other.message, file: other.file,
            line: other.line, column: other.column, key: other.key, extras: other.extras)
    }
}
