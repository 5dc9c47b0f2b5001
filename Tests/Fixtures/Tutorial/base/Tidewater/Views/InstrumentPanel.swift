import SwiftUI
import TutorialKit

struct InstrumentPanel: View {
    @State private var preferencesOpen = false
    @State private var heading = 270.0
    @State private var dialTimer: Timer?

    var body: some View {
        VStack(spacing: 24) {
            DepthGauge(metres: 4.2)
                .captureTutorialFrame(.depthGauge)
            HeadingDial(heading: $heading)
                .captureTutorialFrame(.headingDial)
                .tutorialAction("spinHeadingDial") { active in
                    active ? beginDialSweep() : endDialSweep()
                }
            Button {
                preferencesOpen = true
            } label: {
                Label("Preferences", systemImage: "slider.horizontal.3")
            }
            .captureTutorialFrame(.preferencesButton)
            .popover(isPresented: $preferencesOpen) {
                PreferencesPanel()
                    .tutorialOverlay()
            }
            .tutorialTriggered("openPreferences", isPresented: $preferencesOpen)
        }
        .padding()
    }

    private func beginDialSweep() {
        dialTimer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { _ in
            heading = (heading + 2).truncatingRemainder(dividingBy: 360)
        }
    }

    private func endDialSweep() {
        dialTimer?.invalidate()
        dialTimer = nil
    }
}
