/// Every rule tiplint has, by area. Each area's list lives beside its rules.
public enum RuleRegistry {
    public static let rules: [any Rule] = GeneralRules.all + TipKitRules.all + PlanRules.all
        + TooltipRules.all + TutorialRules.all

    public static var descriptions: [RuleDescription] { rules.map { type(of: $0).description } }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    public static var ids: Set<String> { Set(descriptions.map(\.id)) }

    /// Whether a rule runs for a project using `systems`, with or without a plan.
    static func applies(_ rule: any Rule, systems: [TipSystem], hasPlan: Bool) -> Bool {
        let description = type(of: rule).description
        if description.needsPlan && !hasPlan { return false }
        return description.system == .general || systems.contains(description.system)
    }
}
