struct InvalidateInUnusedActionHandlerRule: Rule {
    static let description = RuleDescription(
        id: "invalidate_in_unused_action_handler", severity: .warning, system: .tipKit,
        summary:
            "`invalidate(reason:)`, or a `@Parameter` a rule reads set, in the action handler of a tip that declares "
            + "no actions: the handler never runs",
        details: """
            The closure of `.popoverTip(tip) { action in … }`, `TipView(tip) { action in … }`, `TipUIView(tip, \
            actionHandler:)` or `TipUIPopoverViewController(tip, sourceItem:, actionHandler:)` runs when the user \
            taps one of the tip's `actions` buttons. A tip that declares no `actions` shows no buttons, so the \
            handler never runs and the tip is never retired there; a `@Parameter` that another tip's rules read, set \
            there, is never set, so that tip never shows. Call `invalidate(reason: .actionPerformed)` \
            where the user performs the action the tip suggests (the control's own action), or give the tip an \
            `Action` to tap. Not reported when the tip conforms through the app's own protocol or class (its \
            extension may declare the actions) or the tip shown cannot be resolved.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                }

                struct TrailsView: View {
                    let filterTip = FilterTip()
                    var body: some View {
                        Button("Filter") { }
                            .popoverTip(filterTip) { action in
                                filterTip.↓invalidate(reason: .actionPerformed)
                            }
                        TipView(filterTip, arrowEdge: .top, action: { _ in filterTip.↓invalidate(reason: .actionPerformed) })
                    }
                }
                """),
            RuleExample(
                """
                import TipKit
                import UIKit

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                }

                final class TrailsController: UIViewController {
                    let filterTip = FilterTip()
                    func showTip(from button: UIBarButtonItem) {
                        let popover = TipUIPopoverViewController(filterTip, sourceItem: button) { _ in
                            self.filterTip.↓invalidate(reason: .actionPerformed)
                        }
                        present(popover, animated: true)
                    }
                }
                """),
            // The next tip of a chain waits for a parameter set only in a handler that never runs.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                }
                struct SortTip: Tip {
                    @Parameter static var hasSeenFilterTip: Bool = false
                    var title: Text { Text("Sort by length") }
                    var rules: [Rule] { #Rule(Self.$hasSeenFilterTip) { $0 } }
                }

                struct TrailsView: View {
                    var body: some View {
                        Button("Filter") { }
                            .popoverTip(FilterTip()) { _ in
                                ↓SortTip.hasSeenFilterTip = true
                            }
                        Button("Sort") { }.popoverTip(SortTip())
                    }
                }
                """),
            // Testing only: the labelled `actionHandler:` of a `TipUIView` is a handler; a closure inside the tip argument is not.
            RuleExample(files: [
                "TrailsController.swift": """
                import TipKit
                import UIKit

                struct FilterTip: Tip { var title: Text { Text("Filter") } }

                final class TrailsController: UIViewController {
                    let filterTip = FilterTip()
                    let tips = [FilterTip()]
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(TipUIView(filterTip, actionHandler: { _ in
                            self.filterTip.↓invalidate(reason: .actionPerformed)
                        }))
                        view.addSubview(TipUIView(tips.first { tip in tip.invalidate(reason: .tipClosed); return true }!))
                    }
                }
                """
            ]).testOnly(),
        ],
        nonTriggering: [
            // A tip with actions; a handler that only dismisses; the control's own action.
            RuleExample(
                """
                import TipKit
                import SwiftUI

                struct FilterTip: Tip {
                    var title: Text { Text("Filter by distance") }
                    var actions: [Action] { Action(id: "open", title: "Open filters") }
                }
                struct SortTip: Tip {
                    var title: Text { Text("Sort by length") }
                }

                struct TrailsView: View {
                    let filterTip = FilterTip()
                    let sortTip = SortTip()
                    var body: some View {
                        Button("Filter") { }
                            .popoverTip(filterTip) { action in
                                filterTip.invalidate(reason: .actionPerformed)
                            }
                        Button("Sort") { sortTip.invalidate(reason: .actionPerformed) }
                            .popoverTip(sortTip)
                    }
                }
                """),
            // A tip conforming through the app's own protocol, whose extension may declare the actions.
            RuleExample(files: [
                "BrandTip.swift": """
                import TipKit

                protocol BrandTip: Tip {}
                extension BrandTip {
                    var actions: [Action] { Action(id: "learn", title: "Learn more") }
                }
                """,
                "TrailsView.swift": """
                import TipKit
                import SwiftUI

                struct FilterTip: BrandTip {
                    var title: Text { Text("Filter by distance") }
                }

                struct TrailsView: View {
                    let filterTip = FilterTip()
                    var body: some View {
                        TipView(filterTip) { _ in filterTip.invalidate(reason: .actionPerformed) }
                    }
                }
                """,
            ]),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.tipKit
        let invalidations = index.invalidations.compactMap { invalidation -> Finding? in
            guard let (tip, display) = Self.tipWithoutActions(invalidation.actionHandler, index) else { return nil }
            return unusedHandler(
                "invalidate(reason:) in the action handler of \(display)(\(tip.name)), which declares no "
                    + "actions: TipKit calls the handler only when the user taps an action, so this never runs and the "
                    + "tip is not retired here; invalidate it in the action the tip points to, or declare `actions`",
                at: invalidation.location, key: FindingText.key("\(tip.name).invalidate", in: invalidation.context),
                tip: tip)
        }
        // A `@Parameter` some tip's rules read, set only where it never runs: that tip waits for it in vain.
        let settings = index.parameterAssignments.compactMap { assignment -> Finding? in
            guard let (tip, display) = Self.tipWithoutActions(assignment.actionHandler, index),
                let parameter = index.parameters.first(where: {
                    $0.name == assignment.name && TypeName.sameType($0.owner, assignment.owner)
                }),
                !index.reads(of: parameter).isEmpty
            else { return nil }
            let name = [parameter.owner, parameter.name].compactMap { $0 }.joined(separator: ".")
            return unusedHandler(
                "\(name) is set in the action handler of \(display)(\(tip.name)), which declares no actions: "
                    + "TipKit calls the handler only when the user taps an action, so this never runs and the tips "
                    + "whose rules wait for \(parameter.name) never show; set it where the user performs the action "
                    + "(or dismisses the tip), or declare `actions`",
                at: assignment.location, key: FindingText.key("\(name).set", in: assignment.context), tip: tip)
        }
        return invalidations + settings
    }

    /// The tip shown by the display call whose action handler holds a statement, when every tip it can
    /// show declares no actions (and none inherits members that might), with how the call is written.
    private static func tipWithoutActions(
        _ handler: ActionHandler?, _ index: TipKitIndex
    ) -> (tip: TipDeclaration, display: String)? {
        guard let handler, !handler.tipTypes.isEmpty else { return nil }
        let tips = handler.tipTypes.map { index.tips(named: $0) }
        guard tips.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.actionCount == 0 && !$0.inheritsMembers } }),
            let tip = tips.first?.first
        else { return nil }
        return (tip, handler.kind == .popoverTip ? ".popoverTip" : handler.kind.rawValue)
    }

    private func unusedHandler(
        _ message: String, at location: SourceLocation, key: String, tip: TipDeclaration
    ) -> Finding {
        finding(
            message, at: location, key: key,
            related: [RelatedLocation(message: "\(tip.name), with no actions", location: tip.location)])
    }
}
