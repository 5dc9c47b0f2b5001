import SwiftUI

struct SettingsView: View {
    @AppStorage("tipsEnabled") private var tipsEnabled = true

    var body: some View {
        Form {
            Toggle("Show tips", isOn: $tipsEnabled)
                .onChange(of: tipsEnabled) { _, isOn in
                    if isOn { TipsBootstrap.start() }
                }
            Button("Show tips again") {
                TipsBootstrap.replayNow()
            }
            Button("Show tips again on next launch") {
                UserDefaults.standard.set(true, forKey: TipsBootstrap.replayKey)
            }
        }
    }
}
