struct TooltipIDStyleRule: Rule {
    static let description = RuleDescription(
        id: "tooltip_id_style", severity: .warning, system: .tooltipManager,
        summary: "a tooltip id is not lower snake_case `feature_action[_context]`",
        details:
            "Tooltip ids are stored in the user's defaults and sent to analytics, so they outlive the code that shows them. A consistent `feature_action[_context]` shape (`energy_meter_running_low`, `shop_gems_first_visit`) keeps them unique, searchable and readable in dashboards. Rename the id; users who saw the old one will see the tooltip once more.",
        triggering: [
            RuleExample(
                """
                struct EnergyView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    func energyDropped() {
                        hintCenter.showTooltipIfNeeded(↓"LowEnergy", title: "Low energy", message: "Refill with gems.", position: .top)
                        if hintCenter.hasSeenTooltip(↓"intro") { return }
                        #if DEBUG
                        hintCenter.resetTooltip(↓"energy-meter-intro")
                        #endif
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                struct EnergyView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    func energyDropped() {
                        hintCenter.showTooltipIfNeeded("energy_meter_running_low", title: "Low energy", message: "Refill with gems.", position: .top)
                        hintCenter.showTooltipIfNeeded("level2_unlock", title: "Level 2", message: "New tools.", position: .top)
                        hintCenter.showTooltipIfNeeded(id, title: "T", message: "M", position: .top)
                    }
                }
                """)
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let tooltip = context.tooltip
        let facts = tooltip.facts
        var ids = tooltip.appShows.map(\.id)
        ids += facts.seenChecks.filter { !tooltip.isTest($0.context) }.map(\.id)
        ids += facts.resets.filter { !$0.isInsideManager && !tooltip.isTest($0.context) }.compactMap(\.id)
        var seen = Set<SourceLocation>()
        return ids.compactMap { id in
            guard id.isLiteral, seen.insert(id.location).inserted, let problem = Self.problem(with: id.text) else {
                return nil
            }
            return finding(
                "tooltip id '\(id.text)' \(problem); use lower snake_case feature_action[_context]",
                at: id.location, key: id.text)
        }
    }

    /// What is wrong with an id, or nil when it is `feature_action[_context]`.
    static func problem(with id: String) -> String? {
        let segments = id.split(separator: "_", omittingEmptySubsequences: false)
        let isLowerSnake =
            segments.allSatisfy { segment in
                !segment.isEmpty
                    && segment.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            } && id.unicodeScalars.first.map { ("a"..."z").contains($0) } == true
        if !isLowerSnake { return "is not lower snake_case" }
        if segments.count < 2 { return "has a single segment" }
        return nil
    }
}
