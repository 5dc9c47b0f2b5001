import SwiftUI
import TutorialKit

struct InstrumentPanel: View {
    @State private var showSettings = false
    @State private var heading = 270.0
    @State private var dialTimer: Timer?

    var body: some View {
        VStack(spacing: 24) {
            DepthGauge(metres: 4.2)
                .captureTutorialFrame(.depthGauge)
            HeadingDial(heading: $heading)
                .captureTutorialFrame(.headingDial)
                .tutorialAction("spinHeadingDial") { isActive in
                    if isActive {
                        startDialDemo()
                    } else {
                        stopDialDemo()
                    }
                }
            Button {
                showSettings = true
            } label: {
                Label("Settings", systemImage: "slider.horizontal.3")
            }
            .captureTutorialFrame(.settingsButton)
            .popover(isPresented: $showSettings) {
                SettingsPanel()
                    .tutorialOverlay()
            }
            .tutorialTriggered("showSettings", isPresented: $showSettings)
        }
        .padding()
    }

    private func startDialDemo() {
        dialTimer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in
            heading = (heading + 2).truncatingRemainder(dividingBy: 360)
        }
    }

    private func stopDialDemo() {
        dialTimer?.invalidate()
        dialTimer = nil
    }
}
