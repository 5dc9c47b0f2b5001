/// A popover on a button a helper builds, used only among a task row's context menu items and swipe actions (the
/// shape of Three Daily Goals' Priority button, round 36), and the same helper used in a toolbar too: the shapes
/// `tip_never_displayed` and `tip_never_invalidated` are pinned on.
enum MenuItemHelperExamples {
    /// The tip's declaration, `↓` before its name when `marked`.
    static func priorityTip(marked: Bool) -> String {
        """
        import TipKit

        struct \(marked ? "↓" : "")PriorityTip: Tip {
            var title: Text { Text("Make it a priority") }
        }
        """
    }

    /// The helper: a method of a model type building the Priority button, with its popover.
    static let actions = """
        import SwiftUI
        import TipKit

        @Observable final class TaskActions {
            func priorityButton(for task: TaskItem) -> some View {
                Button("Priority") { task.isPriority = true }
                    .popoverTip(PriorityTip())
            }
        }
        """

    /// A row that uses the helper only among its context menu's items and its swipe actions.
    static let row = """
        import SwiftUI

        struct TaskRow: View {
            @Environment(TaskActions.self) private var actions
            let task: TaskItem
            var body: some View {
                Text(task.title)
                    .contextMenu {
                        if !task.isPriority {
                            actions.priorityButton(for: task)
                        }
                    }
                    .swipeActions(edge: .leading) {
                        actions.priorityButton(for: task).tint(.orange)
                    }
            }
        }
        """

    /// The real app's shape: the system draws every item the helper's button is.
    static let onlyOnItems = RuleExample(files: [
        "Tips/PriorityTip.swift": priorityTip(marked: true),
        "Model/TaskActions.swift": actions,
        "Views/TaskRow.swift": row,
    ])

    /// The same, for `tip_never_invalidated`: a popover that never shows needs no retiring.
    static let onlyOnItemsUnmarked = RuleExample(files: [
        "Tips/PriorityTip.swift": priorityTip(marked: false),
        "Model/TaskActions.swift": actions,
        "Views/TaskRow.swift": row,
    ]).testOnly()

    /// The helper's button is a toolbar item too, which the app draws with its popover: shown.
    static let alsoInToolbar = RuleExample(files: [
        "Tips/PriorityTip.swift": priorityTip(marked: false),
        "Model/TaskActions.swift": actions,
        "Views/TaskRow.swift": row,
        "Views/TaskDetail.swift": """
        import SwiftUI

        struct TaskDetail: View {
            @Environment(TaskActions.self) private var actions
            let task: TaskItem
            var body: some View {
                Text(task.title)
                    .toolbar {
                        ToolbarItem { actions.priorityButton(for: task) }
                    }
            }
        }
        """,
    ])
}
