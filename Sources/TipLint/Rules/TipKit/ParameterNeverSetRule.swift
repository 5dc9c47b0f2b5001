struct ParameterNeverSetRule: Rule {
    static let description = RuleDescription(
        id: "parameter_never_set", severity: .warning, system: .tipKit,
        summary: "a `@Parameter` that a rule reads is never assigned",
        details: """
            A parameter rule compares the parameter's current value. If no code ever assigns it, the rule always \
            sees the initial value: the tip always shows, or never does. Assign the parameter where the state it \
            mirrors changes (`ScanTip.isSignedIn = true`).
            """,
        triggering: [
            RuleExample("""
                import TipKit

                struct SyncTip: Tip {
                    @Parameter static var ↓isSignedIn: Bool = false
                    @Parameter static var unread: Bool = false
                    var title: Text { Text("Sync") }
                    var rules: [Rule] { #Rule(Self.$isSignedIn) { $0 == true } }
                }
                """),
        ],
        nonTriggering: [
            RuleExample(files: [
                "SyncTip.swift": """
                    import TipKit

                    struct SyncTip: Tip {
                        @Parameter static var isSignedIn: Bool = false
                        var title: Text { Text("Sync") }
                        var rules: [Rule] { #Rule(Self.$isSignedIn) { $0 == true } }
                    }
                    """,
                "Account.swift": """
                    import TipKit

                    func didSignIn() {
                        SyncTip.isSignedIn = true
                    }
                    """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        return index.parameters.compactMap { parameter in
            guard let reader = index.firstRead(of: parameter), !index.isAssigned(parameter) else { return nil }
            let name = [parameter.owner, parameter.name].compactMap { $0 }.joined(separator: ".")
            return finding(
                "@Parameter \(name) is read by a #Rule of \(reader.tip) but never assigned, so the rule always sees its "
                    + "initial value; set `\(name) = …` where that state changes",
                at: parameter.location, key: name)
        }
    }
}
