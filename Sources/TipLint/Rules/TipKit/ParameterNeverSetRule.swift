struct ParameterNeverSetRule: Rule {
    static let description = RuleDescription(
        id: "parameter_never_set", severity: .warning, system: .tipKit,
        summary: "a `@Parameter` that a rule reads is never assigned",
        details: """
            A parameter rule compares the parameter's current value. If no code ever assigns it, the rule always \
            sees the initial value: the tip always shows, or never does. Assign the parameter where the state it \
            mirrors changes (`ScanTip.isSignedIn = true`). An assignment in a method nothing calls never runs. \
            When only tips that are never displayed read it, the \
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
            // Assigned only in methods nothing calls (the reading `tip_never_displayed` uses): those assignments
            // never run.
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                struct WateringTip: Tip {
                    @Parameter static var ↓hasWatered: Bool = false
                    var title: Text { Text("Water the seedlings") }
                    var rules: [Rule] { #Rule(Self.$hasWatered) { $0 == false } }
                }

                final class GardenTipCoordinator {
                    func noteWatering() {
                        WateringTip.hasWatered = true
                    }

                    func forgetEverything() {
                        WateringTip.hasWatered = false
                    }
                }
                """,
                "GardenView.swift": """
                import SwiftUI
                import TipKit

                struct GardenView: View {
                    var body: some View { TipView(WateringTip()) }
                }
                """,
            ]),
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
            // The method assigning it is called from another file, or may be (it takes an argument, and outside
            // view code a method with parameters may be reached in ways a name search does not see).
            RuleExample(files: [
                "Tips.swift": """
                import TipKit

                struct WateringTip: Tip {
                    @Parameter static var hasWatered: Bool = false
                    @Parameter static var hasPruned: Bool = false
                    var title: Text { Text("Water the seedlings") }
                    var rules: [Rule] {
                        #Rule(Self.$hasWatered) { $0 == false }
                        #Rule(Self.$hasPruned) { $0 == false }
                    }
                }

                final class GardenTipCoordinator {
                    func noteWatering() {
                        WateringTip.hasWatered = true
                    }

                    func notePruning(_ done: Bool) {
                        WateringTip.hasPruned = done
                    }
                }
                """,
                "GardenView.swift": """
                import SwiftUI
                import TipKit

                struct GardenView: View {
                    let coordinator = GardenTipCoordinator()
                    var body: some View {
                        TipView(WateringTip())
                        Button("Water") { coordinator.noteWatering() }
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
            guard let reader = readers.first else { return nil }
            // An assignment in a method nothing calls (the reading `tip_never_displayed` uses) never runs.
            let assignments = index.assignments(of: parameter).sorted { $0.location < $1.location }
            let holders = assignments.map {
                context.uncalledDisplayHelpers.helper(holding: $0.context, in: $0.location.file)
            }
            guard !holders.contains(where: { $0 == nil }) else { return nil }
            let name = [parameter.owner, parameter.name].compactMap { $0 }.joined(separator: ".")
            let never =
                holders.isEmpty
                ? "never assigned"
                : "assigned only in \(UncalledMethodText.methods(holders.compactMap { $0?.name })), which nothing calls"
            var result = finding(
                "@Parameter \(name) is read by a #Rule of \(reader.tip) but \(never), so the rule always sees its "
                    + "initial value; set `\(name) = …` where that state changes",
                at: parameter.location, key: name,
                related: assignments.map { UncalledMethodText.related("assigned", in: $0.context, at: $0.location) })
            if let tip = index.undisplayedTip(behind: readers) {
                result.cause = TipNeverDisplayedRule.cause(of: tip, note: "its @Parameter \(name) is never set either")
            }
            return result
        }
    }
}
