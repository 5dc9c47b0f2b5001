import SwiftUI

struct SettingsView: View {
    @EnvironmentObject var tooltipManager: TooltipManager
    @AppStorage("soundOn") private var soundOn = true

    var body: some View {
        Form {
            Toggle("Sound", isOn: $soundOn)
            Text("Hint ids look like \"energy_bar_intro\"; call showTooltipIfNeeded(\"Oops\") in code.")
                .font(.footnote)
            #if DEBUG
            Section("Debug") {
                Button("Reset Hints") {
                    tooltipManager.resetAllTooltips()
                }
                Button("Replay Energy Hint") {
                    tooltipManager.resetTooltip("energy_bar_intro")
                }
            }
            #endif
        }
    }
}
