import XCTest

@testable import TipLint

/// Shapes measured on public apps (Tools/RealApps rounds 5 and 6) that tiplint got wrong: tips shown
/// through another file's static instance, a tip anchored on a view that anchors it inside too, and a
/// parameter set in the action handler of a tip without actions.
final class RealAppShapeTests: XCTestCase {
    private static let hints = (
        path: "Budget/Hints.swift",
        source: """
        import TipKit

        enum Hints {
            struct WebTip: Tip { var title: Text { Text("Finish on the web") } }
            struct GesturesTip: Tip { var title: Text { Text("Swipe a line to settle it") } }
            struct LostTip: Tip { var title: Text { Text("Shown nowhere") } }

            static let web = WebTip()
            static let gestures = GesturesTip()
        }
        """
    )

    private static let templates = (
        path: "Budget/TemplatesView.swift",
        source: """
        import SwiftUI
        import TipKit

        struct TemplatesView: View {
            private let webTip = Hints.web
            var body: some View {
                List { TipView(webTip) }
            }
        }
        """
    )

    private static let lines = (
        path: "Budget/LinesView.swift",
        source: """
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
        """
    )

    /// pulpe (round 6): a view property holding `Hints.web`, and `(any Tip)?` handed to a child view.
    func testTipsShownThroughAStaticInstanceAreDisplayed() throws {
        let findings = try TipKitTest.analysisSummary([Self.hints, Self.templates, Self.lines]).filter {
            $0.hasPrefix("tip_never_displayed") || $0.hasPrefix("tip_display_preview_only")
        }
        XCTAssertEqual(findings, ["tip_never_displayed:Budget/Hints.swift:6"])
    }

    /// Tunetag and Melodee (round 5): the section anchors the tip on its header, and the editor
    /// anchors the same tip on the section.
    func testTipAnchoredOnAViewThatAnchorsItInsideIsReported() {
        let section = (
            path: "Tags/TagSection.swift",
            source: """
            import SwiftUI
            import TipKit

            struct TokensTip: Tip { var title: Text { Text("Use tokens") } }

            struct TagSection: View {
                var body: some View {
                    Section {
                        Text("Title")
                    } header: {
                        Text("Tags")
                            .popoverTip(TokensTip(), arrowEdge: .bottom)
                    }
                    .sheet(isPresented: .constant(false)) {
                        Text("More").popoverTip(MoreTip())
                    }
                }
            }

            struct MoreTip: Tip { var title: Text { Text("More tags") } }
            """
        )
        let editor = (
            path: "Tags/EditorView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct EditorView: View {
                let single: Bool
                var body: some View {
                    List {
                        if single {
                            TagSection()
                                .popoverTip(TokensTip(), arrowEdge: .top)
                        } else {
                            TagSection().popoverTip(TokensTip())
                        }
                        TagSection().popoverTip(MoreTip())
                    }
                }
            }
            """
        )
        let findings = TipKitTest.findings(TipAnchoredTwiceRule(), [section, editor])
        XCTAssertEqual(
            findings.map { "\($0.ruleID):\($0.file):\($0.line)" },
            ["tip_anchored_twice:Tags/EditorView.swift:10", "tip_anchored_twice:Tags/EditorView.swift:12"])
        XCTAssertEqual(findings.first?.related.map { "\($0.file):\($0.line)" }, ["Tags/TagSection.swift:12"])
    }

    /// IllustMate (round 5): each tip of a chain lets the next show from its action handler, but the
    /// tips declare no actions, so the handlers never run.
    func testParameterSetInTheHandlerOfATipWithoutActionsIsReported() {
        let tips = (
            path: "Album/Tips.swift",
            source: """
            import TipKit

            struct ImportTip: Tip { var title: Text { Text("Import pictures") } }
            struct AlbumTip: Tip {
                @Parameter static var hasSeenImportTip: Bool = false
                @Parameter static var unread: Bool = false
                var title: Text { Text("Make an album") }
                var rules: [Rule] { #Rule(Self.$hasSeenImportTip) { $0 } }
            }
            struct ShareTip: Tip {
                @Parameter static var hasSeenAlbumTip: Bool = false
                var title: Text { Text("Share an album") }
                var actions: [Action] { Action(id: "share", title: "Share") }
                var rules: [Rule] { #Rule(Self.$hasSeenAlbumTip) { $0 } }
            }
            """
        )
        let toolbar = (
            path: "Album/AlbumView.swift",
            source: """
            import SwiftUI
            import TipKit

            struct AlbumView: View {
                var body: some View {
                    Menu("Import") { }
                        .popoverTip(ImportTip(), arrowEdge: .top) { _ in
                            AlbumTip.hasSeenImportTip = true
                            AlbumTip.unread = true
                        }
                    Button("New album") { }
                        .popoverTip(AlbumTip()) { _ in ShareTip.hasSeenAlbumTip = true }
                    Button("Share") { }
                        .popoverTip(ShareTip()) { _ in AlbumTip.hasSeenImportTip = true }
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(InvalidateInUnusedActionHandlerRule(), [tips, toolbar]),
            [
                "invalidate_in_unused_action_handler:Album/AlbumView.swift:8",
                "invalidate_in_unused_action_handler:Album/AlbumView.swift:12",
            ])
    }
}
