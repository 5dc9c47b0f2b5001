import Foundation

/// A tip for the barista: an amount of money, not a TipKit tip.
struct Tip: Identifiable, Hashable, Codable {
    var id: String
    var title: String
    var message: String?
    var amount: Decimal

    /// What happened to a tip, for the receipt screen.
    enum Event: String, Codable {
        case tapped, paid, refunded
    }
}

/// The preset tips, and the currency they are shown in.
enum Tips {
    private(set) static var currencyCode = "USD"

    static let presets: [Tip] = [
        Tip(id: "espresso", title: "Espresso", message: "A quick thank-you", amount: 2),
        Tip(id: "flat-white", title: "Flat White", message: "For a smooth morning", amount: 4),
        Tip(id: "pour-over", title: "Pour Over", message: nil, amount: 7),
    ]

    static func configure(currency: String) {
        currencyCode = currency
    }

    static func formatted(_ tip: Tip) -> String {
        tip.amount.formatted(.currency(code: currencyCode))
    }
}
