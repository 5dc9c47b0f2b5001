import TipLint

/// `tiplint rules [RULE_ID]`: the rule list, or one rule explained.
enum RulesCommand {
    static func run(ruleID: String?, console: Console) throws(CommandError) -> Int32 {
        guard let ruleID else {
            console.output(list(RuleRegistry.descriptions))
            return 0
        }
        guard let description = RuleRegistry.description(of: ruleID) else {
            let hint = Suggestion.hint(for: ruleID, among: RuleRegistry.descriptions.map(\.id))
            throw .failure("unknown rule '\(ruleID)'\(hint) ('tiplint rules' lists them)")
        }
        console.output(explanation(description))
        return 0
    }

    /// One rule a line: id, default severity, system, what it finds.
    static func list(_ descriptions: [RuleDescription]) -> String {
        let rows = [["RULE", "SEVERITY", "SYSTEM", "FINDS"]]
            + descriptions.map { [$0.id, $0.severity.rawValue, systemName($0), $0.summary] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] + 2 - row[$0].count) }.joined() + row[3] + "\n"
        }.joined()
    }

    static func explanation(_ rule: RuleDescription) -> String {
        var text = "\(rule.id) (\(rule.severity.rawValue), \(systemName(rule)))\n\n"
        text += wrapped("Finds: \(rule.summary).") + "\n"
        if rule.needsPlan { text += wrapped("Runs only when a plan is in use (--plan, config \"plan\", or one found).") + "\n" }
        text += "\n" + wrapped(rule.details) + "\n\nExample:\n"
        text += rule.example.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)\n" }.joined()
        return text
    }

    private static func systemName(_ rule: RuleDescription) -> String {
        rule.needsPlan ? "\(rule.system.rawValue), plan" : rule.system.rawValue
    }

    /// Greedy word wrap at `width` columns; existing line breaks are kept.
    static func wrapped(_ text: String, width: Int = 80) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var lines: [String] = []
            var current = ""
            for word in line.split(separator: " ") {
                if !current.isEmpty && current.count + 1 + word.count > width {
                    lines.append(current)
                    current = ""
                }
                current += current.isEmpty ? String(word) : " " + word
            }
            lines.append(current)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
