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
                    #if DEBUG
                    if CommandLine.arguments.contains("-SprigResetTips") {
                        try? Tips.resetDatastore()
                    }
                    #endif
                    try? Tips.configure([
                        .displayFrequency(.immediate)
                    ])
                    #if DEBUG
                    if CommandLine.arguments.contains("-SprigShowAllTips") {
                        Tips.showAllTipsForTesting()
                    }
                    #endif
                    await garden.load()
                }
        }
    }
}
