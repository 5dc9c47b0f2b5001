struct TipInvalidatedOnAppearRule: Rule {
    static let description = RuleDescription(
        id: "tip_invalidated_on_appear", severity: .warning, system: .tipKit,
        summary: "a tip invalidated in the `.onAppear`/`viewDidAppear` of the view that anchors it: it is never seen",
        details: """
            An invalidated tip is retired for good. Invalidating it as the view that shows it appears — in an \
            `.onAppear` or `.task` on a view that holds its `.popoverTip`/`TipView` or carries its `.popoverTip` \
            (later in the same chain, or through the local the view is bound to: \
            `let menu = Menu { … }.onAppear { … }` then `menu.popoverTip(tip)`), or in the \
            `viewWillAppear`/`viewDidAppear` of the view controller that presents it — retires it before the user \
            can read it. Invalidate it when the user does what it suggests (the control's action), or when another \
            screen makes it pointless. Reported only when the call runs unconditionally there (`if #available` is \
            no condition): not behind a condition or `guard`, not after an `await` (`try await Task.sleep(…)` then \
            invalidate is a timeout), not in a closure that runs later, not right after the callback itself shows \
            the tip; and not for a tip whose id depends on its content (another instance may be meant).
            """,
        triggering: [
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                }

                struct TrailsView: View {
                    let filterTip = FilterTip()
                    var body: some View {
                        VStack {
                            TipView(filterTip)
                            Button("Filter") { }
                        }
                        .onAppear {
                            filterTip.↓invalidate(reason: .actionPerformed)
                        }
                    }
                }
                """),
            RuleExample(
                """
                import TipKit
                import UIKit

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                }

                final class TrailsController: UIViewController {
                    let filterTip = FilterTip()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(TipUIView(filterTip))
                    }

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        filterTip.↓invalidate(reason: .actionPerformed)
                    }
                }
                """),
            // The menu that anchors the popover is bound to a local first, its `.onAppear` on it.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct FollowTip: Tip {
                    var title: Text { Text("Follow this thread") }
                }

                struct ThreadPage: View {
                    private var followTip: FollowTip { .init() }
                    var body: some View {
                        ControlGroup {
                            let moreMenu = Menu {
                                Button("Follow") { }
                            } label: {
                                Image(systemName: "ellipsis.circle")
                            }
                            .onAppear {
                                if #available(iOS 17.0, *) {
                                    followTip.↓invalidate(reason: .actionPerformed)
                                }
                            }
                            if #available(iOS 17.0, *) {
                                moreMenu.popoverTip(followTip)
                            } else {
                                moreMenu
                            }
                        }
                    }
                }
                """),
            // Testing only: the popover comes after the `.onAppear` in the menu's own chain.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct FollowTip: Tip { var title: Text { Text("Follow this thread") } }

                struct ThreadPage: View {
                    let followTip = FollowTip()
                    var body: some View {
                        Menu {
                            Button("Follow") { }
                        } label: {
                            Image(systemName: "ellipsis.circle")
                        }
                        .onAppear { followTip.↓invalidate(reason: .actionPerformed) }
                        .popoverTip(followTip)
                    }
                }
                """
            ).testOnly(),
            // Testing only: on the anchor's own `.task`; a sibling's `.onAppear` is fine.
            RuleExample(files: [
                "TrailsView.swift": """
                import TipKit
                import SwiftUI

                struct FilterTip: Tip { var title: Text { Text("Filter") } }
                struct SortTip: Tip { var title: Text { Text("Sort") } }

                struct TrailsView: View {
                    let filterTip = FilterTip()
                    let sortTip = SortTip()
                    var body: some View {
                        VStack {
                            Button("Filter") { }
                                .popoverTip(filterTip)
                                .task { filterTip.↓invalidate(reason: .actionPerformed) }
                            Button("Sort") { }
                                .popoverTip(sortTip)
                            Text("Trails")
                                .onAppear { sortTip.invalidate(reason: .actionPerformed) }
                        }
                    }
                }
                """
            ]).testOnly(),
        ],
        nonTriggering: [
            // Behind a condition, after a delay, on a presented screen, in the control's action.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                }

                struct FiltersSheet: View {
                    var body: some View { Text("Filters") }
                }

                struct TrailsView: View {
                    let filterTip = FilterTip()
                    @AppStorage("usedFilters") private var usedFilters = false
                    @State private var showsFilters = false
                    var body: some View {
                        VStack {
                            Button("Filter") { showsFilters = true }
                                .popoverTip(filterTip)
                        }
                        .onAppear {
                            if usedFilters { filterTip.invalidate(reason: .actionPerformed) }
                        }
                        .task {
                            try? await Task.sleep(for: .seconds(8))
                            filterTip.invalidate(reason: .displayCountExceeded)
                        }
                        .sheet(isPresented: $showsFilters) {
                            FiltersSheet()
                                .onAppear { filterTip.invalidate(reason: .actionPerformed) }
                        }
                    }
                }
                """),
            // Testing only: the later popover anchors another view, in the sheet the chain presents or on another
            // local's chain.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct FollowTip: Tip { var title: Text { Text("Follow this thread") } }
                struct MuteTip: Tip { var title: Text { Text("Mute this thread") } }

                struct ThreadPage: View {
                    let followTip = FollowTip()
                    let muteTip = MuteTip()
                    @State private var showsOptions = false
                    var body: some View {
                        let moreMenu = Menu("More") { Button("Follow") { } }
                            .onAppear { muteTip.invalidate(reason: .actionPerformed) }
                        let muteButton = Button("Mute") { }
                        VStack {
                            moreMenu
                            muteButton.popoverTip(muteTip)
                        }
                        .onAppear { followTip.invalidate(reason: .actionPerformed) }
                        .sheet(isPresented: $showsOptions) {
                            Button("Follow") { }.popoverTip(followTip)
                        }
                    }
                }
                """
            ).testOnly(),
            // A view controller that shows the tip and then retires it, to show it once.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                }

                final class TrailsController: UIViewController {
                    let filterTip = FilterTip()

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        present(TipUIPopoverViewController(filterTip, sourceItem: view), animated: true)
                        filterTip.invalidate(reason: .displayCountExceeded)
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        return index.invalidations.compactMap { invalidation in
            guard let run = invalidation.onAppearance, !run.followsDisplay, let tipType = invalidation.tipType,
                let tip = index.tip(named: tipType), tip.id?.isLiteral ?? true
            else { return nil }
            guard
                let anchor = index.displaySites(of: tip).first(where: { site in
                    guard site.location.file == invalidation.location.file else { return false }
                    if let view = run.view {
                        return view.contains(site.location) || site.anchor.map(run.viewAnchors.contains) == true
                    }
                    return site.context.typeName == invalidation.context.typeName
                })
            else { return nil }
            return finding(
                "tip \(tip.name) is invalidated in \(run.callback) of the view that shows it, so it is retired as "
                    + "it appears and the user never sees it; invalidate it when the user does what it suggests",
                at: invalidation.location, key: FindingText.key("\(tip.name).invalidate", in: invalidation.context),
                related: [RelatedLocation(message: "where \(tip.name) is shown", location: anchor.location)])
        }
    }
}
