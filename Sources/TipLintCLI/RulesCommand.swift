import TipLint

/// `tiplint rules [RULE_ID] [--markdown]`: the rule list, or one rule
/// explained; in Markdown, `Documentation/Rules.md` or one rule's section.
enum RulesCommand {
    static func run(ruleID: String?, markdown: Bool, console: Console) throws(CommandError) -> Int32 {
        guard let ruleID else {
            let all = RuleRegistry.descriptions
            console.output(markdown ? RuleDocumentation.markdownDocument(all) : list(all))
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

    /// One rule a line: id, default severity, system, what it finds.
    static func list(_ descriptions: [RuleDescription]) -> String {
        let rows =
            [["RULE", "SEVERITY", "SYSTEM", "FINDS"]]
            + descriptions.map { [$0.id, $0.severity.rawValue, systemName($0), $0.summary] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] + 2 - row[$0].count) }.joined() + row[3]
                + "\n"
        }.joined()
    }

    private static func systemName(_ rule: RuleDescription) -> String {
        rule.needsPlan ? "\(rule.system.rawValue), plan" : rule.system.rawValue
    }
}
