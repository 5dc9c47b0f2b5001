import SwiftScan

/// The tip view or popover whose action handler closure holds a statement: TipKit runs that closure
/// only when the user taps one of the tip's `actions`.
enum ActionHandlerLocator {
    /// The display calls that take an action handler, and the label it is passed under.
    private static let handlerTakers: [(StaticString, DisplayKind, label: String)] = [
        ("popoverTip", .popoverTip, "action"), ("TipView", .tipView, "action"),
        ("TipUIView", .tipUIView, "actionHandler"),
        ("TipUIPopoverViewController", .tipUIPopoverViewController, "actionHandler"),
        ("TipNSView", .tipNSView, "actionHandler"), ("TipNSPopover", .tipNSPopover, "actionHandler"),
    ]

    /// The display call whose action handler closure (trailing, or passed under its label) holds
    /// the token at `index`; nil when no enclosing closure of its function is one.
    static func handler(around index: Int, resolver: TipResolver) -> ActionHandler? {
        let parsed = resolver.parsed
        for scopeIndex in parsed.scopes.path(at: index) {
            let scope = parsed.scopes.scopes[scopeIndex]
            guard scope.kind == .closure else { return nil }
            let callee = scope.nameToken
            guard callee >= 0, parsed.is(callee + 1, "("), let close = parsed.partner(callee + 1),
                let taker = handlerTakers.first(where: { parsed.is(callee, $0.0) })
            else { continue }
            let isTrailing = scope.open == close + 1
            // The closure's callee is the call whose parentheses hold it (or that it trails).
            let isLabelled =
                scope.open < close && parsed.is(scope.open - 1, ":") && parsed.text(scope.open - 2) == taker.label
            guard isTrailing || isLabelled,
                let tip = parsed.arguments(ofCallAt: callee + 1).first(where: { $0.label == nil })?.valueRange
            else { continue }
            return ActionHandler(
                kind: taker.1, tipTypes: resolver.tipTypes(of: tip, at: callee), location: parsed.location(callee))
        }
        return nil
    }
}
