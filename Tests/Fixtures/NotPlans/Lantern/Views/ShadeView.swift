import SwiftUI
import TipKit

struct ShadeView: View {
    var body: some View {
        Text("Amber")
            .popoverTip(ShadeTip())
    }
}
