import SwiftUI
import TipKit

@main
struct TrailheadApp: App {
    @State private var store = TrailStore()

    init() {
        // A support feature, not a testing hook: reset before configuring, only when asked.
        if UserDefaults.standard.bool(forKey: "resetTipsOnNextLaunch") {
            UserDefaults.standard.removeObject(forKey: "resetTipsOnNextLaunch")
            try? Tips.resetDatastore()
        }
        // One configure per build: the two branches never compile together.
        #if DEBUG
        try? Tips.configure([
            .displayFrequency(.immediate),
            .datastoreLocation(.applicationDefault)
        ])
        #else
        try? Tips.configure([.displayFrequency(.daily)])
        #endif
    }

    var body: some Scene {
        WindowGroup {
            TrailListView()
                .environment(store)
        }
    }
}
