struct TipNeverInvalidatedRule: Rule {
    static let description = RuleDescription(
        id: "tip_never_invalidated", severity: .note, system: .tipKit,
        summary: "a displayed tip has no action that retires it",
        details: """
            A tip should go away once the user has done what it suggests. Without a donated event in its rules, \
            an `invalidate(reason: .actionPerformed)` call, or a `Tips.MaxDisplayCount` option, it keeps showing \
            until the user closes it by hand, even after using the feature.
            """,
        triggering: [
            RuleExample("""
                import TipKit

                struct ↓ScanTip: Tip { var title: Text { Text("Scan a face") } }

                struct HomeView: View {
                    let scanTip = ScanTip()
                    var body: some View {
                        Button("Scan") { scan() }.popoverTip(scanTip)
                    }
                }
                """),
        ],
        nonTriggering: [
            // Retired by a donated event its rules read, an invalidate call, or a maximum display count.
            RuleExample("""
                import TipKit

                struct SaveRouteTip: Tip {
                    static let saved = Tips.Event(id: "route-saved")
                    var title: Text { Text("Save") }
                    var rules: [Rule] { #Rule(Self.saved) { $0.donations.count == 0 } }
                }
                struct WeatherTip: Tip { var title: Text { Text("Weather") } }
                struct LayersTip: Tip {
                    var title: Text { Text("Layers") }
                    var options: [any TipOption] { Tips.MaxDisplayCount(3) }
                }

                struct RouteView: View {
                    let weatherTip = WeatherTip()
                    var body: some View {
                        Button("Save") { SaveRouteTip.saved.donate() }.popoverTip(SaveRouteTip())
                        Button("Weather") { weatherTip.invalidate(reason: .actionPerformed) }.popoverTip(weatherTip)
                        TipView(LayersTip())
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        return index.tips.filter { !index.displaySites(of: $0).isEmpty && !isRetired($0, index) }.map { tip in
            finding(
                "tip \(tip.name) has no action that retires it (no donated event in its rules, no invalidate(reason:) "
                    + "call, no Tips.MaxDisplayCount), so it shows until the user closes it; call "
                    + "`invalidate(reason: .actionPerformed)` when the user does what it suggests",
                at: tip.location, key: tip.name)
        }
    }

    private func isRetired(_ tip: TipDeclaration, _ index: TipKitIndex) -> Bool {
        // `.maxDisplayCount(n)` is the pre-release spelling (beta_api reports it), with the same intent.
        if tip.options.contains(where: {
            let option = $0.lowercased()
            return option.contains("maxdisplaycount") || option.contains("maxdisplayduration")
        }) {
            return true
        }
        if !index.invalidations(of: tip.name).isEmpty {
            return true
        }
        return index.reads(byRulesOf: tip.name).contains { reference in
            index.events(readBy: reference).contains { index.isDonated($0) }
        }
    }
}
