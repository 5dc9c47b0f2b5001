import SwiftScan

/// The gate of a view's own tip that asks only whether the view's data is set:
/// `.popoverTip(!hasLocation && strike.distance != nil ? directionTip : nil)`.
extension TipResolver {
    /// When the argument at `site` is `condition ? tip : nil` and the condition only asks, joined by `&&`,
    /// whether fields of the view's own non-optional stored values are nil (`strike.distance != nil`), directly
    /// or through a computed property of the view whose one expression does (`!hasLocation`): the condition's
    /// text. Each row of a list passes such a test on its own data, so a row view under it shows the tip on every
    /// row whose data is set; nothing in it singles out one row (an index, an id compared with a chosen one, a
    /// flag its parent hands over, a time or count compared). Nil for any other argument.
    func rowDataGate(_ argument: Range<Int>, at site: Int) -> String? {
        guard let choice = ternary(parsed.unparenthesized(argument)) else { return nil }
        let whenFalse = parsed.unparenthesized(choice.whenFalse)
        guard whenFalse.count == 1, parsed.is(whenFalse.lowerBound, "nil"),
            asksOnlyWhetherSet(parsed.unparenthesized(choice.condition), at: site, throughProperty: true)
        else { return nil }
        return parsed.source(choice.condition)
    }

    /// `a && b && …`, each a nil test of a stored value's field, or (when `throughProperty`) a computed property
    /// of the view, negated or not, whose one expression is such a conjunction.
    private func asksOnlyWhetherSet(_ range: Range<Int>, at site: Int, throughProperty: Bool) -> Bool {
        var terms: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if parsed.is(index, "&&") {
                terms.append(start..<index)
                start = index + 1
            }
            index = parsed.skipGroup(index)
        }
        terms.append(start..<range.upperBound)
        return terms.allSatisfy { term in
            isNilTest(parsed.unparenthesized(term), at: site, throughProperty: throughProperty)
        }
    }

    /// `strike.distance != nil` (or `== nil`) on a stored value of the view; `hasLocation` or `!hasLocation`, a
    /// computed property of the view asking the same (when `throughProperty`).
    private func isNilTest(_ term: Range<Int>, at site: Int, throughProperty: Bool) -> Bool {
        guard !term.isEmpty else { return false }
        let isNot = parsed.is(term.lowerBound, "!")
        var names = parsed.chain(from: term.lowerBound + (isNot ? 1 : 0))
        guard let last = names.last else { return false }
        if parsed.is(names[0], "self") { names.removeFirst() }
        guard let head = names.first, parsed.isIdentifier(head),
            let binding = parsed.bindings.lookup(parsed.text(head), at: site, in: parsed),
            parsed.scopes.scopes[binding.scope].kind == .type
        else { return false }
        if last + 1 == term.upperBound {
            guard throughProperty, names.count == 1, let body = binding.computedBody else { return false }
            let statements = parsed.statements(in: body)
            guard statements.count == 1, var expression = statements.first, !expression.isEmpty else { return false }
            if parsed.is(expression.lowerBound, "return") {
                expression = (expression.lowerBound + 1)..<expression.upperBound
            }
            return !expression.isEmpty
                && asksOnlyWhetherSet(parsed.unparenthesized(expression), at: body.lowerBound, throughProperty: false)
        }
        guard !isNot, names.count >= 2, last + 3 == term.upperBound,
            parsed.is(last + 1, "!=") || parsed.is(last + 1, "=="), parsed.is(last + 2, "nil")
        else { return false }
        return isStoredValue(binding)
    }

    /// `let strike: Strike` (or `var`) in a type: a stored value of a written, non-optional type, handed in by
    /// whoever builds the view.
    private func isStoredValue(_ binding: Binding) -> Bool {
        guard binding.annotatedType != nil, binding.initializer == nil, binding.computedBody == nil,
            parsed.is(binding.token - 1, "let") || parsed.is(binding.token - 1, "var"),
            parsed.is(binding.token + 1, ":")
        else { return false }
        let end = Bindings.concreteType(at: binding.token + 2, in: parsed).end
        return !parsed.is(end - 1, "?") && !parsed.is(end - 1, "!")
    }
}
