struct ResetAfterConfigureRule: Rule {
    static let description = RuleDescription(
        id: "reset_after_configure", severity: .error, system: .tipKit,
        summary: "`Tips.resetDatastore()` where the datastore is already configured",
        details: """
            `Tips.resetDatastore()` only works before `Tips.configure`; afterwards it throws \
            (`tipsDatastoreAlreadyConfigured`) and resets nothing — with `try?` the failure is silent. This is the \
            case after `Tips.configure` in the same body, and in a user action (a button, menu or gesture), which \
            runs after launch configured TipKit. Reset at launch, before `Tips.configure`, for example behind a \
            launch argument.
            """,
        example: """
            init() {
                try? Tips.configure()
                try? Tips.resetDatastore()
            }
            """)

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
            return nil
        }
    }
}
