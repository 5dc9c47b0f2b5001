import Foundation

/// Whether the user has Sprig Plus, which unlocks identifying from saved photos.
@MainActor
final class SubscriptionStore: ObservableObject {
    @Published var isPlus = false

    func refresh() async {
        // StoreKit entitlements are checked here in the shipping app.
        isPlus = UserDefaults.standard.bool(forKey: "sprig.plus")
    }
}
