import SwiftUI
import TipKit

struct Home: View {
    var body: some View {
        Button("Water") {
            Task { await WaterTip.watered.donate() }
        }
        .popoverTip(WaterTip())
    }
}
