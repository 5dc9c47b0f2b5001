struct TooltipResetInReleaseRule: Rule {
    static let description = RuleDescription(
        id: "tooltip_reset_in_release", severity: .error, system: .tooltipManager,
        summary: "`resetAllTooltips()` or `resetTooltip(_:)` outside `#if DEBUG`",
        details:
            "Resetting clears the ids the user has already seen, so every tooltip comes back. It is a development tool; in a release build a stray reset button or launch-time call makes the app nag its users again. Wrap the call (and the button that makes it) in `#if DEBUG`.",
        triggering: [
            RuleExample(
                """
                struct SettingsView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    var body: some View {
                        Button("Replay hints") {
                            hintCenter.↓resetAllTooltips()
                        }
                        Button("Replay the energy hint") { hintCenter.↓resetTooltip("energy_meter_intro") }
                    }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                struct SettingsView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    var body: some View {
                        #if DEBUG
                        Button("Replay hints") { hintCenter.resetAllTooltips() }
                        #endif
                        #if !DEBUG
                        Text("v1")
                        #else
                        Button("Replay the energy hint") { hintCenter.resetTooltip("energy_meter_intro") }
                        #endif
                    }
                }

                final class TooltipManagerTests: XCTestCase {
                    func testReset() { manager.resetAllTooltips() }
                }
                """),
            // A debug screen only a `#if DEBUG` link opens.
            RuleExample(
                """
                struct ProfileView: View {
                    var body: some View {
                        #if DEBUG
                        NavigationLink("Debug") { HintDebugView() }
                        #endif
                    }
                }

                struct HintDebugView: View {
                    @EnvironmentObject var hintCenter: TooltipManager
                    var body: some View {
                        Button("Replay hints") { hintCenter.resetAllTooltips() }
                    }
                }
                """
            ).testOnly(),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let tooltip = context.tooltip
        let previews = context.previews
        return tooltip.facts.resets.compactMap { reset in
            // In a view only `#if DEBUG` code builds (a debug menu), the reset never reaches a release build.
            guard !reset.isInsideManager, !reset.branch.isDevelopmentOnly, !tooltip.isTest(reset.context),
                !previews.isDevelopmentOnly(reset.context)
            else {
                return nil
            }
            let call =
                reset.name == "resetAllTooltips"
                ? "resetAllTooltips()"
                : "resetTooltip(\(reset.id.map { $0.isLiteral ? "\"\($0.text)\"" : $0.text } ?? "_"))"
            return finding(
                "\(call) runs in release builds and brings back tooltips users already dismissed; wrap it in #if DEBUG",
                at: reset.location, key: call)
        }
    }
}
