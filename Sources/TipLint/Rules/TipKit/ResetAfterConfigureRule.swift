struct ResetAfterConfigureRule: Rule {
    static let description = RuleDescription(
        id: "reset_after_configure", severity: .error, system: .tipKit,
        summary: "`Tips.resetDatastore()` where the datastore is already configured",
        details: """
            `Tips.resetDatastore()` only works before `Tips.configure`; afterwards it throws \
            (`tipsDatastoreAlreadyConfigured`) and resets nothing — with `try?` the failure is silent. This is the \
            case after `Tips.configure` in the same body, in a user action (a button, menu or gesture), and in a \
            view's own methods and change handlers when the app configures TipKit at launch: all run after launch \
            configured TipKit. Reset at launch, before `Tips.configure`, for example behind a launch argument.
            """,
        triggering: [
            RuleExample("""
                import TipKit

                @main
                struct FacesApp: App {
                    init() {
                        try? Tips.configure()
                        #if DEBUG
                        try? ↓Tips.resetDatastore()
                        #endif
                    }
                    var body: some Scene { WindowGroup { ContentView() } }
                }

                struct DebugMenu: View {
                    var body: some View {
                        Button("Reset tips") {
                            try? ↓Tips.resetDatastore()
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            // At launch, before configure, behind a launch argument.
            RuleExample("""
                import TipKit

                @main
                struct FacesApp: App {
                    init() {
                        if CommandLine.arguments.contains("-resetTips") {
                            try? Tips.resetDatastore()
                        }
                        try? Tips.configure()
                    }
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.model.testingCalls.filter {
            $0.name == "resetDatastore" && TipKitPlaces.runsInApp($0.location, $0.context, in: context.model)
        }.compactMap { call in
            let key = TipKitIndex.key("Tips.resetDatastore", in: call.context)
            if call.followsConfigure {
                return finding(
                    "`Tips.resetDatastore()` runs after `Tips.configure` in the same body: it throws and resets nothing; "
                        + "call it before `Tips.configure`", at: call.location, key: key)
            }
            if let action = TipKitPlaces.userAction(call.context) {
                return finding(
                    "`Tips.resetDatastore()` in a user action (`\(action)`) runs after TipKit was configured at launch: "
                        + "it throws and resets nothing; reset at launch before `Tips.configure` (e.g. behind a launch argument)",
                    at: call.location, key: key)
            }
            if configuresAtLaunch(context.model), let place = viewCodeAfterLaunch(call.context) {
                return finding(
                    "`Tips.resetDatastore()` in \(place) runs after TipKit was configured at launch: it throws and resets "
                        + "nothing; reset at launch before `Tips.configure` (e.g. behind a launch argument)",
                    at: call.location, key: key)
            }
            return nil
        }
    }

    /// Whether the app configures TipKit while launching (in the App or app delegate), before any view's code.
    private func configuresAtLaunch(_ model: ProjectModel) -> Bool {
        model.configureCalls.contains { TipKitPlaces.isAppStart($0.context) && TipKitPlaces.runsInApp($0.location, $0.context, in: model) }
    }

    /// A view's (or view controller's) method or change handler, `Type.method`: code that runs once the
    /// app is up. Not its `body` or `init`, nor `.onAppear`/`.task`, which can run while it launches.
    private func viewCodeAfterLaunch(_ context: CodeContext) -> String? {
        guard let type = context.typeName, let function = context.functionName,
              context.typeConformances.contains(where: { $0 == "View" || $0.hasSuffix("ViewController") }) else { return nil }
        let changeHandler = context.closures.last { $0 == "onChange" || $0 == "onReceive" || $0 == "refreshable" }
        if let changeHandler { return "`.\(changeHandler)` of \(type)" }
        let launching: Set<String> = ["body", "init", "viewDidLoad", "loadView"]
        guard !launching.contains(function), !context.closures.contains(where: { $0 == "onAppear" || $0 == "task" }) else {
            return nil
        }
        return "\(type).\(function)"
    }
}
