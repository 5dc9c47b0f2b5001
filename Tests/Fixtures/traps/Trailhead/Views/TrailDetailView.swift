import SwiftUI
import TipKit

struct TrailDetailView: View {
    var trail: Trail
    @Environment(TrailStore.self) private var store

    private let saveTrailTip = SaveTrailTip()
    private let elevationTip = ElevationTip()

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(trail.name)
                    .font(.largeTitle.bold())

                // .popoverTip comes last so the arrow points at the chart, not its padding.
                ElevationChart(profile: trail.elevation)
                    .frame(height: 120)
                    .onTapGesture {
                        elevationTip.invalidate(reason: .actionPerformed)
                    }
                    .popoverTip(
                        elevationTip
                    )
            }
            .padding()
        }
        .onAppear {
            ElevationTip.chartViewed.donate()
        }
        .toolbar {
            Button {
                Task {
                    await SaveTrailTip.saved.donate()
                    await store.save(trail)
                }
            } label: {
                Image(systemName: store.isSaved(trail) ? "bookmark.fill" : "bookmark")
            }
            .popoverTip(
                saveTrailTip,
                arrowEdge: .top
            )
        }
    }
}

private struct ElevationChart: View {
    var profile: [Double]

    var body: some View {
        GeometryReader { geometry in
            Path { path in
                guard let highest = profile.max(), highest > 0, profile.count > 1 else { return }
                let step = geometry.size.width / CGFloat(profile.count - 1)
                for (index, height) in profile.enumerated() {
                    let point = CGPoint(x: CGFloat(index) * step,
                                        y: geometry.size.height * (1 - height / highest))
                    index == 0 ? path.move(to: point) : path.addLine(to: point)
                }
            }
            .stroke(.green, lineWidth: 2)
        }
    }
}
