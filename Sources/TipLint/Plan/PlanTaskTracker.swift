/// Finds a document's tasks and steps, the lines each spans, and the marks that say they are
/// done: task headings (`### Task 2: …`, or any heading with a done mark), steps (`**Step 1: …**`),
/// checklist items (`- [ ]`, `- [x]`, with their sub-items), and table rows with a status.
struct PlanTaskTracker {
    private(set) var tasks: [PlannedTask] = []
    private let document: String
    private var open: [(index: Int, kind: Kind)] = []

    private enum Kind: Equatable {
        case heading(level: Int)
        case step
        case item(indent: Int)
    }

    init(document: String, numberingFrom first: Int, crossesOpenHeadings: Bool) {
        self.document = document
        self.first = first
        self.crossesOpenHeadings = crossesOpenHeadings
    }

    /// Indexes count from here: the tasks of earlier documents come first in `Plan.tasks`.
    private let first: Int
    /// Whether some heading of the document opens with a cross: then a heading's opening check mark is advice
    /// sorted into do and don't (`DoneHeading`).
    private let crossesOpenHeadings: Bool
    /// Phase-like headings (`### Phase 2 — …`) with no done mark, and those of them a checklist item
    /// sits right under: such a heading only groups the items, which are the tasks (`finish` drops it).
    private var unmarkedGroups: Set<Int> = []
    private var groupsOverChecklist: Set<Int> = []

    mutating func heading(_ heading: MarkdownHeading) {
        close(before: heading.line) {
            if case .heading(let level) = $0 { return level >= heading.level } else { return true }
        }
        let plain = MarkdownInline.plain(heading.text)
        // A done mark may come first (`✅ Task 4: …`).
        let unmarked = plain.unicodeScalars.drop { PlanText.doneMarks.contains($0) || $0 == "\u{FE0F}" || $0 == " " }
        let isTask = PlanTaskTracker.isTaskTitle(String(String.UnicodeScalarView(unmarked)))
        let done =
            isTask
            ? PlanText.marksDone(plain) : DoneHeading.marksSection(plain, crossesOpenHeadings: crossesOpenHeadings)
        if isTask || done {
            if !done && PlanTaskTracker.isGroupTitle(plain) { unmarkedGroups.insert(first + tasks.count) }
            push(plain, line: heading.line, done: done, kind: .heading(level: heading.level))
        }
    }

    /// A prose line: a step (`**Step 2: Add the tip**`), a status (`**Status:** ✅ Done`), or neither.
    mutating func prose(_ line: MarkdownLine) {
        let plain = MarkdownInline.plain(line.text)
        if PlanTaskTracker.isStepTitle(plain) {
            close(before: line.line) { !PlanTaskTracker.isHeading($0) }
            push(plain, line: line.line, done: PlanText.marksDone(plain), kind: .step)
        } else if PlanText.isDoneStatus(plain), let top = open.last {
            tasks[top.index - first].isMarkedDone = true
        }
    }

    mutating func listItem(_ item: MarkdownLine) {
        close(before: item.line) {
            if case .item(let indent) = $0 { return indent >= item.indent } else { return false }
        }
        let plain = MarkdownInline.plain(item.text)
        if let checked = item.checked {
            if let top = open.last, unmarkedGroups.contains(top.index) { groupsOverChecklist.insert(top.index) }
            push(plain, line: item.line, done: checked || PlanText.marksDone(plain), kind: .item(indent: item.indent))
        } else if PlanText.isDoneStatus(plain), let top = open.last {
            tasks[top.index - first].isMarkedDone = true
        }
    }

    /// A table row that states its own status: a task of one line.
    mutating func row(_ title: String, line: Int, done: Bool) {
        tasks.append(
            PlannedTask(
                title: title, source: PlanReference(file: document, line: line), lastLine: line,
                isMarkedDone: done, parent: open.last?.index))
    }

    /// Closes what is still open at the end of a document of `lineCount` lines.
    mutating func finish(lineCount: Int) {
        close(before: lineCount + 1) { _ in true }
        dropGroupingHeadings()
    }

    /// Removes the headings that only group checklist items (a status line may have marked one done
    /// since: it stays); their items' parent becomes the heading's own.
    private mutating func dropGroupingHeadings() {
        let dropped = groupsOverChecklist.filter { !tasks[$0 - first].isMarkedDone }
        guard !dropped.isEmpty else { return }
        var renumbered: [Int?] = []
        var kept = first
        for index in tasks.indices {
            renumbered.append(dropped.contains(first + index) ? nil : kept)
            if !dropped.contains(first + index) { kept += 1 }
        }
        tasks = tasks.indices.compactMap { index in
            guard renumbered[index] != nil else { return nil }
            var task = tasks[index]
            while let parent = task.parent, dropped.contains(parent) { task.parent = tasks[parent - first].parent }
            task.parent = task.parent.map { renumbered[$0 - first]! }
            return task
        }
    }

    private mutating func push(_ title: String, line: Int, done: Bool, kind: Kind) {
        let index = first + tasks.count
        tasks.append(
            PlannedTask(
                title: title, source: PlanReference(file: document, line: line), lastLine: line,
                isMarkedDone: done, parent: open.last?.index))
        open.append((index, kind))
    }

    /// Closes open tasks from the innermost while `ends` says so, each ending on the line before `line`.
    private mutating func close(before line: Int, while ends: (Kind) -> Bool) {
        while let top = open.last, ends(top.kind) {
            tasks[top.index - first].lastLine = max(tasks[top.index - first].source.line, line - 1)
            open.removeLast()
        }
    }

    private static func isHeading(_ kind: Kind) -> Bool {
        if case .heading = kind { return true }
        return false
    }

    /// `Task 3: …`, `Phase 1 — …`, `Milestone 2`, `Step 1` as a heading.
    static func isTaskTitle(_ plain: String) -> Bool {
        // The first two words, and the rest unsplit: every line of a plan is asked.
        let words = plain.split(maxSplits: 2) { $0 == " " || $0 == ":" || $0 == "." || $0 == "—" || $0 == "-" }
        guard words.count >= 2, words[1].first?.isNumber == true else { return false }
        return ["task", "phase", "milestone", "stage", "step", "part"].contains(words[0].lowercased())
    }

    /// A title naming a stage of work rather than one task: `Phase 1 — …`, `Milestone 2`, `Stage 3`, `Part 4`.
    private static func isGroupTitle(_ plain: String) -> Bool {
        guard let first = plain.split(maxSplits: 1, whereSeparator: { " :.—-".contains($0) }).first else {
            return false
        }
        return ["phase", "milestone", "stage", "part"].contains(first.lowercased())
    }

    /// `Step 2: Add the tip`, as bold prose.
    static func isStepTitle(_ plain: String) -> Bool {
        let words = plain.split(maxSplits: 2) { $0 == " " || $0 == ":" || $0 == "." }
        return words.count >= 2 && words[0].lowercased() == "step" && words[1].first?.isNumber == true
    }
}
