/// Limits for copy rules (`copy` in `.tiplint.json`).
struct CopyLimits: Sendable, Equatable {
    var maxTitleLength: Int = 40
    var maxMessageLength: Int = 150
    var maxSentences: Int = 2
    init() {}
}

/// What every rule sees: the merged model, the plan when one is in use, and
/// the settings that tune rules.
struct RuleContext: Sendable {
    var model: ProjectModel {
        didSet { shared = SharedIndexes() }
    }
    var plan: Plan? {
        didSet { shared = SharedIndexes() }
    }
    var copyLimits: CopyLimits
    /// The plan must be fully implemented (`--plan-complete`): what the code has not reached yet is
    /// an error even where the plan does not mark its task done.
    var planComplete = false
    /// Paths of every scanned file, as given, for plan path matching.
    var scannedPaths: [String] { model.files.map(\.path) }

    init(model: ProjectModel, plan: Plan? = nil, copyLimits: CopyLimits = CopyLimits()) {
        self.model = model
        self.plan = plan
        self.copyLimits = copyLimits
    }

    /// The semantic layer over `model`: each index is built on first use and shared by every
    /// rule of one run, since each costs a pass over the project's facts.
    private var shared = SharedIndexes()

    /// The TipKit lookups over `model`.
    var tipKit: TipKitIndex { shared.value(\.tipKit) { TipKitIndex(model) } }

    /// Every file's type compositions and presentations, merged once.
    var hierarchy: ViewHierarchyFacts { shared.value(\.hierarchy) { model.hierarchy } }

    /// Which types build, present and conform to which.
    var views: ViewGraph { shared.value(\.views) { ViewGraph(hierarchy) } }

    /// Which code runs only in previews.
    var previews: PreviewReach { shared.value(\.previews) { PreviewReach(hierarchy, files: model.files) } }

    /// Which `App` types can show each view.
    var programs: ProgramReach { shared.value(\.programs) { ProgramReach(hierarchy, modules: model.modules) } }

    /// The view helpers and methods holding display sites, setup calls or parameter assignments that nothing calls.
    var uncalledDisplayHelpers: UncalledDisplayHelpers {
        shared.value(\.uncalledDisplayHelpers) { UncalledDisplayHelpers(model) }
    }

    /// Tips handed to a modifier the project does not declare whose name says it shows them.
    var undeclaredShowingCalls: UndeclaredShowingCalls {
        shared.value(\.undeclaredShowingCalls) { UndeclaredShowingCalls(model, previews: previews) }
    }

    /// The tutorial tour resolved across files.
    var tutorial: TutorialIndex { shared.value(\.tutorial) { TutorialIndex(model) } }

    /// The tooltips seen per view.
    var tooltip: TooltipIndex {
        shared.value(\.tooltip) { TooltipIndex(model.tooltip, views: views, hierarchy: hierarchy) }
    }

    /// The setup runs that start in the shipped app (`AppPlaces.appRuns`).
    var appRuns: [SetupRun] {
        shared.value(\.appRuns) {
            AppPlaces.appRuns(
                in: model, views: { views }, previews: { previews }, uncalled: { uncalledDisplayHelpers })
        }
    }

    /// Planned paths resolved against the scanned files.
    var plannedFiles: PlannedFileLookup {
        shared.value(\.plannedFiles) { PlannedFileLookup(scannedPaths: scannedPaths, files: model.files) }
    }

    /// The plan evaluated against the model; nil without a plan. The plan rules
    /// report its checks' problems; the coverage report counts the same checks.
    var planEvaluation: PlanEvaluation? {
        plan.map { plan in shared.value(\.planEvaluation) { PlanEvaluation(plan: plan, index: evaluationIndex) } }
    }

    /// What the plan evaluation and the coverage report read the code through, over the indexes above.
    var evaluationIndex: EvaluationIndex {
        shared.value(\.evaluationIndex) {
            let usesTipKit = model.usesTipKit
            return EvaluationIndex(
                model, usesTipKit: usesTipKit, tipKit: usesTipKit ? tipKit : nil,
                previews: usesTipKit ? previews : nil, uncalled: usesTipKit ? uncalledDisplayHelpers : nil,
                views: usesTipKit ? views : nil, lookup: plannedFiles)
        }
    }
}

/// Indexes derived from a model, built once. A class so that rules, which get
/// the context by value, share one copy; a recursive lock, since one index is
/// built from others.
private final class SharedIndexes: @unchecked Sendable {
    private let lock = ThreadLock(recursive: true)
    private var indexes = Indexes()

    struct Indexes {
        var tipKit: TipKitIndex?
        var hierarchy: ViewHierarchyFacts?
        var views: ViewGraph?
        var previews: PreviewReach?
        var uncalledDisplayHelpers: UncalledDisplayHelpers?
        var undeclaredShowingCalls: UndeclaredShowingCalls?
        var programs: ProgramReach?
        var tutorial: TutorialIndex?
        var tooltip: TooltipIndex?
        var appRuns: [SetupRun]?
        var plannedFiles: PlannedFileLookup?
        var planEvaluation: PlanEvaluation?
        var evaluationIndex: EvaluationIndex?
    }

    /// The index at `slot`, built by `build` the first time it is asked for.
    func value<Index>(_ slot: WritableKeyPath<Indexes, Index?>, _ build: () -> Index) -> Index {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[keyPath: slot] { return index }
        let index = build()
        indexes[keyPath: slot] = index
        return index
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
    /// (configuration may change it later), and the places that explain it.
    func finding(
        _ message: String, at location: SourceLocation, key: String,
        plan: PlanReference? = nil, related: [RelatedLocation] = []
    ) -> Finding {
        Finding(
            ruleID: Self.description.id, severity: Self.description.severity, message: message,
            file: location.file, line: location.line, column: location.column, plan: plan, key: key,
            related: related)
    }
}
