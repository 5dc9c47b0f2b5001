/// An app that uses TipKit and also sells tips in a tip jar, with a `Tip` protocol of its own:
/// its `CoffeeTip` is a StoreKit product, not TipKit's, so no import is missing for it and no
/// display is due. A test-only example of `missing_import` and `tip_never_displayed`.
enum TipJarAlongsideTipKitExample {
    /// The app; `undisplayedMarked` puts a `↓` before the TipKit tip nothing shows.
    static func example(
        undisplayedMarked: Bool, file: StaticString = #filePath, line: UInt = #line
    ) -> RuleExample {
        RuleExample(
            files: [
                "Tips/TrailTips.swift": """
                import TipKit

                struct \(undisplayedMarked ? "↓" : "")SaveRouteTip: Tip {
                    static let saved = Tips.Event(id: "route-saved")
                    var title: Text { Text("Save this route") }
                    var rules: [Rule] { #Rule(Self.saved) { $0.donations.count == 0 } }
                }
                """,
                "Store/TipJar.swift": """
                import StoreKit

                protocol Tip { var product: Product { get } }
                struct CoffeeTip: Tip { let product: Product }
                """,
            ], file: file, line: line
        ).testOnly()
    }
}
