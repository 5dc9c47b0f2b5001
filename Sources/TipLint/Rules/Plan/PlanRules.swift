// PLACEHOLDER until the `plan` branch lands the rules.
enum PlanRules {
    static let all: [any Rule] = []
}
