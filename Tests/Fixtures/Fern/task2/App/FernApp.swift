import SwiftUI
import TipKit

@main
struct FernApp: App {
    init() {
        try? Tips.configure()
    }

    var body: some Scene {
        WindowGroup { Home() }
    }
}
