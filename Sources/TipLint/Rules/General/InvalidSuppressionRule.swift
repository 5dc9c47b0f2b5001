struct InvalidSuppressionRule: Rule {
    static let description = RuleDescription(
        id: "invalid_suppression", severity: .warning, system: .general,
        summary: "a tiplint:disable or tiplint:enable comment names a rule that does not exist, or no rule",
        details:
            "A misspelt rule id suppresses nothing, so the finding it meant to hide still shows, or a later rename silently stops working. Use an id from `tiplint rules`, or `all`.",
        triggering: [
            RuleExample(
                """
                ↓// tiplint:disable:next tip_never_display
                let a = 1
                ↓// tiplint:disable:next
                let b = 2
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                // tiplint:disable:next tip_never_displayed - shown from the debug menu only
                let a = 1
                /* tiplint:disable all */
                let b = 2
                """)
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let known = RuleRegistry.ids
        // Read where they are, not copied, and room made once: 300,000 comments on one 10 MB line make
        // as many findings, which an array grown as it goes would hold twice over.
        let lists = context.model.files.map(\.suppressions).filter { !$0.isEmpty } + [context.plan?.suppressions ?? []]
        var findings: [Finding] = []
        findings.reserveCapacity(lists.joined().reduce(0) { $0 + max($1.rules.count, 1) })
        for suppression in lists.joined() {
            // A command with no rule (`// tiplint:disable:next`) suppresses nothing.
            if suppression.rules.isEmpty {
                findings.append(
                    finding("tiplint comment names no rule; name rule ids or `all`", at: suppression.location, key: ""))
            }
            for id in suppression.rules where id != "all" && !known.contains(id) {
                findings.append(finding(Self.unknownRule(id), at: suppression.location, key: id))
            }
        }
        return findings
    }

    /// The message, its room made once: an interpolation guesses two bytes for the id and grows its
    /// storage, twice for each of 300,000 comments on one line.
    private static func unknownRule(_ id: String) -> String {
        var message = "unknown rule '"
        message.reserveCapacity(message.utf8.count + id.utf8.count + 20)
        message += id
        message += "' in tiplint comment"
        return message
    }
}
