struct ConfigureDuplicateRule: Rule {
    static let description = RuleDescription(
        id: "configure_duplicate", severity: .error, system: .tipKit,
        summary: "more than one `Tips.configure` can run in one build",
        details: """
            TipKit can be configured once per launch; a second `Tips.configure` throws \
            (`tipsDatastoreAlreadyConfigured`) and its options are ignored, so two calls usually mean one of them \
            silently does nothing. Calls in different branches of one `#if … #else … #endif` never build together \
            and are fine, as are calls in previews and tests. Keep a single call at app start.
            """,
        triggering: [
            RuleExample(files: [
                "FacesApp.swift": """
                    import TipKit

                    @main
                    struct FacesApp: App {
                        init() { try? Tips.configure() }
                        var body: some Scene {
                            WindowGroup {
                                ContentView().task { try? ↓Tips.configure([.displayFrequency(.daily)]) }
                            }
                        }
                    }
                    """,
                "Settings.swift": """
                    import TipKit

                    func restoreTips() { try? ↓Tips.configure() }
                    """,
            ]),
        ],
        nonTriggering: [
            // The clauses of one `#if` never build together.
            RuleExample("""
                import TipKit

                @main
                struct FacesApp: App {
                    init() {
                        #if DEBUG
                        try? Tips.configure([.displayFrequency(.immediate)])
                        #else
                        try? Tips.configure([.displayFrequency(.daily)])
                        #endif
                    }
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                """),
            // Debug-only here, release-only there (`#if` groups are numbered per file).
            RuleExample(files: [
                "FacesApp.swift": """
                    import TipKit

                    @main
                    struct FacesApp: App {
                        init() {
                            #if DEBUG
                            try? Tips.configure([.displayFrequency(.immediate)])
                            #endif
                        }
                        var body: some Scene { WindowGroup { ContentView() } }
                    }
                    """,
                "ReleaseSetup.swift": """
                    import TipKit

                    #if canImport(UIKit)
                    import UIKit
                    #endif

                    #if !DEBUG
                    func configureTips() { try? Tips.configure([.displayFrequency(.daily)]) }
                    #endif
                    """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        let calls = model.configureCalls.filter { TipKitPlaces.runsInApp($0.location, $0.context, in: model) }
            .sorted { $0.location < $1.location }
        var findings: [Finding] = []
        for (position, call) in calls.enumerated() {
            guard let earlier = calls[..<position].first(where: {
                BranchPath.canBuildTogether($0.location, $0.branch, call.location, call.branch)
            }) else { continue }
            findings.append(finding(
                "`Tips.configure` is called again here although the call at \(TipKitIndex.place(earlier.location)) "
                    + "runs in the same build; the second call throws and its options are ignored; keep one call at app start",
                at: call.location, key: TipKitIndex.key("Tips.configure", in: call.context)))
        }
        return findings
    }
}
