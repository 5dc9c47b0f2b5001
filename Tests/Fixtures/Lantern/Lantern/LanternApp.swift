import SwiftUI

@main
struct LanternApp: App {
    init() {
        TipsBootstrap.start()
        if ProcessInfo.processInfo.arguments.contains("-revealTips") {
            DebugTools.revealAll() // tiplint-expect: testing_api_in_release - `DebugTools.revealAll()` (showAllTipsForTesting) ships behind a launch argument: a warning
        }
    }

    var body: some Scene {
        WindowGroup {
            RoomsView()
        }
    }
}
