/// How far the code has come on one task of the plan: its planned checks that hold.
public struct TaskProgress: Sendable, Hashable {
    /// The task's heading or item, as plain text (`Task 2: Add Tips to HomeView`).
    public var title: String
    public var source: PlanReference
    /// The planned checks the task's lines set out, and how many hold.
    public var figure: CoverageFigure
    /// The plan marks it done (`- [x]`, "Done", "✅").
    public var isMarkedDone: Bool

    public init(title: String, source: PlanReference, figure: CoverageFigure, isMarkedDone: Bool) {
        self.title = title
        self.source = source
        self.figure = figure
        self.isMarkedDone = isMarkedDone
    }

    /// Every check holds (a task with no checks has nothing left to do in the code).
    public var isComplete: Bool { figure.held == figure.total }

    /// `✓ 5/5`, `3/5`.
    public var progressText: String {
        (isComplete ? "✓ " : "") + "\(figure.held)/\(figure.total)"
    }
}
