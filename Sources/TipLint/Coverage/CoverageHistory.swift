/// The headline and plan-check figures at one commit, for `report --history`.
public struct HistoryPoint: Sendable, Hashable {
    public var commit: String
    /// The commit's subject line.
    public var subject: String
    /// When the commit was made, ISO-8601.
    public var date: String
    var tipsWired: CoverageFigure
    /// Plan checks held; nil when no plan was in use at that commit.
    var planCoverage: CoverageFigure?
    public var errors: Int
    public var warnings: Int
    /// Notes, plan progress among them (planned items not reached in tasks not marked done).
    public var notes: Int
}

extension HistoryPoint {
    /// The figures of a coverage report made at `commit`.
    public init(commit: String, subject: String, date: String, coverage: Coverage) {
        let counts = coverage.findingCounts
        self.init(
            commit: commit, subject: subject, date: date, tipsWired: coverage.tipsWired,
            planCoverage: coverage.plan?.summary, errors: counts.errors, warnings: counts.warnings, notes: counts.notes)
    }

    var shortCommit: String { String(commit.prefix(7)) }
}
