import SwiftUI

struct SettingsView: View {
    @AppStorage("tipsEnabled") private var tipsEnabled = true

    var body: some View {
        Form {
            Toggle("Show tips", isOn: $tipsEnabled)
                .onChange(of: tipsEnabled) { _, isOn in
                    if isOn { TipsBootstrap.start() } // tiplint-expect: configure_duplicate - `start()` again from the toggle's `.onChange` (configure_in_view_lifecycle folded in)
                }
            Button("Show tips again") {
                TipsBootstrap.replayNow() // tiplint-expect: reset_after_configure - `replayNow()` resets after launch configured: it throws
            }
            Button("Show tips again on next launch") {
                UserDefaults.standard.set(true, forKey: TipsBootstrap.replayKey)
            }
        }
    }
}
