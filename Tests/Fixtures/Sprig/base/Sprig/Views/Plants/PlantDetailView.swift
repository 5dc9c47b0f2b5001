import SwiftUI
import TipKit

struct PlantDetailView: View {
    @EnvironmentObject private var garden: GardenStore
    var plant: Plant
    @State private var showRename = false
    @State private var showArchiveConfirmation = false
    @State private var showNotesEditor = false

    private let pinPlantTip = PinPlantTip()
    private let plantActionsTip = PlantActionsTip()
    private let careNotesTip = CareNotesTip()

    var body: some View {
        List {
            Section {
                LabeledContent("Species", value: plant.species)
                LabeledContent("Room", value: plant.room)
                LabeledContent("Water every", value: "\(plant.wateringIntervalDays) days")
            }

            Section("Notes") {
                TipView(careNotesTip, arrowEdge: .bottom)
                Text(plant.notes.isEmpty ? "No notes yet" : plant.notes)
                    .foregroundStyle(plant.notes.isEmpty ? .secondary : .primary)
                Button("Edit Notes") {
                    careNotesTip.invalidate(reason: .actionPerformed)
                    showNotesEditor = true
                }
            }
        }
        .navigationTitle(plant.name)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button {
                    PinPlantTip.toggled.donate()
                    withAnimation(.snappy) {
                        garden.togglePin(plant)
                    }
                } label: {
                    Image(systemName: plant.isPinned ? "pin.fill" : "pin")
                        .foregroundStyle(plant.isPinned ? SprigColors.clay : .secondary)
                }
                .popoverTip(pinPlantTip)

                Menu {
                    Button {
                        PlantActionsTip.menuUsed.donate()
                        showRename = true
                    } label: {
                        Label("Rename", systemImage: "pencil")
                    }

                    Button(role: .destructive) {
                        PlantActionsTip.menuUsed.donate()
                        showArchiveConfirmation = true
                    } label: {
                        Label("Archive", systemImage: "archivebox")
                    }
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
                .popoverTip(plantActionsTip)
            }
        }
        .sheet(isPresented: $showNotesEditor) {
            NavigationStack {
                Text(plant.notes)
                    .navigationTitle("Notes")
            }
        }
        .confirmationDialog("Archive \(plant.name)?", isPresented: $showArchiveConfirmation) {
            Button("Archive", role: .destructive) {}
        }
    }
}
