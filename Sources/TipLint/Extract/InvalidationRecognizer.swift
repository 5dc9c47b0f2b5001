import SwiftScan

/// `tip.invalidate(reason: …)`, `SomeTip().invalidate(reason: …)`, a tip invalidating itself
/// (`invalidate(reason:)` or `self.invalidate(reason:)` in its own type), and a helper's own tip
/// (`tip.invalidate(…)` on a parameter or stored property) for the merge to follow to its callers;
/// with the tip view or popover whose action handler holds it, if one does.
enum InvalidationRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let resolver = TipResolver(parsed: parsed)
        let callbacks = AppearanceCallbacks(parsed: parsed)
        var viewStarts = ModifiedViewStarts()
        for index in 0..<parsed.count where parsed.is(index, "invalidate") && parsed.is(index + 1, "(") {
            guard let reason = parsed.arguments(ofCallAt: index + 1).first, reason.label == "reason" else { continue }
            let tipType = receiverType(of: index, in: parsed, resolver: resolver)
            var invalidation = Invalidation(
                tipType: tipType, site: parsed.site(index),
                receiver: tipType == nil ? receiverChain(of: index, in: parsed) : nil,
                forwarding: tipType == nil ? receiverForwarding(of: index, in: parsed, resolver: resolver) : nil)
            invalidation.isClosing =
                reason.valueRange.count == 2 && parsed.is(reason.valueRange.lowerBound, ".")
                && parsed.is(reason.valueRange.lowerBound + 1, "tipClosed")
            invalidation.isCrossButtonAction = invalidation.isClosing && isCrossButtonAction(index, resolver: resolver)
            invalidation.actionHandler = ActionHandlerLocator.handler(around: index, resolver: resolver)
            invalidation.onAppearance = appearanceRun(of: index, callbacks: callbacks, viewStarts: &viewStarts)
            facts.invalidations.append(invalidation)
        }
    }

    /// Whether the call at `index` is the action of a button drawn as a ✕ (`Button { … } label: {
    /// Image(systemName: "xmark") }`): a close button, as the tip's own is.
    private static func isCrossButtonAction(_ index: Int, resolver: TipResolver) -> Bool {
        let parsed = resolver.parsed
        guard let closure = parsed.scopes.path(at: index).first(where: { parsed.scopes.scopes[$0].kind == .closure })
        else { return false }
        let button = parsed.scopes.scopes[closure].nameToken
        guard button >= 0, parsed.is(button, "Button") else { return false }
        let end = resolver.expressionEnd(from: button)
        return (button..<end).contains { parsed.stringValue($0)?.hasPrefix("xmark") == true }
    }

    /// Where the call at `index` runs each time a view appears, when nothing before it in the callback
    /// can stop or delay it: no enclosing closure or condition within the callback, and no `guard`,
    /// `return` or `await` before it there.
    private static func appearanceRun(
        of index: Int, callbacks: AppearanceCallbacks, viewStarts: inout ModifiedViewStarts
    ) -> AppearanceRun? {
        let parsed = callbacks.parsed
        guard let place = callbacks.place(around: index) else { return nil }
        let scope = parsed.scopes.scopes[place.scope]
        let conditional = parsed.scopes.path(at: index).prefix { $0 != place.scope }.contains {
            parsed.scopes.scopes[$0].kind != .block || parsed.scopes.scopes[$0].isConditional
        }
        guard !conditional else { return nil }
        var followsDisplay = false
        for before in (scope.open + 1)..<index where parsed.scopes.body(at: before) == place.scope {
            if parsed.is(before, "guard") || parsed.is(before, "return") || parsed.is(before, "await") { return nil }
            followsDisplay = followsDisplay || displayNames.contains { parsed.is(before, $0) }
        }
        var run = AppearanceRun(callback: place.name, followsDisplay: followsDisplay)
        if place.isModifier {
            let dot = scope.nameToken - 1
            let start = viewStarts.start(beforeDot: dot, in: parsed)
            // A modifier with no view before its dot (`let v = .onAppear { … }`) modifies no view we can name.
            guard start < dot else { return nil }
            run.view = parsed.location(start)...parsed.location(dot - 1)
            run.viewAnchors = [start] + laterUses(ofLocalBoundAt: start, in: parsed)
        }
        return run
    }

    /// When the chain starting at `start` is bound to a local (`let menu = Menu { … }.onAppear { … }`), the
    /// chains its scope starts later with that name (`menu.popoverTip(tip)`): each modifies the same view.
    private static func laterUses(ofLocalBoundAt start: Int, in parsed: ParsedSwift) -> [Int] {
        guard start >= 3, parsed.is(start - 1, "="), parsed.isIdentifier(start - 2),
            parsed.is(start - 3, "let") || parsed.is(start - 3, "var")
        else { return [] }
        let scope = parsed.scopes.scopes[parsed.scopes.scope(at: start)]
        guard scope.kind != .type, scope.kind != .file else { return [] }
        let name = start - 2
        return (start..<scope.close).filter { index in
            parsed.is(index + 1, ".") && !parsed.is(index - 1, ".") && parsed.isIdentifier(index)
                && parsed.sameText(index, name)
        }
    }

    private static let displayNames: [StaticString] = [
        "popoverTip", "TipView", "TipUIView", "TipUIPopoverViewController", "TipNSView", "TipNSPopover",
        "shouldDisplayUpdates", "statusUpdates",
    ]

    /// `a.b.c` or `maker(…)` before `.invalidate`, as written; nil when there is no receiver.
    private static func receiverChain(of call: Int, in parsed: ParsedSwift) -> String? {
        guard parsed.is(call - 1, ".") else { return nil }
        var end = call - 2
        if parsed.is(end, ")"), let open = parsed.partner(end) { end = open - 1 }
        guard let first = parsed.chain(endingAt: end).first else { return nil }
        return parsed.source(first..<(call - 1))
    }

    /// When the receiver is a helper's own tip (a parameter or stored property): where callers pass it.
    private static func receiverForwarding(
        of call: Int, in parsed: ParsedSwift, resolver: TipResolver
    ) -> TipForwarding? {
        guard parsed.is(call - 1, "."), let first = parsed.chain(endingAt: call - 2).first else { return nil }
        return resolver.forwarding(of: first..<(call - 1), at: call)
    }

    private static func receiverType(of call: Int, in parsed: ParsedSwift, resolver: TipResolver) -> String? {
        let ownType = parsed.scopes.enclosingType(at: call)?.name
        guard parsed.is(call - 1, ".") else { return ownType }
        let end = call - 1
        if parsed.is(end - 1, ")"), let open = parsed.partner(end - 1) {
            let callee = parsed.chain(endingAt: open - 1)
            guard let first = callee.first else { return nil }
            return resolver.constructedType(in: first..<end)
        }
        let names = parsed.chain(endingAt: end - 1)
        guard let first = names.first else { return nil }
        if names.count == 1, parsed.is(first, "self") { return ownType }
        return resolver.tipType(of: first..<end, at: call)
    }
}
