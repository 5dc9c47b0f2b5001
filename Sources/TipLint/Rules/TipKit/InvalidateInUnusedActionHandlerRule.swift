struct InvalidateInUnusedActionHandlerRule: Rule {
    static let description = RuleDescription(
        id: "invalidate_in_unused_action_handler", severity: .warning, system: .tipKit,
        summary:
            "`invalidate(reason:)` in the action handler of a tip that declares no actions: the handler never runs",
        details: """
            The closure of `.popoverTip(tip) { action in … }`, `TipView(tip) { action in … }`, `TipUIView(tip, \
            actionHandler:)` or `TipUIPopoverViewController(tip, sourceItem:, actionHandler:)` runs when the user \
            taps one of the tip's `actions` buttons. A tip that declares no `actions` shows no buttons, so the \
            handler never runs and the tip is never retired there. Call `invalidate(reason: .actionPerformed)` \
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
        return index.invalidations.compactMap { invalidation in
            guard let handler = invalidation.actionHandler, !handler.tipTypes.isEmpty else { return nil }
            let tips = handler.tipTypes.map { index.tips(named: $0) }
            guard tips.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.actionCount == 0 && !$0.inheritsMembers } }),
                let tip = tips.first?.first
            else { return nil }
            let display = handler.kind == .popoverTip ? ".popoverTip" : handler.kind.rawValue
            var result = finding(
                "invalidate(reason:) in the action handler of \(display)(\(tip.name)), which declares no "
                    + "actions: TipKit calls the handler only when the user taps an action, so this never runs and the "
                    + "tip is not retired here; invalidate it in the action the tip points to, or declare `actions`",
                at: invalidation.location, key: FindingText.key("\(tip.name).invalidate", in: invalidation.context))
            result.related = [
                RelatedLocation(
                    message: "\(tip.name), with no actions", file: tip.location.file, line: tip.location.line,
                    column: tip.location.column)
            ]
            return result
        }
    }
}
