/// Why the plan reader read a line as nothing on purpose (spec: "Reading a plan"): the author's
/// check that a line which names a tip, a file or TipKit API was left out as meant.
enum PlanSkipReason: String, Sendable, Hashable, CaseIterable {
    case negativeSentence = "a negative sentence"
    case hypotheticalSentence = "a hypothetical sentence"
    case tableNotAboutTips = "a table not about tips"
    case translationTable = "a translation table"
    case codeWithoutFile = "code with no file named for it"
    case placeholderTip = "an instruction with a placeholder tip type"
    case caution = "a caution about the framework"
}

/// A plan line that names something tiplint could read, skipped for `reason`.
struct SkippedPlanLine: Sendable, Hashable {
    var source: PlanReference
    /// The line, as written (trimmed).
    var text: String
    var reason: PlanSkipReason

}
