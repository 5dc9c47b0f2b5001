/// pulpe (round 6): tips held as static instances of an enum in one file and shown from others, a
/// view property holding `Hints.web` and `(any Tip)?` handed to a child view that shows it (and a
/// preview that shows it too): both are displayed, in the app and not in previews only; a third tip
/// nothing shows is not. A test-only example of `tip_never_displayed` (the lost tip) and of
/// `tip_display_preview_only` (none).
enum BudgetHintsExample {
    /// The project; `lostMarked` puts a `↓` before the tip nothing shows.
    static func example(lostMarked: Bool, file: StaticString = #filePath, line: UInt = #line) -> RuleExample {
        RuleExample(
            files: [
                "Budget/Hints.swift": """
                import TipKit

                enum Hints {
                    struct WebTip: Tip { var title: Text { Text("Finish on the web") } }
                    struct GesturesTip: Tip { var title: Text { Text("Swipe a line to settle it") } }
                    struct \(lostMarked ? "↓" : "")LostTip: Tip { var title: Text { Text("Shown nowhere") } }

                    static let web = WebTip()
                    static let gestures = GesturesTip()
                }
                """,
                "Budget/TemplatesView.swift": """
                import SwiftUI
                import TipKit

                struct TemplatesView: View {
                    private let webTip = Hints.web
                    var body: some View {
                        List { TipView(webTip) }
                    }
                }
                """,
                "Budget/LinesView.swift": """
                import SwiftUI
                import TipKit

                struct LinesView: View {
                    let kinds = ["income", "spending"]
                    var body: some View {
                        ForEach(kinds, id: \\.self) { kind in
                            LineSection(title: kind, tip: kind == kinds.first ? Hints.gestures : nil)
                        }
                    }
                }

                struct LineSection: View {
                    let title: String
                    var tip: (any Tip)?
                    var body: some View {
                        Text(title)
                        if let tip {
                            TipView(tip)
                        }
                    }
                }

                #Preview {
                    TipView(Hints.gestures)
                }
                """,
            ], file: file, line: line
        ).testOnly()
    }
}
