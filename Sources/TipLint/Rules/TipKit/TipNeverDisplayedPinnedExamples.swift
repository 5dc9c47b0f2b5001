/// Shapes of `tip_never_displayed` found on real apps and pinned as test-only
/// examples: they run with the rule's examples and stay out of its documentation.
enum TipNeverDisplayedPinnedExamples {
    /// Two tips, a `↓` before the names in `marked`.
    static func kettleTips(marking marked: Set<String> = []) -> String {
        func name(_ tip: String) -> String { marked.contains(tip) ? "↓" + tip : tip }
        return """
            import TipKit

            struct \(name("BoilTip")): Tip {
                var title: Text { Text("Boil Water") }
            }

            struct \(name("PourTip")): Tip {
                var title: Text { Text("Pour Slowly") }
            }
            """
    }

    /// Types conforming to a protocol that refines Tip are tips, in its file or another one.
    static let protocolRefiningTip = RuleExample(files: [
        "Kettle/KettleDesign.swift": """
        import SwiftUI
        import TipKit

        protocol KettleTip: Tip {}
        protocol StrongKettleTip: KettleTip {}
        protocol RecipeTip { var recipe: String { get } }

        extension KettleTip {
            var image: Image? { Image(systemName: "cup.and.saucer") }
        }

        struct ↓FillTip: KettleTip {
            var title: Text { Text("Fill to the Line") }
        }
        """,
        "Kettle/MoreTips.swift": """
        import SwiftUI
        import TipKit

        struct ↓DescaleTip: StrongKettleTip {
            var title: Text { Text("Descale Monthly") }
        }

        struct ChaiTip: RecipeTip {
            var recipe: String { "chai" }
        }
        """,
    ]).testOnly()

    /// A wrapper view that takes its tip through its own `init(_ hint:)` shows the tip it is given, only.
    static let wrapperViewWithItsOwnInit = RuleExample(files: [
        "Kettle/KettleTips.swift": kettleTips(marking: ["PourTip"]),
        "Kettle/HintCard.swift": """
        import SwiftUI
        import TipKit

        struct HintCard<Hint: Tip>: View {
            let hint: Hint
            var body: some View { TipView(hint) }
            init(_ hint: Hint) { self.hint = hint }
        }
        """,
        "Kettle/KettleList.swift": """
        import SwiftUI

        struct KettleList: View {
            var body: some View { List { HintCard(BoilTip()) } }
        }
        """,
    ]).testOnly()

    /// A wrapper's parameter given something other than a tip shows no tip.
    static let wrapperGivenNoTip = RuleExample(files: [
        "Kettle/KettleTips.swift": kettleTips(marking: ["BoilTip", "PourTip"]),
        "Kettle/KettleView.swift": """
        import SwiftUI
        import TipKit

        extension View {
            func hint(_ tip: some Tip) -> some View { popoverTip(tip) }
        }

        struct KettleView: View {
            var body: some View {
                Button("Boil") { }.hint(Label("Boil", systemImage: "flame"))
                Button("Pour") { }.padding(BoilTip.spacing)
            }
        }
        """,
    ]).testOnly()

    /// One property name holding different tips: a site resolves only through the declared type of its holder.
    static let propertyNameOfTwoTips = RuleExample(files: [
        "Kettle/KettleTips.swift": kettleTips(marking: ["PourTip"]),
        "Kettle/Routines.swift": """
        final class MorningRoutine { var tip = BoilTip() }
        final class EveningRoutine { var tip = PourTip() }
        """,
        "Kettle/RoutineView.swift": """
        import SwiftUI
        import TipKit

        struct RoutineView: View {
            let routine: MorningRoutine
            let routines: [Routine]
            var body: some View {
                TipView(routine.tip)
                TipView(routines.first!.model.tip)
            }
        }
        """,
    ]).testOnly()

    /// A property holding a lowercase tip type resolves; one holding what a lowercase function returns does not.
    static let propertyHoldingALowercaseTip = RuleExample(files: [
        "Gauge/gaugeTips.swift": """
        import TipKit

        struct gaugeHelpTip: Tip {
            var title: Text { Text("Reading the Gauge") }
        }

        struct ↓GaugeTip: Tip {
            var title: Text { Text("Gauge") }
        }

        func makeGaugeTip() -> GaugeTip { GaugeTip() }
        """,
        "Gauge/gaugeView.swift": """
        import SwiftUI
        import TipKit

        struct gaugeView: View {
            let hint = gaugeHelpTip()
            let other = makeGaugeTip()
            var body: some View {
                Text("Gauge").popoverTip(hint)
                Text("Other").popoverTip(other)
            }
        }
        """,
    ]).testOnly()

    /// A view model in another file holds the tips; the view shows them through it.
    static let throughAnotherFilesModel = RuleExample(files: [
        "Kettle/KettleTips.swift": kettleTips(),
        "Kettle/KettleModel.swift": """
        import Foundation

        final class KettleModel: ObservableObject {
            var boilTip = BoilTip()
            let pourTip: PourTip = PourTip()
        }
        """,
        "Kettle/KettleView.swift": """
        import SwiftUI
        import TipKit

        struct KettleView: View {
            @EnvironmentObject var kettle: KettleModel

            var body: some View {
                Button("Boil") { kettle.boilTip.invalidate(reason: .actionPerformed) }
                    .popoverTip(kettle.boilTip)
                Button("Pour") { }
                    .popoverTip(kettle.pourTip)
            }
        }
        """,
    ]).testOnly()

    /// A capitalised property (`@ObservedObject var Kettle: KettleModel`) is a value, not a type: the
    /// view shows the model's tips through it, in its own file and in an extension in another one.
    static let throughACapitalisedProperty = RuleExample(files: [
        "Kettle/KettleTips.swift": kettleTips(),
        "Kettle/KettleView.swift": """
        import SwiftUI
        import TipKit

        final class KettleModel: ObservableObject {
            var boilTip = BoilTip()
            let pourTip = PourTip()
        }

        struct KettleView: View {
            @ObservedObject var Kettle: KettleModel

            var body: some View {
                Button("Boil") { }
                    .popoverTip(Kettle.boilTip)
                pourButton
            }
        }
        """,
        "Kettle/KettleView+Pour.swift": """
        import SwiftUI
        import TipKit

        extension KettleView {
            var pourButton: some View {
                Button("Pour") { }
                    .popoverTip(Kettle.pourTip)
            }
        }
        """,
    ]).testOnly()

    /// Display wrappers (a View extension method, a generic modifier, an `any Tip` parameter) show the tip
    /// passed at the call.
    static let displayWrappers = RuleExample(files: [
        "Kettle/KettleTips.swift": kettleTips() + """

            struct SteepTip: Tip {
                var title: Text { Text("Steep") }
            }
            """,
        "Kettle/Hints.swift": """
        import SwiftUI
        import TipKit

        extension View {
            @ViewBuilder
            func hintIfAvailable(_ tip: some Tip, edge: Edge = .top) -> some View {
                if #available(iOS 17, *) { self.popoverTip(tip, arrowEdge: edge) } else { self }
            }

            func hint(for tip: (any Tip)?) -> some View { popoverTip(tip) }
        }

        struct HintAnchor<Hint: Tip>: ViewModifier {
            let hint: Hint
            func body(content: Content) -> some View { content.popoverTip(hint) }
        }
        """,
        "Kettle/KettleView.swift": """
        import SwiftUI
        import TipKit

        struct KettleView: View {
            private let pourTip = PourTip()
            var body: some View {
                Button("Boil") { }.hintIfAvailable(BoilTip())
                Button("Pour") { }.modifier(HintAnchor(hint: pourTip))
                Button("Steep") { }.hint(for: SteepTip())
                Text("Plain").hint(for: nil)
            }
        }
        """,
    ]).testOnly()

    /// A tip handed to a closure (`.ifLet(cond ? tip : nil) { view, tip in view.popoverTip(tip) }`) is shown.
    static let tipHandedToAClosure = RuleExample(files: [
        "Kettle/KettleTips.swift": kettleTips(),
        "Kettle/KettleRack.swift": """
        import SwiftUI
        import TipKit

        struct KettleRack: View {
            let kettles: [Kettle]
            private let boilTip = BoilTip()
            private let pourTip = PourTip()
            var body: some View {
                ForEach(Array(kettles.enumerated()), id: \\.offset) { position, kettle in
                    KettleBadge(kettle)
                        .ifLet(position == 0 ? boilTip : nil) { badge, tip in
                            badge.popoverTip(tip)
                        }
                        .ifLet(pourTip) { badge, tip in badge.popoverTip(tip) }
                }
            }
        }
        """,
    ]).testOnly()

    /// A lowercase tip type is displayed where it is constructed.
    static let lowercaseTipConstructed = RuleExample(files: [
        "Gauge/gaugeTips.swift": """
        import TipKit

        struct gaugeHelpTip: Tip {
            var title: Text { Text("Reading the Gauge") }
        }
        """,
        "Gauge/gaugeView.swift": """
        import SwiftUI
        import TipKit

        struct gaugeView: View {
            var body: some View {
                Button("Help") { gaugeHelpTip().invalidate(reason: .actionPerformed) }
                    .popoverTip(gaugeHelpTip())
            }
        }
        """,
    ]).testOnly()

    /// Globals holding lowercase tip types (real app, round 34), shown from a controller in another file; a member
    /// of the controller with a global's name is what a bare name there means (the triggering example's `↓`).
    static let globalHoldingALowercaseTip = RuleExample(files: [
        "Shell/shellTips.swift": """
        import TipKit

        struct swipeBackTip: Tip {
            var title: Text { Text("Swipe from the edge") }
        }

        struct keysTip: Tip {
            var title: Text { Text("Extra keys") }
        }

        let sharedSwipeTip = swipeBackTip()
        let sharedKeysTip = keysTip()
        """,
        "Shell/ShellController.swift": """
        import UIKit
        import TipKit

        final class ShellController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                present(TipUIPopoverViewController(sharedSwipeTip, sourceItem: view), animated: true)
                present(TipUIPopoverViewController(sharedKeysTip, sourceItem: view), animated: true)
            }
        }
        """,
    ]).testOnly()

    /// A member of the enclosing type with a global's name is what the bare name means: the global's tip is not shown.
    static let memberShadowingAGlobal = RuleExample(files: [
        "Shell/shellTips.swift": """
        import TipKit

        struct ↓swipeBackTip: Tip {
            var title: Text { Text("Swipe from the edge") }
        }

        struct keysTip: Tip {
            var title: Text { Text("Extra keys") }
        }

        let sharedTip = swipeBackTip()
        """,
        "Shell/ShellController.swift": """
        import UIKit
        import TipKit

        final class ShellController: UIViewController {
            let sharedTip = keysTip()
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                present(TipUIPopoverViewController(sharedTip, sourceItem: view), animated: true)
            }
        }
        """,
    ]).testOnly()

    /// A UIKit controller declares its tips in its main file and presents them from an extension.
    static let controllerExtension = RuleExample(files: [
        "Kettle/KettleTips.swift": kettleTips(),
        "Kettle/KettleViewController.swift": """
        import UIKit
        import TipKit

        final class KettleViewController: UIViewController {
            let boilTip = BoilTip()
            var pourTip = PourTip()
        }
        """,
        "Kettle/KettleViewController+Tips.swift": """
        import UIKit
        import TipKit

        extension KettleViewController {
            func showTips(from button: UIButton) {
                present(TipUIPopoverViewController(boilTip, sourceItem: button), animated: true)
                present(TipUIPopoverViewController(self.pourTip, sourceItem: button), animated: true)
                self.pourTip.invalidate(reason: .actionPerformed)
            }
        }
        """,
    ]).testOnly()

    /// A wrapper of a wrapper displays the tip it is given, as a modifier and as a view.
    static let wrapperOfAWrapper = RuleExample(files: [
        "Kettle/KettleTips.swift": kettleTips(),
        "Kettle/Hints.swift": """
        import SwiftUI
        import TipKit

        extension View {
            func hint(_ tip: some Tip) -> some View { popoverTip(tip) }
            func featuredHint(_ tip: some Tip, emphasized: Bool) -> some View { hint(tip).bold(emphasized) }
        }

        struct HintedRow<Row: View>: View {
            let tip: any Tip
            let row: Row
            var body: some View { row.featuredHint(tip, emphasized: true) }
        }
        """,
        "Kettle/KettleView.swift": """
        import SwiftUI
        import TipKit

        struct KettleView: View {
            var body: some View {
                Button("Boil") { }.featuredHint(BoilTip(), emphasized: false)
                HintedRow(tip: PourTip(), row: Text("Pour"))
            }
        }
        """,
    ]).testOnly()

    /// Each case of a `switch` declares its own `let tip` and shows it: the second case's is its own tip.
    static let tipPerSwitchCase = RuleExample(files: [
        "Kettle/KettleTips.swift": kettleTips(),
        "Kettle/StepHint.swift": """
        import SwiftUI
        import TipKit

        enum KettleStep { case boil, pour }

        struct StepHint {
            let step: KettleStep
            func apply<Content: View>(to content: Content) -> AnyView {
                switch step {
                case .boil:
                    let tip = BoilTip()
                    return AnyView(content.popoverTip(tip))
                case .pour:
                    let tip = PourTip()
                    return AnyView(content.popoverTip(tip))
                }
            }
        }
        """,
    ]).testOnly()

    static let triggering =
        [
            protocolRefiningTip, wrapperViewWithItsOwnInit, wrapperGivenNoTip, propertyNameOfTwoTips,
            propertyHoldingALowercaseTip, memberShadowingAGlobal,
        ] + TipNeverDisplayedHelperExamples.triggering

    static let nonTriggering = [
        throughAnotherFilesModel, throughACapitalisedProperty, displayWrappers, tipHandedToAClosure,
        lowercaseTipConstructed, globalHoldingALowercaseTip, controllerExtension,
        wrapperOfAWrapper, RouteTipsExample.example(compassMarked: false), tipPerSwitchCase,
    ]
}
