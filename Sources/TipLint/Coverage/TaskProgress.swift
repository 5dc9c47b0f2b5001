/// How far the code has come on one task of the plan: its planned checks that hold.
struct TaskProgress: Sendable, Hashable {
    /// The task's heading or item, as plain text (`Task 2: Add Tips to HomeView`).
    var title: String
    var source: PlanReference
    /// The planned checks the task's lines set out, and how many hold.
    var figure: CoverageFigure
    /// The plan marks it done (`- [x]`, "Done", "✅").
    var isMarkedDone: Bool

    init(title: String, source: PlanReference, figure: CoverageFigure, isMarkedDone: Bool) {
        self.title = title
        self.source = source
        self.figure = figure
        self.isMarkedDone = isMarkedDone
    }

    /// Every check holds (a task with no checks has nothing left to do in the code).
    var isComplete: Bool { figure.held == figure.total }

    /// `✓ 5/5`, `3/5`.
    var progressText: String {
        (isComplete ? "✓ " : "") + "\(figure.held)/\(figure.total)"
    }
}

extension TaskProgress {
    /// Each top-level task of the plan that sets out planned checks, in plan order, with
    /// the checks whose plan lines it holds (a step's checks count for its task).
    static func progress(of plan: Plan, checks: [PlannedCheck]) -> [TaskProgress] {
        let index = DoneIndex(plan.tasks)
        var figures: [Int: CoverageFigure] = [:]
        for check in checks {
            guard var task = index.task(of: check.plan) else { continue }
            while let parent = plan.tasks[task].parent { task = parent }
            figures[task, default: CoverageFigure(held: 0, total: 0)].total += 1
            if check.held { figures[task]!.held += 1 }
        }
        return figures.keys.sorted().map { task in
            let planned = plan.tasks[task]
            return TaskProgress(
                title: planned.title, source: planned.source, figure: figures[task]!,
                isMarkedDone: planned.isMarkedDone)
        }
    }
}
