struct MultiplePopoverTipsRule: Rule {
    static let description = RuleDescription(
        id: "multiple_popover_tips", severity: .warning, system: .tipKit,
        summary: "two `.popoverTip` on one view",
        details: """
            A view presents one popover at a time: with two `.popoverTip` modifiers on it, one of the tips never \
            shows (or they fight over the popover). Attach each tip to its own view, or put them in a `TipGroup` \
            and show `group.currentTip`.
            """,
        example: """
            Button("Scan") { }
                .popoverTip(scanTip)
                .popoverTip(favoriteTip)
            """)

    func check(_ context: RuleContext) -> [Finding] {
        let sites = TipKitIndex(context.model).displaySites.filter { $0.kind == .popoverTip && $0.anchor != nil }
            .sorted { $0.location < $1.location }
        var findings: [Finding] = []
        for (position, site) in sites.enumerated() {
            guard let first = sites[..<position].first(where: {
                $0.location.file == site.location.file && $0.anchor == site.anchor && !$0.branch.excludes(site.branch)
            }) else { continue }
            let tip = site.tipType ?? site.argument
            findings.append(finding(
                ".popoverTip(\(site.argument)) is a second popover tip on the view that already has "
                    + ".popoverTip(\(first.argument)) (line \(first.location.line)), and a view shows one popover at a time; "
                    + "attach each tip to its own view or use a TipGroup",
                at: site.location, key: tip))
        }
        return findings
    }
}
