import SwiftUI

@main
struct PebblepawApp: App {
    @StateObject private var tooltipManager = TooltipManager()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(tooltipManager)
        }
    }
}
