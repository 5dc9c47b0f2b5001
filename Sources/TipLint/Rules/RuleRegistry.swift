/// Every rule tiplint has, by area. Each area's list lives beside its rules.
public enum RuleRegistry {
    static let rules: [any Rule] =
        GeneralRules.all + TipKitRules.all + PlanRules.all
        + TooltipRules.all + TutorialRules.all

    public static var descriptions: [RuleDescription] { rules.map { type(of: $0).description } }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    public static var ids: Set<String> { Set(descriptions.map(\.id)) }

    /// The rules `--fix` corrects, in registry order.
    /// Rules no suppression comment hides: a suppression comment's own mistakes.
    static let unsuppressible: Set<String> = [InvalidSuppressionRule.description.id]

    static var fixableRules: [any FixableRule] { rules.compactMap { $0 as? any FixableRule } }

    /// Whether a rule runs for a project using `systems`, with or without a plan.
    /// A plan's checks run whenever there is a plan: a project that has not
    /// started on its tips yet is exactly where every planned tip is missing.
    static func applies(_ rule: any Rule, systems: [TipSystem], hasPlan: Bool) -> Bool {
        let description = type(of: rule).description
        if description.needsPlan { return hasPlan }
        return description.system == .general || systems.contains(description.system)
    }
}
