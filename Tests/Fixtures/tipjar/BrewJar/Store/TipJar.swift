import Foundation
import StoreKit

/// Sells the preset tips as consumable in-app purchases.
@MainActor
final class TipJar: ObservableObject {
    @Published private(set) var products: [String: Product] = [:]
    @Published private(set) var lastEvent: Tip.Event?
    @Published var showThanks = false

    func loadProducts() async {
        let ids = Tips.presets.map { "com.brewjar.tip.\($0.id)" }
        let loaded = (try? await Product.products(for: ids)) ?? []
        products = Dictionary(uniqueKeysWithValues: loaded.map { ($0.id, $0) })
    }

    /// Pays the tip through the App Store.
    func donate(_ tip: Tip) async {
        lastEvent = .tapped
        guard let product = products["com.brewjar.tip.\(tip.id)"],
              case .success = try? await product.purchase() else { return }
        lastEvent = .paid
        showThanks = true
    }
}
