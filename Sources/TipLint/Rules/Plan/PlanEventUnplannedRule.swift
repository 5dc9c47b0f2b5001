struct PlanEventUnplannedRule: Rule {
    static let description = RuleDescription(
        id: "plan_event_unplanned", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a tip's rules read an event the plan does not give that tip",
        details: """
            The plan lists a tip's events (in its code block, a table, a field list, or the donations it \
            plans), but the tip's `#Rule` reads another event that the app donates: the tip now shows or \
            hides on an action the plan never designed, and analytics keyed on the planned events miss it. \
            An event of a planned name or id is planned; the tip's only event standing for the plan's only \
            event is `plan_event_mismatch`'s. Reported at the rule that reads the event; only where the plan \
            gives the tip events, and at most a note when the plan only mentions them in prose. An event \
            read but never donated is `event_never_donated`'s.
            """,
        triggering: [
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.tipsPath, "static let scanned = Tips.Event(id: \"faceScanned\")",
                    "static let scanned = Tips.Event(id: \"faceScanned\")\n    static let shared = Tips.Event(id: \"faceShared\")"
                ),
                .init(
                    PlanExampleProject.tipsPath, "#Rule(Self.scanned) { $0.donations.count == 0 }",
                    "#Rule(Self.scanned) { $0.donations.count == 0 }\n        #Rule(↓Self.shared) { $0.donations.count == 0 }"
                ),
                .init(
                    PlanExampleProject.viewPath, "ScanTip.scanned.donate() }",
                    "ScanTip.scanned.donate() }\n            Button(\"Share\") { ScanTip.shared.donate() }"))
        ],
        nonTriggering: [
            PlanExampleProject.example(),
            // The plan gives the tip both events.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.planPath, "static let scanned = Tips.Event(id: \"faceScanned\")",
                    "static let scanned = Tips.Event(id: \"faceScanned\")\n    static let shared = Tips.Event(id: \"faceShared\")"
                ),
                .init(
                    PlanExampleProject.tipsPath, "static let scanned = Tips.Event(id: \"faceScanned\")",
                    "static let scanned = Tips.Event(id: \"faceScanned\")\n    static let shared = Tips.Event(id: \"faceShared\")"
                ),
                .init(
                    PlanExampleProject.tipsPath, "#Rule(Self.scanned) { $0.donations.count == 0 }",
                    "#Rule(Self.scanned) { $0.donations.count == 0 }\n        #Rule(Self.shared) { $0.donations.count == 0 }"
                ),
                .init(
                    PlanExampleProject.viewPath, "ScanTip.scanned.donate() }",
                    "ScanTip.scanned.donate() }\n            Button(\"Share\") { ScanTip.shared.donate() }")),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        findings(of: context.planEvaluation?.unplannedEvents ?? [])
    }
}
