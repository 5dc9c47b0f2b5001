import SwiftUI
import TipKit

@main
struct SprigApp: App {
    @StateObject private var garden = GardenStore()
    @StateObject private var subscriptions = SubscriptionStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(garden)
                .environmentObject(subscriptions)
                .tint(SprigColors.moss)
                .task {
                    garden.recordFirstLaunchIfNeeded()
                    try? Tips.resetDatastore()
                    try? Tips.configure([
                        .displayFrequency(.immediate)
                    ])
                    if CommandLine.arguments.contains("-SprigShowAllTips") {
                        Tips.showAllTipsForTesting()
                    }
                    await garden.load()
                }
        }
    }
}
