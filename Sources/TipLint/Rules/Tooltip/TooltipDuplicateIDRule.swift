struct TooltipDuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: "tooltip_duplicate_id", severity: .error, system: .tooltipManager,
        summary: "one tooltip id is used with a different title or message",
        details:
            "The manager remembers tooltips by id: once the user dismisses one, every tooltip with that id counts as seen. Two different tooltips sharing an id means the second one never appears. Give each tooltip its own id, or make the copy identical when it really is one tooltip shown from two places.",
        triggering: [
            RuleExample(files: [
                "EnergyView.swift": """
                struct EnergyView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    var body: some View {
                        EnergyMeter()
                            .tooltip(manager: hintCenter, id: "energy_meter_intro", title: "Energy",
                                     message: "Actions use energy.", position: .bottom, trigger: .onAppear)
                    }
                }
                """,
                "ShopView.swift": """
                struct ShopView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    var body: some View {
                        GemCounter().onAppear {
                            hintCenter.showTooltipIfNeeded(↓"energy_meter_intro", title: "Low energy",
                                                           message: "Refill with gems.", position: .top)
                        }
                    }
                }
                """,
            ]),
            // `#if` groups are numbered per file: the `#else` here and the `#if` there build together on iOS.
            RuleExample(files: [
                "EnergyView.swift": """
                struct EnergyView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    func energyDropped() {
                        #if os(macOS)
                        hintCenter.showTooltipIfNeeded("energy_meter_mac", title: "Energy", message: "Click to refill.", position: .top)
                        #else
                        hintCenter.showTooltipIfNeeded("energy_meter_low", title: "Low energy", message: "Tap to refill.", position: .top)
                        #endif
                    }
                }
                """,
                "ShopView.swift": """
                struct ShopView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    func levelEnded() {
                        #if os(iOS)
                        hintCenter.showTooltipIfNeeded(↓"energy_meter_low", title: "Out of energy", message: "Tap to refill.", position: .top)
                        #endif
                    }
                }
                """,
            ]),
        ],
        nonTriggering: [
            // One tooltip shown from two places with the same copy; copy computed at run time.
            RuleExample(
                """
                struct EnergyView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    func energyDropped() {
                        hintCenter.showTooltipIfNeeded("energy_meter_low", title: "Low energy", message: "Refill with gems.", position: .top)
                    }
                    func levelEnded() {
                        hintCenter.showTooltipIfNeeded("energy_meter_low", title: "Low energy", message: "Refill with gems.", position: .top)
                        hintCenter.showTooltipIfNeeded("energy_meter_low", title: localizedTitle, message: "\\(gems) gems left", position: .top)
                    }
                }
                """),
            // Different clauses of one `#if` never build together.
            RuleExample(
                """
                struct EnergyView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    func energyDropped() {
                        #if os(iOS)
                        hintCenter.showTooltipIfNeeded("energy_meter_low", title: "Low energy", message: "Tap to refill.", position: .top)
                        #else
                        hintCenter.showTooltipIfNeeded("energy_meter_low", title: "Low energy", message: "Click to refill.", position: .top)
                        #endif
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let shows = context.tooltip.appShows.filter(\.id.isLiteral)
        var findings: [Finding] = []
        for (id, group) in Dictionary(grouping: shows, by: \.id.text) where group.count > 1 {
            let sorted = group.sorted { $0.location < $1.location }
            for (position, show) in sorted.enumerated() {
                // The first earlier show with a written title (message) that builds together with this one.
                let earlier = sorted[..<position].filter {
                    BranchPath.canBuildTogether($0.location, $0.branch, show.location, show.branch)
                }
                let firstTitle = earlier.first { $0.title?.isLiteral == true }
                let firstMessage = earlier.first { $0.message?.isLiteral == true }
                var differences: [String] = []
                if let reference = firstTitle, let title = show.title, title.isLiteral,
                    title.text != reference.title!.text
                {
                    differences.append("title")
                }
                if let reference = firstMessage, let message = show.message, message.isLiteral,
                    message.text != reference.message!.text
                {
                    differences.append("message")
                }
                guard !differences.isEmpty else { continue }
                let other = differences == ["message"] ? firstMessage! : firstTitle!
                findings.append(
                    finding(
                        "tooltip id '\(id)' is also used at \(other.location.citation) with a different \(differences.joined(separator: " and ")); once one is seen the other never shows",
                        at: show.id.location, key: id))
            }
        }
        return findings
    }
}
