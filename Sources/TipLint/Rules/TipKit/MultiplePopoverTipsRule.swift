struct MultiplePopoverTipsRule: Rule {
    static let description = RuleDescription(
        id: "multiple_popover_tips", severity: .warning, system: .tipKit,
        summary: "two `.popoverTip` on one view",
        details: """
            A view presents one popover at a time: with two `.popoverTip` modifiers on it, one of the tips never \
            shows (or they fight over the popover). Attach each tip to its own view, or put them in a `TipGroup` \
            and show `group.currentTip`. Not reported: popovers that are never on screen together — in different \
            `#if` clauses, or fed from one value cast to different tips (`.popoverTip(tips.currentTip as? ATip)` and \
            `.popoverTip(tips.currentTip as? BTip)`: the group shows one tip at a time, so at most one cast succeeds), \
            or steps of the code's own sequence (`.popoverTip(step == .search ? searchTip : nil)` and \
            `.popoverTip(step == .sort ? sortTip : nil)`: one step at a time), or of the tips' own (one tip's rules \
            wait on a parameter the other tip declares, `#Rule(ThemesTip.$isDismissed) { $0 }`).
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                struct ToolbarView: View {
                    var body: some View {
                        Button("Share") { }
                            .popoverTip(shareTip)
                            .padding()
                            ↓.popoverTip(favoriteTip)
                    }
                }
                """),
            // A tip of a TipGroup and a tip outside it.
            RuleExample(
                """
                import TipKit

                struct ToolbarView: View {
                    @State private var tips = TipGroup(.ordered) {
                        ShareTip()
                        FavoriteTip()
                    }
                    var body: some View {
                        Button("Share") { }
                            .popoverTip(tips.currentTip as? ShareTip)
                            ↓.popoverTip(editTip)
                    }
                }
                """),
            // One popover repeated on a line: one finding at the second, for it and the third (RepeatedCalls).
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share") } }

                struct ToolbarView: View {
                    var body: some View {
                        Button("Share") { }.popoverTip(ShareTip())↓.popoverTip(ShareTip()).popoverTip(ShareTip())
                    }
                }
                """
            ).testOnly(),
        ],
        nonTriggering: [
            // One tip per view; an enclosing view is another view; `#if` clauses never build together.
            RuleExample(
                """
                import TipKit

                struct ToolbarView: View {
                    var body: some View {
                        HStack {
                            Button("Share") { }.popoverTip(shareTip)
                            Button("Edit") { }
                                #if os(iOS)
                                .popoverTip(editTip)
                                #else
                                .popoverTip(editMacTip)
                                #endif
                        }
                        .popoverTip(toolbarTip)
                    }
                }
                """),
            // One TipGroup's current tip, cast to each of its tips: one shows at a time.
            RuleExample(
                """
                import TipKit

                struct ToolbarView: View {
                    @State private var tips = TipGroup(.ordered) {
                        ShareTip()
                        FavoriteTip()
                    }
                    var body: some View {
                        Button("Share") { }
                            .popoverTip(tips.currentTip as? ShareTip)
                            .popoverTip(tips.currentTip as? FavoriteTip)
                    }
                }
                """),
            // The shortcuts tip waits for the themes tip to be closed: one after the other (real app, apps round 57).
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ThemesTip: Tip {
                    @Parameter static var isDismissed = false
                    var title: Text { Text("Pick a theme") }
                }

                struct ShortcutsTip: Tip {
                    var title: Text { Text("Keyboard shortcuts") }
                    var rules: [Rule] { #Rule(ThemesTip.$isDismissed) { $0 } }
                }

                struct SideView: View {
                    let themesTip = ThemesTip()
                    let shortcutsTip = ShortcutsTip()
                    var body: some View {
                        Button("Settings") { }
                            .popoverTip(themesTip)
                            #if os(macOS)
                            .popoverTip(shortcutsTip)
                            #endif
                            .task {
                                for await status in themesTip.statusUpdates where status == .invalidated(.tipClosed) {
                                    ThemesTip.isDismissed = true
                                }
                            }
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        // Positions, not copies of the sites: 400,000 popovers on one view are held once.
        let displaySites = context.tipKit.displaySites
        let positions = displaySites.indices.filter {
            displaySites[$0].kind == .popoverTip && displaySites[$0].anchor != nil
        }
        .sorted { displaySites[$0].location < displaySites[$1].location }
        // A chain of 400,000 popovers on one view is one finding as it goes, and keeps one earlier site per
        // place (sites in one place answer alike), so memory holds neither 400,000 findings nor sites.
        var findings = RepeatFolding()
        var earlier: [AnchorKey: [DisplaySite]] = [:]
        var places: Set<AnchorPlace> = []
        for position in positions {
            let site = displaySites[position]
            let anchor = AnchorKey(file: site.location.file, anchor: site.anchor)
            let place = ScreenPlace(site)
            defer {
                if places.insert(AnchorPlace(anchor: anchor, place: place)).inserted {
                    earlier[anchor, default: []].append(site)
                }
            }
            // A folded site's repeats (`repeatColumns`) are popovers on its view after it, the site itself first.
            let first = earlier[anchor]?.first(where: {
                ScreenPlace($0).canBeOnScreen(with: place)
                    && !Self.isSequenced($0.tipType, site.tipType, context.tipKit)
            })
            var reported = site.location
            if first == nil {
                guard let column = site.repeatColumns.first else { continue }
                reported.column = column
            }
            let tip = site.tipType ?? site.argument
            findings.add(
                finding(
                    "`.popoverTip(\(site.argument))` is a second popover tip on the view that already has "
                        + "`.popoverTip(\((first ?? site).argument))` (line \((first ?? site).location.line)), and a view "
                        + "shows one popover at a time; attach each tip to its own view or use a TipGroup",
                    at: reported, key: tip),
                times: first == nil ? site.repeatColumns.count : site.timesWritten)
        }
        return findings.findings
    }

    /// Whether one tip's rules wait on a parameter the other tip's type declares (`#Rule(ThemesTip.$isDismissed)
    /// { $0 }`, set once the themes tip is closed): the two show one after the other.
    private static func isSequenced(_ first: String?, _ second: String?, _ index: TipKitIndex) -> Bool {
        guard let first, let second, !TypeName.sameType(first, second) else { return false }
        func waits(_ later: String, on earlier: String) -> Bool {
            index.parameterReads(byRulesOf: later).contains { TypeName.sameType($0.owner, earlier) }
        }
        return waits(second, on: first) || waits(first, on: second)
    }

    /// A place a view's popover can be in.
    private struct AnchorPlace: Hashable {
        var anchor: AnchorKey
        var place: ScreenPlace
    }

    /// One view: the anchor of a popover in its file.
    private struct AnchorKey: Hashable {
        var file: String
        var anchor: Int?
    }
}
