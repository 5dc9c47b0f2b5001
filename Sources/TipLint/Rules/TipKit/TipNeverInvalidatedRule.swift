struct TipNeverInvalidatedRule: Rule {
    static let description = RuleDescription(
        id: "tip_never_invalidated", severity: .note, system: .tipKit,
        summary: "a displayed tip has no action that retires it",
        details: """
            A tip should go away once the user has done what it suggests. Without a donated event in its rules, \
            an `invalidate(reason: .actionPerformed)` call, or a `Tips.MaxDisplayCount` option, it keeps showing \
            until the user closes it by hand, even after using the feature.
            """,
        example: """
            struct ScanTip: Tip { var title: Text { Text("Scan a face") } }
            Button("Scan") { scan() }.popoverTip(scanTip)   // scan() never retires the tip
            """)

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
