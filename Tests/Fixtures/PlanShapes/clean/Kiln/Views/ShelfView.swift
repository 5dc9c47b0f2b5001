import SwiftUI
import TipKit

struct ShelfView: View {
    private let shelfTip = ShelfTip()
    @State private var isOpen = false

    var body: some View {
        Button("Open shelf") {
            ShelfTip.opened.donate()
            isOpen = true
        }
        .popoverTip(shelfTip)
    }
}
