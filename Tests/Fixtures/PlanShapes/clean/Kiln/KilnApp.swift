import SwiftUI
import TipKit

@main
struct KilnApp: App {
    init() {
        try? Tips.configure([.displayFrequency(.daily)])
    }

    var body: some Scene {
        WindowGroup {
            TabView {
                GlazeView()
                FiringView()
                ShelfView()
            }
        }
    }
}
