import SwiftScan

/// Works out which tip type an expression names, and whether it depends on
/// the row of an enclosing `ForEach`/`List`.
struct TipResolver {
    let parsed: ParsedSwift

    /// The tip type of the expression in `range` at `site`: the first of `tipTypes(of:at:)`.
    func tipType(of range: Range<Int>, at site: Int) -> String? {
        tipTypes(of: range, at: site).first
    }

    /// Every tip type the expression in `range` at `site` can hold: `SomeTip()`, `Outer.SomeTip()`,
    /// a binding (`x`, `self.x`) declared with such a value or type (or a computed one returning
    /// them, `switch self { case .a: ATip() … }`), `Holder.x`, `step.x` for a `step` of a type
    /// declaring `x`, both branches of `c ? x : y` and `x ?? y`, the elements of `[ATip(), BTip()]`
    /// and of an array binding (`tips[i]`, `tips.first`, a `ForEach(tips)` row), through
    /// `AnyTip(x)` and casts. In source order, without repeats.
    func tipTypes(of range: Range<Int>, at site: Int, depth: Int = 0) -> [String] {
        tipTypes(of: reading(range, at: site), depth: depth)
    }

    /// `tipTypes(of:at:)` of an expression already read.
    func tipTypes(of value: ValueReading, depth: Int = 0) -> [String] {
        WorkMeter.count()
        guard depth < 8 else { return [] } // nesting within one expression; declarations nest in `declaredTypes`
        if let cast = castType(value.range) { return [cast] }
        let range = value.inner
        let site = value.site
        guard !range.isEmpty else { return [] }
        if let branches = value.alternatives {
            return unique(branches.flatMap { tipTypes(of: $0, at: site, depth: depth + 1) })
        }
        if let elements = parsed.arrayElements(range) {
            return unique(elements.flatMap { tipTypes(of: $0, at: site, depth: depth + 1) })
        }
        if let constructed = constructedType(in: range) { return [constructed] }
        if let body = calledClosureBody(range) {
            return unique(returnedValues(in: body).flatMap { tipTypes(of: $0, at: $0.lowerBound, depth: depth + 1) })
        }
        if let base = collection(accessedIn: range) { return tipTypes(of: base, at: site, depth: depth + 1) }
        // `self`: the type around it (`session.present(tip: self)` in a tip's own `monitor()`); the merge drops a
        // type that is no tip, as it does for every typed argument.
        if range.count == 1, parsed.is(range.lowerBound, "self"), let type = parsed.scopes.enclosingType(at: site)?.name
        {
            return [type]
        }
        if let name = value.name {
            if let binding = value.binding { return declaredTypes(of: binding) }
            if let data = rowData(ofClosureParameter: name, at: site) {
                return tipTypes(of: data.range, at: data.call, depth: depth + 1)
            }
            guard let handed = handedToClosure(name, at: site) else { return [] }
            return unique(handed.arguments.flatMap { self.tipTypes(of: $0, at: handed.call, depth: depth + 1) })
        }
        guard let names = value.names, names.count == 2,
            let owner = ownerType(of: names[0], at: site, depth: depth),
            let binding = parsed.bindings.member(parsed.text(names[1]), ofType: owner, in: parsed)
        else { return [] }
        return declaredTypes(of: binding)
    }

    /// The type whose member `head.member` names: the concrete type of the binding `head` in scope
    /// (`step` of `let step: Onboarding`, and `Model` of `@ObservedObject var Model: TipModel`: a
    /// declared name is a value however it is capitalised), else `head` itself when it is a type
    /// name (`Self` resolved).
    func ownerType(of head: Int, at site: Int, depth: Int = 0) -> String? {
        if parsed.is(head, "Self") { return parsed.scopes.enclosingType(at: site)?.name }
        guard let binding = parsed.bindings.lookup(parsed.text(head), at: site, in: parsed) else {
            return parsed.isTypeName(head) ? parsed.text(head) : nil
        }
        if let annotated = binding.annotatedType { return annotated }
        guard let start = binding.initializer, depth < 8 else { return environmentType(declaredAt: binding.token) }
        return constructedType(in: parsed.unparenthesized(start..<expressionEnd(from: start)))
    }

    /// `@Environment(TipService.self) private var tipService`: the observable type the environment hands in.
    private func environmentType(declaredAt name: Int) -> String? {
        guard parsed.is(name - 1, "var") || parsed.is(name - 1, "let"),
            let attribute = parsed.declarationModifiers(before: name - 1).first(where: {
                parsed.is($0, "@Environment") && parsed.is($0 + 1, "(")
            })
        else { return nil }
        let names = parsed.chain(from: attribute + 2).prefix { parsed.isTypeName($0) }
        guard let last = names.last, parsed.is(last + 1, "."), parsed.is(last + 2, "self") else { return nil }
        return parsed.dotted(Array(names))
    }

    /// `step.tip` written as `Onboarding.tip` when `step` is a binding of type `Onboarding`
    /// (declared here, its `tip` perhaps in another file), and `Hints.web` for a binding that holds it
    /// (`let webTip = Hints.web`) or an alternative naming it (`flag ? Hints.web : nil`); nil for any
    /// other expression.
    func qualified(_ range: Range<Int>, at site: Int, depth: Int = 0) -> String? {
        qualified(reading(range, at: site), depth: depth)
    }

    /// `qualified(_:at:)` of an expression already read.
    func qualified(_ value: ValueReading, depth: Int = 0) -> String? {
        let site = value.site
        // `flag ? service.tip : nil`, `model.tip ?? fallback`: the alternative that names a member.
        if let branches = value.alternatives {
            guard depth < 8 else { return nil }
            return branches.lazy.compactMap { self.qualified($0, at: site, depth: depth + 1) }.first
        }
        guard let names = value.names else { return nil }
        // `let webTip = Tips.web`: a property holding another type's static instance, declared elsewhere.
        if names.count == 1, depth < 8, let binding = value.binding, binding.annotatedType == nil,
            let start = binding.initializer
        {
            let initial = transparent(start..<expressionEnd(from: start))
            if let held = referenceNames(spanning: initial), held.count == 2,
                isUndeclaredTypeName(held[0], at: binding.token)
            {
                return parsed.dotted(held)
            }
            return qualified(initial, at: binding.token, depth: depth + 1)
        }
        guard names.count == 2, !parsed.is(names[0], "Self") else { return nil }
        // `flag ? Tips.web : nil`: the alternative already names its owner.
        if isUndeclaredTypeName(names[0], at: site) { return depth > 0 ? parsed.dotted(names) : nil }
        guard let owner = ownerType(of: names[0], at: site) else { return nil }
        return "\(owner).\(parsed.text(names[1]))"
    }

    /// A capitalised name that no binding in scope declares: a type, not a value (`Hints` of `Hints.web`).
    private func isUndeclaredTypeName(_ name: Int, at site: Int) -> Bool {
        parsed.isTypeName(name) && parsed.bindings.lookup(parsed.text(name), at: site, in: parsed) == nil
    }

    /// The expression a tip passes through unchanged: `AnyTip(x)`, `x as? T`, `x as! T`, `(x)`.
    func transparent(_ range: Range<Int>) -> Range<Int> {
        var range = parsed.unparenthesized(range)
        while !range.isEmpty {
            if parsed.is(range.lowerBound, "AnyTip"), parsed.is(range.lowerBound + 1, "("),
                parsed.partner(range.lowerBound + 1) == range.upperBound - 1,
                let inner = parsed.firstUnlabelledArgument(ofCallAt: range.lowerBound + 1)
            {
                range = parsed.unparenthesized(inner)
            } else if let cast = topLevel("as", in: range), cast > range.lowerBound {
                range = parsed.unparenthesized(range.lowerBound..<cast)
            } else {
                return range
            }
        }
        return range
    }

    /// `x as? ExportTip`, `x as! Hints.ExportTip`: the concrete type a value is cast to, which names its
    /// tip even when the value is kept untyped (`var tip: Any?`, needed before iOS 17); nil for any other
    /// expression, and for a cast to a protocol (`as? any Tip`, `as? Tip`), which says nothing.
    private func castType(_ range: Range<Int>) -> String? {
        let range = parsed.unparenthesized(range)
        guard let cast = topLevel("as", in: range), cast > range.lowerBound,
            parsed.is(cast + 1, "?") || parsed.is(cast + 1, "!")
        else { return nil }
        let names = parsed.chain(from: cast + 2)
        guard let first = names.first, let last = names.last, parsed.isTypeName(first),
            !Self.protocolNames.contains(parsed.text(last)), endsCondition(at: last + 1, in: range)
        else { return nil }
        return parsed.dotted(names)
    }

    /// The range ends at `index`, or a condition binding ends there (`guard let tip = x as? T else`,
    /// `if let tip = x as? T, …`: a binding's value runs to the end of its line).
    private func endsCondition(at index: Int, in range: Range<Int>) -> Bool {
        index == range.upperBound || parsed.is(index, ",") || parsed.is(index, "else") || parsed.is(index, "{")
    }

    /// Casts to these keep the value's own type unknown.
    private static let protocolNames: Set<String> = ["Tip", "AnyTip", "Any", "AnyObject"]

    /// The first `literal` token of `range` outside any bracket.
    private func topLevel(_ literal: StaticString, in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if parsed.is(index, literal) { return index }
            index = parsed.skipGroup(index)
        }
        return nil
    }

    /// `tips[i]`, `tips.first`, `tips.last`, `tips.first!`: the collection whose element the
    /// range names.
    func collection(accessedIn range: Range<Int>) -> Range<Int>? {
        var end = range.upperBound
        while end > range.lowerBound, parsed.is(end - 1, "!") || parsed.is(end - 1, "?") { end -= 1 }
        guard end > range.lowerBound + 1 else { return nil }
        if parsed.is(end - 1, "]"), let open = parsed.partner(end - 1), open > range.lowerBound,
            !parsed.hasSpaceBefore(open)
        {
            return range.lowerBound..<open
        }
        if parsed.is(end - 1, "first") || parsed.is(end - 1, "last"), parsed.is(end - 2, "."),
            end - 2 > range.lowerBound
        {
            return range.lowerBound..<(end - 2)
        }
        return nil
    }

    /// When `name` is the element parameter of a row closure over a collection
    /// (`ForEach(tips) { tip in … }`, `ForEach(Array(tips.enumerated()), …) { _, tip in … }`,
    /// `tips.forEach { tip in … }`): that collection's expression, and where it is written.
    func rowData(ofClosureParameter name: String, at site: Int) -> (range: Range<Int>, call: Int)? {
        for index in parsed.scopes.closuresWithParameters(at: site) {
            let scope = parsed.scopes.scopes[index]
            guard scope.closureParameters.contains(name) else { continue }
            let position = closureParameterPosition(name, of: scope)
            switch scope.name {
            case "ForEach", "List":
                guard parsed.is(scope.open - 1, ")"), let call = parsed.partner(scope.open - 1),
                    let data = parsed.firstUnlabelledArgument(ofCallAt: call)
                else { return nil }
                return elements(of: data, position: position).map { ($0, call) }
            case "forEach", "map", "compactMap", "flatMap", "filter", "first":
                guard parsed.is(scope.nameToken - 1, "."),
                    let receiver = parsed.chain(endingAt: scope.nameToken - 2).first
                else { return nil }
                return elements(of: receiver..<(scope.nameToken - 1), position: position).map { ($0, scope.nameToken) }
            default:
                return nil
            }
        }
        return nil
    }

    /// The collection a row parameter at `position` takes its elements from: `tips`, the second
    /// parameter of `Array(tips.enumerated())`; nil for `tips.indices` (an index, not a tip).
    private func elements(of data: Range<Int>, position: Int) -> Range<Int>? {
        var data = parsed.unparenthesized(data)
        if parsed.is(data.lowerBound, "Array"), parsed.is(data.lowerBound + 1, "("),
            parsed.partner(data.lowerBound + 1) == data.upperBound - 1,
            let inner = parsed.firstUnlabelledArgument(ofCallAt: data.lowerBound + 1)
        {
            data = inner
        }
        var wanted = 0
        if data.count > 3, parsed.is(data.upperBound - 1, ")"), parsed.is(data.upperBound - 2, "("),
            parsed.is(data.upperBound - 3, "enumerated"), parsed.is(data.upperBound - 4, ".")
        {
            data = data.lowerBound..<(data.upperBound - 4)
            wanted = 1
        }
        guard position == wanted, !data.isEmpty, !parsed.is(data.upperBound - 1, "indices") else { return nil }
        return data
    }

    /// The position of closure parameter `name` among those written before `in` (`_` counted).
    private func closureParameterPosition(_ name: String, of scope: Scope) -> Int {
        var position = 0
        var index = scope.open + 1
        while index < scope.close, !parsed.is(index, "in") {
            if parsed.is(index, ",") { position += 1 }
            if parsed.isIdentifier(index), parsed.text(index) == name { return position }
            index += 1
        }
        return position
    }

    /// `c ? a : b` or `a ?? b` at the top level of `range`: the ranges either can take.
    func alternatives(_ range: Range<Int>) -> [Range<Int>]? {
        if let (whenTrue, whenFalse) = ternaryBranches(range) { return [whenTrue, whenFalse] }
        guard let coalescing = topLevel("??", in: range) else { return nil }
        return [range.lowerBound..<coalescing, (coalescing + 1)..<range.upperBound]
    }

    private func unique(_ types: [String]) -> [String] {
        var seen = Set<String>()
        return types.filter { seen.insert($0).inserted }
    }

    /// When `name` is a parameter of a closure passed to a call (`.ifLet(tip) { view, tip in … }`),
    /// that call's `(` and its arguments: the values the closure is handed.
    func handedToClosure(_ name: String, at site: Int) -> (call: Int, arguments: [Range<Int>])? {
        for index in parsed.scopes.closuresWithParameters(at: site) {
            let scope = parsed.scopes.scopes[index]
            guard scope.closureParameters.contains(name) else { continue }
            guard parsed.is(scope.open - 1, ")"), let call = parsed.partner(scope.open - 1), scope.name != "ForEach",
                scope.name != "List"
            else { return nil }
            return (call, parsed.arguments(ofCallAt: call).map(\.valueRange).filter { !$0.isEmpty })
        }
        return nil
    }

    /// When the expression in `range` is a parameter of the enclosing function, or a stored
    /// property without a value, of a wrapper that displays whatever tip it is given
    /// (`func tipIfAvailable(_ tip: some Tip)`): where its callers pass that tip. Followed through
    /// `AnyTip(x)`, casts, `if let`, locals set from it, an element of it (`tips[i]`, a
    /// `ForEach(tips)` row) and a closure it is handed to.
    func forwarding(of range: Range<Int>, at site: Int, depth: Int = 0) -> TipForwarding? {
        forwarding(of: reading(range, at: site), depth: depth)
    }

    /// `forwarding(of:at:)` of an expression already read.
    func forwarding(of value: ValueReading, depth: Int = 0) -> TipForwarding? {
        guard depth < 6 else { return nil }
        let range = value.inner
        let site = value.site
        guard !range.isEmpty else { return nil }
        if let branches = value.alternatives {
            return branches.lazy.compactMap { self.forwarding(of: $0, at: site, depth: depth + 1) }.first
        }
        if let base = collection(accessedIn: range) ?? optionalMapReceiver(range) {
            return forwarding(of: base, at: site, depth: depth + 1)
        }
        if let base = parameterMemberBase(range, at: site) {
            return forwarding(of: base, at: site, depth: depth + 1)
        }
        guard let name = value.name else { return nil }
        guard let binding = value.binding else {
            if let data = rowData(ofClosureParameter: name, at: site) {
                return forwarding(of: data.range, at: data.call, depth: depth + 1)
            }
            guard let handed = handedToClosure(name, at: site) else { return nil }
            return handed.arguments.lazy.compactMap { self.forwarding(of: $0, at: handed.call, depth: depth + 1) }.first
        }
        let scope = parsed.scopes.scopes[binding.scope]
        switch scope.kind {
        case .function where scope.parameterList >= 0 && binding.token < scope.open:
            let items = parsed.commaSeparated(insideGroupAt: scope.parameterList)
            guard let position = items.firstIndex(where: { $0.contains(binding.token) }),
                let callee = scope.name == "init"
                    ? parsed.scopes.enclosingType(at: scope.parameterList)?.name : scope.name
            else { return nil }
            let external = binding.token - 1
            let label =
                external < items[position].lowerBound
                ? binding.name
                : parsed.is(external, "_") ? nil : parsed.text(external)
            return TipForwarding(callee: TypeName.simple(callee), label: label, position: position)
        case .type where binding.initializer == nil && binding.computedBody == nil || isGivenOptional(binding):
            guard let owner = scope.name else { return nil }
            return TipForwarding(callee: TypeName.simple(owner), label: binding.name, position: -1)
        case .function, .closure, .block:
            // A local set from the wrapper's own tip: `let shown = tip as? any Tip`.
            guard let start = binding.initializer else { return nil }
            return forwarding(of: start..<expressionEnd(from: start), at: binding.token, depth: depth + 1)
        default:
            return nil
        }
    }

    /// `var tip: SaveTip? = nil` in a type, neither private nor wrapped (`@State`): nil until a caller gives
    /// it through the memberwise init (`Row(tip: isFirst ? tip : nil)`), as a property without a value is.
    private func isGivenOptional(_ binding: Binding) -> Bool {
        guard let value = binding.initializer, parsed.is(value, "nil"), expressionEnd(from: value) == value + 1,
            parsed.is(binding.token - 1, "var")
        else { return false }
        var index = binding.token - 2
        while index >= 0 {
            if parsed.is(index, ")"), let open = parsed.partner(index) {
                index = open - 1
                continue
            }
            let modifier = parsed.text(index)
            if parsed.kind(index) == .attribute || Self.ownedModifiers.contains(modifier) { return false }
            guard Self.memberwiseModifiers.contains(modifier) else { return true }
            index -= 1
        }
        return true
    }

    /// Modifiers of a property the type sets itself: not in the memberwise init, or not per instance.
    private static let ownedModifiers: Set<String> = ["private", "fileprivate", "static", "class", "lazy"]
    /// Modifiers that keep a stored property in the memberwise init.
    private static let memberwiseModifiers: Set<String> = [
        "public", "internal", "package", "open", "final", "nonisolated", "weak", "unowned", "override",
    ]

    /// `p` (with its `?` or `!`) of `p.member` or `p?.member` in `range`, when `p` is a parameter of
    /// the function around `site`: a helper shows one member of what it receives (`shim?.tip`, a
    /// pre-iOS 17 shim's `AnyTip`). Not a stored property's member (`model.tip`): that view shows
    /// the tip its model holds, resolved where the model's type is declared.
    private func parameterMemberBase(_ range: Range<Int>, at site: Int) -> Range<Int>? {
        let base = range.lowerBound
        var dot = base + 1
        while parsed.is(dot, "?") || parsed.is(dot, "!") { dot += 1 }
        // In a condition (`if let tip = shim?.tip {`), the statement runs on into the braces.
        let end = dot + 2
        guard parsed.isChainName(base), parsed.is(dot, "."), parsed.isIdentifier(dot + 1),
            end == range.upperBound || (end < range.upperBound && (parsed.is(end, "{") || parsed.is(end, ","))),
            let binding = parsed.bindings.lookup(parsed.text(base), at: site, in: parsed)
        else { return nil }
        let scope = parsed.scopes.scopes[binding.scope]
        return scope.kind == .function && scope.parameterList >= 0 && binding.token < scope.open ? base..<dot : nil
    }

    /// `tip.map { AnyTip($0) }` on an optional tip: the tip.
    private func optionalMapReceiver(_ range: Range<Int>) -> Range<Int>? {
        guard parsed.is(range.upperBound - 1, "}"), let open = parsed.partner(range.upperBound - 1),
            parsed.is(open - 1, "map"), parsed.is(open - 2, "."), open - 2 > range.lowerBound
        else { return nil }
        return range.lowerBound..<(open - 2)
    }

    /// The concrete types a binding holds: its annotation, else what its value constructs, else
    /// what its computed body returns. Resolved once per binding (see `DeclarationTipTypes`).
    func declaredTypes(of binding: Binding) -> [String] {
        if let annotated = binding.annotatedType { return [annotated] }
        return parsed.declarationTipTypes.types(ofDeclarationAt: binding.token) {
            WorkMeter.count()
            if let start = binding.initializer {
                let types = tipTypes(of: start..<expressionEnd(from: start), at: binding.token, depth: 1)
                guard types.isEmpty, parsed.is(start, "[") else { return types }
                return unique(storedValues(in: binding).flatMap { tipTypes(of: $0, at: $0.lowerBound, depth: 1) })
            }
            guard let body = binding.computedBody else { return [] }
            return unique(returnedValues(in: body).flatMap { tipTypes(of: $0, at: binding.token, depth: 1) })
        }
    }

    /// `{ … }()`: the body of a closure called where it is written (a property built by a closure).
    private func calledClosureBody(_ range: Range<Int>) -> Range<Int>? {
        guard parsed.is(range.lowerBound, "{"), let close = parsed.partner(range.lowerBound),
            parsed.is(close + 1, "("), parsed.is(close + 2, ")"), close + 3 == range.upperBound
        else { return nil }
        return (range.lowerBound + 1)..<close
    }

    /// What the code stores into the collection `binding` starts as (`var result = [Kind: Any]()`), in
    /// its scope: `binding[key] = value` and `binding.append(value)`. A tip kept in an untyped store
    /// (needed before iOS 17) is found where it is put.
    private func storedValues(in binding: Binding) -> [Range<Int>] {
        let scope = parsed.scopes.scopes[binding.scope]
        var values: [Range<Int>] = []
        var index = binding.token + 1
        while index < scope.close {
            defer { index += 1 }
            guard parsed.isIdentifier(index), !parsed.is(index - 1, "."), parsed.sameText(index, binding.token) else {
                continue
            }
            if parsed.is(index + 1, "["), let close = parsed.partner(index + 1), parsed.is(close + 1, "=") {
                values.append((close + 2)..<parsed.statementEnd(from: close + 2, limit: scope.close))
            } else if parsed.is(index + 1, "."), parsed.is(index + 2, "append"), parsed.is(index + 3, "("),
                let value = parsed.firstUnlabelledArgument(ofCallAt: index + 3)
            {
                values.append(value)
            }
        }
        return values
    }

    /// The values a body returns: its one expression (`{ SaveTip() }`), each `return`'s value,
    /// and the value of each `switch` case or `if` branch of a body that is one such statement.
    func returnedValues(in body: Range<Int>) -> [Range<Int>] {
        let statements = parsed.statements(in: body)
        if statements.count == 1, let only = statements.first {
            let value = parsed.is(only.lowerBound, "return") ? (only.lowerBound + 1)..<only.upperBound : only
            if let branches = branchValues(of: value) { return branches }
            return value.isEmpty ? [] : [value]
        }
        var values: [Range<Int>] = []
        var index = body.lowerBound
        while index < body.upperBound {
            if parsed.is(index, "{"), let scope = parsed.scopes.scope(openedBy: index),
                parsed.scopes.scopes[scope].kind != .block
            {
                index = parsed.scopes.scopes[scope].close + 1 // a nested closure's returns are its own
                continue
            }
            if parsed.is(index, "return") {
                let end = parsed.statementEnd(from: index + 1, limit: body.upperBound)
                if end > index + 1 { values.append((index + 1)..<end) }
            }
            index += 1
        }
        return values
    }

    /// `switch x { case .a: A() … }` or `if c { A() } else { B() }` used as a value: the values of
    /// its cases or branches; nil for any other expression.
    private func branchValues(of value: Range<Int>) -> [Range<Int>]? {
        guard parsed.is(value.lowerBound, "switch") || parsed.is(value.lowerBound, "if") else { return nil }
        var values: [Range<Int>] = []
        var index = value.lowerBound
        while index < value.upperBound {
            guard parsed.is(index, "{"), let close = parsed.partner(index) else {
                index += 1
                continue
            }
            if parsed.is(value.lowerBound, "switch") {
                values += caseBodies(inside: (index + 1)..<close).flatMap { returnedValues(in: $0) }
            } else {
                values += returnedValues(in: (index + 1)..<close)
            }
            index = close + 1
        }
        return values
    }

    /// The bodies of the `case …:` and `default:` clauses of a switch's braces.
    private func caseBodies(inside range: Range<Int>) -> [Range<Int>] {
        var bodies: [Range<Int>] = []
        var bodyStart: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            if parsed.is(index, "case") || parsed.is(index, "default") {
                if let start = bodyStart { bodies.append(start..<index) }
                var colon = index + 1
                while colon < range.upperBound, !parsed.is(colon, ":") { colon = parsed.skipGroup(colon) }
                bodyStart = colon + 1
                index = colon + 1
                continue
            }
            index = parsed.skipGroup(index)
        }
        if let start = bodyStart, start < range.upperBound { bodies.append(start..<range.upperBound) }
        return bodies
    }

    /// The name tokens of `x`, `self.x`, `a.b!.c?` when that chain (with any
    /// trailing `!`/`?`) is the whole range, without a leading `self`; nil otherwise.
    func referenceNames(spanning range: Range<Int>) -> [Int]? {
        // The range ends with a name, `!` or `?`: checked before the chain is made (`f(x)` ends with `)`).
        let tail = range.upperBound - 1
        guard parsed.isChainName(tail) || parsed.is(tail, "!") || parsed.is(tail, "?") else { return nil }
        var names = parsed.chain(from: range.lowerBound)
        while let last = names.last, last >= range.upperBound { names.removeLast() } // a chain only grows
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
        // A type's name first and the call's `)` (or its trailing closure's `}`) last: checked before the chain is made.
        let tail = range.upperBound - 1
        guard parsed.isTypeName(range.lowerBound), parsed.is(tail, ")") || parsed.is(tail, "}") else { return nil }
        var names = parsed.chain(from: range.lowerBound)
        guard let last = names.last else { return nil }
        let open = EventRecognizer.skipGenericArguments(last + 1, in: parsed) // `GenericTip<Item>()`
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
        ternary(range).map { ($0.whenTrue, $0.whenFalse) }
    }

    /// `c ? a : b` at the top level of `range`: its condition and the two branch ranges.
    func ternary(_ range: Range<Int>) -> (condition: Range<Int>, whenTrue: Range<Int>, whenFalse: Range<Int>)? {
        var index = range.lowerBound
        var question: Int?
        while index < range.upperBound {
            if question == nil, parsed.is(index, "?"), parsed.hasSpaceBefore(index) {
                question = index
            } else if let question, parsed.is(index, ":") {
                return (range.lowerBound..<question, (question + 1)..<index, (index + 1)..<range.upperBound)
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
        parsed.scopes.path(at: site).reversed().filter(parsed.isRowClosure)
    }

    /// The innermost of `rowClosures(at:)`.
    func innermostRowClosure(at site: Int) -> Int? {
        let row = parsed.innermostRowClosure[parsed.scopes.scope(at: site)]
        return row >= 0 ? row : nil
    }

    /// Whether the expression in `range` at `site` uses a row's variable — a row closure's
    /// parameter (or `$0`), or a local declared in the row from one — or the site sits under a
    /// condition in the row that does (`if index == 0 { row.popoverTip(tip) }`).
    func dependsOnRow(_ range: Range<Int>, rows: [Int], at site: Int) -> Bool {
        guard !rows.isEmpty else { return false }
        let names = rowVariables(rows)
        if mentions(range, names) || isUnderRowCondition(site, rows: rows, names: names) { return true }
        // A closure's parameter depends on the row when the value handed to it does.
        let value = parsed.unparenthesized(range)
        guard value.count == 1, parsed.isIdentifier(value.lowerBound),
            let handed = handedToClosure(parsed.text(value.lowerBound), at: value.lowerBound)
        else { return false }
        return handed.arguments.contains { mentions($0, names) }
    }

    /// Whether an `if`/`switch`/`else` between the site and the outermost row tests a row variable, or a
    /// conditional modifier there compares one (`.if(offset == 2) { view in view.popoverTip(tip) }`).
    private func isUnderRowCondition(_ site: Int, rows: [Int], names: Set<String>) -> Bool {
        guard let outermost = rows.first else { return false }
        for index in parsed.scopes.path(at: site) {
            if index == outermost { return false }
            let scope = parsed.scopes.scopes[index]
            if scope.kind == .closure, let condition = conditionalModifierCondition(of: scope),
                mentions(condition, names)
            {
                return true
            }
            guard scope.kind == .block, scope.isConditional, let condition = condition(of: scope) else { continue }
            if mentions(condition, names) { return true }
        }
        return false
    }

    /// `.if(c) { view in … }`, `.when(c) { $0… }`: the arguments of a modifier whose trailing closure
    /// transforms the view, when they compare something with `==` (the project's conditional modifier
    /// applies the closure only while that holds); nil for any other closure.
    private func conditionalModifierCondition(of closure: Scope) -> Range<Int>? {
        guard parsed.is(closure.open - 1, ")"), let open = parsed.partner(closure.open - 1), parsed.is(open - 2, "."),
            closure.closureParameters.count == 1 || closure.closureParameters.isEmpty
        else { return nil }
        let arguments = (open + 1)..<(closure.open - 1)
        return topLevel("==", in: arguments) != nil ? arguments : nil
    }

    /// The condition tokens of a conditional block; for an `else`, its `if`'s.
    private func condition(of block: Scope) -> Range<Int>? {
        guard block.head >= 0 else { return nil }
        guard parsed.is(block.head, "else") else { return (block.head + 1)..<block.open }
        guard parsed.is(block.head - 1, "}"), let open = parsed.partner(block.head - 1),
            let branch = parsed.scopes.scopes.first(where: { $0.open == open }), branch.head >= 0,
            !parsed.is(branch.head, "else")
        else { return nil }
        return (branch.head + 1)..<open
    }

    /// The names a row's values go by: each row closure's parameters (or `$0`, `$1`) and the locals the rows declare
    /// from them. Found once per chain of rows (`ParsedSwift.rowVariables`): every call in a row asks, and the walk
    /// over the locals is as long as the row (quadratic in a row of many calls).
    private func rowVariables(_ rows: [Int]) -> Set<String> {
        if let names = parsed.rowVariables[rows] { return names }
        var names = Set<String>()
        for row in rows {
            let scope = parsed.scopes.scopes[row]
            names.formUnion(scope.closureParameters)
            if scope.closureParameters.isEmpty { names.formUnion(["$0", "$1"]) }
        }
        names.formUnion(rowLocals(in: rows, using: names))
        parsed.rowVariables[rows] = names
        return names
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
                    parsed.is(index + 2, "=")
                {
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
}
