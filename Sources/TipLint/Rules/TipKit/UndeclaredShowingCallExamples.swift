/// Tips handed to a modifier that no file of the project declares and whose name says it shows them
/// (round 18's remote `.popoverTip` wrapper, in our own words): examples shared by `tip_never_displayed` and
/// `tip_display_preview_only`, with and without a preview that shows the tips too.
enum UndeclaredShowingCallExamples {
    /// The app's button shows its tip through a package's `.bubbleTip(tip) { … }`: neither rule reports it.
    static func shownThroughPackage(withPreview: Bool) -> RuleExample {
        let preview = """

            #Preview {
                Text("Format").popoverTip(FormatTip())
            }
            """
        return RuleExample(files: [
            "Tips/FormatTip.swift": """
            import TipKit

            struct FormatTip: Tip { var title: Text { Text("Format the JSON") } }
            """,
            "Views/FormatButton.swift": """
            import BubbleKit
            import SwiftUI
            import TipKit

            struct FormatButton: View {
                private let formatTip = FormatTip()
                var body: some View {
                    Button("Format") { formatTip.invalidate(reason: .actionPerformed) }
                        .bubbleTip(formatTip) { action in print(action.id) }
                }
            }
            """ + (withPreview ? preview : ""),
        ])
    }

    /// Testing only: no guess where the project declares the modifier itself (it shows nothing), where the name
    /// says it does something else, or where only a view that previews build hands the tip over. Each tip is
    /// marked; `withPreviews` adds a preview that shows each one.
    static func notShowing(withPreviews: Bool) -> RuleExample {
        let previews = """

            #Preview {
                VStack {
                    Text("Pin").popoverTip(PinTip())
                    Text("Share").popoverTip(ShareTip())
                    Text("Tag").popoverTip(TagTip())
                }
            }
            """
        return RuleExample(files: [
            "Tips/NoteTips.swift": """
            import TipKit

            struct ↓PinTip: Tip { var title: Text { Text("Pin the note") } }
            struct ↓ShareTip: Tip { var title: Text { Text("Share the note") } }
            struct ↓TagTip: Tip { var title: Text { Text("Tag the note") } }
            """,
            "Views/NoteView.swift": """
            import BubbleKit
            import SwiftUI
            import TipKit

            struct NoteView: View {
                let pinTip = PinTip()
                let shareTip = ShareTip()
                var body: some View {
                    HStack {
                        Button("Pin") {}.bubbleTip(pinTip)
                        Button("Share") {}.trackTip(shareTip)
                    }
                }
            }

            extension View {
                func bubbleTip(_ tip: some Tip) -> some View { self }
            }
            """ + (withPreviews ? previews : ""),
            "Views/TagCard.swift": """
            import BubbleKit
            import SwiftUI
            import TipKit

            struct TagCard: View {
                let tagTip = TagTip()
                var body: some View { Text("Tags").calloutTip(tagTip) }
            }

            #Preview { TagCard() }
            """,
        ]).testOnly()
    }
}
