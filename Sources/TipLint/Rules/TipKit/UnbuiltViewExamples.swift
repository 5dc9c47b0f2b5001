/// A view whose tip display is its only one, and that no file names but where it is declared: nothing builds it,
/// so the tip never shows (the shape `tip_never_displayed` is pinned on); and the ways such a view may still be built.
enum UnbuiltViewExamples {
    /// The tip's declaration, `↓` before its name when `marked`.
    static func summaryTip(marked: Bool) -> String {
        """
        import TipKit

        struct \(marked ? "↓" : "")SummaryTip: Tip {
            var title: Text { Text("Summarise a lecture") }
        }
        """
    }

    /// The view showing the tip, named `name`, `modifiers` before `struct`.
    static func summaryView(modifiers: String = "", name: String = "SummaryView") -> String {
        """
        import SwiftUI
        import TipKit

        \(modifiers)struct \(name): View {
            var body: some View {
                VStack {
                    TipView(SummaryTip())
                    Text("Summary")
                }
            }
        }
        """
    }

    /// The app's course screen, building `builds` (another view than `SummaryView` unless told).
    static func courseView(builds: String = "ImportView") -> String {
        """
        import SwiftUI

        @main struct LectureApp: App {
            var body: some Scene { WindowGroup { CourseView() } }
        }

        struct CourseView: View {
            var body: some View { \(builds)() }
        }
        """
    }

    /// The shape of the real app: the view that displays the tip is never built.
    static let neverBuilt = RuleExample(files: [
        "Support/SummaryTip.swift": summaryTip(marked: true),
        "Views/SummaryView.swift": summaryView(),
        "Views/CourseView.swift": courseView(),
    ])

    /// Shapes where the view may be built: none is reported.
    static let mayBeBuilt: [RuleExample] = [
        // Another file names it as a type, not a call (`.init` behind a type annotation).
        RuleExample(files: [
            "Support/SummaryTip.swift": summaryTip(marked: false),
            "Views/SummaryView.swift": summaryView(),
            "Views/CourseView.swift": """
            import SwiftUI

            @main struct LectureApp: App {
                var body: some Scene { WindowGroup { CourseView() } }
            }

            struct CourseView: View {
                private let summary: SummaryView = .init()
                var body: some View { summary }
            }
            """,
        ]),
        // A view named in lowercase, built in another file.
        RuleExample(files: [
            "Support/SummaryTip.swift": summaryTip(marked: false),
            "Views/SummaryView.swift": summaryView(name: "iPadSummaryView"),
            "Views/CourseView.swift": courseView(builds: "iPadSummaryView"),
        ]).testOnly(),
        // Public: the app linking this library may build it.
        RuleExample(files: [
            "Support/SummaryTip.swift": summaryTip(marked: false),
            "Views/SummaryView.swift": summaryView(modifiers: "public "),
            "Views/CourseView.swift": courseView(),
        ]).testOnly(),
        // Its own file builds it, in another view.
        RuleExample(files: [
            "Support/SummaryTip.swift": summaryTip(marked: false),
            "Views/SummaryView.swift": summaryView() + """

                struct LectureView: View {
                    var body: some View { SummaryView() }
                }
                """,
            "Views/CourseView.swift": courseView(),
        ]).testOnly(),
        // No app entry: a library's views are built by the apps using it.
        RuleExample(files: [
            "Support/SummaryTip.swift": summaryTip(marked: false),
            "Views/SummaryView.swift": summaryView(),
        ]).testOnly(),
    ]
}
