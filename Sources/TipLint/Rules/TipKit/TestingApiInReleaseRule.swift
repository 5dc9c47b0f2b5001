struct TestingApiInReleaseRule: Rule {
    static let description = RuleDescription(
        id: "testing_api_in_release", severity: .error, system: .tipKit,
        summary: "TipKit testing APIs that ship in release builds",
        details: """
            `Tips.showAllTipsForTesting()` and `Tips.showTipsForTesting(_:)` override every display rule: outside \
            `#if DEBUG` they show tips to every user at once. `Tips.resetDatastore()` run unconditionally at app \
            start wipes every tip's state on each launch, so dismissed tips come back. Wrap them in `#if DEBUG`. A \
            reset behind a runtime condition (a launch argument, a settings switch), before `Tips.configure`, is a \
            legitimate feature and is not reported, nor is code in previews and test targets.
            """,
        triggering: [
            RuleExample("""
                import TipKit

                @main
                struct FacesApp: App {
                    init() {
                        try? ↓Tips.resetDatastore()
                        ↓Tips.showAllTipsForTesting()
                        try? Tips.configure()
                    }
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                """),
        ],
        nonTriggering: [
            // Debug builds only; a reset behind a launch argument; hiding tips for tests ships nothing.
            RuleExample("""
                import TipKit

                @main
                struct FacesApp: App {
                    init() {
                        #if DEBUG
                        Tips.showTipsForTesting([ScanTip.self])
                        #endif
                        if CommandLine.arguments.contains("-resetTips") {
                            try? Tips.resetDatastore()
                        }
                        Tips.hideAllTipsForTesting()
                        try? Tips.configure()
                    }
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        let configures = model.configureCalls
        return model.testingCalls.filter {
            !$0.branch.isDebugOnly && TipKitPlaces.runsInApp($0.location, $0.context, in: model)
        }.compactMap { call in
            let key = TipKitIndex.key("Tips.\(call.name)", in: call.context)
            switch call.name {
            case "showAllTipsForTesting", "showTipsForTesting":
                return finding(
                    "`Tips.\(call.name)` is compiled into release builds, where it shows tips regardless of their rules; "
                        + "wrap it in `#if DEBUG`", at: call.location, key: key)
            case "resetDatastore":
                guard !call.isConditional, !call.followsConfigure, TipKitPlaces.userAction(call.context) == nil,
                      TipKitPlaces.isAppStart(call.context) || precedesConfigure(call, configures) else { return nil }
                return finding(
                    "`Tips.resetDatastore()` runs unconditionally at app start in release builds: every launch wipes the "
                        + "tips' state; wrap it in `#if DEBUG` or put it behind a launch argument",
                    at: call.location, key: key)
            default:
                return nil
            }
        }
    }

    /// A configure call later in the same body makes the reset part of launching TipKit.
    private func precedesConfigure(_ call: TestingCall, _ configures: [ConfigureCall]) -> Bool {
        configures.contains {
            $0.location.file == call.location.file && $0.context == call.context && call.location < $0.location
        }
    }
}
