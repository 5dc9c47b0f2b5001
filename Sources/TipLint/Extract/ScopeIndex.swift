import SwiftScan

/// The brace scopes of one file — types, functions, closures, statement
/// blocks — so a fact can say where it sits (`CodeContext`). Built in one pass
/// over the tokens; declarations are read ahead to classify the `{` they open.
struct ScopeIndex {
    enum Kind: Equatable {
        case type(name: String, conformances: [String], isExtension: Bool)
        /// A function, initializer, subscript or computed property (`body`).
        case function(String)
        /// A closure and the call it is passed to (`onAppear`, `ForEach`, `Preview` for `#Preview`); nil for a bare one.
        case closure(String?)
        /// `if`/`for`/`switch`/… bodies and property accessors: no new context.
        case block
    }

    struct Scope {
        var kind: Kind
        /// Token index of the `{`.
        var open: Int
        /// Token index of the matching `}`.
        var close: Int
        /// Index in `scopes` of the enclosing scope, or -1.
        var parent: Int
        /// For a type, the token of its name.
        var nameToken: Int
    }

    /// The callees whose content closure is shown in its own presentation context.
    static let presentationModifiers: Set<String> = ["popover", "sheet", "fullScreenCover"]

    private(set) var scopes: [Scope] = []
    /// For each token, the innermost scope it sits in (a brace belongs to the scope it opens or closes), or -1.
    private(set) var scopeOf: [Int32]

    init(_ file: SourceFile, _ structure: Structure) {
        let tokens = file.tokens
        scopeOf = [Int32](repeating: -1, count: tokens.count)
        let reader = DeclarationReader(file: file, structure: structure)
        var declared: [Int: (kind: Kind, nameToken: Int)] = [:]
        var stack: [Int] = []
        var openParens: [Int] = []
        for index in tokens.indices {
            let token = tokens[index]
            let current = stack.last ?? -1
            scopeOf[index] = Int32(current)
            switch token.kind {
            case .punctuation:
                if file.token(token, is: "(") || file.token(token, is: "[") {
                    openParens.append(index)
                } else if file.token(token, is: ")") || file.token(token, is: "]") {
                    if let last = openParens.last, Int(structure.partner[last]) == index { openParens.removeLast() }
                } else if file.token(token, is: "{") {
                    let close = Int(structure.partner[index])
                    guard close > index else { continue }  // unmatched: no scope
                    let kind = declared.removeValue(forKey: index)
                        ?? (kind: closureKind(at: index, file, structure, openParens, scopeOpen: current >= 0 ? scopes[current].open : -1), nameToken: index)
                    scopes.append(Scope(kind: kind.kind, open: index, close: close, parent: current, nameToken: kind.nameToken))
                    stack.append(scopes.count - 1)
                    scopeOf[index] = Int32(scopes.count - 1)
                } else if file.token(token, is: "}") {
                    if current >= 0, scopes[current].close == index { stack.removeLast() }
                }
            case .keyword, .identifier:
                let scopeOpen = current >= 0 ? scopes[current].open : -1
                let insideParentheses = (openParens.last ?? -1) > scopeOpen
                if let found = reader.declaration(at: index, insideParentheses: insideParentheses),
                   declared[found.brace] == nil {
                    declared[found.brace] = (found.kind, found.nameToken)
                }
            default:
                break
            }
        }
    }

    /// What a `{` that no declaration claimed opens: a closure named after the call it is passed to.
    private func closureKind(at brace: Int, _ file: SourceFile, _ structure: Structure, _ openParens: [Int],
                             scopeOpen: Int) -> Kind {
        let previous = brace - 1
        guard previous >= 0 else { return .closure(nil) }
        let token = file.tokens[previous]
        switch token.kind {
        case .identifier:
            let accessors: [StaticString] = ["get", "set", "willSet", "didSet", "_read", "_modify"]
            if accessors.contains(where: { file.token(token, is: $0) }) { return .block }
            return .closure(file.text(of: token))
        case .pound:
            return .closure(String(file.text(of: token).dropFirst()))
        case .punctuation:
            if file.token(token, is: ")") {
                return .closure(ScopeIndex.callee(beforeParen: Int(structure.partner[previous]), file))
            }
            if file.token(token, is: ":") || file.token(token, is: "(") || file.token(token, is: ",") {
                // A closure argument belongs to the call whose parentheses hold it.
                if let paren = openParens.last, paren > scopeOpen, file.token(at: paren, is: "(") {
                    return .closure(ScopeIndex.callee(beforeParen: paren, file))
                }
            }
            return .closure(nil)
        default:
            return .closure(nil)
        }
    }

    /// The name called with the `(` at `paren`: `onAppear` in `.onAppear(`, `Preview` in `#Preview(`.
    static func callee(beforeParen paren: Int, _ file: SourceFile) -> String? {
        guard paren > 0 else { return nil }
        let token = file.tokens[paren - 1]
        switch token.kind {
        case .identifier: return file.text(of: token)
        case .pound: return String(file.text(of: token).dropFirst())
        case .keyword where file.token(token, is: "init"): return "init"
        default: return nil
        }
    }

    // MARK: Queries

    /// Where token `index` sits: enclosing types, innermost function, closures.
    func context(at index: Int) -> CodeContext {
        var scope = index < scopeOf.count ? Int(scopeOf[index]) : -1
        var typeNames: [String] = []
        var conformances: [String]?
        var function: String?
        var closures: [String] = []
        while scope >= 0 {
            switch scopes[scope].kind {
            case .type(let name, let conformed, _):
                typeNames.append(name)
                if conformances == nil { conformances = conformed }
            case .function(let name):
                if typeNames.isEmpty, function == nil { function = name }
            case .closure(let name):
                if typeNames.isEmpty, let name { closures.append(name) }
            case .block:
                break
            }
            scope = scopes[scope].parent
        }
        return CodeContext(
            typeName: typeNames.isEmpty ? nil : typeNames.reversed().joined(separator: "."),
            typeConformances: conformances ?? [], functionName: function, closures: closures.reversed())
    }

    /// The innermost type scope around token `index`.
    func typeScope(at index: Int) -> Int? {
        var scope = index < scopeOf.count ? Int(scopeOf[index]) : -1
        while scope >= 0 {
            if case .type = scopes[scope].kind { return scope }
            scope = scopes[scope].parent
        }
        return nil
    }

    /// The `{` of the innermost popover/sheet content closure around token `index`, within its type.
    func presentationBrace(at index: Int) -> Int? {
        var scope = index < scopeOf.count ? Int(scopeOf[index]) : -1
        while scope >= 0 {
            switch scopes[scope].kind {
            case .type: return nil
            case .closure(let name?) where ScopeIndex.presentationModifiers.contains(name): return scopes[scope].open
            default: scope = scopes[scope].parent
            }
        }
        return nil
    }
}

/// Reads a declaration or statement keyword ahead to the `{` it opens.
private struct DeclarationReader {
    let file: SourceFile
    let structure: Structure

    struct Found {
        var kind: ScopeIndex.Kind
        var brace: Int
        var nameToken: Int
    }

    private static let typeKeywords: [StaticString] = ["struct", "class", "enum", "actor", "extension", "protocol"]
    private static let functionKeywords: [StaticString] = ["func", "init", "subscript", "deinit"]
    private static let statementKeywords: [StaticString] = [
        "if", "guard", "while", "for", "switch", "do", "catch", "repeat", "else", "defer",
    ]
    /// Tokens that end a declaration header that has no body (a protocol requirement).
    private static let headerEnds: [StaticString] = [
        "func", "var", "let", "init", "deinit", "subscript", "struct", "class", "enum", "actor", "extension",
        "protocol", "case", "typealias", "associatedtype", "import", "static", "private", "fileprivate",
        "internal", "public", "open", "final", "override", "mutating", "nonmutating", "convenience",
        "required", "lazy", "weak", "unowned", "=", "}", ";",
    ]

    /// The scope the keyword at `index` opens. Statements are only read outside
    /// parentheses, where `for` and `do` may be argument labels.
    func declaration(at index: Int, insideParentheses: Bool) -> Found? {
        let token = file.tokens[index]
        if index > 0, file.token(at: index - 1, is: ".") { return nil }  // `.init(`, `.default`
        if file.token(at: index + 1, is: ":") { return nil }  // an argument label: `for: Item.self`
        if Self.typeKeywords.contains(where: { file.token(token, is: $0) }) { return typeDeclaration(at: index) }
        if Self.functionKeywords.contains(where: { file.token(token, is: $0) }) { return functionDeclaration(at: index) }
        if file.token(token, is: "var") || file.token(token, is: "let") { return computedProperty(at: index) }
        if !insideParentheses, Self.statementKeywords.contains(where: { file.token(token, is: $0) }) {
            return statementBody(at: index)
        }
        return nil
    }

    private var count: Int { file.tokens.count }

    private func isHeaderEnd(_ index: Int) -> Bool {
        let token = file.tokens[index]
        if token.kind == .attribute || token.kind == .pound { return true }
        return Self.headerEnds.contains { file.token(token, is: $0) }
    }

    /// Index after the `<…>` starting at `index`, or `index` when none starts there.
    private func skipGenerics(_ index: Int) -> Int {
        guard file.token(at: index, is: "<") else { return index }
        var depth = 0
        var cursor = index
        while cursor < count {
            if file.token(at: cursor, is: "<") { depth += 1 }
            if file.token(at: cursor, is: ">") {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            if file.token(at: cursor, is: "{") || file.token(at: cursor, is: "}") { return cursor }
            cursor += 1
        }
        return cursor
    }

    /// Index after a bracketed group at `index` (parentheses or square brackets), or `index + 1`.
    private func skipGroup(_ index: Int) -> Int {
        let partner = Int(structure.partner[index])
        return partner > index ? partner + 1 : index + 1
    }

    private func typeDeclaration(at keyword: Int) -> Found? {
        let name = keyword + 1
        guard name < count, file.tokens[name].kind == .identifier else { return nil }  // `class func`, `class var`
        var parts = [file.text(name)]
        var cursor = name + 1
        while file.token(at: cursor, is: "."), cursor + 1 < count, file.tokens[cursor + 1].kind == .identifier {
            parts.append(file.text(cursor + 1))
            cursor += 2
        }
        cursor = skipGenerics(cursor)
        var conformances: [String] = []
        var inWhere = false
        while cursor < count {
            let token = file.tokens[cursor]
            if file.token(token, is: "{") {
                let isExtension = file.token(at: keyword, is: "extension")
                return Found(kind: .type(name: parts.joined(separator: "."), conformances: conformances,
                                         isExtension: isExtension), brace: cursor, nameToken: name)
            }
            if file.token(token, is: "}") || file.token(token, is: ";") || file.token(token, is: "=") { return nil }
            if file.token(token, is: "where") { inWhere = true }
            if file.token(token, is: "<") { cursor = skipGenerics(cursor); continue }
            if file.token(token, is: "(") || file.token(token, is: "[") { cursor = skipGroup(cursor); continue }
            if !inWhere, token.kind == .identifier, !file.token(at: cursor + 1, is: ".") {
                conformances.append(file.text(of: token))
            }
            cursor += 1
        }
        return nil
    }

    private func functionDeclaration(at keyword: Int) -> Found? {
        let name: String
        var cursor = keyword + 1
        if file.token(at: keyword, is: "func") {
            guard cursor < count else { return nil }
            name = file.text(cursor)
            cursor += 1
        } else {
            name = file.text(keyword)
            if file.token(at: cursor, is: "?") || file.token(at: cursor, is: "!") { cursor += 1 }
        }
        cursor = skipGenerics(cursor)
        while cursor < count {
            let token = file.tokens[cursor]
            if file.token(token, is: "{") { return Found(kind: .function(name), brace: cursor, nameToken: keyword) }
            if file.token(token, is: "(") || file.token(token, is: "[") { cursor = skipGroup(cursor); continue }
            if file.token(token, is: "<") { cursor = skipGenerics(cursor); continue }
            if isHeaderEnd(cursor) { return nil }
            cursor += 1
        }
        return nil
    }

    /// `var body: some View {`: a computed property, written on one line.
    private func computedProperty(at keyword: Int) -> Found? {
        if keyword > 0 {
            let before: [StaticString] = ["if", "guard", "while", "case", ",", "(", "for", "catch"]
            if before.contains(where: { file.token(at: keyword - 1, is: $0) }) { return nil }
        }
        let name = keyword + 1
        guard name + 1 < count, file.tokens[name].kind == .identifier, file.token(at: name + 1, is: ":") else { return nil }
        let line = file.tokens[keyword].line
        var cursor = name + 2
        while cursor < count, file.tokens[cursor].line == line {
            let token = file.tokens[cursor]
            if file.token(token, is: "{") {
                return Found(kind: .function(file.text(name)), brace: cursor, nameToken: name)
            }
            if file.token(token, is: "(") || file.token(token, is: "[") { cursor = skipGroup(cursor); continue }
            if file.token(token, is: "<") { cursor = skipGenerics(cursor); continue }
            if isHeaderEnd(cursor) { return nil }
            cursor += 1
        }
        return nil
    }

    /// The body of `if`, `for`, `guard … else`, `switch`…: the next `{` outside brackets.
    private func statementBody(at keyword: Int) -> Found? {
        if file.token(at: keyword, is: "while"), keyword > 0, file.token(at: keyword - 1, is: "}") {
            let open = Int(structure.partner[keyword - 1])
            if open > 0, file.token(at: open - 1, is: "repeat") { return nil }  // `repeat { } while x`
        }
        var cursor = keyword + 1
        while cursor < count {
            let token = file.tokens[cursor]
            if file.token(token, is: "{") { return Found(kind: .block, brace: cursor, nameToken: keyword) }
            if file.token(token, is: "}") || file.token(token, is: ";") { return nil }
            if file.token(token, is: "(") || file.token(token, is: "[") { cursor = skipGroup(cursor); continue }
            cursor += 1
        }
        return nil
    }
}
