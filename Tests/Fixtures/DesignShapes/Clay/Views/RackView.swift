import SwiftUI
import TipKit

struct RackView: View {
    var body: some View {
        VStack {
            TipView(BisqueTip())
            Button("Slip") {}
                .popoverTip(SlipTip())
        }
    }
}
