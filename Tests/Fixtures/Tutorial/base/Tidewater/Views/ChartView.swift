import SwiftUI
import TutorialKit

struct ChartView: View {
    @State private var zoom = 1.0
    @State private var showTides = false

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image("harbour-chart")
                .resizable()
                .scaledToFill()
                .scaleEffect(zoom)
                .captureTutorialFrame(.chartView)
            VStack(spacing: 12) {
                Button {
                    zoom = min(zoom * 1.5, 6)
                } label: {
                    Image(systemName: "plus.magnifyingglass")
                }
                .captureTutorialFrame(.zoomButton)
                Button("Tides") { showTides.toggle() }
                    .captureTutorialFrame(.tideButton)
            }
            .padding()
        }
        .sheet(isPresented: $showTides) {
            TideTable()
        }
    }
}

struct TideTable: View {
    var body: some View {
        List {
            Text("High water 06:12")
            Text("Low water 12:31")
        }
    }
}
