struct TipDisplayPreviewOnlyRule: Rule {
    static let description = RuleDescription(
        id: "tip_display_preview_only", severity: .warning, system: .tipKit,
        summary:
            "a tip's only display sites are in `#Preview`/`PreviewProvider` code or in views that only previews construct: it never ships",
        details: """
            A tip shown from a `#Preview`, a `PreviewProvider`, or a view that only previews build (directly or \
            through other such views) looks done in Xcode's canvas, but no screen of the app shows it. Display \
            it in a view the app presents. Reported at the tip's declaration, with each preview display site as a \
            related location. A view that no code visibly builds (an app's root view, one a framework makes) \
            counts as shipped, and so does a `public` view: the app linking its library builds it. A display site in a \
            function of a `View` extension or a view type that no file calls (nor names) never shows, so it does not \
            count as shipped. Nor is a tip reported that a view that ships hands, as first argument, to a modifier \
            no file of the project declares and whose name says it shows it (`.popTip(tip) { … }` from a package, \
            built on `.popoverTip`): tiplint cannot read that modifier, and it may show the tip.
            """,
        triggering: [
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct ↓SaveTip: Tip { var title: Text { Text("Save your work") } }

                #Preview {
                    Button("Save") {}
                        .popoverTip(SaveTip())
                }
                """),
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                struct ↓ShareTip: Tip { var title: Text { Text("Share the draft") } }
                """,
                "DraftBanner.swift": """
                import SwiftUI
                import TipKit

                struct DraftBanner: View {
                    let shareTip = ShareTip()
                    var body: some View { TipView(shareTip) }
                }

                struct DraftBanner_Previews: PreviewProvider {
                    static var previews: some View { DraftBanner() }
                }
                """,
            ]),
            // The app's display is in a `View` extension helper that nothing calls; the other is a preview's.
            RuleExample(files: [
                "Tips.swift": """
                import SwiftUI
                import TipKit

                struct ↓SaveTip: Tip { var title: Text { Text("Save this song") } }

                extension View {
                    @ViewBuilder
                    func showSaveTip() -> some View {
                        popoverTip(SaveTip())
                    }
                }

                #Preview {
                    Text("Lyrics").popoverTip(SaveTip())
                }
                """,
                "SongView.swift": """
                import SwiftUI

                struct SongView: View {
                    var body: some View { Button("Save") {} }
                }
                """,
            ]),
            UndeclaredShowingCallExamples.notShowing(withPreviews: true),
        ],
        nonTriggering: [
            // The app shows it through a package's modifier, whose name says so.
            UndeclaredShowingCallExamples.shownThroughPackage(withPreview: true),
            RuleExample(files: [
                "App.swift": """
                import SwiftUI
                import TipKit

                @main
                struct NotesApp: App {
                    var body: some Scene { WindowGroup { EditorView() } }
                }

                struct SaveTip: Tip { var title: Text { Text("Save your work") } }
                """,
                "EditorView.swift": """
                import SwiftUI
                import TipKit

                struct EditorView: View {
                    let saveTip = SaveTip()
                    var body: some View { Button("Save") {}.popoverTip(saveTip) }
                }

                #Preview {
                    EditorView()
                }
                """,
            ]),
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct SaveTip: Tip { var title: Text { Text("Save your work") } }

                struct RootView: View {
                    var body: some View { Button("Save") {}.popoverTip(SaveTip()) }
                }
                """),
            // A view presented through its initializer handed over as the content builder.
            RuleExample(files: [
                "Views/BoardView.swift": """
                import SwiftUI
                import TipKit

                struct PinTip: Tip { var title: Text { Text("Pin a note") } }

                struct BoardView: View {
                    var body: some View { Button("Pin") {}.popoverTip(PinTip()) }
                }

                #Preview {
                    BoardView()
                }
                """,
                "Views/HomeView.swift": """
                import SwiftUI

                struct HomeView: View {
                    @State private var showsBoard = false
                    var body: some View {
                        Button("Board") { showsBoard = true }
                            .fullScreenCover(isPresented: $showsBoard, content: BoardView.init)
                    }
                }
                """,
            ]),
            // A library's public view: only its preview builds it here, the app linking the library shows it.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct ExportTip: Tip { var title: Text { Text("Export the recipe") } }

                @MainActor public struct RecipeCard: View {
                    public init() {}
                    public var body: some View { TipView(ExportTip()) }
                }

                #Preview {
                    RecipeCard()
                }
                """),
            // A free toolbar helper builds the view: any screen may call it (here, one that does).
            RuleExample(files: [
                "Views/StatusItem.swift": """
                import SwiftUI
                import TipKit

                struct RadioTip: Tip { var title: Text { Text("Check the radio") } }

                struct RadioStatusView: View {
                    var body: some View { Image(systemName: "antenna.radiowaves.left.and.right").popoverTip(RadioTip()) }
                }

                @ToolbarContentBuilder
                func radioStatusItem() -> some ToolbarContent {
                    ToolbarItem(placement: .topBarLeading) { RadioStatusView() }
                }

                #Preview { RadioStatusView() }
                """,
                "Views/ChatsView.swift": """
                import SwiftUI

                struct ChatsView: View {
                    var body: some View { NavigationStack { List {}.toolbar { radioStatusItem() } } }
                }
                """,
            ]),
            BudgetHintsExample.example(lostMarked: false),
            // Testing only: the helper is called from another file, and a view method is called through a protocol
            // that names it.
            RuleExample(files: [
                "Tips.swift": """
                import SwiftUI
                import TipKit

                struct SaveTip: Tip { var title: Text { Text("Save this song") } }
                struct ShareTip: Tip { var title: Text { Text("Share this song") } }

                extension View {
                    func showSaveTip() -> some View { popoverTip(SaveTip()) }
                }

                struct ShareButton: View, SharePresenting {
                    var body: some View { Button("Share") {} }
                    func shareAnchor() -> some View { Text("Share").popoverTip(ShareTip()) }
                }

                #Preview {
                    Text("Lyrics").popoverTip(SaveTip())
                    Text("Lyrics").popoverTip(ShareTip())
                }
                """,
                "SongView.swift": """
                import SwiftUI

                protocol SharePresenting {
                    associatedtype Anchor: View
                    func shareAnchor() -> Anchor
                }

                struct SongView: View {
                    var body: some View { Button("Save") {}.showSaveTip() }
                }
                """,
            ]).testOnly(),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        let reach = context.previews
        let helpers = context.uncalledDisplayHelpers
        let undeclared = context.undeclaredShowingCalls
        return index.tips.compactMap { tip in
            // A site in a helper nothing calls never shows: what is left decides.
            let all = index.displaySites(of: tip)
            let shown = all.filter { helpers.helper(holding: $0) == nil }
            guard !shown.isEmpty, shown.allSatisfy({ reach.isPreviewOnly($0.context) }),
                undeclared.call(handing: tip) == nil
            else { return nil }
            let sites = shown.flatMap(\.eachWritten).sorted { $0.location < $1.location }
            // The displays the app would run, were their methods called: named, so the reader knows where to look.
            let uncalled = all.filter { helpers.helper(holding: $0) != nil }.flatMap(\.eachWritten)
                .sorted { $0.location < $1.location }
            let elsewhere =
                uncalled.isEmpty
                ? ""
                : " and in \(UncalledMethodText.methods(uncalled.compactMap { helpers.helper(holding: $0)?.name })) "
                    + "(\(uncalled.map { $0.location.citation }.joined(separator: ", "))), which nothing calls"
            let related =
                sites.map { RelatedLocation(message: Self.placeDescription($0.context), location: $0.location) }
                + uncalled.map { UncalledMethodText.related("displayed", in: $0.context, at: $0.location) }
            return finding(
                "tip \(tip.name) is displayed only in previews (\(sites.map { $0.location.citation }.joined(separator: ", ")))"
                    + "\(elsewhere), so the app never shows it; display it in a view the app presents",
                at: tip.location, key: tip.name, related: related)
        }
    }

    /// Why a display site runs only in previews, in words.
    static func placeDescription(_ context: CodeContext) -> String {
        if context.isInside(closure: "Preview") { return "displayed in a #Preview" }
        if context.typeConformances.contains("PreviewProvider") { return "displayed in a PreviewProvider" }
        return "displayed in \(context.typeName ?? "a view"), which only previews construct"
    }
}
