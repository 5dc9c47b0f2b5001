struct RuleParameterMissingDollarRule: Rule {
    static let description = RuleDescription(
        id: "rule_parameter_missing_dollar", severity: .error, system: .tipKit,
        summary: "`#Rule(Self.name)` where `name` is a `@Parameter` (the rule needs `$name`)",
        details: """
            `#Rule` takes the parameter itself, written with `$` (`#Rule(Self.$isSignedIn)`). Without the `$` it \
            gets the parameter's current value, which is not a rule input: the rule does not compile, or is \
            evaluated once and never again. Write the `$`.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                struct SyncTip: Tip {
                    @Parameter static var isSignedIn: Bool = false
                    var title: Text { Text("Sync") }
                    var rules: [Rule] { #Rule(↓Self.isSignedIn) { $0 == true } }
                }
                """)
        ],
        nonTriggering: [
            // With the `$`; and an event, which has none.
            RuleExample(
                """
                import TipKit

                struct SyncTip: Tip {
                    @Parameter static var isSignedIn: Bool = false
                    static let synced = Tips.Event(id: "synced")
                    var title: Text { Text("Sync") }
                    var rules: [Rule] {
                        #Rule(Self.$isSignedIn) { $0 == true }
                        #Rule(Self.synced) { $0.donations.count > 0 }
                    }
                }
                """)
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        return context.model.ruleReferences.filter { !$0.hasDollar }.compactMap { reference in
            guard index.parameter(readBy: reference) != nil else { return nil }
            let written = reference.owner == reference.tip ? "Self" : reference.owner
            return finding(
                "`#Rule(\(written).\(reference.member))` reads the value of @Parameter \(reference.member), not the "
                    + "parameter; write `#Rule(\(written).$\(reference.member))`",
                at: reference.location, key: "\(reference.owner).\(reference.member)")
        }
    }
}
