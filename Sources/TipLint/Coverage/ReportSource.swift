/// The commit a report was made from, when the project is in a git repository.
public struct ReportSource: Sendable, Hashable {
    /// The full commit id.
    public var commit: String
    /// The branch checked out; nil on a detached HEAD.
    public var branch: String?
    /// When the commit was made, ISO-8601 (`2026-11-23T15:04:05+01:00`).
    public var date: String
    /// Whether the work tree differs from the commit (the report shows uncommitted changes).
    public var hasChanges: Bool

    public init(commit: String, branch: String?, date: String, hasChanges: Bool = false) {
        self.commit = commit
        self.branch = branch
        self.date = date
        self.hasChanges = hasChanges
    }

    /// The first 7 characters of the commit id.
    var shortCommit: String { String(commit.prefix(7)) }
}
