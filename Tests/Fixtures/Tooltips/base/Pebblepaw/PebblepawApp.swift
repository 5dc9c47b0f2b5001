import SwiftUI

@main
struct PebblepawApp: App {
    @StateObject private var hintCenter = TooltipManager()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(hintCenter)
        }
    }
}
