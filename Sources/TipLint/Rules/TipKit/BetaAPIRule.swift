struct BetaAPIRule: Rule {
    static let description = RuleDescription(
        id: "beta_api", severity: .error, system: .tipKit,
        summary: "pre-release TipKit names that no released SDK has",
        details: """
            TipKit's 2023 betas (and the WWDC session code written against them) used names that changed before \
            release: `TipsCenter` became `Tips`, `.popoverMiniTip(tip:)` became `.popoverTip(_:)`, `var asset: \
            Image` became `var image: Image?`, `.userPerformedAction` became `.actionPerformed`, \
            `DisplayFrequency(…)` builders became `.displayFrequency(…)` options, `.maxDisplayCount(n)` became \
            `Tips.MaxDisplayCount(n)`. Code copied from those sources does not compile; the message names the released API. \
            Only files that import TipKit are read: elsewhere these names are the project's own.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                struct ScanTip: Tip {
                    var title: Text { Text("Scan") }
                    var ↓asset: Image { Image(systemName: "camera") }
                }

                @main
                struct FacesApp: App {
                    init() { try? ↓TipsCenter.shared.configure() }
                    var body: some Scene { WindowGroup { ContentView()↓.popoverMiniTip(tip: ScanTip()) } }
                }
                """),
            // Testing only: an `asset` of UIKit's image type is not read either.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct ShelfTip: Tip {
                    var title: Text { Text("Shelves") }
                    var ↓asset: UIImage? { UIImage(systemName: "books.vertical") }
                }
                """
            ).testOnly(),
        ],
        nonTriggering: [
            RuleExample(
                """
                import TipKit

                struct ScanTip: Tip {
                    var title: Text { Text("Scan") }
                    var image: Image? { Image(systemName: "camera") }
                    var options: [any TipOption] { Tips.MaxDisplayCount(3) }
                }

                @main
                struct FacesApp: App {
                    init() { try? Tips.configure([.displayFrequency(.daily)]) }
                    var body: some Scene { WindowGroup { ContentView().popoverTip(ScanTip()) } }
                }
                """),
            // Testing only: an `asset` the tip's own `image` shows.
            RuleExample(
                """
                import TipKit
                import UIKit

                struct ShelfTip: Tip {
                    var title: Text { Text("Shelves") }
                    var asset: UIImage? { UIImage(systemName: "books.vertical") }
                    var image: Image? { asset.map { Image(uiImage: $0) } }
                }
                """
            ).testOnly(),
            // A project's own `DonationValue` that is not a conformance.
            RuleExample(files: [
                "Tea/Receipt.swift": """
                import TipKit

                struct Receipt { let donationValue: Double; let DonationValue = 2 }
                func total(_ r: Receipt) -> Double { r.donationValue + Double(r.DonationValue) }
                """
            ]).testOnly(),
            // A project's own `RuleInput` in a file that does not import TipKit.
            RuleExample(files: [
                "Tasks/Recurrence.swift": """
                struct Recurrence {
                    struct RuleInput { let weekday: Int }
                    func matches(_ input: RuleInput) -> Bool { input.weekday == 2 }
                }
                """
            ]).testOnly(),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.model.betaUses.map { use in
            // `var asset` still compiles (as a property of the tip's own), but TipKit never reads it.
            let effect =
                use.name.hasPrefix("var asset")
                ? "TipKit never reads `asset`, so the tip shows no image"
                : "it does not exist in the released SDK"
            return finding(
                "`\(use.name)` is a pre-release TipKit name: \(effect); use `\(use.replacement)`",
                at: use.location, key: use.name)
        }
    }
}
