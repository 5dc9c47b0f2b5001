struct PlanEventMismatchRule: Rule {
    static let description = RuleDescription(
        id: "plan_event_mismatch", severity: .error, system: .tipKit, needsPlan: true,
        summary: "a tip's event id differs from the planned one",
        details: """
            Event ids are what TipKit stores donations under: a different id than planned splits or loses \
            the history that analytics, migrations and other tips' rules expect. A tip's events are those \
            its rules read and those declared in it; an event of the planned id under another name is \
            accepted. Reported at the event of the planned name (whose id differs, or is not a literal and \
            so cannot be compared), or at the tip's declaration when it has no such event.
            """,
        triggering: [
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.tipsPath, "static let scanned = Tips.Event(id: \"faceScanned\")",
                    "static let ↓scanned = Tips.Event(id: \"scanTapped\")")
            )
            // Without the event, the tip lacking it is reported.
            .exempt(.commentingOut),
            // Testing only: the event renamed with another id is reported at the code's event.
            PlanExampleProject.example(
                .init(
                    PlanExampleProject.tipsPath, "static let scanned = Tips.Event(id: \"faceScanned\")",
                    "static let ↓faceSeen = Tips.Event(id: \"faceSeen\")"),
                .init(PlanExampleProject.tipsPath, "#Rule(Self.scanned)", "#Rule(Self.faceSeen)"),
                .init(PlanExampleProject.viewPath, "ScanTip.scanned.donate()", "ScanTip.faceSeen.donate()")
            ).testOnly()
                // Without the event, the tip lacking it is reported.
                .exempt(.commentingOut),
            // Testing only: a tip with no event at all is reported at the tip.
            PlanExampleProject.example(
                .init(PlanExampleProject.tipsPath, "struct ScanTip: Tip {", "struct ↓ScanTip: Tip {"),
                .init(PlanExampleProject.tipsPath, "static let scanned = Tips.Event(id: \"faceScanned\")", ""),
                .init(PlanExampleProject.tipsPath, "#Rule(Self.scanned) { $0.donations.count == 0 }", ""),
                .init(PlanExampleProject.viewPath, "ScanTip.scanned.donate()", "scan()")
            ).testOnly(),
        ],
        nonTriggering: [
            PlanExampleProject.example(),
            // The planned id under another name.
            PlanExampleProject.example(
                .init(PlanExampleProject.tipsPath, "static let scanned =", "static let faceScanned ="),
                .init(PlanExampleProject.tipsPath, "#Rule(Self.scanned)", "#Rule(Self.faceScanned)"),
                .init(PlanExampleProject.viewPath, "ScanTip.scanned.donate()", "ScanTip.faceScanned.donate()")),
            // Testing only: a tip nested in another type, its event renamed with the planned id.
            PlanExampleProject.example(
                .init(PlanExampleProject.viewPath, "ScanTip()", "Faces.ScanTip()"),
                .init(PlanExampleProject.viewPath, "ScanTip.scanned.donate()", "Faces.ScanTip.faceScanned.donate()"),
                removing: [PlanExampleProject.tipsPath],
                adding: [
                    RuleExample.File(
                        path: PlanExampleProject.tipsPath,
                        text: """
                            import TipKit

                            enum Faces {
                                struct ScanTip: Tip {
                                    static let faceScanned = Tips.Event(id: "faceScanned")

                                    var title: Text { Text("Scan a New Face") }
                                    var message: Text? { Text("Point the camera at someone you just met") }
                                    var image: Image? { Image(systemName: "camera.viewfinder") }
                                    var rules: [Rule] { #Rule(Self.faceScanned) { $0.donations.count == 0 } }
                                }
                            }
                            """)
                ]
            ).testOnly(),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        findings(ofChecks: [.event], in: context)
    }
}
