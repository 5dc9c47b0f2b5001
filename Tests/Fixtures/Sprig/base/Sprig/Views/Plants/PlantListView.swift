import SwiftUI

/// The garden's plants, pinned ones first.
struct PlantListView: View {
    var plants: [Plant]

    var body: some View {
        LazyVStack(alignment: .leading, spacing: 8) {
            Text("Plants")
                .font(.headline)
            ForEach(plants) { plant in
                NavigationLink(value: plant) {
                    HStack {
                        Image(systemName: plant.isPinned ? "pin.fill" : "leaf")
                            .foregroundStyle(SprigColors.moss)
                        Text(plant.name)
                        Spacer()
                        if plant.isThirsty {
                            Image(systemName: "drop")
                                .foregroundStyle(SprigColors.sky)
                        }
                    }
                    .padding(.vertical, 6)
                }
                .buttonStyle(.plain)
            }
        }
        .navigationDestination(for: Plant.self) { plant in
            PlantDetailView(plant: plant)
        }
    }
}
