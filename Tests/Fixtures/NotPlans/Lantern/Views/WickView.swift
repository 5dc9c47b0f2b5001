import SwiftUI
import TipKit

struct WickView: View {
    private let wickTip = WickTip()

    var body: some View {
        Button("Trim") {
            WickTip.trimmed.donate()
        }
        .popoverTip(wickTip)
    }
}
