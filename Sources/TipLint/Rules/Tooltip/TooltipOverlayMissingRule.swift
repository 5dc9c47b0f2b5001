struct TooltipOverlayMissingRule: Rule {
    static let description = RuleDescription(
        id: "tooltip_overlay_missing", severity: .error, system: .tooltipManager,
        summary: "a view shows tooltips but never renders the `activeTooltip` overlay",
        details:
            "`showTooltipIfNeeded` and `.tooltip(…)` only set the manager's `activeTooltip`; nothing appears until a view renders it with `if let tooltip = manager.activeTooltip { TooltipView(tooltip: tooltip) { manager.dismissTooltip() } }`. Add the overlay to the view (a view whose manager comes from the environment may instead sit inside a view that renders it).",
        triggering: [
            RuleExample(
                """
                struct ShopView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    var body: some View {
                        GemCounter()
                            .↓tooltip(manager: hintCenter, id: "shop_gems_intro", title: "Gems", message: "Spend gems on refills.",
                                     position: .bottom, trigger: .onAppear)
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                struct ShopView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    var body: some View {
                        ZStack {
                            GemCounter()
                                .tooltip(manager: hintCenter, id: "shop_gems_intro", title: "Gems", message: "Spend gems on refills.",
                                         position: .bottom, trigger: .onAppear)
                            if let tooltip = hintCenter.activeTooltip {
                                TooltipView(tooltip: tooltip) { hintCenter.dismissTooltip() }
                            }
                        }
                    }
                }
                """),
            // An enclosing view renders the overlay for the shared manager.
            RuleExample(files: [
                "RootView.swift": """
                struct RootView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    var body: some View {
                        ZStack {
                            ShopView()
                            if let tooltip = hintCenter.activeTooltip { TooltipView(tooltip: tooltip) {} }
                        }
                    }
                }
                """,
                "ShopView.swift": """
                struct ShopView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    var body: some View {
                        GemCounter().onAppear {
                            hintCenter.showTooltipIfNeeded("shop_gems_intro", title: "Gems", message: "Spend gems.", position: .top)
                        }
                    }
                }
                """,
            ]),
            // A view modifier renders it.
            RuleExample(
                """
                struct TooltipOverlayModifier: ViewModifier {
                    @ObservedObject var manager: TooltipManager
                    func body(content: Content) -> some View {
                        content.overlay { if let tooltip = manager.activeTooltip { TooltipView(tooltip: tooltip) {} } }
                    }
                }

                struct ShopView: View {
                    @StateObject private var hintCenter = TooltipManager()
                    var body: some View {
                        GemCounter()
                            .onAppear { hintCenter.showTooltipIfNeeded("shop_gems_intro", title: "Gems", message: "Spend gems.", position: .top) }
                            .modifier(TooltipOverlayModifier(manager: hintCenter))
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.tooltip.usages().compactMap { usage in
            guard usage.overlay == .missing else { return nil }
            var seen = Set<String>()
            let ids = usage.shows.map { "'\($0.id.text)'" }.filter { seen.insert($0).inserted }
            let shown = (ids.count == 1 ? "tooltip " : "tooltips ") + ids.joined(separator: ", ")
            return finding(
                "\(usage.view) shows \(shown) but never renders the activeTooltip overlay (TooltipView(tooltip:)), so nothing appears",
                at: usage.shows[0].location, key: usage.view)
        }
    }
}
