struct ParameterNeverSetRule: Rule {
    static let description = RuleDescription(
        id: "parameter_never_set", severity: .warning, system: .tipKit,
        summary: "a `@Parameter` that a rule reads is never assigned",
        details: """
            A parameter rule compares the parameter's current value. If no code ever assigns it, the rule always \
            sees the initial value: the tip always shows, or never does. Assign the parameter where the state it \
            mirrors changes (`ScanTip.isSignedIn = true`). When only tips that are never displayed read it, the \
            finding is theirs (`tip_never_displayed`), with this parameter as a related location.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                struct SyncTip: Tip {
                    @Parameter static var ↓isSignedIn: Bool = false
                    @Parameter static var unread: Bool = false
                    var title: Text { Text("Sync") }
                    var rules: [Rule] { #Rule(Self.$isSignedIn) { $0 == true } }
                }

                struct SyncView: View {
                    var body: some View { TipView(SyncTip()) }
                }
                """),
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct ScanTip: Tip {
                    @Parameter static var ↓isSignedIn: Bool = false
                    var title: Text { Text("Scan a face") }
                    var rules: [Rule] { #Rule(Self.$isSignedIn) { $0 == true } }
                }

                struct ScanView: View {
                    var body: some View { TipView(ScanTip()) }
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
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                struct ScanTip: Tip {
                    @Parameter static var isSignedIn: Bool = false
                    var title: Text { Text("Scan a face") }
                    var rules: [Rule] { #Rule(Self.$isSignedIn) { $0 == true } }
                }
                """,
                "ScanView.swift": """
                import TipKit
                import SwiftUI

                struct ScanView: View {
                    var body: some View {
                        TipView(ScanTip())
                        Button("Sign in") { ScanTip.isSignedIn = true }
                    }
                }
                """,
            ]),
            // Only a tip that is never displayed reads it: reported once, as that tip's finding.
            RuleExample(
                """
                import TipKit

                struct ScanTip: Tip {
                    @Parameter static var isSignedIn: Bool = false
                    var title: Text { Text("Scan a face") }
                    var rules: [Rule] { #Rule(Self.$isSignedIn) { $0 == true } }
                }
                """),
            // Testing only: a parameter no rule reads, and one a rule reads without its `$` (that is
            // `rule_parameter_missing_dollar`), are not reported as never set.
            RuleExample(files: [
                "Tips.swift": """
                import TipKit
                struct SyncTip: Tip {
                    @Parameter static var isSignedIn: Bool = false
                    @Parameter static var hasMaps: Bool = false
                    @Parameter static var unused: Bool = false
                    var title: Text { Text("Sync") }
                    var rules: [Rule] {
                        #Rule(Self.$isSignedIn) { $0 == true }
                        #Rule(Self.hasMaps) { $0 == true }
                    }
                }
                """,
                "Account.swift": """
                import TipKit
                func didSignIn() {
                    SyncTip.isSignedIn = true
                }
                """,
            ]).testOnly(),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        return index.parameters.compactMap { parameter in
            let readers = index.reads(of: parameter)
            guard let reader = readers.first, !index.isAssigned(parameter) else { return nil }
            let name = [parameter.owner, parameter.name].compactMap { $0 }.joined(separator: ".")
            var result = finding(
                "@Parameter \(name) is read by a #Rule of \(reader.tip) but never assigned, so the rule always sees its "
                    + "initial value; set `\(name) = …` where that state changes",
                at: parameter.location, key: name)
            if let tip = index.undisplayedTip(behind: readers) {
                result.cause = TipNeverDisplayedRule.cause(of: tip, note: "its @Parameter \(name) is never set either")
            }
            return result
        }
    }
}
