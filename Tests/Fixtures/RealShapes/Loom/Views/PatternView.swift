import SwiftUI
import TipKit

struct PatternView: View {
    private let weaveTip = WeaveTip()
    private let threadTip = ThreadTip()

    var body: some View {
        VStack {
            TipView(weaveTip)
            Button("Thread") { ThreadTip.picked.donate() }
                .popoverTip(threadTip)
        }
    }
}
