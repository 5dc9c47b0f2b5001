import SwiftUI

struct HomeView: View {
    @EnvironmentObject var hintCenter: TooltipManager
    @State private var energy = 8
    @State private var showIntro = false

    var body: some View {
        VStack(spacing: 20) {
            EnergyBar(energy: energy, maximum: 10)
                .tooltip(
                    manager: hintCenter,
                    id: "energy_meter_intro",
                    title: "Your Energy",
                    message: "Every activity costs energy. It refills while you rest.",
                    position: .bottom,
                    trigger: .onAppear
                )

            Button("Meet Pebble") { showIntro = true }
                .tooltip(
                    manager: hintCenter,
                    id: "den_pebble_greeting",
                    title: "Say Hello",
                    message: "Tap to meet Pebble, your new companion.",
                    position: .top,
                    trigger: .onAppear
                )

            Button("Play Fetch") { energy -= 2 }
        }
        .onChange(of: energy) { remaining in
            // Older builds used showTooltipIfNeeded("LowEnergy", …); the id below replaced it.
            guard remaining < 3, !hintCenter.hasSeenTooltip("energy_meter_running_low") else { return }
            hintCenter.showTooltipIfNeeded(
                "energy_meter_running_low",
                title: "Sleepy Pebble",
                message: "Pebble is worn out. Let them nap, or share some berries.",
                position: .bottom
            )
        }
        .sheet(isPresented: $showIntro) {
            CharacterIntroView()
        }
    }
}
