import SwiftScan

/// Call arguments the merge follows into wrappers and helpers: values of a known type
/// (`.tipIfAvailable(ShareTip())`, `TipAnchor(tip: saveTip)`), a type's member (an event handed to
/// a donating helper, `record(ScanTip.scanned)`), and a wrapper's own parameter handed on.
enum TypedArgumentRecognizer {
    /// Longer values are expressions, not a tip being passed.
    private static let longestValue = 16

    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let resolver = TipResolver(parsed: parsed)
        // What each call that gave facts made, for the calls repeating it to fold into (RepeatedCalls).
        var made: [Int: CallFacts] = [:]
        let repeatedCalls = parsed.repeatedCalls // read once: a lazy property's getter copies it at each ask
        var viewStarts = ModifiedViewStarts()
        var controlAnchors = ControlAnchors()
        for open in 1..<max(parsed.count, 1) where parsed.is(open, "(") {
            // The callee's name is made only for the arguments that give a fact: most give none.
            guard let callee = calleeToken(before: open, in: parsed), mayHandValues(open, in: parsed) else { continue }
            if let original = repeatedCalls.counterpart(of: open) {
                switch made[original] {
                case nil: continue
                case .typedArguments(let typed):
                    for (fact, token) in typed {
                        facts.typedArguments[fact].repeatColumns.append(
                            parsed.location(token + open - original).column)
                    }
                    continue
                case .unfoldable: break
                }
            }
            var typed: [(fact: Int, token: Int)] = []
            let events = facts.eventArguments.count
            defer {
                // Kept only for the repeats to fold into: almost every file has none.
                if !repeatedCalls.isEmpty && facts.eventArguments.count > events {
                    made[open] = .unfoldable
                } else if !repeatedCalls.isEmpty && !typed.isEmpty {
                    made[open] = .typedArguments(typed)
                }
            }
            let arguments = parsed.arguments(ofCallAt: open)
            let typedBefore = facts.typedArguments.count
            defer {
                if facts.typedArguments.count > typedBefore {
                    let controls = arguments.count > 1 ? controlArguments(arguments, at: open, resolver: resolver) : []
                    // A wrapper handed the tip in a row shows it in every row, unless the call asks about the row.
                    let row = rowPlace(ofCallAt: open, arguments: arguments, resolver: resolver)
                    let receiver = modifiedView(
                        byCallee: callee, viewStarts: &viewStarts, anchors: &controlAnchors, in: parsed)
                    for fact in typedBefore..<facts.typedArguments.count {
                        facts.typedArguments[fact].controlArguments = controls
                        facts.typedArguments[fact].receiver = receiver
                        facts.typedArguments[fact].isInRow = row.isInRow
                        facts.typedArguments[fact].dependsOnRow = row.dependsOnRow
                    }
                }
            }
            for (position, argument) in arguments.enumerated() {
                // Each tip of an array handed over (`TipCarousel(tips: [ATip(), BTip()])`) is passed.
                if let elements = parsed.arrayElements(argument.valueRange) {
                    for element in elements where element.count <= longestValue {
                        addTypedArguments(
                            of: resolver.reading(element, at: open), callee: callee, label: argument.label,
                            position: position, at: open,
                            resolver: resolver, into: &facts, made: &typed)
                    }
                    continue
                }
                let value = argument.valueRange
                guard !value.isEmpty, value.count <= longestValue, parsed.isChainName(value.lowerBound) else {
                    continue
                }
                if let member = typeMember(value, at: open, in: parsed) {
                    facts.eventArguments.append(
                        EventArgument(
                            callee: parsed.text(callee), label: argument.label, position: position, owner: member.owner,
                            event: member.name,
                            site: parsed.site(value.lowerBound)))
                }
                // Read once for the three walks below.
                let reading = resolver.reading(value, at: open)
                // A wrapper's own parameter handed on (its annotation, `Tips.Event`, may name a type).
                if let from = resolver.forwarding(of: reading), from.callee != parsed.text(callee) {
                    let receiver = modifiedView(
                        byCallee: callee, viewStarts: &viewStarts, anchors: &controlAnchors, in: parsed)
                    facts.forwardedArguments.append(
                        ForwardedArgument(
                            callee: parsed.text(callee), label: argument.label, position: position, from: from,
                            receiver: receiver,
                            row: rowHandOn(value, at: open, arguments: arguments, resolver: resolver)))
                }
                addTypedArguments(
                    of: reading, callee: callee, label: argument.label, position: position, at: open,
                    resolver: resolver, into: &facts, made: &typed)
            }
        }
    }

    /// The call's arguments that are controls by name or type (`from: setupView.nextButton`), read only at
    /// calls handing over a tip: a wrapper presenting a popover from its parameter points the tip at one.
    private static func controlArguments(
        _ arguments: [Argument], at open: Int, resolver: TipResolver
    ) -> [ArgumentSlot] {
        arguments.enumerated().compactMap { position, argument in
            let value = argument.valueRange
            guard !value.isEmpty, value.count <= longestValue, resolver.parsed.isChainName(value.lowerBound),
                PopoverSourceItem.isControl(value, at: open, resolver: resolver)
            else { return nil }
            return ArgumentSlot(label: argument.label, position: position)
        }
    }

    /// Where a wrapper's parameter handed on at `open` sits in a loop's rows, when the call hands on nothing of the
    /// row (`.tipIfAny(hint)` in `ForEach(meals) { meal in … }`).
    private static func rowHandOn(
        _ value: Range<Int>, at open: Int, arguments: [Argument], resolver: TipResolver
    ) -> RowHandOn? {
        let row = rowPlace(ofCallAt: open, arguments: arguments, resolver: resolver)
        guard row.isInRow, !row.dependsOnRow else { return nil }
        let site = resolver.parsed.site(value.lowerBound)
        return RowHandOn(location: site.location, loop: site.context.rowLoop ?? "ForEach")
    }

    /// Whether the call at `open` sits in a `ForEach`/`List` row, and whether one of its arguments (or a condition
    /// around it) uses the row's values.
    private static func rowPlace(
        ofCallAt open: Int, arguments: [Argument], resolver: TipResolver
    ) -> (isInRow: Bool, dependsOnRow: Bool) {
        let rows = resolver.rowClosures(at: open)
        guard !rows.isEmpty else { return (false, false) }
        return (true, arguments.contains { resolver.dependsOnRow($0.valueRange, rows: rows, at: open) })
    }

    /// The view a member call (`.tipIfAny(…)` after its `.`) modifies, nil for any other call; read as
    /// `DisplaySiteRecognizer` reads a popover's anchor, but for the file's properties and functions building a
    /// control (a walk of the file, for the many calls handing over values of every kind): a wrapper that anchors
    /// the tip it is handed on that view puts it there.
    private static func modifiedView(
        byCallee callee: Int, viewStarts: inout ModifiedViewStarts, anchors: inout ControlAnchors,
        in parsed: ParsedSwift
    ) -> ModifiedView? {
        let dot = callee - 1
        guard parsed.is(dot, ".") else { return nil }
        let start = viewStarts.start(beforeDot: dot, in: parsed)
        var view = ModifiedView(isControl: anchors.anchorsControl(start..<dot, in: parsed, throughBuilders: false))
        if view.isControl {
            view.gestureActionCallees = anchors.gestureActionCallees(start..<dot)
        } else if parsed.isTypeName(start), parsed.is(start + 1, "(") || parsed.is(start + 1, "{") {
            view.viewCall = parsed.text(start)
        }
        return view
    }

    /// What a call gave that the calls repeating it fold into.
    private enum CallFacts {
        /// Typed arguments, each with the first token of its value: a repeat adds its column to each.
        case typedArguments([(fact: Int, token: Int)])
        /// Event arguments, which have no repeat columns: each repeat is read as a call of its own.
        case unfoldable
    }

    /// Whether the call at `open` may hand over a value the loop reads: one starting with a name or an array
    /// (`[`). Checked on every token inside the parentheses before the arguments are split, passing over
    /// labels only (a name after `(` or `,` with a `:` after it, as `Structure.arguments` reads one): most
    /// calls hand over literals and implicit members only (`.padding(8)`, `.font(.title)`, `Text("Hello")`),
    /// and give no fact. Trailing closures start with `{`, which the loop passes over too.
    private static func mayHandValues(_ open: Int, in parsed: ParsedSwift) -> Bool {
        guard let close = parsed.partner(open) else { return false }
        var index = open + 1
        while index < close {
            if parsed.is(index, "[") { return true }
            if parsed.isChainName(index),
                !(parsed.is(index + 1, ":") && (parsed.is(index - 1, "(") || parsed.is(index - 1, ",")))
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// One typed argument for each tip type the value can hold; each added to `made` with the value's first token.
    private static func addTypedArguments(
        of reading: TipResolver.ValueReading, callee: Int, label: String?, position: Int, at open: Int,
        resolver: TipResolver, into facts: inout FileFacts, made: inout [(fact: Int, token: Int)]
    ) {
        let parsed = resolver.parsed
        let value = reading.range
        let first = facts.typedArguments.count
        defer {
            for fact in first..<facts.typedArguments.count { made.append((fact, value.lowerBound)) }
        }
        let types = resolver.tipTypes(of: reading)
        for type in types where type.first?.isUppercase == true {
            facts.typedArguments.append(
                TypedArgument(
                    callee: parsed.text(callee), label: label, position: position, type: type,
                    text: parsed.source(value),
                    site: parsed.site(value.lowerBound), isMemberCall: parsed.is(callee - 1, ".")))
        }
        // `tip: Tips.web` or `tip: flag ? Tips.web : nil`, the static instance declared in another file:
        // the merge resolves it through that file's property.
        guard types.isEmpty,
            let member = resolver.qualified(reading)
                ?? typeMember(value, at: open, in: parsed).map({ "\($0.owner).\($0.name)" })
        else { return }
        var argument = TypedArgument(
            callee: parsed.text(callee), label: label, position: position, type: "", text: parsed.source(value),
            site: parsed.site(value.lowerBound))
        argument.unresolvedMember = member
        facts.typedArguments.append(argument)
    }

    /// `Type.member` or `Self.member` as the whole value: a static member that may be an event.
    private static func typeMember(
        _ value: Range<Int>, at site: Int, in parsed: ParsedSwift
    ) -> (owner: String, name: String)? {
        // `Type.` or `Self.` first: checked before the chain is made.
        let first = value.lowerBound
        guard parsed.isTypeName(first) || parsed.is(first, "Self"), parsed.is(first + 1, ".") else { return nil }
        let names = parsed.chain(from: value.lowerBound)
        guard names.count >= 2, let last = names.last, last + 1 == value.upperBound, !parsed.isTypeName(last),
            parsed.isTypeName(names[0]) || parsed.is(names[0], "Self")
        else { return nil }
        return (DonationRecognizer.resolvedOwner(Array(names.dropLast()), at: site, in: parsed), parsed.text(last))
    }

    /// The token of the called name: `name(`, `Type<Arg>(`, `Type.init(`; nil for declarations (`func name(`).
    private static func calleeToken(before open: Int, in parsed: ParsedSwift) -> Int? {
        var name = open - 1
        if parsed.is(name, ">") { name = genericArgumentsStart(endingAt: name, in: parsed) - 1 }
        if parsed.is(name, "init"), parsed.is(name - 1, ".") { name -= 2 }
        guard parsed.isIdentifier(name), !parsed.is(name - 1, "func"), !parsed.is(name - 1, "case") else { return nil }
        return name
    }

    /// The `<` that opens the generic arguments ending at the `>` at `close` (a short, flat
    /// search: a comparison is never followed by `(` in a call position we care about).
    private static func genericArgumentsStart(endingAt close: Int, in parsed: ParsedSwift) -> Int {
        var depth = 0
        var index = close
        while index >= 0, close - index < longestValue {
            if parsed.is(index, ">") { depth += 1 }
            if parsed.is(index, "<") {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return close
    }
}
