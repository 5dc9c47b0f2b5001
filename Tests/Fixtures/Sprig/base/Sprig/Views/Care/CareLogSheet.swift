import SwiftUI

/// Records care given to one or more plants.
struct CareLogSheet: View {
    var kind: CareTask.Kind
    @EnvironmentObject private var garden: GardenStore
    @Environment(\.dismiss) private var dismiss
    @State private var selected: Set<Plant.ID> = []

    var body: some View {
        NavigationStack {
            List(garden.plants, selection: $selected) { plant in
                Text(plant.name)
            }
            .environment(\.editMode, .constant(.active))
            .navigationTitle(kind.rawValue.capitalized)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
