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
                    try? Tips.resetDatastore() // tiplint-expect: testing_api_in_release - `Tips.resetDatastore()` unconditionally at launch, no `#if DEBUG`
                    try? Tips.configure([
                        .displayFrequency(.immediate)
                    ])
                    if CommandLine.arguments.contains("-SprigShowAllTips") {
                        Tips.showAllTipsForTesting() // tiplint-expect: testing_api_in_release - `Tips.showAllTipsForTesting()` behind a runtime check only
                    }
                    await garden.load()
                }
        }
    }
}
