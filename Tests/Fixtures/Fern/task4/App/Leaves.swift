import SwiftUI
import TipKit

struct Leaves: View {
    var body: some View {
        Button("Mist") {
            Task { await MistTip.misted.donate() }
        }
        .popoverTip(MistTip())
    }
}
