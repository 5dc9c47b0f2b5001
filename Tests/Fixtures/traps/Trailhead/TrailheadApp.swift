import SwiftUI
import TipKit

@main
struct TrailheadApp: App {
    @State private var store = TrailStore()

    init() {
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
