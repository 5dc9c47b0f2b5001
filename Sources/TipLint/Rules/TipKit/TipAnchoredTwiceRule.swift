import SwiftScan

struct TipAnchoredTwiceRule: Rule {
    static let description = RuleDescription(
        id: "tip_anchored_twice", severity: .warning, system: .tipKit,
        summary: "one tip given to two `.popoverTip` anchors on one screen",
        details: """
            TipKit knows a tip by its id: it presents a tip once, at one anchor. Given to two `.popoverTip` \
            modifiers that are on screen together, the same tip (one instance, or two instances of one tip type, \
            which share its id) appears at one of them — which one depends on layout order and timing, so the \
            arrow may point at the wrong control. One screen is one view type: its `body` and the properties and \
            functions that build parts of it, across its extensions; a view of the app's own type given the tip \
            (`TagSection().popoverTip(tip)`) that anchors it inside too is on screen with it, and so is a view type of the app's that anchors a tip of \
            its own unconditionally (`CreateButton` with `.popoverTip(createTip)`), built both in a view and in that \
            view's `.toolbar` — one of the two always, not in one arm of an `if`; a function of a `View` extension, \
            applied to whatever view calls it, is a place of its own. Not reported: two tip types of one name \
            (`Workout.EditTip`, `Meals.EditTip`: `tip_duplicate_id` when their ids agree), anchors in exclusive \
            alternatives (`if`/`else`, `switch` cases, `TabView` tabs, `ViewThatFits` candidates, a member the \
            type uses only inside one branch, however many members down), under conditions that contradict \
            (`sizeClass == .compact` and `sizeClass == .regular` or `!= .compact` in separate `if`s, `isPad` and \
            `!isPad`, a `switch` over the idiom and an `if` on it), cast from one value to different tips \
            (`group.currentTip as? ATip`: a `TipGroup` shows one tip at a time), in another presented screen (`.sheet`, `.popover`, \
            `.fullScreenCover`, `.navigationDestination`, an alert), in different `#if` clauses, in a `ForEach` \
            row or a view built in one (`tip_in_loop`), behind a condition (`cond ? tip : nil`), a tip the view \
            is handed, or two tips on one view (`multiple_popover_tips`). Keep one anchor, or give each place \
            its own tip type.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share your scan") } }

                struct ScanView: View {
                    let shareTip = ShareTip()
                    var body: some View {
                        VStack {
                            header
                            Button("Share") { }
                                .popoverTip(shareTip)
                        }
                    }
                    var header: some View {
                        Image(systemName: "square.and.arrow.up")
                            ↓.popoverTip(shareTip)
                    }
                }
                """),
            // Conditions that can both hold: a compact layout and a toolbar shown in any size class.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share your scan") } }

                struct ScanView: View {
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    @State private var showsToolbar = true
                    let shareTip = ShareTip()
                    var body: some View {
                        if sizeClass == .compact {
                            Button("Share") { }.popoverTip(shareTip)
                        }
                        if showsToolbar {
                            Label("Share", systemImage: "square.and.arrow.up")
                                ↓.popoverTip(shareTip)
                        }
                    }
                }
                """),
            // A view anchoring the tip inside (on its header), given the same tip again from outside.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct TokensTip: Tip { var title: Text { Text("Use tokens") } }

                struct TagSection: View {
                    var body: some View {
                        Section {
                            Text("Title")
                        } header: {
                            Text("Tags").popoverTip(TokensTip())
                        }
                    }
                }

                struct EditorView: View {
                    var body: some View {
                        List {
                            TagSection()
                                ↓.popoverTip(TokensTip())
                        }
                    }
                }
                """),
            // Testing only: beside a stale copy of the app (its own `App` and `ContentView`), the live
            // `ContentView` anchors the tip twice, in its body and in an extension in its folder.
            RuleExample(files: [
                "Trails/TrailsApp.swift": """
                import SwiftUI
                @main struct TrailsApp: App { var body: some Scene { WindowGroup { ContentView() } } }
                """,
                "Trails/ContentView.swift": """
                import SwiftUI
                import TipKit
                struct ShareTip: Tip { var title: Text { Text("Share a trail") } }
                struct ContentView: View {
                    var body: some View { VStack { Button("Share") {}↓.popoverTip(ShareTip()); header } }
                }
                """,
                "Trails/ContentView+Header.swift": """
                import SwiftUI
                extension ContentView {
                    var header: some View { Image(systemName: "square.and.arrow.up").popoverTip(ShareTip()) }
                }
                """,
                "Trails copy/TrailsApp.swift": """
                import SwiftUI
                struct TrailsApp: App { var body: some Scene { WindowGroup { ContentView() } } }
                """,
                "Trails copy/ContentView.swift": """
                import SwiftUI
                import TipKit
                struct ContentView: View {
                    var body: some View { Button("Share") {}.popoverTip(ShareTip()) }
                }
                """,
            ]).testOnly(),
            // A modifier repeated on a line, each holding a view of its own: two anchors, not one folded.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share your scan") } }

                struct ScanView: View {
                    var body: some View {
                        Color.clear.overlay(Text("a").popoverTip(ShareTip())).overlay(Text("a")↓.popoverTip(ShareTip()))
                    }
                }
                """
            ).testOnly(),
            // A button view with its own tip, built by the empty journal and, in either arm, by the journal's toolbar.
            RuleExample(files: [
                "NewEntryButton.swift": newEntryButtonWithItsTip(marked: true),
                "JournalView.swift": journal(
                    toolbarItem: "if let folder { NewEntryButton().environment(folder) } else { NewEntryButton() }",
                    emptyActions: "NewEntryButton()"),
            ]).testOnly(),
        ],
        nonTriggering: [
            // The toolbar builds the button only while editing, the list only when empty: they may never meet.
            // The list opens the screen that builds it: another screen.
            RuleExample(files: [
                "NewEntryButton.swift": newEntryButtonWithItsTip(marked: false),
                "JournalView.swift": journal(
                    toolbarItem: "if isEditing { NewEntryButton() }", emptyActions: "NewEntryButton()"),
            ]).testOnly(),
            RuleExample(files: [
                "NewEntryButton.swift": newEntryButtonWithItsTip(marked: false),
                "JournalView.swift": journal(
                    toolbarItem: "NewEntryButton()",
                    emptyActions: #"NavigationLink("Start") { NewEntryButton() }"#),
            ]).testOnly(),
            // Size-class and idiom layouts: separate `if`s on one size class, members chosen by an idiom arm.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share your scan") } }

                struct ScanView: View {
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    let shareTip = ShareTip()
                    var body: some View {
                        if sizeClass == .compact {
                            Button("Share") { }.popoverTip(shareTip)
                        }
                        if sizeClass != .compact {
                            Label("Share", systemImage: "square.and.arrow.up").popoverTip(shareTip)
                        }
                        switch UIDevice.current.userInterfaceIdiom {
                        case .pad: padLayout
                        default: phoneLayout
                        }
                    }
                    var padLayout: some View { HStack { padToolbar } }
                    var padToolbar: some View { Button("Export") { }.popoverTip(ExportTip()) }
                    var phoneLayout: some View { Button("Export") { }.popoverTip(ExportTip()) }
                }

                struct ExportTip: Tip { var title: Text { Text("Export the scan") } }
                """),
            // One anchor or the other, never both.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share your scan") } }

                struct ScanView: View {
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    let shareTip = ShareTip()
                    var body: some View {
                        if sizeClass == .compact {
                            Button("Share") { }.popoverTip(shareTip)
                        } else {
                            Label("Share", systemImage: "square.and.arrow.up").popoverTip(shareTip)
                        }
                    }
                }
                """),
            // Two screens: the sheet is presented over the first.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share your scan") } }

                struct ScanView: View {
                    @State private var isShowingDetail = false
                    let shareTip = ShareTip()
                    var body: some View {
                        Button("Share") { }
                            .popoverTip(shareTip)
                            .sheet(isPresented: $isShowingDetail) {
                                Button("Share") { }.popoverTip(shareTip)
                            }
                    }
                }
                """),
            // Two programs: an iPhone app and its watch app, each with its own `ContentView`.
            RuleExample(
                files: [
                    RuleExample.File(
                        path: "Shared/ShareTip.swift",
                        text: """
                            import TipKit

                            struct ShareTip: Tip { var title: Text { Text("Share a trail") } }
                            """)
                ]
                    + ["Trails", "TrailsWatch"].flatMap { folder -> [RuleExample.File] in
                        [
                            RuleExample.File(
                                path: "\(folder)/\(folder)App.swift",
                                text: """
                                    import SwiftUI

                                    @main
                                    struct \(folder)App: App {
                                        var body: some Scene { WindowGroup { ContentView() } }
                                    }
                                    """),
                            RuleExample.File(
                                path: "\(folder)/ContentView.swift",
                                text: """
                                    import SwiftUI
                                    import TipKit

                                    struct ContentView: View {
                                        var body: some View { Button("Share") { }.popoverTip(ShareTip()) }
                                    }
                                    """),
                        ]
                    }),
            // Two view types that each show the tip.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ShareTip: Tip { var title: Text { Text("Share your scan") } }

                struct ScanView: View {
                    var body: some View { Button("Share") { }.popoverTip(ShareTip()) }
                }

                struct HistoryView: View {
                    var body: some View { Button("Share") { }.popoverTip(ShareTip()) }
                }
                """),
        ])

    /// A button view that anchors a tip of its own, unconditionally.
    private static func newEntryButtonWithItsTip(marked: Bool) -> String {
        """
        import TipKit
        import SwiftUI

        struct NewEntryTip: Tip { var title: Text { Text("Add an entry") } }

        struct NewEntryButton: View {
            @State private var isWriting = false
            private let newEntryTip = NewEntryTip()
            var body: some View {
                Button("New", systemImage: "plus") { isWriting = true }
                    \(marked ? "↓" : "").popoverTip(newEntryTip)
                    .sheet(isPresented: $isWriting) { Text("Entry") }
            }
        }
        """
    }

    /// A journal whose list builds `emptyActions` when it has no entries and whose toolbar item is `toolbarItem`.
    private static func journal(toolbarItem: String, emptyActions: String) -> String {
        """
        import SwiftUI

        struct JournalView: View {
            let entries: [Entry]
            var body: some View {
                NavigationStack {
                    JournalList(entries: entries)
                        .toolbar { JournalToolbar() }
                }
            }
        }

        struct JournalList: View {
            let entries: [Entry]
            var body: some View {
                if entries.isEmpty {
                    ContentUnavailableView {
                        Label("No entries", systemImage: "book")
                    } actions: {
                        \(emptyActions)
                    }
                } else {
                    List(entries) { entry in Text(entry.title) }
                }
            }
        }

        struct JournalToolbar: ToolbarContent {
            var folder: Folder?
            var isEditing = false
            var body: some ToolbarContent {
                ToolbarItem(placement: .primaryAction) {
                    \(toolbarItem)
                }
            }
        }
        """
    }

    func check(_ context: RuleContext) -> [Finding] {
        // Positions in `displaySites`, not copies: 400,000 popovers on one view are held once.
        var groups: [ScreenTip: [Int]] = [:]
        let index = context.tipKit
        let displaySites = index.displaySites
        for (position, site) in displaySites.enumerated() where TipKitIndex.isPlainAnchor(site) && !site.isInRow {
            // A view built in every row of a list anchors its tip many times over: tip_in_loop.
            guard let screen = Self.screen(of: site.context), let tip = site.tipType,
                index.rowBuiltView(named: screen) == nil
            else { continue }
            groups[ScreenTip(screen: screen, tip: TypeName.lastComponent(tip)), default: []].append(position)
        }
        // Folded as they are made (see RepeatFolding): a chain of 400,000 anchors holds one finding, not 400,000.
        var findings = RepeatFolding()
        var reported: Set<SourceLocation> = []
        let programs = context.programs
        for positions in groups.values where positions.count > 1 {
            // Sites in one place answer alike, so each earlier place is asked once through its first site:
            // a chain of 20,000 anchors on one view is one place, not 20,000.
            var places: Set<Anchor> = [], earlierPlaces: [(anchor: Anchor, site: DisplaySite)] = []
            for position in positions.sorted(by: { displaySites[$0].location < displaySites[$1].location }) {
                let site = displaySites[position]
                let anchor = Anchor(site, shownBy: programs)
                defer { if places.insert(anchor).inserted { earlierPlaces.append((anchor, site)) } }
                guard
                    let first = earlierPlaces.first(where: {
                        WorkMeter.count()
                        return $0.anchor.isOnScreen(with: anchor)
                    })?.site
                else { continue }
                let result = finding(
                    "`.popoverTip(\(site.argument))` anchors \(site.tipType ?? site.argument) a second time on this screen "
                        + "(first at \(first.location.citation)); TipKit shows a tip at one anchor only, and "
                        + "which one is unpredictable; keep one anchor, or give each place its own tip",
                    at: site.location, key: site.tipType ?? site.argument,
                    related: [
                        RelatedLocation(
                            message: "the other anchor of \(site.tipType ?? site.argument) on this screen",
                            location: first.location)
                    ])
                // A folded site's repeats are on its view: each is a second anchor as it is.
                findings.add(result, times: site.timesWritten)
                reported.insert(site.location)
            }
        }
        var nested = RepeatFolding()
        for (finding, site) in nestedAnchors(groups, of: displaySites, shownBy: programs)
        where !reported.contains(site.location) {
            nested.add(finding, times: site.timesWritten)
            reported.insert(site.location)
        }
        for (finding, site) in toolbarTwins(index, views: context.views) where !reported.contains(site.location) {
            nested.add(finding, times: site.timesWritten)
        }
        return findings.findings + nested.findings
    }

    /// A view type that anchors a tip of its own unconditionally (`CreateButton` with `.popoverTip(createTip)`
    /// in its body), built both in a view and in that view's `.toolbar { … }`: the two instances, one tip id,
    /// are on screen together. One of them must always be built (not in one arm of an `if`), so that no
    /// condition can keep them apart.
    private func toolbarTwins(_ index: TipKitIndex, views: ViewGraph) -> [(finding: Finding, site: DisplaySite)] {
        guard !views.toolbars.isEmpty else { return [] }
        return index.displaySites.compactMap { site -> (Finding, DisplaySite)? in
            guard TipKitIndex.isPlainAnchor(site), !site.isInRow, site.arms.isEmpty, site.conditions.isEmpty,
                site.presentation == nil, !site.conditionPicksRow, !site.context.isPreview,
                let view = site.context.typeName, let tip = site.tipType, index.rowBuiltView(named: view) == nil
            else { return nil }
            let always = views.builders(of: view, levels: 4, through: views.inPlaceParents)
            let shown = views.builders(of: view, levels: 4, through: views.onScreenParents)
            guard
                let toolbar = views.toolbars.first(where: { toolbar in
                    toolbar.toolbarBuilds.contains(where: always.contains)
                        && toolbar.modifiedBuilds.contains(where: shown.contains)
                        || toolbar.toolbarBuilds.contains(where: shown.contains)
                            && toolbar.modifiedBuilds.contains(where: always.contains)
                })
            else { return nil }
            let name = TypeName.lastComponent(view)
            let result = finding(
                "`.popoverTip(\(site.argument))` anchors \(tip) on every \(name), which is built both in a view and in "
                    + "its toolbar (\(toolbar.location.citation)): two anchors of one tip on one screen; TipKit shows a "
                    + "tip at one anchor only, and which one is unpredictable; keep one anchor, or give each place its "
                    + "own tip",
                at: site.location, key: tip,
                related: [
                    RelatedLocation(
                        message: "the toolbar that builds \(name) beside the view it modifies, which builds it too",
                        location: toolbar.location)
                ])
            return (result, site)
        }
    }

    /// `TagSection(…).popoverTip(tip)` where `TagSection` anchors the same tip on its own screen (its
    /// header, say): the view and its part are on screen together. The inner anchor must not be in a
    /// sheet or other presentation of that view.
    private func nestedAnchors(
        _ groups: [ScreenTip: [Int]], of displaySites: [DisplaySite], shownBy programs: ProgramReach
    ) -> [(finding: Finding, outer: DisplaySite)] {
        var inside: [ScreenTip: DisplaySite] = [:]
        for (key, positions) in groups {
            guard
                let site = positions.lazy.map({ displaySites[$0] }).filter({ $0.presentation == nil })
                    .min(by: { $0.location < $1.location })
            else { continue }
            inside[ScreenTip(screen: String(TypeName.lastComponent(key.screen)), tip: key.tip)] = site
        }
        let everyPosition = groups.values.joined().sorted { displaySites[$0].location < displaySites[$1].location }
        return everyPosition.compactMap { position -> (Finding, DisplaySite)? in
            let outer = displaySites[position]
            guard let view = outer.anchoredViewType, let tip = outer.tipType,
                let inner = inside[ScreenTip(screen: view, tip: TypeName.lastComponent(tip))],
                TypeName.sameType(inner.tipType, tip),
                !ScreenPlace(outer, shownBy: programs).isInAnotherProgram(than: ScreenPlace(inner, shownBy: programs))
            else { return nil }
            let result = finding(
                "`.popoverTip(\(outer.argument))` anchors \(tip) on \(view), which anchors it again inside "
                    + "(at \(inner.location.citation)); both are on screen together, TipKit shows a tip at "
                    + "one anchor only, and which one is unpredictable; keep one anchor",
                at: outer.location, key: tip,
                related: [RelatedLocation(message: "the anchor of \(tip) inside \(view)", location: inner.location)])
            return (result, outer)
        }
    }

    /// The screen a site's code builds: its view type; for a function of a `View` extension, which decorates
    /// whatever view calls it, that function alone (`View/applyTip`, no type's name): two such helpers may
    /// be applied on two screens.
    private static func screen(of context: CodeContext) -> String? {
        guard let type = context.typeName else { return nil }
        guard type == "View" || type == "SwiftUI.View" else { return type }
        return context.functionName.map { "\(type)/\($0)" }
    }

    /// A `.popoverTip`'s view, place and tip: everything that decides whether two anchors are one tip on
    /// screen at once.
    private struct Anchor: Hashable {
        var view: Int?
        var place: ScreenPlace
        var tip: String?

        init(_ site: DisplaySite, shownBy programs: ProgramReach) {
            (view, place, tip) = (site.anchor, ScreenPlace(site, shownBy: programs), site.tipType)
        }

        /// Other views (two tips on one view are `multiple_popover_tips`) that can be on screen together,
        /// given one tip type: two types of one last name (`Workout.EditTip`, `Meal.EditTip`) are two tips,
        /// however alike their ids (`tip_duplicate_id`).
        func isOnScreen(with other: Anchor) -> Bool {
            TypeName.sameType(tip, other.tip) && !(place.file == other.place.file && view == other.view)
                && place.canBeOnScreen(with: other.place)
        }
    }

    /// One tip on one view type.
    private struct ScreenTip: Hashable {
        var screen: String
        var tip: Substring
    }
}
