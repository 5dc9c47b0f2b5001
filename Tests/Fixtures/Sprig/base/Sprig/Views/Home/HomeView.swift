import SwiftUI
import TipKit

struct HomeView: View {
    @EnvironmentObject private var garden: GardenStore
    @State private var showAddPlant = false
    @State private var showWaterRound = false

    private let addPlantTip = AddPlantTip()
    private let waterRoundTip = WaterRoundTip()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    header

                    HStack(spacing: 12) {
                        HomeActionCard(
                            title: "Add Plant",
                            subtitle: "Start tracking a new plant",
                            icon: "leaf.circle",
                            tint: SprigColors.moss
                        ) {
                            AddPlantTip.tapped.donate()
                            showAddPlant = true
                        }
                        .popoverTip(addPlantTip)

                        HomeActionCard(
                            title: "Water Round",
                            subtitle: garden.thirstyPlants.isEmpty
                                ? "Everything is watered"
                                : "\(garden.thirstyPlants.count) plants are thirsty",
                            icon: "drop.circle",
                            tint: SprigColors.sky,
                            isDisabled: garden.thirstyPlants.isEmpty
                        ) {
                            WaterRoundTip.started.donate()
                            showWaterRound = true
                        }
                        .popoverTip(waterRoundTip, arrowEdge: .top)
                    }

                    PlantListView(plants: garden.pinnedFirst)
                }
                .padding()
            }
            .background(SprigColors.sand.opacity(0.4))
            .navigationTitle("My Garden")
            .sheet(isPresented: $showAddPlant) {
                AddPlantSheet { garden.add($0) }
            }
            .fullScreenCover(isPresented: $showWaterRound) {
                CareLogSheet(kind: .water)
            }
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Good morning")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text("\(garden.plants.count) plants, \(garden.dueToday.count) tasks today")
                .font(.title2.bold())
        }
    }
}

/// Minimal form to add a plant by name and species.
struct AddPlantSheet: View {
    var onSave: (Plant) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var species = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                TextField("Species", text: $species)
            }
            .navigationTitle("New Plant")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(Plant(name: name, species: species, room: "Living room", wateringIntervalDays: 7))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}
