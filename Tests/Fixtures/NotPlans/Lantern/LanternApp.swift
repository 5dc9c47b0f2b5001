import SwiftUI
import TipKit

@main
struct LanternApp: App {
    init() {
        try? Tips.configure()
    }

    var body: some Scene {
        WindowGroup {
            TabView {
                WickView()
                ShadeView()
            }
        }
    }
}
