import SwiftScan

/// Works out which tip type an expression names, and whether it depends on
/// the row of an enclosing `ForEach`/`List`.
struct TipResolver {
    let parsed: ParsedSwift

    /// The tip type of the expression in `range` at `site`: `SomeTip()`,
    /// `Outer.SomeTip()`, a binding (`x`, `self.x`) declared with such a value
    /// or type, `Holder.x`, or the first resolvable branch of `c ? x : nil`.
    func tipType(of range: Range<Int>, at site: Int, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        let range = parsed.unparenthesized(range)
        guard !range.isEmpty else { return nil }
        if let (whenTrue, whenFalse) = ternaryBranches(range) {
            return tipType(of: whenTrue, at: site, depth: depth + 1) ?? tipType(of: whenFalse, at: site, depth: depth + 1)
        }
        if let constructed = constructedType(in: range) { return constructed }
        guard let names = referenceNames(spanning: range) else { return nil }
        switch names.count {
        case 1:
            guard let binding = parsed.bindings.lookup(parsed.text(names[0]), at: site, in: parsed) else {
                guard let handed = handedToClosure(parsed.text(names[0]), at: site) else { return nil }
                return handed.arguments.lazy.compactMap { self.tipType(of: $0, at: handed.call, depth: depth + 1) }.first
            }
            return declaredType(of: binding, depth: depth)
        case 2 where parsed.isTypeName(names[0]):
            let owner = parsed.is(names[0], "Self") ? parsed.scopes.enclosingType(at: site)?.name : parsed.text(names[0])
            guard let owner, let binding = parsed.bindings.member(parsed.text(names[1]), ofType: owner, in: parsed) else {
                return nil
            }
            return declaredType(of: binding, depth: depth)
        default:
            return nil
        }
    }

    /// When `name` is a parameter of a closure passed to a call (`.ifLet(tip) { view, tip in … }`),
    /// that call's `(` and its arguments: the values the closure is handed.
    func handedToClosure(_ name: String, at site: Int) -> (call: Int, arguments: [Range<Int>])? {
        for index in parsed.scopes.path(at: site) {
            let scope = parsed.scopes.scopes[index]
            guard scope.kind == .closure, scope.closureParameters.contains(name) else { continue }
            guard parsed.is(scope.open - 1, ")"), let call = parsed.partner(scope.open - 1), scope.name != "ForEach",
                  scope.name != "List" else { return nil }
            return (call, parsed.arguments(ofCallAt: call).map(\.valueRange).filter { !$0.isEmpty })
        }
        return nil
    }

    /// When the expression in `range` is a parameter of the enclosing function, or a stored
    /// property without a value, of a wrapper that displays whatever tip it is given
    /// (`func tipIfAvailable(_ tip: some Tip)`): where its callers pass that tip.
    func forwarding(of range: Range<Int>, at site: Int, depth: Int = 0) -> TipForwarding? {
        guard depth < 4 else { return nil }
        let range = parsed.unparenthesized(range)
        guard !range.isEmpty else { return nil }
        if let (whenTrue, whenFalse) = ternaryBranches(range) {
            return forwarding(of: whenTrue, at: site, depth: depth + 1) ?? forwarding(of: whenFalse, at: site, depth: depth + 1)
        }
        guard let names = referenceNames(spanning: range), names.count == 1,
              let binding = parsed.bindings.lookup(parsed.text(names[0]), at: site, in: parsed) else { return nil }
        let scope = parsed.scopes.scopes[binding.scope]
        switch scope.kind {
        case .function where scope.parameterList >= 0:
            let items = parsed.commaSeparated(insideGroupAt: scope.parameterList)
            guard let position = items.firstIndex(where: { $0.contains(binding.token) }),
                  let callee = scope.name == "init" ? parsed.scopes.enclosingType(at: scope.parameterList)?.name : scope.name
            else { return nil }
            let external = binding.token - 1
            let label = external < items[position].lowerBound ? binding.name
                : parsed.is(external, "_") ? nil : parsed.text(external)
            return TipForwarding(callee: Self.simpleName(callee), label: label, position: position)
        case .type where binding.initializer == nil && binding.computedBody == nil:
            guard let owner = scope.name else { return nil }
            return TipForwarding(callee: Self.simpleName(owner), label: binding.name, position: -1)
        default:
            return nil
        }
    }

    private static func simpleName(_ dotted: String) -> String {
        dotted.split(separator: ".").last.map(String.init) ?? dotted
    }

    /// The concrete type a binding holds: its annotation, else what its value constructs.
    func declaredType(of binding: Binding, depth: Int = 0) -> String? {
        if let annotated = binding.annotatedType { return annotated }
        if let start = binding.initializer {
            return tipType(of: start..<expressionEnd(from: start), at: binding.token, depth: depth + 1)
        }
        // A computed property whose body is one expression: `{ SaveTip() }`, `{ return SaveTip() }`.
        guard var body = binding.computedBody, parsed.statements(in: body).count == 1 else { return nil }
        if parsed.is(body.lowerBound, "return") { body = (body.lowerBound + 1)..<body.upperBound }
        return tipType(of: body, at: binding.token, depth: depth + 1)
    }

    /// The name tokens of `x`, `self.x`, `a.b!.c?` when that chain (with any
    /// trailing `!`/`?`) is the whole range, without a leading `self`; nil otherwise.
    private func referenceNames(spanning range: Range<Int>) -> [Int]? {
        var names = parsed.chain(from: range.lowerBound).filter { $0 < range.upperBound }
        guard let last = names.last else { return nil }
        var end = last + 1
        while parsed.is(end, "!") || parsed.is(end, "?") { end += 1 }
        guard end == range.upperBound else { return nil }
        if parsed.is(names[0], "self") { names.removeFirst() }
        return names
    }

    /// `SomeTip()`, `Outer.SomeTip(x: 1)`, `SomeTip.init()`: the type constructed
    /// when the call is the whole range.
    func constructedType(in range: Range<Int>) -> String? {
        var names = parsed.chain(from: range.lowerBound)
        guard let last = names.last else { return nil }
        let open = EventRecognizer.skipGenericArguments(last + 1, in: parsed)  // `GenericTip<Item>()`
        guard parsed.is(open, "("), let close = parsed.partner(open) else { return nil }
        var end = close + 1
        if parsed.is(end, "{"), let closure = parsed.partner(end) { end = closure + 1 }
        guard end == range.upperBound else { return nil }
        if parsed.is(last, "init") { names.removeLast() }
        guard let first = names.first, parsed.isTypeName(first) else { return nil }
        return parsed.dotted(names)
    }

    /// `c ? a : b` at the top level of `range`: the two branch ranges.
    private func ternaryBranches(_ range: Range<Int>) -> (Range<Int>, Range<Int>)? {
        var index = range.lowerBound
        var question: Int?
        while index < range.upperBound {
            if question == nil, parsed.is(index, "?"), parsed.hasSpaceBefore(index) {
                question = index
            } else if let question, parsed.is(index, ":") {
                return ((question + 1)..<index, (index + 1)..<range.upperBound)
            }
            index = parsed.skipGroup(index)
        }
        return nil
    }

    /// The end of the expression starting at `start`: the end of its statement.
    func expressionEnd(from start: Int) -> Int {
        let scope = parsed.scopes.scopes[parsed.scopes.scope(at: start)]
        return parsed.statementEnd(from: start, limit: min(scope.close, parsed.count))
    }

    // MARK: Rows

    /// The `ForEach`/`List` row closures around `site`, outermost first: a
    /// `ForEach` always, a `List` when it iterates (it has row parameters or uses `$0`).
    func rowClosures(at site: Int) -> [Int] {
        parsed.scopes.path(at: site).reversed().filter { index in
            let scope = parsed.scopes.scopes[index]
            guard scope.kind == .closure else { return false }
            if scope.name == "ForEach" { return true }
            return scope.name == "List" && (!scope.closureParameters.isEmpty || usesAnonymousParameter(index))
        }
    }

    /// Whether the expression in `range` at `site` uses a row's variable — a row closure's
    /// parameter (or `$0`), or a local declared in the row from one — or the site sits under a
    /// condition in the row that does (`if index == 0 { row.popoverTip(tip) }`).
    func dependsOnRow(_ range: Range<Int>, rows: [Int], at site: Int) -> Bool {
        guard !rows.isEmpty else { return false }
        var names = Set<String>()
        for row in rows {
            let scope = parsed.scopes.scopes[row]
            names.formUnion(scope.closureParameters)
            if scope.closureParameters.isEmpty { names.formUnion(["$0", "$1"]) }
        }
        names.formUnion(rowLocals(in: rows, using: names))
        if mentions(range, names) || isUnderRowCondition(site, rows: rows, names: names) { return true }
        // A closure's parameter depends on the row when the value handed to it does.
        let value = parsed.unparenthesized(range)
        guard value.count == 1, parsed.isIdentifier(value.lowerBound),
              let handed = handedToClosure(parsed.text(value.lowerBound), at: value.lowerBound) else { return false }
        return handed.arguments.contains { mentions($0, names) }
    }

    /// Whether an `if`/`switch`/`else` between the site and the outermost row tests a row variable.
    private func isUnderRowCondition(_ site: Int, rows: [Int], names: Set<String>) -> Bool {
        guard let outermost = rows.first else { return false }
        for index in parsed.scopes.path(at: site) {
            if index == outermost { return false }
            let scope = parsed.scopes.scopes[index]
            guard scope.kind == .block, scope.isConditional, let condition = condition(of: scope) else { continue }
            if mentions(condition, names) { return true }
        }
        return false
    }

    /// The condition tokens of a conditional block; for an `else`, its `if`'s.
    private func condition(of block: Scope) -> Range<Int>? {
        guard block.head >= 0 else { return nil }
        guard parsed.is(block.head, "else") else { return (block.head + 1)..<block.open }
        guard parsed.is(block.head - 1, "}"), let open = parsed.partner(block.head - 1),
              let branch = parsed.scopes.scopes.first(where: { $0.open == open }), branch.head >= 0,
              !parsed.is(branch.head, "else") else { return nil }
        return (branch.head + 1)..<open
    }

    /// Locals declared inside the rows whose value mentions one of `names`
    /// (`let tip = tips[index]`).
    private func rowLocals(in rows: [Int], using names: Set<String>) -> Set<String> {
        var locals = Set<String>()
        for row in rows {
            let scope = parsed.scopes.scopes[row]
            var index = scope.open + 1
            while index < scope.close {
                if parsed.is(index, "let") || parsed.is(index, "var"), parsed.isIdentifier(index + 1),
                   parsed.is(index + 2, "=") {
                    let value = (index + 3)..<expressionEnd(from: index + 3)
                    if mentions(value, names) { locals.insert(parsed.text(index + 1)) }
                }
                index += 1
            }
        }
        return locals
    }

    /// Whether a variable (not a member after `.`, not an argument label) in `range` is one of `names`.
    private func mentions(_ range: Range<Int>, _ names: Set<String>) -> Bool {
        range.contains { index in
            guard parsed.isIdentifier(index), !parsed.is(index - 1, "."), names.contains(parsed.text(index)) else {
                return false
            }
            let isLabel = parsed.is(index + 1, ":") && (parsed.is(index - 1, "(") || parsed.is(index - 1, ","))
            return !isLabel
        }
    }

    private func usesAnonymousParameter(_ closure: Int) -> Bool {
        let scope = parsed.scopes.scopes[closure]
        guard scope.open + 1 < scope.close else { return false }
        return ((scope.open + 1)..<scope.close).contains { index in
            parsed.scopes.scope(at: index) == closure && parsed.isIdentifier(index) && parsed.text(index).hasPrefix("$")
                && parsed.text(index).dropFirst().allSatisfy(\.isNumber)
        }
    }
}
