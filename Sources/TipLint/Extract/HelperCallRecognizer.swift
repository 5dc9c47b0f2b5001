import SwiftScan

/// Calls that may run a helper holding a TipKit setup call, for the merge to join with the
/// helpers other files declare: statement-level calls of a lowercase name (`setupTips()`,
/// `try? TipManager.shared.configure()`, `await store.resetTips()`), and functions handed over to
/// run later (`Button("Reset", action: resetTips)`, `.onAppear(perform: setUp)`, `#selector(reset)`).
/// A call inside an expression (`let x = f()`, `.padding()`) is not recorded: setup helpers return
/// nothing a caller uses, and most calls in a file are of that other kind; one that opens an `if` or `guard`
/// condition is (a helper returning whether it worked).
enum HelperCallRecognizer {
    /// Names that are never a project's setup helper, called often enough to be worth skipping.
    private static let skipped: Set<String> = [
        "print", "debugPrint", "assert", "assertionFailure", "precondition", "fatalError", "withAnimation",
        "dismiss", "min", "max", "zip", "stride", "type",
    ]

    static func recognize(_ parsed: ParsedSwift, positions: inout CallPositionReader, into facts: inout FileFacts) {
        let declaresApp = facts.appEntryPoints.contains { $0.kind == "App" }
        // A call repeating the one before it on its line (RepeatedCalls) runs the same helpers again.
        let repeatedCalls = parsed.repeatedCalls // read once: a lazy property's getter copies it at each ask
        for index in 0..<parsed.count where parsed.isIdentifier(index) && !repeatedCalls.contains(index) {
            if parsed.is(index + 1, "(") {
                if parsed.is(index, "modifier") {
                    recordModifier(at: index, in: parsed, positions: &positions, into: &facts)
                } else if parsed.is(index - 1, "."), !parsed.isChainName(index - 2) {
                    if declaresApp { recordSceneModifier(at: index, in: parsed, positions: &positions, into: &facts) }
                } else if startsLowercase(index, in: parsed) {
                    recordCall(at: index, in: parsed, positions: &positions, into: &facts)
                } else {
                    recordConstruction(at: index, in: parsed, positions: &positions, into: &facts)
                    recordClosureArguments(ofConstructionAt: index, in: parsed, positions: &positions, into: &facts)
                }
            } else if parsed.is(index + 1, ":"), parsed.is(index, "action") || parsed.is(index, "perform") {
                recordReference(after: index, in: parsed, positions: &positions, into: &facts)
            }
        }
        for index in 0..<parsed.count where parsed.kind(index) == .pound && parsed.is(index, "#selector") {
            recordSelector(at: index, in: parsed, positions: &positions, into: &facts)
        }
    }

    // MARK: Calls

    private static func recordCall(
        at name: Int, in parsed: ParsedSwift, positions: inout CallPositionReader,
        into facts: inout FileFacts
    ) {
        guard startsLowercase(name, in: parsed), !parsed.is(name - 1, "func") else { return }
        let chain = parsed.chain(endingAt: name)
        guard let start = chain.first, isStatementStart(start, in: parsed) else { return }
        let callee = parsed.text(name)
        guard !skipped.contains(callee) else { return }
        let (labels, trailingClosures) = argumentShape(ofCallAt: name + 1, in: parsed)
        let context = positions.context(name)
        facts.helperCalls.append(
            HelperCall(
                callee: callee, receiver: receiver(Array(chain.dropLast()), at: name, context: context, in: parsed),
                labels: labels, trailingClosures: trailingClosures,
                site: FactSite(location: parsed.location(start), context: context, branch: parsed.branch(name)),
                position: positions.position(of: name, functions: &facts.functions),
                recipient: closureRecipient(around: name, in: parsed)))
    }

    /// `Header(onRestart: { model.restart() })`: when the call's own closure is the whole value of a labelled
    /// argument of a type's construction, the type and label it is handed to; the merge follows it to that
    /// type's calls of its property of the label, where it runs (and reads it where it is, when there are none).
    private static func closureRecipient(around call: Int, in parsed: ParsedSwift) -> ClosureRecipient? {
        let scopes = parsed.scopes
        let scope = scopes.scopes[scopes.scope(at: call)]
        let type = scope.nameToken
        guard scope.kind == .closure, type > 0, parsed.isTypeName(type), !parsed.is(type - 1, "."),
            parsed.is(type + 1, "("), parsed.is(scope.open - 1, ":"),
            let argument = parsed.arguments(ofCallAt: type + 1).first(where: {
                $0.valueRange == scope.open..<(scope.close + 1)
            }),
            let label = argument.label
        else { return nil }
        return ClosureRecipient(type: parsed.text(type), label: label)
    }

    /// `TipManager()`, `let tips = TipsController(store: s)`: runs the type's `init`, which may set
    /// TipKit up. Only types whose name says tips are recorded: most constructions are views and
    /// values, and an initializer that sets up TipKit is a tip manager's.
    private static func recordConstruction(
        at name: Int, in parsed: ParsedSwift, positions: inout CallPositionReader,
        into facts: inout FileFacts
    ) {
        guard !parsed.is(name - 1, "."), !parsed.is(name - 1, "func"), parsed.isTypeName(name),
            mentionsTips(nameAt: name, in: parsed)
        else { return }
        let (labels, trailingClosures) = argumentShape(ofCallAt: name + 1, in: parsed)
        let context = positions.context(name)
        facts.helperCalls.append(
            HelperCall(
                callee: "init", receiver: .type(parsed.text(name)), labels: labels, trailingClosures: trailingClosures,
                site: FactSite(location: parsed.location(name), context: context, branch: parsed.branch(name)),
                position: positions.position(of: name, functions: &facts.functions)))
    }

    /// The labels of the arguments in the parentheses at `open`, and how many closures trail them.
    private static func argumentShape(
        ofCallAt open: Int, in parsed: ParsedSwift
    ) -> (labels: [String?], trailingClosures: Int) {
        var labels: [String?] = []
        var trailingClosures = 0
        guard let close = parsed.partner(open) else { return (labels, trailingClosures) }
        for argument in parsed.arguments(ofCallAt: open) {
            if argument.valueRange.lowerBound < close { labels.append(argument.label) } else { trailingClosures += 1 }
        }
        return (labels, trailingClosures)
    }

    /// `.appTips()` applied in an App's scene: a modifier the project may declare in `extension View`.
    private static func recordSceneModifier(
        at name: Int, in parsed: ParsedSwift, positions: inout CallPositionReader,
        into facts: inout FileFacts
    ) {
        guard startsLowercase(name, in: parsed) else { return }
        let context = positions.context(name)
        guard context.isInAppType else { return }
        facts.helperCalls.append(
            HelperCall(
                callee: parsed.text(name), receiver: .view, labels: parsed.arguments(ofCallAt: name + 1).map(\.label),
                site: FactSite(location: parsed.location(name), context: context, branch: parsed.branch(name)),
                position: positions.position(of: name, functions: &facts.functions)))
    }

    /// `modifier(TipsModifier())`, `.modifier(TipsModifier(style: s))`: runs that modifier's `body(content:)`.
    private static func recordModifier(
        at name: Int, in parsed: ParsedSwift, positions: inout CallPositionReader,
        into facts: inout FileFacts
    ) {
        guard let value = parsed.firstUnlabelledArgument(ofCallAt: name + 1), parsed.isTypeName(value.lowerBound) else {
            return
        }
        let names = parsed.chain(from: value.lowerBound).prefix { parsed.isTypeName($0) }
        guard let last = names.last, parsed.is(last + 1, "(") else { return }
        facts.helperCalls.append(
            HelperCall(
                callee: "body", receiver: .type(parsed.dotted(Array(names))), kind: .viewModifier,
                site: FactSite(
                    location: parsed.location(name), context: positions.context(name), branch: parsed.branch(name)),
                position: positions.position(of: name, functions: &facts.functions)))
    }

    /// `a`-`z` or `_` first: a function, not a type being constructed.
    private static func startsLowercase(_ index: Int, in parsed: ParsedSwift) -> Bool {
        let byte = parsed.file.bytes[Int(parsed.file.tokens[index].start)]
        return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    /// Whether a chain starting at `start` begins a statement: at the start of a line (not
    /// continuing an expression), after `{`, `;`, `in`, `else`, or after `try`, `try?`, `await`, `_ =`; or begins
    /// an `if` or `guard` condition (`if TipSetup.reset() { … }`: a helper reporting whether it worked runs too).
    private static func isStatementStart(_ start: Int, in parsed: ParsedSwift) -> Bool {
        var before = start - 1
        while before >= 0 {
            if parsed.is(before, "await") || parsed.is(before, "try") {
                before -= 1
            } else if parsed.is(before, "?") || parsed.is(before, "!"), parsed.is(before - 1, "try") {
                before -= 2
            } else if parsed.is(before, "="), parsed.is(before - 1, "_") {
                before -= 2
            } else {
                break
            }
        }
        guard before >= 0 else { return true }
        if parsed.is(before, "{") || parsed.is(before, ";") || parsed.is(before, "in") || parsed.is(before, "else")
            || parsed.is(before, "if") || parsed.is(before, "guard")
            || parsed.is(before, "}") && parsed.line(start) > parsed.line(before)
        {
            return true
        }
        guard parsed.line(start) > parsed.line(before), parsed.kind(before) != .operator else { return false }
        if parsed.is(before, ":") { return endsCaseLabel(before, in: parsed) }
        return
            !(parsed.is(before, ",") || parsed.is(before, ".") || parsed.is(before, "(") || parsed.is(before, "[")
            || parsed.is(before, "=") || parsed.is(before, "return"))
    }

    /// `case .reset:`, `default:`: the `:` ends a switch case's label, on a line of its own.
    private static func endsCaseLabel(_ colon: Int, in parsed: ParsedSwift) -> Bool {
        if parsed.is(colon - 1, "default") { return true }
        var index = colon - 1
        while index >= 0, colon - index < 32, parsed.line(index) == parsed.line(colon) {
            if parsed.is(index, "case") { return index == 0 || parsed.line(index - 1) < parsed.line(index) }
            index -= 1
        }
        return false
    }

    /// What the chain before the called name names: `self`, `super`, a type, a value.
    private static func receiver(
        _ names: [Int], at site: Int, context: CodeContext, in parsed: ParsedSwift
    ) -> CallReceiver {
        guard let first = names.first else { return .none }
        if parsed.is(first, "super") { return .superclass }
        if parsed.is(first, "self") {
            return names.count == 1 ? .selfValue : value(Array(names.dropFirst()), at: site, in: parsed)
        }
        if parsed.is(first, "Self") { return context.typeName.map { .type($0) } ?? .none }
        if parsed.isTypeName(first) {
            return .type(parsed.dotted(Array(names.prefix { parsed.isTypeName($0) })))
        }
        return value(names, at: site, in: parsed)
    }

    /// A value receiver; a local or property declared in this file with a known type is that type.
    private static func value(_ names: [Int], at site: Int, in parsed: ParsedSwift) -> CallReceiver {
        if names.count == 1, let binding = parsed.bindings.lookup(parsed.text(names[0]), at: site, in: parsed),
            let type = binding.annotatedType ?? constructedType(binding, in: parsed)
        {
            return .type(type)
        }
        return .value(parsed.dotted(names))
    }

    /// `= TipManager()`, `= TipManager.shared`: the capitalised names the initial value starts with.
    private static func constructedType(_ binding: Binding, in parsed: ParsedSwift) -> String? {
        guard let start = binding.initializer, parsed.isTypeName(start) else { return nil }
        let names = parsed.chain(from: start).prefix { parsed.isTypeName($0) }
        return names.isEmpty ? nil : parsed.dotted(Array(names))
    }

    // MARK: References

    /// `action: resetTips`, `perform: Self.setUp`: a function handed to the call around it.
    private static func recordReference(
        after label: Int, in parsed: ParsedSwift, positions: inout CallPositionReader,
        into facts: inout FileFacts
    ) {
        let chain = parsed.chain(from: label + 2)
        guard let last = chain.last, parsed.is(last + 1, ")") || parsed.is(last + 1, ","),
            startsLowercase(last, in: parsed)
        else { return }
        let kind: HelperCall.Kind = parsed.is(label, "action") ? .actionReference : .reference
        appendReference(kind: kind, names: chain, label: label, in: parsed, positions: &positions, into: &facts)
    }

    /// `AboutSection(showTipsAgain: resetTips)`, `(reset: self.resetTips)`: a function handed to a type's
    /// initializer under a label, which the merge follows to the type's calls of its property of that name. A
    /// name bound as a local or property is a value, not a function, and is left out (most arguments).
    private static func recordClosureArguments(
        ofConstructionAt name: Int, in parsed: ParsedSwift, positions: inout CallPositionReader,
        into facts: inout FileFacts
    ) {
        guard !parsed.is(name - 1, "."), !parsed.is(name - 1, "func"), parsed.isTypeName(name),
            mayHandName(ofCallAt: name + 1, in: parsed)
        else { return }
        for argument in parsed.arguments(ofCallAt: name + 1) {
            guard let label = argument.label, let labelToken = argument.labelToken else { continue }
            var start = argument.valueRange.lowerBound
            if parsed.is(start, "self"), parsed.is(start + 1, ".") { start += 2 }
            guard start + 1 == argument.valueRange.upperBound, parsed.isIdentifier(start),
                startsLowercase(start, in: parsed),
                parsed.bindings.lookup(parsed.text(start), at: start, in: parsed) == nil
            else { continue }
            let context = positions.context(labelToken)
            facts.helperCalls.append(
                HelperCall(
                    callee: parsed.text(start), receiver: start > argument.valueRange.lowerBound ? .selfValue : .none,
                    kind: .closureArgument,
                    site: FactSite(location: parsed.location(start), context: context, branch: parsed.branch(start)),
                    position: positions.position(of: labelToken, functions: &facts.functions),
                    recipient: ClosureRecipient(type: parsed.text(name), label: label)))
        }
    }

    /// Whether a `:` inside the parentheses at `open` is followed by one name (`reset`, `self.reset`) and then
    /// `,` or `)`: what a labelled argument handing over a function is written as. Checked on every token
    /// before the arguments are split (a superset: nested parentheses are read too), since most constructions
    /// (`Text("Hello")`, `VStack(spacing: 8)`, `Label(title, systemImage: "star")`) hand over none.
    private static func mayHandName(ofCallAt open: Int, in parsed: ParsedSwift) -> Bool {
        guard let close = parsed.partner(open) else { return false }
        var colon = open + 1
        while colon < close {
            if parsed.is(colon, ":") {
                var name = colon + 1
                if parsed.is(name, "self"), parsed.is(name + 1, ".") { name += 2 }
                if parsed.isIdentifier(name), parsed.is(name + 1, ",") || parsed.is(name + 1, ")") { return true }
            }
            colon += 1
        }
        return false
    }

    /// `#selector(resetTips)`, `#selector(Self.reset(_:))`: a target-action (`action:`) or a notification's handler.
    private static func recordSelector(
        at pound: Int, in parsed: ParsedSwift, positions: inout CallPositionReader,
        into facts: inout FileFacts
    ) {
        guard parsed.is(pound + 1, "("), let close = parsed.partner(pound + 1) else { return }
        var start = pound + 2
        if parsed.is(start, "getter") || parsed.is(start, "setter") { return }
        if parsed.is(start, "self"), parsed.is(start + 1, ".") { start += 2 }
        let chain = parsed.chain(from: start)
        guard let last = chain.last, last < close, startsLowercase(last, in: parsed) else { return }
        let kind: HelperCall.Kind =
            parsed.is(pound - 1, ":") && parsed.is(pound - 2, "action") ? .actionReference : .reference
        appendReference(kind: kind, names: chain, label: pound, in: parsed, positions: &positions, into: &facts)
    }

    /// The reference's context names the call it is handed to as if it were a closure passed
    /// there (`Button`, `onAppear`, `addTarget`), so places read alike for both.
    private static func appendReference(
        kind: HelperCall.Kind, names: [Int], label: Int, in parsed: ParsedSwift,
        positions: inout CallPositionReader, into facts: inout FileFacts
    ) {
        guard let last = names.last else { return }
        var context = positions.context(label)
        if let callee = enclosingCallee(of: label, in: parsed) { context.closures.append(callee) }
        facts.helperCalls.append(
            HelperCall(
                callee: parsed.text(last),
                receiver: receiver(Array(names.dropLast()), at: label, context: context, in: parsed),
                kind: kind,
                site: FactSite(location: parsed.location(names[0]), context: context, branch: parsed.branch(label)),
                position: positions.position(of: label, functions: &facts.functions)))
    }

    /// The name called by the parentheses around `index`: `Button` in `Button("R", action: x)`.
    private static func enclosingCallee(of index: Int, in parsed: ParsedSwift) -> String? {
        var cursor = index - 1
        while cursor >= 0 {
            if parsed.is(cursor, ")") || parsed.is(cursor, "]") || parsed.is(cursor, "}") {
                guard let open = parsed.partner(cursor) else { return nil }
                cursor = open - 1
                continue
            }
            if parsed.is(cursor, "(") { return parsed.isIdentifier(cursor - 1) ? parsed.text(cursor - 1) : nil }
            if parsed.is(cursor, "{") || parsed.is(cursor, "[") || parsed.is(cursor, ";") { return nil }
            cursor -= 1
        }
        return nil
    }

    /// Whether a name says tips (`TipManager`, `resetTips`, `tipsService`).
    private static let tipBytes = Array("tip".utf8)

    /// Compared byte by byte, ASCII letters either case: no lowercased copy, no Foundation search.
    static func mentionsTips(_ name: String) -> Bool { mentionsTips(name.utf8) }

    /// `mentionsTips` of the name at token `index`, read on its bytes: a byte that is not ASCII (or a
    /// String's repair of an invalid one) matches no letter of `tip` either way.
    static func mentionsTips(nameAt index: Int, in parsed: ParsedSwift) -> Bool {
        let token = parsed.file.tokens[index]
        return mentionsTips(parsed.file.bytes[Int(token.start)..<Int(token.end)])
    }

    private static func mentionsTips(_ name: some Sequence<UInt8>) -> Bool {
        var matched = 0
        for byte in name {
            let lower = byte | 0x20
            if lower == tipBytes[matched] {
                matched += 1
                if matched == 3 { return true }
            } else {
                matched = lower == UInt8(ascii: "t") ? 1 : 0
            }
        }
        return false
    }
}
