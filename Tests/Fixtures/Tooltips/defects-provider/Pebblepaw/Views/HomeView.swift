import SwiftUI

struct HomeView: View {
    @EnvironmentObject var tooltipManager: TooltipManager
    @State private var energy = 8
    @State private var showIntro = false

    var body: some View {
        VStack(spacing: 20) {
            EnergyBar(energy: energy, maximum: 10)
                .tooltip(
                    manager: tooltipManager,
                    id: "energy_bar_intro",
                    title: "Your Energy",
                    message: "Every activity costs energy. It refills while you rest.",
                    position: .bottom,
                    trigger: .onAppear
                )

            Button("Meet Pebble") { showIntro = true }
                .tooltip(
                    manager: tooltipManager,
                    id: "home_character_intro",
                    title: "Say Hello",
                    message: "Tap to meet Pebble, your new companion.",
                    position: .top,
                    trigger: .onAppear
                )

            Button("Play Fetch") { energy -= 2 }
        }
        .onChange(of: energy) { newEnergy in
            // Older builds used showTooltipIfNeeded("LowEnergy", …); the id below replaced it.
            if newEnergy < 3 && !tooltipManager.hasSeenTooltip("energy_bar_first_low") {
                tooltipManager.showTooltipIfNeeded(
                    "energy_bar_first_low",
                    title: "Running Low",
                    message: "Out of energy? Rest a while or refill with berries.",
                    position: .bottom
                )
            }
        }
        .sheet(isPresented: $showIntro) {
            CharacterIntroView()
        }
    }
}
