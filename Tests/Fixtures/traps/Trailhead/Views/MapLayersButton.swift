import SwiftUI
import TipKit

/// Tips about the map live together, nested in one namespace.
enum MapTips {
    struct LayersTip: Tip {
        static let opened = Tips.Event(id: "mapLayersOpened")

        var title: Text { Text("Map Layers") }
        var message: Text? { Text("Switch between terrain, satellite and trail shading") }
        var image: Image? { Image(systemName: "square.3.layers.3d") }

        var rules: [Rule] {
            #Rule(Self.opened) { $0.donations.count == 0 }
        }
    }
}

struct MapLayersButton: View {
    @State private var showLayers = false
    private let layersTip = MapTips.LayersTip()

    var body: some View {
        Button {
            MapTips.LayersTip.opened.donate()
            showLayers = true
        } label: {
            Image(systemName: "square.3.layers.3d")
        }
        .popoverTip(layersTip)
        .sheet(isPresented: $showLayers) {
            Text("Terrain, satellite, shading")
                .presentationDetents([.medium])
        }
    }
}
