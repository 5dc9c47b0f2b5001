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
        // Few files hold suppressions; skip the others without copying their facts.
        let inCode = context.model.files.indices.filter { !context.model.files[$0].suppressions.isEmpty }.flatMap {
            index in
            context.model.files[index].suppressions
        }
        return (inCode + (context.plan?.suppressions ?? [])).flatMap { suppression in
            // A command with no rule (`// tiplint:disable:next`) suppresses nothing.
            suppression.rules.isEmpty
                ? [finding("tiplint comment names no rule; name rule ids or `all`", at: suppression.location, key: "")]
                : suppression.rules.filter { $0 != "all" && !known.contains($0) }.map { id in
                    finding("unknown rule '\(id)' in tiplint comment", at: suppression.location, key: id)
                }
        }
    }
}
