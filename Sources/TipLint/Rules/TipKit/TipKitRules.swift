// PLACEHOLDER until the `tipkit` branch lands the rules.
enum TipKitRules {
    static let all: [any Rule] = []
}
