import SwiftUI
import TipKit

@main
struct LoomApp: App {
    init() {
        try? Tips.configure()
    }

    var body: some Scene {
        WindowGroup { PatternView() }
    }
}
