import SwiftUI

@main
struct LanternApp: App {
    init() {
        TipsBootstrap.start()
        if ProcessInfo.processInfo.arguments.contains("-revealTips") {
            DebugTools.revealAll()
        }
    }

    var body: some Scene {
        WindowGroup {
            RoomsView()
        }
    }
}
