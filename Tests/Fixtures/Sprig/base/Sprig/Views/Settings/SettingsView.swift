import SwiftUI

struct SettingsView: View {
    @AppStorage("sprig.remindersEnabled") private var remindersEnabled = true
    @AppStorage("sprig.reminderHour") private var reminderHour = 8

    var body: some View {
        NavigationStack {
            Form {
                Section("Reminders") {
                    Toggle("Daily care reminder", isOn: $remindersEnabled)
                    Stepper("At \(reminderHour):00", value: $reminderHour, in: 5...22)
                        .disabled(!remindersEnabled)
                }

                Section("About") {
                    // Tips for new gardeners show once each; they come back only after reinstalling.
                    Text("Sprig shows a few tips while you learn your way around.")
                    LabeledContent("Version", value: Bundle.main.shortVersion)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

private extension Bundle {
    var shortVersion: String {
        object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
    }
}
