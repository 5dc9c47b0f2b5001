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
    /// The token that names the declaration (type or function name), -1 otherwise.
    var nameToken: Int = -1
    /// Types: the conformances written in this declaration (`Tip`, `TipKit.Tip`).
    var conformances: [String] = []
    var isExtension = false
    var isGeneric = false
    /// Blocks: whether a runtime condition decides if it runs (`if`, `else`,
    /// `guard … else`, `switch`, `while`, `catch`; not `if #available`).
    var isConditional = false
    /// Blocks: the token of the statement keyword (`if`, `guard`, `switch`, `else`…), -1 otherwise.
    var head: Int = -1
    /// Closures: the parameter names written before `in` (`item`, `index`).
    var closureParameters: [String] = []
    /// Functions: the `(` of the parameter list.
    var parameterList: Int = -1
}

/// The scopes of one file and, for every token, the innermost one it sits in.
struct ScopeTree {
    let scopes: [Scope]
    /// Innermost scope of each token; a scope's own braces belong to its parent.
    let scopeOf: [Int32]
    /// Every conformance written for a type name in this file (declaration and extensions).
    let conformancesByType: [String: [String]]

    init(file: SourceFile, structure: Structure) {
        var builder = ScopeBuilder(file: file, structure: structure)
        builder.build()
        scopes = builder.scopes
        scopeOf = builder.scopeOf
        var conformances: [String: [String]] = [:]
        for scope in scopes where scope.kind == .type {
            conformances[scope.name ?? "", default: []] += scope.conformances
        }
        conformancesByType = conformances
    }

    func scope(at token: Int) -> Int {
        token >= 0 && token < scopeOf.count ? Int(scopeOf[token]) : 0
    }

    /// The scope at `token` and its ancestors, innermost first.
    func path(at token: Int) -> [Int] {
        var result: [Int] = []
        var current = scope(at: token)
        while current >= 0 {
            result.append(current)
            current = scopes[current].parent
        }
        return result
    }

    /// The innermost type scope around `token`.
    func enclosingType(at token: Int) -> Scope? {
        path(at: token).lazy.map { scopes[$0] }.first { $0.kind == .type }
    }

    /// The innermost function or closure around `token`: the body a statement runs in.
    func body(at token: Int) -> Int {
        path(at: token).first { scopes[$0].kind == .function || scopes[$0].kind == .closure } ?? 0
    }

    func context(at token: Int) -> CodeContext {
        var context = CodeContext()
        var closures: [String] = []
        for index in path(at: token) {
            let scope = scopes[index]
            switch scope.kind {
            case .closure:
                if let name = scope.name { closures.append(name) }
            case .function:
                if context.functionName == nil { context.functionName = scope.name }
            case .type:
                if context.typeName == nil {
                    context.typeName = scope.name
                    context.typeConformances = conformancesByType[scope.name ?? ""] ?? []
                }
            case .file, .block:
                break
            }
            if context.typeName != nil { break }
        }
        context.closures = closures.reversed()
        return context
    }
}
