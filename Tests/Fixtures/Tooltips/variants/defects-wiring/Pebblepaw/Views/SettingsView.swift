import SwiftUI

struct SettingsView: View {
    @EnvironmentObject var hintCenter: TooltipManager
    @AppStorage("soundOn") private var soundOn = true

    var body: some View {
        Form {
            Toggle("Sound", isOn: $soundOn)
            Text("Hint ids look like \"energy_meter_intro\"; call showTooltipIfNeeded(\"Oops\") in code.")
                .font(.footnote)
            Button("Show Hints Again") {
                hintCenter.resetAllTooltips() // tiplint-expect: tooltip_reset_in_release
            }
            #if !DEBUG
            Text("Version 2.4")
            #else
            Button("Replay Energy Hint") {
                hintCenter.resetTooltip("energy_meter_intro")
            }
            #endif
        }
    }
}
