import SwiftUI
import TipKit

struct TrailListView: View {
    @Environment(TrailStore.self) private var store
    private let trailNotesTip = TrailNotesTip()

    var body: some View {
        NavigationStack {
            List {
                // A single inline tip above the rows, not one per row.
                TipView(trailNotesTip)

                ForEach(store.trails) { trail in
                    NavigationLink(value: trail) {
                        TrailRow(trail: trail)
                    }
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                TrailDetailView(trail: trail)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    MapLayersButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    DebugMenu()
                }
            }
        }
    }
}

private struct TrailRow: View {
    var trail: Trail

    var body: some View {
        VStack(alignment: .leading) {
            Text(trail.name)
                .font(.headline)
            Text("\(trail.lengthKm, specifier: "%.1f") km · \(Int(trail.elevation.max() ?? 0)) m")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
