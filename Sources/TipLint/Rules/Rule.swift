/// The tip system a rule belongs to. Rules of a system run only when the
/// project uses that system.
public enum TipSystem: String, Sendable, CaseIterable {
    case tipKit = "TipKit"
    case tooltipManager = "tooltip manager"
    case tutorialKit = "TutorialKit"
    case general
}

/// What `tiplint rules` shows about a rule.
public struct RuleDescription: Sendable {
    public var id: String
    public var severity: Severity
    var system: TipSystem
    /// Whether it needs a plan (runs only when one is in use).
    var needsPlan: Bool = false
    /// One line: what it finds.
    public var summary: String
    /// A paragraph: why it matters and how to fix it.
    var details: String
    /// Projects where the rule reports at each `↓` (see `RuleExample`).
    var triggering: [RuleExample] {
        get { makeTriggering() }
        set { makeTriggering = { newValue } }
    }
    /// Projects where the rule must stay silent: the shapes it is built not to report.
    var nonTriggering: [RuleExample] {
        get { makeNonTriggering() }
        set { makeNonTriggering = { newValue } }
    }
    /// The examples, made when read (by the tests and the documentation): a lint run reads a rule's
    /// id and severity, never its examples, and making every rule's cost it 1.8 M instructions.
    private var makeTriggering: @Sendable () -> [RuleExample]
    private var makeNonTriggering: @Sendable () -> [RuleExample]

    init(
        id: String, severity: Severity, system: TipSystem, needsPlan: Bool = false, summary: String, details: String,
        triggering: @autoclosure @escaping @Sendable () -> [RuleExample],
        nonTriggering: @autoclosure @escaping @Sendable () -> [RuleExample]
    ) {
        self.id = id
        self.severity = severity
        self.system = system
        self.needsPlan = needsPlan
        self.summary = summary
        self.details = details
        makeTriggering = triggering
        makeNonTriggering = nonTriggering
    }
}

/// A rule is one small type: its description and a check over the merged
/// project model. Rules never read files; they see only the model.
protocol Rule: Sendable {
    static var description: RuleDescription { get }
    func check(_ context: RuleContext) -> [Finding]
}
