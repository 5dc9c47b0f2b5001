import SwiftUI
import TipKit

struct FiringView: View {
    private let firingTip = FiringTip()
    @State private var isFiring = false

    var body: some View {
        Button("Start firing") {
            FiringTip.started.donate()
            isFiring = true
        }
        .popoverTip(firingTip)
    }
}
