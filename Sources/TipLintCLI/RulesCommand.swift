import TipLint

/// `tiplint rules [RULE_ID] [--markdown]`: the rule list, or one rule
/// explained; in Markdown, `Documentation/Rules.md` or one rule's section.
enum RulesCommand {
    static func run(ruleID: String?, markdown: Bool, console: Console) throws(CommandError) -> Int32 {
        guard let ruleID else {
            let all = RuleRegistry.descriptions
            console.output(markdown ? RuleDocumentation.markdownDocument(all) : RuleDocumentation.list(all))
            return 0
        }
        guard let description = RuleRegistry.description(of: ruleID) else {
            let hint = Suggestion.hint(for: ruleID, among: RuleRegistry.descriptions.map(\.id))
            throw .failure("unknown rule '\(ruleID)'\(hint) ('tiplint rules' lists them)")
        }
        console.output(
            markdown ? RuleDocumentation.markdown(description) : RuleDocumentation.text(description, width: 80))
        return 0
    }
}
