import SwiftUI
import TipKit

struct GlazeView: View {
    private let glazeTip = GlazeTip()
    @State private var glaze = "Clear"

    var body: some View {
        Button("Celadon") {
            GlazeTip.applied.donate()
            glaze = "Celadon"
        }
        .popoverTip(glazeTip)
    }
}
