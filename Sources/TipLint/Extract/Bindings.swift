import SwiftScan

/// A named value the code declares: `let x = SomeTip()`, `@State var x: SomeTip`,
/// a function parameter `tip: SomeTip`.
struct Binding {
    var name: String
    /// Token index of the name.
    var token: Int
    /// The scope the name is visible in.
    var scope: Int
    /// A concrete type written in the annotation (`SomeTip`, `Outer.SomeTip`), nil for none or `any Tip`.
    var annotatedType: String?
    /// First token of the initial value after `=`.
    var initializer: Int?
    /// The tokens inside the braces of a computed property (`var tip: some Tip { SaveTip() }`).
    var computedBody: Range<Int>?
}

/// Every binding in a file, by name, for resolving what a tip argument names. A class: the
/// recognisers ask the one index through `ParsedSwift.bindings` hundreds of thousands of times a
/// large app, and a struct of dictionaries would be copied (retained and released) at each ask.
final class Bindings {
    /// By name, in declaration order (indexed by scope too once a name has many namesakes).
    private var byName: [String: Namesakes] = [:]
    /// Bindings declared directly in a type, by name and the last component of
    /// the type's name, in declaration order.
    private var members: [MemberKey: [Binding]] = [:]
    /// The bindings declared directly in a type body or at file level, in declaration order: what
    /// `declarations(in:at:)` asks for, without walking every local and parameter of the file.
    private var outerLevel: [Binding] = []
    /// The last lookup and its answer: a call argument is resolved by three walks
    /// (`TipResolver.forwarding`, `tipTypes`, `qualified`) that each ask for the same name at the same site.
    private var lastLookup: (name: String, site: Int, found: Binding?)?

    /// The bindings of one name. Most names are declared a few times in a file: a flat list, scanned
    /// per scope, costs less to build than a dictionary per name. From `indexedFrom` namesakes on,
    /// they are indexed by the scope they are visible in too, so a file that declares one name in
    /// thousands of types is still read in linear time.
    private struct Namesakes {
        static let indexedFrom = 16
        var all: [Binding] = []
        var byScope: [Int: [Binding]]?

        mutating func append(_ binding: Binding) {
            all.append(binding)
            if byScope != nil {
                byScope?[binding.scope, default: []].append(binding)
            } else if all.count == Namesakes.indexedFrom {
                byScope = Dictionary(grouping: all, by: \.scope)
            }
        }

        /// The first binding declared in `scope` that `accepts`.
        func first(in scope: Int, where accepts: (Binding) -> Bool) -> Binding? {
            if let byScope { return byScope[scope]?.first(where: accepts) }
            return all.first { $0.scope == scope && accepts($0) }
        }
    }

    private struct MemberKey: Hashable {
        var name: String
        var type: Substring
    }

    init(_ parsed: ParsedSwift) {
        var declared: [Binding] = []
        for index in 0..<parsed.count
        where parsed.kind(index) == .keyword && (parsed.is(index, "var") || parsed.is(index, "let")) {
            guard parsed.isIdentifier(index + 1), !parsed.is(index - 1, "."),
                !Bindings.isConditionShorthand(at: index, in: parsed)
            else { continue }
            declared.append(declaration(named: index + 1, in: parsed, scope: parsed.scopes.scope(at: index)))
        }
        for (scopeIndex, scope) in parsed.scopes.scopes.enumerated() where scope.parameterList >= 0 {
            for item in parsed.commaSeparated(insideGroupAt: scope.parameterList) {
                if let binding = parameter(item, in: parsed, scope: scopeIndex) { declared.append(binding) }
            }
        }
        // Sized once: grown one binding at a time, the tables rehashed every name several times.
        byName.reserveCapacity(declared.count)
        members.reserveCapacity(declared.count)
        for binding in declared { add(binding, in: parsed) }
    }

    private func add(_ binding: Binding, in parsed: ParsedSwift) {
        byName[binding.name, default: Namesakes()].append(binding)
        // Two fields read, not the scope copied (its arrays retained and released for every binding).
        let kind = parsed.scopes.scopes[binding.scope].kind
        if kind == .type || kind == .file { outerLevel.append(binding) }
        if kind == .type, let type = parsed.scopes.scopes[binding.scope].name {
            members[MemberKey(name: binding.name, type: TypeName.lastComponent(type)), default: []].append(binding)
        }
    }

    /// The properties declared directly in a type body, in declaration order.
    func properties(in parsed: ParsedSwift) -> [Binding] { declarations(in: parsed, at: [.type]) }

    /// The bindings declared directly in a scope of one of `kinds` (`.type`, `.file`), in declaration order.
    func declarations(in parsed: ParsedSwift, at kinds: Set<Scope.Kind>) -> [Binding] {
        outerLevel.filter { kinds.contains(parsed.scopes.scopes[$0.scope].kind) }
    }

    /// Whether `name` is a generic parameter (`T` of `func show<T: Tip>(_ tip: T)`, `Hint` of
    /// `struct Anchor<Hint: Tip>`) of the scope or one around it: a placeholder, not a concrete type.
    private static func isGenericParameter(_ name: String, around scope: Int, in parsed: ParsedSwift) -> Bool {
        guard !name.utf8.contains(UInt8(ascii: ".")) else { return false }
        let tree = parsed.scopes
        var current = scope
        while current > 0 {
            // Fields read in place: a copied scope retains and releases its name and lists.
            let kind = tree.scopes[current].kind
            let parameterList = tree.scopes[current].parameterList
            let nameToken = tree.scopes[current].nameToken
            var open = -1
            if kind == .function, parameterList > 0, parsed.is(parameterList - 1, ">") {
                var index = parameterList - 1
                while index > nameToken, !parsed.is(index, "<") { index -= 1 }
                open = index
            } else if kind == .type, nameToken >= 0, parsed.is(nameToken + 1, "<") {
                open = nameToken + 1
            }
            if open > 0 {
                var index = open + 1
                while index < parsed.count, !parsed.is(index, ">"), !parsed.is(index, "{"), !parsed.is(index, "(") {
                    if parsed.isIdentifier(index),
                        parsed.is(index + 1, ":") || parsed.is(index + 1, ",") || parsed.is(index + 1, ">"),
                        parsed.text(index) == name, parsed.is(index - 1, "<") || parsed.is(index - 1, ",")
                    {
                        return true
                    }
                    index = parsed.skipGroup(index)
                }
            }
            current = tree.scopes[current].parent
        }
        return false
    }

    /// `if let tip {`, `guard let tip else`, `if let tip, …`: the same value under the same name, so
    /// the outer binding (a wrapper's parameter) stays the one the name refers to.
    private static func isConditionShorthand(at keyword: Int, in parsed: ParsedSwift) -> Bool {
        let after = keyword + 2
        guard parsed.is(after, "{") || parsed.is(after, ",") || parsed.is(after, "else") else { return false }
        return parsed.is(keyword - 1, "if") || parsed.is(keyword - 1, "guard") || parsed.is(keyword - 1, "while")
            || parsed.is(keyword - 1, ",")
    }

    /// `name: Type = value` after `var`/`let`.
    private func declaration(named name: Int, in parsed: ParsedSwift, scope: Int) -> Binding {
        var binding = Binding(name: parsed.text(name), token: name, scope: scope)
        var index = name + 1
        if parsed.is(index, ":") {
            let type = Bindings.concreteType(at: index + 1, in: parsed)
            binding.annotatedType = type.name.flatMap {
                Bindings.isGenericParameter($0, around: scope, in: parsed) ? nil : $0
            }
            index = type.end
        }
        if parsed.is(index, "=") {
            binding.initializer = index + 1
        } else if parsed.is(index, "{"), let close = parsed.partner(index) {
            binding.computedBody = (index + 1)..<close
        }
        return binding
    }

    /// `label name: Type = default` in a parameter list; the body scope is the function's.
    private func parameter(_ range: Range<Int>, in parsed: ParsedSwift, scope: Int) -> Binding? {
        guard let colon = range.first(where: { parsed.is($0, ":") }), colon > range.lowerBound,
            parsed.isIdentifier(colon - 1)
        else { return nil }
        let type = Bindings.concreteType(at: colon + 1, in: parsed)
        let annotated = type.name.flatMap { Bindings.isGenericParameter($0, around: scope, in: parsed) ? nil : $0 }
        return Binding(name: parsed.text(colon - 1), token: colon - 1, scope: scope, annotatedType: annotated)
    }

    /// A type annotation at `start`: its dotted name when it names one concrete
    /// type (`SomeTip`, `SomeTip?`, `PeakTip<Summit>`; not `some Tip`, `any
    /// Tip`, `[SomeTip]`), and the index after the annotation.
    static func concreteType(at start: Int, in parsed: ParsedSwift) -> (name: String?, end: Int) {
        var index = start
        while parsed.kind(index) == .attribute { index += 1 }
        let isExistential = parsed.is(index, "some") || parsed.is(index, "any")
        if isExistential { index += 1 }
        if parsed.is(index, "(") || parsed.is(index, "[") {
            index = parsed.skipGroup(index)
            while parsed.is(index, "?") || parsed.is(index, "!") { index += 1 }
            return (nil, index)
        }
        let names = parsed.chain(from: index)
        guard let last = names.last else { return (nil, index) }
        index = EventRecognizer.skipGenericArguments(last + 1, in: parsed)
        while parsed.is(index, "?") || parsed.is(index, "!") { index += 1 }
        if isExistential || names.count == 1 && parsed.is(names[0], "Tip") { return (nil, index) }
        return (parsed.dotted(names), index)
    }

    /// The binding `name` visible at token `site`: the one in the innermost
    /// enclosing scope, declared before the site when it is a local; else a
    /// property of the enclosing type declared in another body (an extension).
    func lookup(_ name: String, at site: Int, in parsed: ParsedSwift) -> Binding? {
        if let last = lastLookup, last.site == site, last.name == name { return last.found }
        let found = resolve(name, at: site, in: parsed)
        lastLookup = (name, site, found)
        return found
    }

    private func resolve(_ name: String, at site: Int, in parsed: ParsedSwift) -> Binding? {
        guard let candidates = byName[name] else { return nil }
        if let local = innermost(candidates, at: site, in: parsed) { return local }
        guard let typeName = parsed.scopes.enclosingType(at: site)?.name else { return nil }
        return member(name, ofType: typeName, in: parsed)
    }

    /// The binding in the innermost scope around `site` (the first declared
    /// there); a local counts only once declared, and only in its own `case` of a
    /// `switch` (sibling cases each declare their own `let tip`).
    private func innermost(_ candidates: Namesakes, at site: Int, in parsed: ParsedSwift) -> Binding? {
        for scope in parsed.scopes.ancestors(at: site) {
            let kind = parsed.scopes.scopes[scope].kind
            if let binding = candidates.first(
                in: scope,
                where: {
                    kind == .type || kind == .file
                        || $0.token <= site
                            && !Bindings.caseLabel(
                                ofBlockHeadedBy: parsed.scopes.scopes[scope].head, between: $0.token, and: site,
                                in: parsed)
                })
            {
                return binding
            }
        }
        return nil
    }

    /// Whether a `case` or `default` label of the block whose head is `head`, when it is a `switch`'s braces,
    /// comes between two of its tokens: a local declared in one case is not in scope in the next. (The head,
    /// not the scope, is passed: a copied scope retains and releases its name and lists.)
    private static func caseLabel(
        ofBlockHeadedBy head: Int, between start: Int, and end: Int, in parsed: ParsedSwift
    ) -> Bool {
        guard parsed.is(head, "switch") else { return false }
        var index = start
        while index < end {
            if parsed.is(index, "case") || parsed.is(index, "default"), !parsed.is(index - 1, "if"),
                !parsed.is(index - 1, "guard"), !parsed.is(index - 1, "while"), !parsed.is(index - 1, ","),
                !parsed.is(index - 1, "for")
            {
                return true
            }
            index = parsed.skipGroup(index)
        }
        return false
    }

    /// The member `name` declared directly in a type named `typeName` in this file.
    func member(_ name: String, ofType typeName: String, in parsed: ParsedSwift) -> Binding? {
        members[MemberKey(name: name, type: TypeName.lastComponent(typeName))]?.first { binding in
            let scope = parsed.scopes.scopes[binding.scope]
            guard scope.kind == .type, let declared = scope.name else { return false }
            return declared == typeName || declared.hasSuffix("." + typeName)
        }
    }
}
