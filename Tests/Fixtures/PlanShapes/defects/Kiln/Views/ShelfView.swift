import SwiftUI
import TipKit

struct ShelfView: View {
    private let shelfTip = ShelfTip()
    @State private var isOpen = false

    var body: some View {
        Button("Open shelf") {
            isOpen = true
        }
        .popoverTip(shelfTip)
        .overlay { TipView(KilnTip()) }
    }
}
