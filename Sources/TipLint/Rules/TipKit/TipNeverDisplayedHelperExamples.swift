/// `tip_never_displayed` when a tip reaches a display API through helpers: arrays and enums of
/// tips, computed properties, `AnyTip`, casts, `if let`, rows over tips, chains of wrappers, and
/// the app's own view driven by `shouldDisplayUpdates`. Test-only examples (issue 14 item 3): each
/// shows some of the lantern tips and leaves the others undisplayed.
enum TipNeverDisplayedHelperExamples {
    /// Nine lantern tips, a `↓` before the names in `marked`.
    static func lanternTips(marking marked: Set<String>) -> String {
        let names = ["Wick", "Oil", "Glass", "Hook", "Flame", "Shade", "Timer", "Storm", "Spare"]
        let titles = [
            "Trim the wick", "Top up the oil", "Clean the glass", "Hang it up", "Lower the flame", "Add a shade",
            "Set a timer", "Storm mode", "Carry a spare",
        ]
        let tips = zip(names, titles).map { name, title in
            "struct \(marked.contains(name + "Tip") ? "↓" : "")\(name)Tip: Tip { var title: Text { Text(\"\(title)\") } }"
        }
        return (["import TipKit", ""] + tips).joined(separator: "\n")
    }

    /// Arrays of tips handed to views that show their rows (`ForEach` over indices, `AnyTip`).
    static let arraysHandedToARowView = RuleExample(files: [
        "Lantern/Tips.swift": lanternTips(marking: [
            "HookTip", "FlameTip", "ShadeTip", "TimerTip", "StormTip", "SpareTip",
        ]),
        "Lantern/Carousel.swift": """
        import SwiftUI
        import TipKit

        struct TipCarousel: View {
            let tips: [any Tip]
            var body: some View {
                TabView { ForEach(tips.indices, id: \\.self) { index in TipView(tips[index]) } }
            }
        }

        struct TipStack: View {
            let tips: [any Tip]
            var body: some View {
                VStack { ForEach(Array(tips.enumerated()), id: \\.offset) { _, tip in TipView(AnyTip(tip)) } }
            }
        }
        """,
        "Lantern/Screen.swift": """
        import SwiftUI

        struct LanternScreen: View {
            var body: some View {
                TipCarousel(tips: [WickTip(), OilTip()])
                TipStack(tips: [GlassTip()])
            }
        }
        """,
    ]).testOnly()

    /// An enum of steps returns one tip per case and a model a computed optional tip; a view in another file
    /// shows `step.tip` and `model.current`.
    static let enumReturningATipPerCase = RuleExample(files: [
        "Lantern/Tips.swift": lanternTips(marking: ["ShadeTip", "TimerTip", "StormTip", "SpareTip"]),
        "Lantern/Steps.swift": """
        import TipKit

        enum LanternStep: CaseIterable {
            case wick, oil, glass
            var tip: any Tip {
                switch self {
                case .wick: return WickTip()
                case .oil: return OilTip()
                case .glass:
                    GlassTip()
                }
            }
        }

        @Observable final class LanternModel {
            var current: (any Tip)? { Bool.random() ? HookTip() : FlameTip() }
        }
        """,
        "Lantern/StepView.swift": """
        import SwiftUI
        import TipKit

        struct StepView: View {
            let step: LanternStep
            @State private var model = LanternModel()
            var body: some View {
                TipView(step.tip)
                Text("Now").popoverTip(model.current)
            }
        }
        """,
    ]).testOnly()

    /// Optional tips unwrapped with `if let`, mapped, cast, and handed along a chain of four helpers.
    static let optionalsAndWrapperChains = RuleExample(files: [
        "Lantern/Tips.swift": lanternTips(marking: ["FlameTip", "ShadeTip", "TimerTip", "StormTip", "SpareTip"]),
        "Lantern/Hints.swift": """
        import SwiftUI
        import TipKit

        extension View {
            @ViewBuilder func hint(_ tip: (any Tip)?) -> some View {
                if let tip { popoverTip(tip) } else { self }
            }
            func mappedHint(_ tip: (any Tip)?) -> some View { popoverTip(tip.map { AnyTip($0) }) }
            func castHint(_ value: Any) -> some View { popoverTip(value as? any Tip) }
            func levelOne(_ tip: some Tip) -> some View { levelTwo(tip) }
            func levelTwo(_ tip: some Tip) -> some View { levelThree(tip) }
            func levelThree(_ tip: some Tip) -> some View { levelFour(tip) }
            func levelFour(_ tip: some Tip) -> some View { hint(tip) }
        }
        """,
        "Lantern/HintView.swift": """
        import SwiftUI

        struct HintView: View {
            var body: some View {
                Text("a").hint(WickTip())
                Text("b").mappedHint(OilTip())
                Text("c").castHint(GlassTip())
                Text("d").levelOne(HookTip())
            }
        }
        """,
    ]).testOnly()

    /// UIKit: a generic helper presents the popover; a controller follows `shouldDisplayUpdates` to show
    /// its own banner; a presenter object follows `statusUpdates` of the tip it is given.
    static let uiKitHelpersAndOwnViews = RuleExample(files: [
        "Lantern/Tips.swift": lanternTips(marking: [
            "OilTip", "GlassTip", "HookTip", "TimerTip", "StormTip", "SpareTip",
        ]),
        "Lantern/Presenting.swift": """
        import UIKit
        import TipKit

        extension UIViewController {
            func presentTip<T: Tip>(_ tip: T, from item: UIBarButtonItem) {
                present(TipUIPopoverViewController(tip, sourceItem: item), animated: true)
            }
        }

        final class TipBanner {
            private let tip: any Tip
            init(tip: any Tip) { self.tip = tip }
            func start() { Task { for await status in tip.statusUpdates { print(status) } } }
        }
        """,
        "Lantern/LanternViewController.swift": """
        import UIKit
        import TipKit

        final class LanternViewController: UIViewController {
            private let flameTip = FlameTip()
            private lazy var banner = TipBanner(tip: ShadeTip())
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                presentTip(WickTip(), from: navigationItem.rightBarButtonItem!)
                Task { @MainActor in
                    for await shouldDisplay in flameTip.shouldDisplayUpdates { view.alpha = shouldDisplay ? 1 : 0.5 }
                }
            }
        }
        """,
    ]).testOnly()

    /// A tip's own method hands `self` to a presenter that builds the popover (real apps: a reusable tip
    /// that follows its own `shouldDisplayUpdates`): the tip is shown wherever the method is called.
    static let presentedByItsOwnMethod = RuleExample(files: [
        "Lantern/Tips.swift": lanternTips(marking: [
            "WickTip", "GlassTip", "HookTip", "FlameTip", "ShadeTip", "TimerTip", "StormTip", "SpareTip",
        ]),
        "Lantern/OilTip+Showing.swift": """
        import UIKit
        import TipKit

        extension OilTip {
            @MainActor func show(on controller: UIViewController, from view: UIView) {
                TipPresenter.present(tip: self, on: controller, from: view)
            }
        }

        private enum TipPresenter {
            @MainActor static func present(tip: any Tip, on controller: UIViewController, from view: UIView) {
                controller.present(TipUIPopoverViewController(tip, sourceItem: view), animated: true)
            }
        }
        """,
        "Lantern/LanternViewController.swift": """
        import UIKit

        final class LanternViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                OilTip().show(on: self, from: view)
            }
        }
        """,
    ]).testOnly()

    /// Two stores conform to a protocol that requires `tip: any Tip`, each holding its own tip; a
    /// view shows `TipView(store.tip)` for a `store` of the protocol's type: both tips are shown.
    /// A class outside the protocol holding a third tip under the same name shows nothing (round 7).
    static let heldByEachConformerOfAProtocol = RuleExample(files: [
        "Pantry/Tips.swift": """
        import TipKit

        struct SpicesTip: Tip { var title: Text { Text("Sort your spices") } }
        struct JarsTip: Tip { var title: Text { Text("Label the jars") } }
        struct ↓FreezerTip: Tip { var title: Text { Text("Date the freezer bags") } }
        """,
        "Pantry/Shelves.swift": """
        import TipKit

        protocol Shelf: AnyObject {
            var tip: any Tip { get }
            var items: [String] { get }
        }

        final class SpiceShelf: Shelf {
            var tip: any Tip = SpicesTip()
            var items: [String] = []
        }

        final class JarShelf: Shelf {
            let tip: any Tip = JarsTip()
            var items: [String] = []
        }

        final class Freezer {
            let tip: any Tip = FreezerTip()
        }
        """,
        "Pantry/ShelfScreen.swift": """
        import SwiftUI
        import TipKit

        struct ShelfScreen: View {
            let shelf: Shelf
            var body: some View {
                List {
                    TipView(shelf.tip)
                    ForEach(shelf.items, id: \\.self) { Text($0) }
                }
            }
        }
        """,
    ]).testOnly()

    /// A pre-iOS 17 shim: tips conform to a protocol whose `tip` an extension of `Tip` supplies, a model
    /// holds them in optionals of the protocol's type, and a `View` helper shows `shim?.tip`. Both shimmed
    /// tips are shown; a tip outside the shim is not (round 11).
    static let shownThroughAPreIOS17Shim = RuleExample(files: [
        "Lantern/Tips.swift": """
        import TipKit

        struct WickTip: Tip, LegacyTip { var title: Text { Text("Trim the wick") } }
        struct OilTip: Tip, LegacyTip { var title: Text { Text("Top up the oil") } }
        struct ↓GlassTip: Tip { var title: Text { Text("Clean the glass") } }
        """,
        "Lantern/LegacyTip.swift": """
        import SwiftUI
        import TipKit

        protocol LegacyTip {
            @available(iOS 17, *)
            var tip: AnyTip { get }
        }

        @available(iOS 17, *)
        extension Tip where Self: LegacyTip {
            var tip: AnyTip { AnyTip(self) }
        }

        extension View {
            @ViewBuilder func legacyPopover(_ legacy: LegacyTip?) -> some View {
                if #available(iOS 17, *), let tip = legacy?.tip {
                    self.popoverTip(tip)
                } else {
                    self
                }
            }
        }
        """,
        "Lantern/LanternModel.swift": """
        import Foundation

        final class LanternModel: ObservableObject {
            var wickTip: LegacyTip? = nil
            var oilTip: LegacyTip?

            init() {
                if #available(iOS 17, *) {
                    wickTip = WickTip()
                    oilTip = OilTip()
                }
            }
        }
        """,
        "Lantern/LanternScreen.swift": """
        import SwiftUI

        struct LanternScreen: View {
            @StateObject private var model = LanternModel()
            var body: some View {
                VStack {
                    Button("Trim") {}.legacyPopover(model.wickTip)
                    Button("Refill") {}.legacyPopover(model.oilTip)
                }
            }
        }
        """,
    ]).testOnly()

    static let triggering = [
        arraysHandedToARowView, enumReturningATipPerCase, optionalsAndWrapperChains, uiKitHelpersAndOwnViews,
        presentedByItsOwnMethod, heldByEachConformerOfAProtocol, shownThroughAPreIOS17Shim,
        TipJarAlongsideTipKitExample.example(undisplayedMarked: true),
        BudgetHintsExample.example(lostMarked: true),
    ]
}
