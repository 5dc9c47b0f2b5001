import Foundation

/// Limits for copy rules (`copy` in `.tiplint.json`).
public struct CopyLimits: Sendable, Equatable {
    public var maxTitleLength: Int = 40
    public var maxMessageLength: Int = 150
    public var maxSentences: Int = 2
    public init() {}
}

/// What every rule sees: the merged model, the plan when one is in use, and
/// the settings that tune rules.
public struct RuleContext: Sendable {
    public var model: ProjectModel {
        didSet { shared = SharedIndexes() }
    }
    public var plan: Plan? {
        didSet { shared = SharedIndexes() }
    }
    public var copyLimits: CopyLimits
    /// The plan must be fully implemented (`--plan-complete`): what the code has not reached yet is
    /// an error even where the plan does not mark its task done.
    public var planComplete = false
    /// Paths of every scanned file, as given, for plan path matching.
    public var scannedPaths: [String] { model.files.map(\.path) }

    public init(model: ProjectModel, plan: Plan? = nil, copyLimits: CopyLimits = CopyLimits()) {
        self.model = model
        self.plan = plan
        self.copyLimits = copyLimits
    }

    /// Built on first use and shared by every rule of one run: the index costs
    /// a pass over all the project's facts.
    private var shared = SharedIndexes()

    /// The TipKit lookups over `model`.
    var tipKit: TipKitIndex { shared.tipKit(of: model) }

    /// The plan evaluated against the model; nil without a plan. The plan rules
    /// report its checks' problems; the coverage report counts the same checks.
    public var planEvaluation: PlanEvaluation? {
        plan.map { plan in
            let usesTipKit = model.usesTipKit
            let tipKit = usesTipKit ? self.tipKit : nil
            return shared.planEvaluation {
                PlanEvaluation(plan: plan, index: EvaluationIndex(model, usesTipKit: usesTipKit, tipKit: tipKit))
            }
        }
    }
}

/// Indexes derived from a model, built once. A class so that rules, which get
/// the context by value, share one copy.
private final class SharedIndexes: @unchecked Sendable {
    private let lock = NSLock()
    private var tipKit: TipKitIndex?
    private var planEvaluation: PlanEvaluation?

    func tipKit(of model: ProjectModel) -> TipKitIndex {
        lock.lock()
        defer { lock.unlock() }
        if let tipKit { return tipKit }
        let index = TipKitIndex(model)
        tipKit = index
        return index
    }

    func planEvaluation(_ evaluate: () -> PlanEvaluation) -> PlanEvaluation {
        lock.lock()
        defer { lock.unlock() }
        if let planEvaluation { return planEvaluation }
        let evaluation = evaluate()
        planEvaluation = evaluation
        return evaluation
    }
}

extension Rule {
    /// The severity of a finding about a planned item the code has not reached yet: a note
    /// (progress) while the plan does not mark its task done and the plan need not be complete;
    /// the rule's own severity otherwise.
    func progressSeverity(done: Bool, in context: RuleContext) -> Severity {
        done || context.planComplete ? Self.description.severity : .note
    }

    /// A finding of this rule at `location`, with the rule's default severity
    /// (configuration may change it later).
    public func finding(
        _ message: String, at location: SourceLocation, key: String,
        plan: PlanReference? = nil
    ) -> Finding {
        Finding(
            ruleID: Self.description.id, severity: Self.description.severity, message: message,
            file: location.file, line: location.line, column: location.column, plan: plan, key: key)
    }
}
