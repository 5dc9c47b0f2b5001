import XCTest

@testable import TipLint

/// Issue 14 item 3: a tip reaches a display API through helpers — arrays and enums of tips, computed
/// properties, `AnyTip`, casts, `if let`, rows over tips, chains of wrappers, and the app's own view
/// driven by `shouldDisplayUpdates` — and is displayed; a tip handed nowhere stays undisplayed.
final class DisplayThroughHelpersTests: XCTestCase {
    /// Eight lantern tips, one per shape, and one nothing shows.
    private static let tips = (
        path: "Lantern/Tips.swift",
        source: """
        import TipKit

        struct WickTip: Tip { var title: Text { Text("Trim the wick") } }
        struct OilTip: Tip { var title: Text { Text("Top up the oil") } }
        struct GlassTip: Tip { var title: Text { Text("Clean the glass") } }
        struct HookTip: Tip { var title: Text { Text("Hang it up") } }
        struct FlameTip: Tip { var title: Text { Text("Lower the flame") } }
        struct ShadeTip: Tip { var title: Text { Text("Add a shade") } }
        struct TimerTip: Tip { var title: Text { Text("Set a timer") } }
        struct StormTip: Tip { var title: Text { Text("Storm mode") } }
        struct SpareTip: Tip { var title: Text { Text("Carry a spare") } }
        """
    )

    private func undisplayed(_ files: [(path: String, source: String)]) -> [ExpectedFinding] {
        TipKitTest.summary(TipNeverDisplayedRule(), [Self.tips] + files)
    }

    func testArraysOfTipsHandedToAViewThatShowsTheirRows() {
        let carousel = (
            path: "Lantern/Carousel.swift",
            source: """
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
            """
        )
        let screen = (
            path: "Lantern/Screen.swift",
            source: """
            import SwiftUI

            struct LanternScreen: View {
                var body: some View {
                    TipCarousel(tips: [WickTip(), OilTip()])
                    TipStack(tips: [GlassTip()])
                }
            }
            """
        )
        XCTAssertEqual(
            undisplayed([carousel, screen]),
            [
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 6),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 7),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 8),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 9),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 10),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 11),
            ])
    }

    /// An enum of onboarding steps returns one tip per case; a view in another file shows `step.tip`.
    func testAnEnumThatReturnsATipPerCaseShowsEachOfThem() {
        let steps = (
            path: "Lantern/Steps.swift",
            source: """
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
            """
        )
        let view = (
            path: "Lantern/StepView.swift",
            source: """
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
            """
        )
        XCTAssertEqual(
            undisplayed([steps, view]),
            [
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 8),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 9),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 10),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 11),
            ])
        let shown = TipKitTest.model([Self.tips, steps, view]).displaySites.filter { $0.location.file == view.path }
        XCTAssertEqual(
            shown.map { ([$0.tipType ?? "-"] + $0.otherTipTypes).sorted().joined(separator: "|") },
            ["GlassTip|OilTip|WickTip", "FlameTip|HookTip"])
    }

    /// Optional tips unwrapped with `if let`, mapped, cast, and handed along a chain of four helpers.
    func testOptionalTipsAndLongWrapperChains() {
        let helpers = (
            path: "Lantern/Hints.swift",
            source: """
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
            """
        )
        let view = (
            path: "Lantern/HintView.swift",
            source: """
            import SwiftUI

            struct HintView: View {
                var body: some View {
                    Text("a").hint(WickTip())
                    Text("b").mappedHint(OilTip())
                    Text("c").castHint(GlassTip())
                    Text("d").levelOne(HookTip())
                }
            }
            """
        )
        XCTAssertEqual(
            undisplayed([helpers, view]),
            [
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 7),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 8),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 9),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 10),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 11),
            ])
    }

    /// UIKit: a generic helper presents the popover; a controller follows `shouldDisplayUpdates` to show
    /// its own banner; a presenter object follows `statusUpdates` of the tip it is given.
    func testUIKitHelpersAndTheAppsOwnViews() {
        let helpers = (
            path: "Lantern/Presenting.swift",
            source: """
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
            """
        )
        let controller = (
            path: "Lantern/LanternViewController.swift",
            source: """
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
            """
        )
        XCTAssertEqual(
            undisplayed([helpers, controller]),
            [
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 4),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 5),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 6),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 9),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 10),
                ExpectedFinding("tip_never_displayed", "Lantern/Tips.swift", 11),
            ])
        let kinds = TipKitTest.model([Self.tips, helpers, controller]).displaySites.map {
            "\($0.kind.rawValue):\($0.tipType ?? "-")"
        }
        XCTAssertEqual(
            Set(kinds),
            [
                "TipUIPopoverViewController:-", "TipUIPopoverViewController:WickTip",
                "shouldDisplayUpdates:-", "shouldDisplayUpdates:FlameTip", "shouldDisplayUpdates:ShadeTip",
            ])
    }

    /// The message names the display APIs the project uses.
    func testTheMessageNamesHowTheProjectShowsItsTips() {
        let view = (
            path: "Lantern/View.swift",
            source: """
            import SwiftUI
            import TipKit

            struct LanternView: View {
                var body: some View { TipView(WickTip()).popoverTip(OilTip()) }
            }
            """
        )
        let messages = TipKitTest.findings(TipNeverDisplayedRule(), [Self.tips, view]).map(\.message)
        XCTAssertEqual(
            messages.first,
            "tip GlassTip is never displayed: nothing shows it the way this project shows its "
                + "other tips (TipView, .popoverTip); display it where its feature is, or remove it")
        let alone = TipKitTest.findings(TipNeverDisplayedRule(), [Self.tips]).map(\.message)
        XCTAssertEqual(
            alone.first,
            "tip WickTip is never displayed: no .popoverTip, TipView or TipUIPopoverViewController "
                + "shows it; display it where its feature is, or remove it")
    }
}
