import SwiftUI
import TipKit

struct SettingsView: View {
    @AppStorage("sprig.remindersEnabled") private var remindersEnabled = true
    @AppStorage("sprig.reminderHour") private var reminderHour = 8
    @AppStorage("sprig.showTipsAgain") private var showTipsAgain = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Reminders") {
                    Toggle("Daily care reminder", isOn: $remindersEnabled)
                    Stepper("At \(reminderHour):00", value: $reminderHour, in: 5...22)
                        .disabled(!remindersEnabled)
                }

                Section("Tips") {
                    Text("Sprig shows a few tips while you learn your way around.")
                    Button("Show Tips Again") {
                        try? Tips.resetDatastore() // tiplint-expect: reset_after_configure - `Tips.resetDatastore()` in a button action
                    }
                }

                Section("About") {
                    LabeledContent("Version", value: Bundle.main.shortVersion)
                }
            }
            .navigationTitle("Settings")
            .onAppear {
                try? Tips.configure() // tiplint-expect: configure_duplicate - a second `Tips.configure()`; its `.onAppear` and the plan's one call are related locations (one finding for the one call)
                if showTipsAgain {
                    try? Tips.resetDatastore() // tiplint-expect: reset_after_configure - `Tips.resetDatastore()` right after `Tips.configure` in the same closure
                    showTipsAgain = false
                }
            }
        }
    }
}

private extension Bundle {
    var shortVersion: String {
        object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
    }
}
