struct TooltipCopyLengthRule: Rule {
    static let description = RuleDescription(
        id: "tooltip_copy_length", severity: .warning, system: .tooltipManager,
        summary: "a tooltip message is longer than the configured length or sentence count",
        details:
            "A tooltip covers the screen it explains; people read one or two short sentences and dismiss the rest. Keep the message to what the user can do next, within `copy.maxMessageLength` characters and `copy.maxSentences` sentences in .tiplint.json (defaults 150 and 2).",
        triggering: [
            RuleExample(
                """
                struct EnergyView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    var body: some View {
                        EnergyMeter()
                            .tooltip(manager: hintCenter, id: "energy_meter_intro", title: "Energy",
                                     message: ↓"Energy is the core mechanic. It drains with every action. It refills over time.",
                                     position: .bottom, trigger: .onAppear)
                    }
                }
                """),
            RuleExample(
                """
                struct EnergyView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    func energyDropped() {
                        hintCenter.showTooltipIfNeeded("energy_meter_low", title: "Low energy",
                                                       message: ↓"Out of energy? Refill it.", position: .top)
                    }
                }
                """, config: #"{"copy": {"maxSentences": 1}}"#),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct EnergyView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    func energyDropped() {
                        hintCenter.showTooltipIfNeeded("energy_meter_low", title: "Low energy",
                                                       message: "Feeling sleepy? Nap to recover. Costs 2.5 gems.", position: .top)
                    }
                }
                """, config: #"{"copy": {"maxSentences": 3}}"#)
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let limits = context.copyLimits
        return context.tooltip.appShows.compactMap { show in
            guard let message = show.message, let text = message.measurableText, let length = message.minimumLength
            else { return nil }
            var problems: [String] = []
            if length > limits.maxMessageLength {
                let atLeast = message.isLiteral ? "" : "at least "
                problems.append("is \(atLeast)\(length) characters (limit \(limits.maxMessageLength))")
            }
            let sentences = CopySentences.count(text)
            if sentences > limits.maxSentences {
                problems.append("has \(sentences) sentences (limit \(limits.maxSentences))")
            }
            guard !problems.isEmpty else { return nil }
            return finding(
                "message of tooltip '\(show.id.text)' \(problems.joined(separator: " and "))",
                at: message.location, key: show.id.text)
        }
    }
}
