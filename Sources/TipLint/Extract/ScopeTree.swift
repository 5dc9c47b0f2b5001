import SwiftScan

/// A braced region of code: the file itself, a type body, a function (or
/// computed property) body, a closure, or a statement block.
struct Scope {
    enum Kind: Equatable {
        case file, type, function, closure, block
    }

    var kind: Kind
    /// Type: dotted name (`Outer.Inner`; for an extension, the extended type).
    /// Function: its name (`body`, `init`, `viewDidLoad`). Closure: the callee
    /// (`ForEach`, `onAppear`, `Task`), nil when it has none.
    var name: String?
    /// Token index of the `{`, -1 for the file.
    var open: Int
    /// Token index of the `}`, or the token count when unclosed.
    var close: Int
    /// Index of the enclosing scope, -1 for the file.
    var parent: Int
    /// The token that names the declaration (type or function name; for a
    /// dotted extension, its last part) or, for a closure, its callee; -1 otherwise.
    var nameToken: Int = -1
    /// Types: the conformances written in this declaration (`Tip`, `TipKit.Tip`).
    var conformances: [String] {
        get { kind == .type ? listedNames : [] }
        set { listedNames = newValue }
    }
    /// Types: the conformances without their module (`Tip` for `TipKit.Tip`).
    var simpleConformances: [String] { conformances.map { TypeName.simple($0) } }
    var isExtension = false
    var isGeneric = false
    /// Blocks: whether a runtime condition decides if it runs (`if`, `else`,
    /// `guard … else`, `switch`, `while`, `catch`; not `if #available`).
    var isConditional = false
    /// Blocks: the token of the statement keyword (`if`, `guard`, `switch`, `else`…), -1 otherwise.
    var head: Int = -1
    /// Closures: the parameter names written before `in` (`item`, `index`).
    var closureParameters: [String] {
        get { kind == .closure ? listedNames : [] }
        set { listedNames = newValue }
    }
    /// A type's conformances or a closure's parameters (no scope has both), read through those two:
    /// one array fewer for every copy of a scope to retain and release. Not private, so the
    /// memberwise initialiser stays internal.
    fileprivate(set) var listedNames: [String] = []
    /// Functions: the `(` of the parameter list.
    var parameterList: Int = -1
}

/// The scopes of one file and, for every token, the innermost one it sits in. A class: every
/// recogniser asks the one tree, which keeps each scope's context once made.
final class ScopeTree {
    let scopes: [Scope]
    /// Innermost scope of each token; a scope's own braces belong to its parent.
    let scopeOf: [Int32]
    /// Every conformance written for a type name in this file (declaration and extensions).
    let conformancesByType: [String: [String]]
    /// The same without modules (`View` for `SwiftUI.View`), as contexts report them.
    private let simpleConformancesByType: [String: [String]]
    /// Each scope's context, made on first use from its parent's: asking for the context of a token
    /// 16,000 closures deep walks no scope twice.
    private var contextOfScope: [CodeContext?]
    /// For each scope: itself when it is a closure with parameters, else the nearest such closure
    /// around it, -1 when none. Looking a closure parameter up skips the scopes that declare none.
    private let parameterClosureOf: [Int]

    init(file: SourceFile, structure: Structure) {
        var builder = ScopeBuilder(file: file, structure: structure)
        builder.build()
        scopes = builder.scopes
        scopeOf = builder.scopeOf
        var conformances: [String: [String]] = [:]
        var simpleConformances: [String: [String]] = [:]
        for scope in scopes where scope.kind == .type {
            let type = scope.name ?? ""
            for name in scope.conformances where !conformances[type, default: []].contains(name) {
                conformances[type, default: []].append(name)
            }
            for name in scope.simpleConformances where !simpleConformances[type, default: []].contains(name) {
                simpleConformances[type, default: []].append(name)
            }
        }
        conformancesByType = conformances
        simpleConformancesByType = simpleConformances
        contextOfScope = Array(repeating: nil, count: scopes.count)
        var parameterClosures: [Int] = []
        parameterClosures.reserveCapacity(scopes.count)
        for scope in scopes {
            // A parent's `{` comes before its children's, so its entry is made.
            parameterClosures.append(
                scope.kind == .closure && !scope.closureParameters.isEmpty
                    ? parameterClosures.count : scope.parent >= 0 ? parameterClosures[scope.parent] : -1)
        }
        parameterClosureOf = parameterClosures
    }

    /// The callees whose content closure is shown in its own presentation context.
    static let presentationModifiers: Set<String> = ["popover", "sheet", "fullScreenCover"]

    func scope(at token: Int) -> Int {
        token >= 0 && token < scopeOf.count ? Int(scopeOf[token]) : 0
    }

    /// The scope at `token` and its ancestors, innermost first.
    func path(at token: Int) -> [Int] {
        Array(ancestors(at: token))
    }

    /// `path(at:)` walked one parent link at a time: a caller that stops at the first scope it wants
    /// walks no further, so asking at every token 16,000 sheets deep stays linear.
    func ancestors(at token: Int) -> UnfoldSequence<Int, Int> {
        sequence(state: scope(at: token)) { current in
            guard current >= 0 else { return nil }
            WorkMeter.count()
            let found = current
            current = self.scopes[found].parent
            return found
        }
    }

    /// The closures with parameters around `token`, innermost first: what `path(at:)` holds of them.
    func closuresWithParameters(at token: Int) -> UnfoldSequence<Int, Int> {
        sequence(state: parameterClosureOf.isEmpty ? -1 : parameterClosureOf[scope(at: token)]) { current in
            guard current >= 0 else { return nil }
            WorkMeter.count()
            let found = current
            let parent = self.scopes[found].parent
            current = parent >= 0 ? self.parameterClosureOf[parent] : -1
            return found
        }
    }

    /// The innermost type scope around `token`.
    func enclosingType(at token: Int) -> Scope? {
        enclosingTypeScope(at: token).map { scopes[$0] }
    }

    /// The index of the innermost type scope around `token`, nil at file level.
    func enclosingTypeScope(at token: Int) -> Int? {
        var current = scope(at: token)
        while current >= 0 {
            if scopes[current].kind == .type { return current }
            current = scopes[current].parent
        }
        return nil
    }

    /// The scope whose `{` is token `brace`, nil when no scope opens there.
    func scope(openedBy brace: Int) -> Int? {
        // Scopes are recorded in the order of their `{`.
        var low = 1
        var high = scopes.count
        while low < high {
            let middle = (low + high) / 2
            if scopes[middle].open < brace { low = middle + 1 } else { high = middle }
        }
        return low < scopes.count && scopes[low].open == brace ? low : nil
    }

    /// The `{` of the innermost popover or sheet content closure around
    /// `token`, looking no further out than the enclosing type.
    func presentationBrace(at token: Int) -> Int? {
        var current = scope(at: token)
        while current >= 0 {
            let scope = scopes[current]
            if scope.kind == .type { return nil }
            if scope.kind == .closure, let name = scope.name, ScopeTree.presentationModifiers.contains(name) {
                return scope.open
            }
            current = scope.parent
        }
        return nil
    }

    /// The innermost function or closure around `token`: the body a statement runs in.
    func body(at token: Int) -> Int {
        ancestors(at: token).first { scopes[$0].kind == .function || scopes[$0].kind == .closure } ?? 0
    }

    /// The enclosing type (with its conformances), the innermost function and the closures
    /// between them, outermost first.
    func context(at token: Int) -> CodeContext {
        let innermost = scope(at: token)
        if let known = contextOfScope[innermost] { return known }
        var unknown: [Int] = []
        var current = innermost
        while current >= 0, contextOfScope[current] == nil {
            WorkMeter.count()
            unknown.append(current)
            current = scopes[current].parent
        }
        for index in unknown.reversed() {
            let parent = scopes[index].parent
            contextOfScope[index] = context(ofScope: index, inside: parent >= 0 ? contextOfScope[parent] : nil)
        }
        return contextOfScope[innermost] ?? CodeContext()
    }

    /// The context of scope `index` from its parent's (nil for the file).
    private func context(ofScope index: Int, inside outer: CodeContext?) -> CodeContext {
        let scope = scopes[index]
        var context = outer ?? CodeContext()
        switch scope.kind {
        case .closure:
            if let name = scope.name { context.closures.append(name) }
        case .function:
            if let name = scope.name { context.functionName = name }
        case .type:
            guard let name = scope.name else { return walkedContext(from: index) }
            return CodeContext(typeName: name, typeConformances: simpleConformancesByType[name] ?? [])
        case .file, .block:
            break
        }
        return context
    }

    /// The context of scope `start` walked out to its type: what a type without a name needs (its
    /// conformances stand until an outer type's replace them).
    private func walkedContext(from start: Int) -> CodeContext {
        var context = CodeContext()
        var closures: [String] = []
        var current = start
        while current >= 0 {
            let scope = scopes[current]
            switch scope.kind {
            case .closure:
                if let name = scope.name { closures.append(name) }
            case .function:
                if context.functionName == nil { context.functionName = scope.name }
            case .type:
                if context.typeName == nil {
                    context.typeName = scope.name
                    context.typeConformances = simpleConformancesByType[scope.name ?? ""] ?? []
                }
            case .file, .block:
                break
            }
            if context.typeName != nil { break }
            current = scope.parent
        }
        context.closures = ClosureChain(Array(closures.reversed()))
        return context
    }
}
