import SwiftUI

struct SettingsView: View {
    @EnvironmentObject var hintCenter: TooltipManager
    @AppStorage("soundOn") private var soundOn = true

    var body: some View {
        Form {
            Toggle("Sound", isOn: $soundOn)
            Text("Hint ids look like \"energy_meter_intro\"; call showTooltipIfNeeded(\"Oops\") in code.")
                .font(.footnote)
            #if DEBUG
            Section("Debug") {
                Button("Reset Hints") {
                    hintCenter.resetAllTooltips()
                }
                Button("Replay Energy Hint") {
                    hintCenter.resetTooltip("energy_meter_intro")
                }
            }
            #endif
        }
    }
}
