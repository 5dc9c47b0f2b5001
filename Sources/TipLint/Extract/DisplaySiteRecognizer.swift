import SwiftScan

/// Where tips are shown: `.popoverTip(…)` (and the pre-release `.popoverMiniTip(tip:)`), `TipView(…)`, `TipUIView(…)`,
/// `TipUIPopoverViewController(…)`, `TipNSView(…)`, `TipNSPopover(…)`, a `TipUICollectionViewCell`'s
/// `configureTip(…)`, the
/// tips listed in a `TipGroup { … }`, and a tip whose `shouldDisplayUpdates` or `statusUpdates` the
/// app follows to present its own view.
enum DisplaySiteRecognizer {
    private static let viewKinds: [(StaticString, DisplayKind)] = [
        ("TipView", .tipView), ("TipUIView", .tipUIView), ("TipUIPopoverViewController", .tipUIPopoverViewController),
        ("TipNSView", .tipNSView), ("TipNSPopover", .tipNSPopover),
    ]

    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let resolver = TipResolver(parsed: parsed)
        let arms = ExclusiveArms(parsed: parsed)
        var viewStarts = ModifiedViewStarts()
        var controlAnchors = ControlAnchors()
        // The fact made for each `.popoverTip`'s `.`, for the calls repeating it (RepeatedCalls) to fold into.
        var popoverFacts: [Int: Int] = [:]
        for index in 0..<parsed.count where parsed.isIdentifier(index) {
            // The names looked for start with `p`, `s`, `c` or `T`: one byte rules out most identifiers.
            let first = parsed.firstByte(index)
            if first == UInt8(ascii: "p"), parsed.is(index, "popoverTip") || parsed.is(index, "popoverMiniTip"),
                parsed.is(index + 1, "("), !parsed.is(index - 1, "func")
            {
                if let original = parsed.repeatedCalls.original(ofCallAt: index - 1), let fact = popoverFacts[original]
                {
                    facts.displaySites[fact].repeatColumns.append(parsed.location(index - 1).column)
                    continue
                }
                // The pre-release `.popoverMiniTip(tip:)` (beta_api reports it) still shows its tip.
                let label = parsed.is(index, "popoverTip") ? nil : "tip"
                guard
                    let argument = parsed.arguments(ofCallAt: index + 1).first(where: { $0.label == label })?
                        .valueRange,
                    !argument.isEmpty
                else { continue }
                // `.popoverTip(…)` in a modifier chain, or `popoverTip(…)` on `self` in a View extension.
                let isMember = parsed.is(index - 1, ".")
                let start = isMember ? index - 1 : index
                let anchor = isMember ? viewStarts.start(beforeDot: index - 1, in: parsed) : index
                var popover = site(.popoverTip, argument: argument, at: start, resolver: resolver, anchor: anchor)
                if isMember { popover.anchorStart = parsed.location(anchor) }
                let inControlLabel = popover.context.closures.last.map(controlLabels.contains) == true
                popover.anchorsControl =
                    isMember && controlAnchors.anchorsControl(anchor..<start, in: parsed) || inControlLabel
                if isMember, !inControlLabel {
                    popover.gestureActionCallees = controlAnchors.gestureActionCallees(anchor..<start)
                }
                if isMember, parsed.isTypeName(anchor), parsed.is(anchor + 1, "(") {
                    popover.anchoredViewType = parsed.text(anchor)
                }
                popover.anchorsBodyRoot = isMember && startsBody(anchor, in: parsed)
                if isMember, !popover.anchorsControl {
                    popover.anchorViewCall = controlAnchors.viewCall(anchor..<start, in: parsed)
                }
                popover.isInMenuItems = SystemDrawnItems.contains(start, in: parsed)
                if !popover.isInMenuItems { popover.itemHelper = SystemDrawnItems.helper(holding: start, in: parsed) }
                popover.arms = arms.arms(at: start)
                popover.presentation = arms.presentation(at: start)
                popover.conditions = arms.conditions(at: start)
                if let chosen = arms.condition(choosing: argument, resolver: resolver) {
                    popover.conditions.append(chosen)
                }
                popover.castChoice = castChoice(in: argument, in: parsed)
                if popover.castChoice == nil, popover.tipType == nil,
                    let guarded = GroupTipReadRecognizer.guardedCastChoice(in: argument, in: parsed)
                {
                    // Shown only when the cast succeeds: that tip, whatever the value is handed.
                    popover.castChoice = guarded
                    popover.tipType = guarded.type
                    popover.forwarding = nil
                }
                popover.conditionPicksRow = arms.conditionPicksRow(at: start)
                popover.rowDataGate = resolver.rowDataGate(argument, at: start)
                popover.anchorsModifiedView =
                    !isMember || parsed.is(anchor, "self")
                    || parsed.is(anchor, "content") && popover.context.functionName == "body"
                if isMember { popoverFacts[start] = facts.displaySites.count }
                facts.displaySites.append(popover)
                continue
            }
            if first == UInt8(ascii: "s"),
                parsed.is(index, "shouldDisplayUpdates") || parsed.is(index, "statusUpdates"),
                parsed.is(index - 1, "."),
                let receiver = receiver(endingBefore: index - 1, in: parsed)
            {
                // `for await shouldDisplay in tip.shouldDisplayUpdates { … }`: the app presents the tip itself.
                facts.displaySites.append(
                    site(
                        .shouldDisplayUpdates, argument: receiver, at: receiver.lowerBound,
                        resolver: resolver, anchor: nil))
                continue
            }
            if first == UInt8(ascii: "c"), parsed.is(index, "configureTip"), parsed.is(index - 1, "."),
                parsed.is(index + 1, "("),
                let argument = parsed.firstUnlabelledArgument(ofCallAt: index + 1)
            {
                facts.displaySites.append(
                    site(.tipUICollectionViewCell, argument: argument, at: index, resolver: resolver, anchor: nil))
                continue
            }
            if first == UInt8(ascii: "o"), parsed.is(index - 1, "."),
                parsed.is(index, "onTapGesture") || parsed.is(index, "onLongPressGesture")
            {
                // `WalkCard(…).onTapGesture { … }`: that view is a control here.
                let chainStart = viewStarts.start(beforeDot: index - 1, in: parsed)
                if parsed.isTypeName(chainStart), parsed.is(chainStart + 1, "(") || parsed.is(chainStart + 1, "{") {
                    facts.tappedViews.append(parsed.text(chainStart))
                }
                continue
            }
            if parsed.is(index - 1, "."), parsed.is(index + 1, "("), let cases = appliedModifier(at: index, in: parsed)
            {
                let dot = index - 1
                // A control the chain starts by building (`Button { … }`): what real code hands such modifiers; a
                // property building one, or a gesture, is asked of popovers only (it costs a walk per name).
                let chainStart = viewStarts.start(beforeDot: dot, in: parsed)
                if chainStart < dot, ControlAnchors.startsControl(at: chainStart, in: parsed) {
                    facts.controlModifierUses.append(
                        ControlModifierUse(
                            name: cases.name, cases: cases.values, location: parsed.location(dot)))
                }
                continue
            }
            guard first == UInt8(ascii: "T"), isTypeReference(index, in: parsed) else { continue }
            if let kind = viewKinds.first(where: { parsed.is(index, $0.0) })?.1, parsed.is(index + 1, "(") {
                guard let argument = parsed.firstUnlabelledArgument(ofCallAt: index + 1) else { continue }
                var display = site(kind, argument: argument, at: index, resolver: resolver, anchor: nil)
                if kind == .tipUIPopoverViewController,
                    let item = PopoverSourceItem.sourceItem(ofCallAt: index + 1, in: parsed)
                {
                    display.anchorsControl = PopoverSourceItem.isControl(item, at: index + 1, resolver: resolver)
                    // A wrapper's source item: the control is known where its callers pass it.
                    if !display.anchorsControl, display.forwarding != nil {
                        display.anchorForwarding = resolver.forwarding(of: item, at: index + 1)
                    }
                }
                // Where an inline tip sits in its view, as for a popover: what a row view shows in every row.
                if kind == .tipView {
                    display.arms = arms.arms(at: index)
                    display.presentation = arms.presentation(at: index)
                    display.conditionPicksRow = arms.conditionPicksRow(at: index)
                }
                facts.displaySites.append(display)
            } else if parsed.is(index, "TipGroup"), let builder = groupBuilder(at: index, in: parsed) {
                for entry in parsed.statements(in: builder) {
                    facts.displaySites.append(
                        site(
                            .tipGroup, argument: entry, at: entry.lowerBound, resolver: resolver,
                            anchor: nil))
                }
            }
        }
    }

    private static func site(
        _ kind: DisplayKind, argument: Range<Int>, at index: Int, resolver: TipResolver,
        anchor: Int?
    ) -> DisplaySite {
        let parsed = resolver.parsed
        let rows = resolver.rowClosures(at: index)
        let value = resolver.reading(argument, at: index)
        let types = resolver.tipTypes(of: value)
        return DisplaySite(
            kind: kind, tipType: types.first, argument: parsed.source(argument),
            site: parsed.site(index),
            dependsOnRow: resolver.dependsOnRow(argument, rows: rows, at: index), anchor: anchor,
            isInRow: !rows.isEmpty,
            forwarding: resolver.forwarding(of: value), otherTipTypes: Array(types.dropFirst()),
            qualifiedArgument: types.isEmpty ? resolver.qualified(value) : nil)
    }

    /// `.modifier(LockTipModifier(kind: .lock, isEnabled: ready))`: the modifier type and the cases it is handed;
    /// `.editTip(.color)` or `.pinHint()`, a call with one `.case` or none (a View extension of the project's, or
    /// any other): its name and that case. Nil for any other call at `name`.
    private static func appliedModifier(at name: Int, in parsed: ParsedSwift) -> (name: String, values: [String])? {
        if parsed.firstByte(name) &- UInt8(ascii: "a") < 26 {
            if parsed.is(name + 2, ")") { return (parsed.text(name), []) }
            if parsed.is(name + 2, "."), parsed.isIdentifier(name + 3), parsed.is(name + 4, ")") {
                return (parsed.text(name), [parsed.text(name + 3)])
            }
        }
        guard parsed.is(name, "modifier"), parsed.isTypeName(name + 2), parsed.is(name + 3, "("),
            let close = parsed.partner(name + 3), parsed.is(close + 1, ")")
        else { return nil }
        let values = parsed.arguments(ofCallAt: name + 3).compactMap { argument -> String? in
            let value = argument.valueRange
            guard value.count == 2, parsed.is(value.lowerBound, "."), parsed.isIdentifier(value.lowerBound + 1)
            else { return nil }
            return parsed.text(value.lowerBound + 1)
        }
        return (parsed.text(name + 2), values)
    }

    /// `value as? Type` (`group.currentTip as? ShareTip`, in parentheses or not): the value and the type.
    private static func castChoice(in argument: Range<Int>, in parsed: ParsedSwift) -> CastChoice? {
        let range = parsed.unparenthesized(argument)
        guard let cast = range.first(where: { parsed.is($0, "as") }), cast > range.lowerBound,
            parsed.is(cast + 1, "?"), parsed.scopes.scope(at: cast) == parsed.scopes.scope(at: range.lowerBound)
        else { return nil }
        let type = parsed.chain(from: cast + 2)
        var value = parsed.chain(from: range.lowerBound)
        guard let lastType = type.last, lastType + 1 == range.upperBound, let lastValue = value.last,
            lastValue + 1 == cast
        else { return nil }
        if parsed.is(value[0], "self") { value.removeFirst() }
        return value.isEmpty ? nil : CastChoice(value: parsed.dotted(value), type: parsed.dotted(type))
    }

    /// Controls whose label closure holds the anchored view (`Button { … } label: { Image(…).popoverTip(tip) }`).
    private static let controlLabels: Set<String> = ["Button", "Menu", "NavigationLink", "Link", "Toggle", "ShareLink"]

    /// Whether `index` starts a view's `body`: `var body: some View { VStack { … }`.
    private static func startsBody(_ index: Int, in parsed: ParsedSwift) -> Bool {
        parsed.is(index - 1, "{") && parsed.is(index - 2, "View") && parsed.is(index - 3, "some")
            && parsed.is(index - 4, ":") && parsed.is(index - 5, "body")
    }

    /// The receiver before the `.` at `dot`: `tip`, `self.model.tip`, `SaveTip()`, `tips[0]`.
    private static func receiver(endingBefore dot: Int, in parsed: ParsedSwift) -> Range<Int>? {
        var end = dot - 1
        while parsed.is(end, "!") || parsed.is(end, "?") { end -= 1 }
        var start = end
        if parsed.is(end, ")") || parsed.is(end, "]"), let open = parsed.partner(end) { start = open - 1 }
        guard let first = parsed.chain(endingAt: start).first else { return nil }
        return first..<dot
    }

    /// `TipView` itself or `TipKit.TipView`, not a member `.TipView` of something else.
    private static func isTypeReference(_ index: Int, in parsed: ParsedSwift) -> Bool {
        !parsed.is(index - 1, ".") || parsed.is(index - 2, "TipKit")
    }

    /// The tokens inside `TipGroup(…) { … }` or `TipGroup { … }`.
    private static func groupBuilder(at index: Int, in parsed: ParsedSwift) -> Range<Int>? {
        var open = index + 1
        if parsed.is(open, "("), let close = parsed.partner(open) { open = close + 1 }
        guard parsed.is(open, "{"), let close = parsed.partner(open) else { return nil }
        return (open + 1)..<close
    }

}

/// The first token of the view a modifier chain starts from, for each
/// modifier asked about: walks back from the `.` of a modifier over calls,
/// trailing closures (also labelled ones, `} label: {`) and earlier
/// `.modifier`s. Two modifiers share a view exactly when they share this
/// token. The walk stops at a modifier already asked about, so a chain of
/// 20,000 `.popoverTip`s is walked once, not once per modifier.
struct ModifiedViewStarts {
    private var known: [Int: Int] = [:]

    mutating func start(beforeDot dot: Int, in parsed: ParsedSwift) -> Int {
        let start = walk(beforeDot: dot, in: parsed)
        known[dot] = start
        return start
    }

    private func walk(beforeDot dot: Int, in parsed: ParsedSwift) -> Int {
        var index = dot - 1
        while index >= 0 {
            WorkMeter.count()
            if parsed.is(index, ")") || parsed.is(index, "]") {
                guard let open = parsed.partner(index) else { return index }
                index = open - 1
            } else if parsed.is(index, "}") {
                guard let open = parsed.partner(index) else { return index }
                if parsed.is(open - 1, ":"), parsed.isIdentifier(open - 2), parsed.is(open - 3, "}") {
                    index = open - 3
                } else {
                    index = open - 1
                }
            } else if parsed.is(index, "?") || parsed.is(index, "!") {
                index -= 1
            } else if let opening = Self.postfixClauseOpening(holding: index, in: parsed) {
                // The popover is among modifiers under `#if canImport(TipKit)` (or in its `#else`): the view is the
                // one before the `#if`.
                index = opening - 1
            } else if parsed.isChainName(index) {
                guard parsed.is(index - 1, ".") else { return index }
                if let start = known[index - 1] { return start }
                index -= 2
            } else if parsed.is(index, "#endif"), let start = Self.postfixIf(endingAt: index, in: parsed) {
                // Modifiers under `#if os(macOS) .padding(…) #else … #endif` modify the same view.
                index = start - 1
            } else {
                return index + 1
            }
        }
        return 0
    }

    /// The most tokens `postfixIf` walks back: modifiers under `#if` are a few lines; an `#endif` with no `#if`
    /// before it must not send each popover after it back to the file's start.
    static let postfixIfLimit = 512

    /// When `index` is on the line of a `#if`, `#elseif` or `#else` whose next line starts with `.` (a clause of
    /// modifiers), the `#if` opening that block; nil on any other line.
    private static func postfixClauseOpening(holding index: Int, in parsed: ParsedSwift) -> Int? {
        let line = parsed.line(index)
        var directive = index
        while directive > 0, parsed.line(directive - 1) == line, index - directive < 64 { directive -= 1 }
        guard parsed.is(directive, "#if") || parsed.is(directive, "#elseif") || parsed.is(directive, "#else"),
            let next = (index + 1..<min(parsed.count, index + 64)).first(where: { parsed.line($0) > line }),
            parsed.is(next, ".")
        else { return nil }
        if parsed.is(directive, "#if") { return directive }
        return enclosingClauses(before: directive, in: parsed)?.opening
    }

    /// The `#if` of the `#if … #endif` ending at `endif` when each of its clauses holds modifiers only (its first
    /// line after the condition starts with `.`), nested ones skipped.
    private static func postfixIf(endingAt endif: Int, in parsed: ParsedSwift) -> Int? {
        guard let block = enclosingClauses(before: endif, in: parsed) else { return nil }
        let clauseStarts = [endif] + block.clauseStarts + [block.opening]
        // Each clause: the directive's line, then a line starting with `.` (or nothing).
        for (position, start) in clauseStarts.dropFirst().enumerated() {
            let end = clauseStarts[position]
            let line = parsed.line(start)
            guard let first = (start..<end).first(where: { parsed.line($0) > line }) else { continue }
            guard parsed.is(first, ".") else { return nil }
        }
        return block.opening
    }

    /// Back from `index` (an `#elseif`, `#else` or `#endif`) over the clauses of its block, nested blocks skipped:
    /// the `#if` opening it and, nearest first, the `#elseif`/`#else` between; nil past `postfixIfLimit` tokens.
    private static func enclosingClauses(
        before index: Int, in parsed: ParsedSwift
    ) -> (
        opening: Int, clauseStarts: [Int]
    )? {
        var depth = 0
        var clauseStarts: [Int] = []
        var back = index - 1
        while back >= 0, index - back <= postfixIfLimit {
            WorkMeter.count()
            if parsed.is(back, "#endif") {
                depth += 1
            } else if parsed.is(back, "#if") {
                if depth == 0 { return (back, clauseStarts) }
                depth -= 1
            } else if depth == 0, parsed.is(back, "#else") || parsed.is(back, "#elseif") {
                clauseStarts.append(back)
            }
            back -= 1
        }
        return nil
    }
}

/// Whether the modified view starting a chain (up to a `.popoverTip`) is a
/// control, or the chain makes it one with a tap or long-press gesture. The
/// walk along one chain resumes where the previous `.popoverTip` on it stopped,
/// so a chain of 20,000 modifiers is walked once.
struct ControlAnchors {
    /// Controls a popover tip can point at: the user's action on them is the one the tip suggests.
    static let controls: Set<String> = [
        "Button", "Toggle", "Menu", "NavigationLink", "Link", "Picker", "Stepper", "ShareLink", "PhotosPicker",
        "EditButton", "PasteButton", "ColorPicker", "DatePicker", "Slider", "TextField", "SecureField",
        // macOS: the link that opens the app's Settings window.
        "SettingsLink",
    ]

    /// Per chain start: how far its modifiers were walked, and whether a gesture was found.
    private var walked: [Int: (reached: Int, hasGesture: Bool)] = [:]
    /// Per chain start whose control is only a gesture: the names the gesture's action calls.
    private var gestureCallees: [Int: [String]] = [:]
    /// Per name: the first token of the body of each view property or function of this file by it. Made in one
    /// walk of the file at the first ask: a walk per name asked cost a large app's files a walk per modifier chain.
    private var builderBodies: [String: [Int]]?

    /// `throughBuilders`: whether a property or function of the file that builds a control counts (a walk of the
    /// file at the first ask), as it does for a popover; a call merely handing a value over asks without.
    mutating func anchorsControl(_ chain: Range<Int>, in parsed: ParsedSwift, throughBuilders: Bool = true) -> Bool {
        guard let first = chain.first else { return false }
        if Self.startsControl(at: first, in: parsed) { return true }
        // `toolbarMenu.popoverTip(…)`: a property (or `toolbarMenu()`) of this file that builds a control.
        if throughBuilders, parsed.isIdentifier(first), !parsed.is(first - 1, "."),
            builderBodies(parsed.text(first), in: parsed).contains(where: { Self.startsControl(at: $0, in: parsed) })
        {
            return true
        }
        var (index, hasGesture) = walked[first] ?? (first, false)
        while !hasGesture, index < chain.upperBound {
            WorkMeter.count()
            if Self.isGesture(at: index, in: parsed) {
                hasGesture = true
                gestureCallees[first] = Self.callees(ofGestureAt: index + 1, in: parsed)
            } else {
                index = parsed.skipGroup(index)
            }
        }
        // The modifiers after the popover modify the same view: `.popoverTip(tip).onTapGesture { … }` taps it too.
        while !hasGesture, index >= chain.upperBound, parsed.is(index, "."), parsed.isIdentifier(index + 1) {
            WorkMeter.count()
            if Self.isGesture(at: index, in: parsed) {
                hasGesture = true
                gestureCallees[first] = Self.callees(ofGestureAt: index + 1, in: parsed)
            } else {
                index = Self.endOfModifier(at: index, in: parsed)
            }
        }
        walked[first] = (index, hasGesture)
        return hasGesture
    }

    /// `.onTapGesture` or `.onLongPressGesture` at the `.` `index`.
    private static func isGesture(at index: Int, in parsed: ParsedSwift) -> Bool {
        parsed.is(index, ".") && (parsed.is(index + 1, "onTapGesture") || parsed.is(index + 1, "onLongPressGesture"))
    }

    /// The token after the modifier whose `.` is `index`: its name, arguments and trailing closures
    /// (`label: { … }` ones too).
    private static func endOfModifier(at index: Int, in parsed: ParsedSwift) -> Int {
        var end = index + 2
        if parsed.is(end, "(") { end = parsed.skipGroup(end) }
        while parsed.is(end, "{") || parsed.isIdentifier(end) && parsed.is(end + 1, ":") && parsed.is(end + 2, "{") {
            end = parsed.skipGroup(parsed.is(end, "{") ? end : end + 2)
        }
        return end
    }

    /// When only a gesture makes the chain's view a control (after `anchorsControl` found one): the names its
    /// action calls, `[]` for an empty action; nil for a control or no gesture.
    func gestureActionCallees(_ chain: Range<Int>) -> [String]? {
        chain.first.flatMap { gestureCallees[$0] }
    }

    /// The lowercase names called in the gesture's closure (`{ openWikipedia(…) }`) or handed to it (`perform: open`).
    private static func callees(ofGestureAt name: Int, in parsed: ParsedSwift) -> [String] {
        var end = name + 1
        if parsed.is(end, "("), let close = parsed.partner(end) { end = close + 1 }
        if parsed.is(end, "{"), let close = parsed.partner(end) { end = close + 1 }
        var names: [String] = []
        for index in (name + 1)..<min(end, parsed.count) where parsed.isIdentifier(index) && !parsed.isTypeName(index) {
            if parsed.is(index + 1, "(") || parsed.is(index - 1, ":") && parsed.is(index - 2, "perform") {
                names.append(parsed.text(index))
            }
        }
        return names
    }

    /// Stacks whose only content besides `Spacer()`s is one view: the stack is that view, placed.
    private static let placingStacks: Set<String> = ["HStack", "VStack", "ZStack", "Group"]

    /// Whether a view's `body` (the tokens inside its braces) is one control: `Button { action() } label: { … }`,
    /// or a stack holding that control and `Spacer()`s only. Modifiers after it keep it a control, and `let`s
    /// before it (`let busy = isLoading?.wrappedValue ?? false`), which build no view, leave it one. So is an
    /// `if … { … } else { … }` (`#available` or any condition) whose every arm is one control, or a property of
    /// this file (`legacyButton`, `gameCell`) whose body is one: whichever arm shows, the user acts on a control.
    static func isControlBody(_ body: Range<Int>, in parsed: ParsedSwift, depth: Int = 0) -> Bool {
        let statements = parsed.statements(in: body).filter {
            !isPostfixDirective($0, in: parsed) && !parsed.is($0.lowerBound, "let")
        }
        guard statements.count == 1, let statement = statements.first else { return false }
        var start = statement.lowerBound
        if parsed.is(start, "return") { start += 1 }
        if startsControl(at: start, in: parsed) || hasTapAction(statement, from: start, in: parsed) { return true }
        // Two levels: an arm naming a property, whose body may be an `if #available` again.
        if depth < 2, let arms = ifElseArms(statement, in: parsed) {
            return arms.allSatisfy { arm in
                isControlBody(arm, in: parsed, depth: depth + 1) || isControlProperty(arm, in: parsed, depth: depth + 1)
            }
        }
        guard start < parsed.count, placingStacks.contains(parsed.text(start)) else { return false }
        var open = start + 1
        if parsed.is(open, "("), let close = parsed.partner(open) { open = close + 1 }
        guard parsed.is(open, "{"), let close = parsed.partner(open) else { return false }
        let content = parsed.statements(in: (open + 1)..<close).filter {
            !parsed.is($0.lowerBound, "Spacer") && !isPostfixDirective($0, in: parsed)
        }
        return content.count == 1 && content.first.map { startsControl(at: $0.lowerBound, in: parsed) } == true
    }

    /// Whether the statement's own chain (not a closure inside it) gives its view a tap or long-press gesture
    /// that does something (`Image(…).onTapGesture { isMenuOpen = true }`): tapping the view is its action.
    private static func hasTapAction(_ statement: Range<Int>, from start: Int, in parsed: ParsedSwift) -> Bool {
        var index = start
        while index < statement.upperBound {
            WorkMeter.count()
            if isGesture(at: index, in: parsed) {
                var action = index + 2
                if parsed.is(action, "("), let close = parsed.partner(action) {
                    if ((action + 1)..<close).contains(where: { parsed.is($0, "perform") }) { return true }
                    action = close + 1
                }
                guard parsed.is(action, "{"), let close = parsed.partner(action) else { return false }
                return close > action + 1
            }
            index = parsed.skipGroup(index)
        }
        return false
    }

    private static let directives: [StaticString] = ["#if", "#elseif", "#else", "#endif"]

    /// A piece of a modifier chain under `#if` (`#if os(macOS)` then `.frame(…)`, `#else` then `.padding()`,
    /// `#endif`), which `statements(in:)` cuts off the view it modifies: a directive whose next line, if any,
    /// starts with `.`.
    private static func isPostfixDirective(_ statement: Range<Int>, in parsed: ParsedSwift) -> Bool {
        let first = statement.lowerBound
        guard directives.contains(where: { parsed.is(first, $0) }) else { return false }
        let line = parsed.line(first)
        guard let next = statement.first(where: { parsed.line($0) > line }) else { return true }
        return parsed.is(next, ".")
    }

    /// The arms' insides of `if c { … } else { … }` (`if #available(…)`, `else if` chains), when that is the whole
    /// statement and it ends in an `else`.
    private static func ifElseArms(_ statement: Range<Int>, in parsed: ParsedSwift) -> [Range<Int>]? {
        var arms: [Range<Int>] = []
        var index = statement.lowerBound
        while parsed.is(index, "if") {
            // The condition runs to the arm's brace; a closure or group in it is skipped whole.
            var open = index + 1
            while open < statement.upperBound, !parsed.is(open, "{") { open = parsed.skipGroup(open) }
            guard open < statement.upperBound, let end = parsed.partner(open), parsed.is(end + 1, "else") else {
                return nil
            }
            arms.append((open + 1)..<end)
            index = end + 2
        }
        guard !arms.isEmpty, parsed.is(index, "{"), let end = parsed.partner(index), end + 1 == statement.upperBound
        else { return nil }
        return arms + [(index + 1)..<end]
    }

    /// Whether an arm is one property of this file (`legacyButton`, modifiers after it allowed) whose every
    /// `var` by that name has one control for its body.
    private static func isControlProperty(_ arm: Range<Int>, in parsed: ParsedSwift, depth: Int) -> Bool {
        let statements = parsed.statements(in: arm)
        guard statements.count == 1, let start = statements.first?.lowerBound, parsed.isIdentifier(start),
            !parsed.isTypeName(start), !parsed.is(start + 1, "("), !parsed.is(start + 1, "{")
        else { return false }
        // Its own type's properties: each view's body looks through its type only, not the whole file.
        guard let type = parsed.scopes.enclosingType(at: start) else { return false }
        let braces = ControlAnchors.builderBraces(parsed.text(start), in: parsed, within: type.open..<type.close)
            .filter { parsed.is($0 - 1, "View") }
        return !braces.isEmpty
            && braces.allSatisfy { open in
                parsed.partner(open).map { isControlBody((open + 1)..<$0, in: parsed, depth: depth) } == true
            }
    }

    /// `index` may be one past the last token: a body brace that ends the file.
    static func startsControl(at index: Int, in parsed: ParsedSwift) -> Bool {
        index < parsed.count && controls.contains(parsed.text(index))
            && (parsed.is(index + 1, "(") || parsed.is(index + 1, "{"))
    }

    /// The name of the view the chain starts by building when it is not a control tiplint knows: a call
    /// (`AddButton { … }`, `unitCountButton(count: $n)`) or a property or function of this file whose body
    /// starts with one (`addButton` for `var addButton: some View { AddButton { … } }`; every declaration by
    /// that name the same). The project may declare that view, with a control for its body.
    mutating func viewCall(_ chain: Range<Int>, in parsed: ParsedSwift) -> String? {
        guard let first = chain.first, parsed.isIdentifier(first), !parsed.is(first - 1, ".") else { return nil }
        let bodies = builderBodies(parsed.text(first), in: parsed)
        let names = Set(
            (bodies.isEmpty ? [first] : bodies).map { start in
                start < parsed.count && parsed.isIdentifier(start)
                    && (parsed.is(start + 1, "(") || parsed.is(start + 1, "{"))
                    ? parsed.text(start) : ""
            })
        guard names.count == 1, let name = names.first, !name.isEmpty else { return nil }
        return name
    }

    /// The first token of the body (after a `return`) of each `var name: some View { Menu { … } }` and
    /// `func name() -> some View { Button(…) }` in this file.
    private mutating func builderBodies(_ name: String, in parsed: ParsedSwift) -> [Int] {
        if let builderBodies { return builderBodies[name] ?? [] }
        var bodies: [String: [Int]] = [:]
        var index = 0
        while index + 2 < parsed.count {
            WorkMeter.count()
            if parsed.is(index, "var") || parsed.is(index, "func"),
                let open = Self.bodyBrace(declaredAt: index, in: parsed)
            {
                bodies[parsed.text(index + 1), default: []].append(parsed.is(open + 1, "return") ? open + 2 : open + 1)
            }
            index += 1
        }
        builderBodies = bodies
        return bodies[name] ?? []
    }

    /// The opening brace of the body of each `var name …` and `func name(…) …` of this file (of `range` of it).
    static func builderBraces(_ name: String, in parsed: ParsedSwift, within range: Range<Int>? = nil) -> [Int] {
        var found: [Int] = []
        var index = range?.lowerBound ?? 0
        let end = range.map { min($0.upperBound, parsed.count) } ?? parsed.count
        while index + 2 < end {
            WorkMeter.count()
            if parsed.is(index, "var") || parsed.is(index, "func"), parsed.text(index + 1) == name,
                let open = bodyBrace(declaredAt: index, in: parsed)
            {
                found.append(open)
            }
            index += 1
        }
        return found
    }

    /// The `{` opening the body of the `var` or `func` at `keyword`; nil for a stored property (`=`) or none.
    private static func bodyBrace(declaredAt keyword: Int, in parsed: ParsedSwift) -> Int? {
        var open = keyword + 2
        while open < parsed.count, !parsed.is(open, "{"), !parsed.is(open, "}"), !parsed.is(open, "="),
            !parsed.is(open, "var"), !parsed.is(open, "let"), !parsed.is(open, "func")
        {
            open = parsed.is(open, "(") ? (parsed.partner(open) ?? open) + 1 : open + 1
        }
        return parsed.is(open, "{") ? open : nil
    }
}
