import SwiftScan

/// Builds a file's scopes in two passes. First every declaration or statement
/// head (`struct X: Tip`, `func f`, `var body: some View`, `if`, `for`…) marks
/// the `{` that opens its body; then one walk over the braces opens a scope at
/// each `{`, using the mark or, for an unmarked `{`, what precedes it (a
/// closure and its callee, or an `else`/`do` block).
struct ScopeBuilder {
    private let file: SourceFile
    private let partner: [Int32]
    private(set) var scopes: [Scope] = []
    private(set) var scopeOf: [Int32] = []
    /// The scopes heads marked (fields other than open/close/parent filled in), and for each token the
    /// index of the one its `{` opens, -1 for none: one array read a brace instead of a dictionary probe.
    private var marks: [Scope] = []
    private var markOfBrace: [Int32] = []

    init(file: SourceFile, structure: Structure) {
        self.file = file
        self.partner = structure.partner
    }

    mutating func build() {
        markOfBrace = Array(repeating: -1, count: count)
        markHeads()
        walk()
    }

    // MARK: Token helpers

    private var count: Int { file.tokens.count }
    private func `is`(_ index: Int, _ literal: StaticString) -> Bool { file.token(at: index, is: literal) }
    private func kind(_ index: Int) -> TokenKind? { index >= 0 && index < count ? file.tokens[index].kind : nil }
    private func isIdentifier(_ index: Int) -> Bool { kind(index) == .identifier }
    private func text(_ index: Int) -> String { file.text(index) }
    private func partnerOf(_ index: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        let other = Int(partner[index])
        return other >= 0 ? other : nil
    }

    // MARK: Pass 1: heads

    /// Records that the `{` at `brace` opens `scope` (a later head marking the same brace replaces it).
    private mutating func mark(_ brace: Int, as scope: Scope) {
        markOfBrace[brace] = Int32(marks.count)
        marks.append(scope)
    }

    private mutating func markHeads() {
        /// The open brackets around the current token, innermost last.
        var openBrackets: [Int] = []
        for index in 0..<count {
            if kind(index) == .punctuation {
                trackBrackets(at: index, &openBrackets)
                continue
            }
            // Only a keyword or `actor` starts a head: every other token is passed at once.
            let isActor = isIdentifier(index) && `is`(index, "actor")
            guard isActor || kind(index) == .keyword else { continue }
            // A keyword after `.` is a member, before `:` an argument label
            // (`.navigationDestination(for: Item.self)`), and directly inside `( )`
            // or `[ ]` a parameter's label (`func plant(for task: Task)`).
            if `is`(index - 1, ".") || `is`(index + 1, ":") { continue }
            if let open = openBrackets.last, !`is`(open, "{") { continue }
            if isActor {
                // `actor` is a contextual keyword: a declaration only when a name follows.
                if isIdentifier(index + 1) { markType(at: index) }
                continue
            }
            if `is`(index, "struct") || `is`(index, "class") || `is`(index, "enum") || `is`(index, "protocol")
                || `is`(index, "extension")
            {
                markType(at: index)
            } else if `is`(index, "func") {
                markFunction(at: index, name: index + 1)
            } else if `is`(index, "init") || `is`(index, "subscript") || `is`(index, "deinit") {
                markFunction(at: index, name: index)
            } else if `is`(index, "var") || `is`(index, "let") {
                markComputedProperty(at: index)
            } else if `is`(index, "if") || `is`(index, "guard") || `is`(index, "while") || `is`(index, "switch")
                || `is`(index, "for") || `is`(index, "catch")
            {
                markStatement(at: index)
            }
        }
    }

    /// Keeps `open` the stack of brackets enclosing the token after `index`.
    private func trackBrackets(at index: Int, _ open: inout [Int]) {
        // One byte decides: this runs for every punctuation token of the file.
        let token = file.tokens[index]
        guard token.length == 1 else { return }
        switch file.bytes[Int(token.start)] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            if partnerOf(index) != nil { open.append(index) }
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if let partner = partnerOf(index), let position = open.lastIndex(of: partner) {
                open.removeSubrange(position...)
            }
        default:
            break
        }
    }

    /// `struct X<T>: A, B where … {`
    private mutating func markType(at keyword: Int) {
        let isExtension = `is`(keyword, "extension")
        guard isIdentifier(keyword + 1) else { return }
        var index = keyword + 1
        var nameParts = [index]
        while `is`(index + 1, "."), isIdentifier(index + 2) {
            nameParts.append(index + 2)
            index += 2
        }
        index += 1
        var scope = Scope(
            kind: .type, name: nameParts.map(text).joined(separator: "."), open: -1, close: -1, parent: -1)
        scope.nameToken = nameParts.last ?? keyword + 1
        scope.isExtension = isExtension
        if `is`(index, "<") {
            scope.isGeneric = true
            index = skipAngles(from: index)
        }
        if `is`(index, ":") {
            let (conformances, next) = readConformances(from: index + 1)
            scope.conformances = conformances
            index = next
        }
        guard let brace = findBody(from: index, stopAtDeclarations: true) else { return }
        mark(brace, as: scope)
    }

    /// The index after a `<…>` generic clause starting at `open`.
    private func skipAngles(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < count {
            if `is`(index, "<") {
                depth += 1
            } else if `is`(index, ">") {
                depth -= 1
                if depth == 0 { return index + 1 }
            } else if `is`(index, "{") || `is`(index, "}") || `is`(index, ";") {
                return index
            } else if `is`(index, "(") || `is`(index, "[") {
                index = (partnerOf(index) ?? index)
            }
            index += 1
        }
        return index
    }

    /// `A, TipKit.Tip, @unchecked Sendable` up to `where` or `{`: the written names.
    private func readConformances(from start: Int) -> ([String], Int) {
        var result: [String] = []
        var index = start
        var current = ""
        var expectingName = true
        while index < count, !`is`(index, "{"), !`is`(index, "where"), !`is`(index, "}") {
            if `is`(index, ",") {
                if !current.isEmpty { result.append(current) }
                current = ""
                expectingName = true
            } else if `is`(index, "<") {
                index = skipAngles(from: index)
                expectingName = false
                continue
            } else if `is`(index, "(") || `is`(index, "[") {
                index = (partnerOf(index) ?? index)
            } else if kind(index) == .attribute || `is`(index, "~") || `is`(index, "any") || `is`(index, "nonisolated")
            {
                // `@unchecked Sendable`, `~Copyable`, `nonisolated Sendable`: the name follows.
            } else if expectingName, isIdentifier(index) || kind(index) == .keyword {
                current += text(index)
                expectingName = false
            } else if `is`(index, "."), !current.isEmpty {
                current += "."
                expectingName = true
            } else if `is`(index, "&") {
                // `A & B`: a composition names both.
                if !current.isEmpty { result.append(current) }
                current = ""
                expectingName = true
            } else {
                expectingName = false
            }
            index += 1
        }
        if !current.isEmpty { result.append(current) }
        return (result, index)
    }

    /// `func name<T>(…) async throws -> R where … {`
    private mutating func markFunction(at keyword: Int, name nameToken: Int) {
        guard nameToken < count else { return }
        var scope = Scope(kind: .function, name: text(nameToken), open: -1, close: -1, parent: -1)
        scope.nameToken = nameToken
        var index = nameToken + 1
        if `is`(index, "?") || `is`(index, "!") { index += 1 }
        if `is`(index, "<") { index = skipAngles(from: index) }
        if `is`(index, "(") { scope.parameterList = index }
        guard let brace = findBody(from: index, stopAtDeclarations: true) else { return }
        mark(brace, as: scope)
    }

    /// `var name: Type {` is a computed property (or one with observers); `var
    /// name = …` and `var name: Type` are stored. Conditions (`if let x {`) are not heads.
    private mutating func markComputedProperty(at keyword: Int) {
        guard isIdentifier(keyword + 1) else { return }
        let before = keyword - 1
        if `is`(before, "if") || `is`(before, "guard") || `is`(before, "while") || `is`(before, ",")
            || `is`(before, "case") || `is`(before, "for") || `is`(before, "(") || `is`(before, "catch")
        {
            return
        }
        var index = keyword + 2
        var previous = keyword + 1
        while index < count {
            if `is`(index, "{") {
                var scope = Scope(kind: .function, name: text(keyword + 1), open: -1, close: -1, parent: -1)
                scope.nameToken = keyword + 1
                mark(index, as: scope)
                return
            }
            if `is`(index, "=") || `is`(index, "}") || `is`(index, ";") || `is`(index, ")") || `is`(index, "]") {
                return
            }
            if kind(index) == .keyword, !typeKeywords(index) { return }
            if kind(index) == .attribute || kind(index) == .pound { return }
            if file.tokens[index].line > file.tokens[previous].line, !`is`(previous, ":"), !`is`(previous, "->"),
                !`is`(index, "->")
            {
                return
            }
            previous = index
            if `is`(index, "(") || `is`(index, "[") {
                guard let close = partnerOf(index) else { return }
                previous = close
                index = close + 1
            } else {
                index += 1
            }
        }
    }

    /// Keywords that can appear inside a type annotation.
    private func typeKeywords(_ index: Int) -> Bool {
        `is`(index, "Self") || `is`(index, "Any") || `is`(index, "throws") || `is`(index, "rethrows")
            || `is`(index, "inout") || `is`(index, "_")
    }

    /// `if`, `guard`, `while`, `switch`, `for`, `catch`: the next `{` at this
    /// bracket depth opens the body (for `guard`, its `else` block).
    private mutating func markStatement(at keyword: Int) {
        if `is`(keyword, "while"), `is`(keyword - 1, "}"), let open = partnerOf(keyword - 1), `is`(open - 1, "repeat") {
            return // `repeat { } while c`: no body follows
        }
        guard let brace = findBody(from: keyword + 1, stopAtDeclarations: false) else { return }
        var scope = Scope(kind: .block, name: text(keyword), open: -1, close: -1, parent: -1)
        let availability =
            kind(keyword + 1) == .pound
            && (`is`(keyword + 1, "#available") || `is`(keyword + 1, "#unavailable"))
        scope.isConditional = !`is`(keyword, "for") && !availability
        scope.head = keyword
        mark(brace, as: scope)
    }

    /// The first `{` from `start` at the same bracket depth, jumping over `( )`
    /// and `[ ]` groups. Nil when a `}` or `;` (or, for declarations, another
    /// declaration: a protocol requirement has no body) comes first.
    private func findBody(from start: Int, stopAtDeclarations: Bool) -> Int? {
        var index = start
        while index < count {
            if `is`(index, "{") { return index }
            if `is`(index, "}") || `is`(index, ";") { return nil }
            if `is`(index, "(") || `is`(index, "[") {
                guard let close = partnerOf(index) else { return nil }
                index = close + 1
                continue
            }
            if stopAtDeclarations, startsDeclaration(index) { return nil }
            index += 1
        }
        return nil
    }

    private func startsDeclaration(_ index: Int) -> Bool {
        if kind(index) == .pound {
            return `is`(index, "#if") || `is`(index, "#else") || `is`(index, "#elseif") || `is`(index, "#endif")
        }
        guard kind(index) == .keyword else { return false }
        return `is`(index, "func") || `is`(index, "var") || `is`(index, "let") || `is`(index, "init")
            || `is`(index, "struct") || `is`(index, "class") || `is`(index, "enum") || `is`(index, "case")
            || `is`(index, "subscript") || `is`(index, "typealias") || `is`(index, "import")
            || `is`(index, "protocol") || `is`(index, "extension") || `is`(index, "static")
            || `is`(index, "associatedtype")
    }

    // MARK: Pass 2: walk

    private mutating func walk() {
        scopes = [Scope(kind: .file, name: nil, open: -1, close: count, parent: -1)]
        scopeOf = Array(repeating: 0, count: count)
        var stack = [0]
        for index in 0..<count {
            let current = stack[stack.count - 1]
            scopeOf[index] = Int32(current)
            let brace = braceByte(index)
            if brace == UInt8(ascii: "{") {
                let markIndex = Int(markOfBrace[index])
                var scope = markIndex >= 0 ? marks[markIndex] : unmarkedScope(at: index)
                if scope.kind == .type, !scope.isExtension, let name = scope.name,
                    let outer = stack.last(where: { scopes[$0].kind == .type }), let outerName = scopes[outer].name
                {
                    scope.name = outerName + "." + name // a nested type: `Outer.Inner`
                }
                scope.open = index
                scope.close = partnerOf(index) ?? count
                scope.parent = current
                if scope.kind == .closure { scope.closureParameters = closureParameters(at: index) }
                scopes.append(scope)
                stack.append(scopes.count - 1)
            } else if brace == UInt8(ascii: "}"), stack.count > 1 {
                // Pop to the scope this brace closes; an unmatched `}` closes nothing.
                guard let open = partnerOf(index), let position = stack.lastIndex(where: { scopes[$0].open == open })
                else {
                    continue
                }
                stack.removeSubrange(position...)
                scopeOf[index] = Int32(stack[stack.count - 1])
            }
        }
    }

    /// The byte of token `index` when it is a `{` or `}`, else 0: one length and one byte test for
    /// each token of the file instead of two comparisons.
    private func braceByte(_ index: Int) -> UInt8 {
        let token = file.tokens[index]
        guard token.length == 1 else { return 0 }
        let byte = file.bytes[Int(token.start)]
        return byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") ? byte : 0
    }

    /// A `{` no head marked: `else`/`do`/`defer`/`repeat` blocks, accessors, or a closure.
    private func unmarkedScope(at open: Int) -> Scope {
        let before = open - 1
        if kind(before) == .keyword {
            if `is`(before, "else") {
                // A guard's `else {` was marked with the guard; this is an `if`'s.
                var scope = Scope(kind: .block, name: "else", open: -1, close: -1, parent: -1)
                scope.isConditional = true
                scope.head = before
                return scope
            }
            if `is`(before, "do") || `is`(before, "defer") || `is`(before, "repeat") {
                return Scope(kind: .block, name: text(before), open: -1, close: -1, parent: -1)
            }
        }
        if `is`(before, "get") || `is`(before, "set") || `is`(before, "willSet") || `is`(before, "didSet")
            || `is`(before, "_read") || `is`(before, "_modify") || (`is`(before, ")") && isAccessorParameter(before))
        {
            return Scope(kind: .block, name: nil, open: -1, close: -1, parent: -1)
        }
        var scope = Scope(kind: .closure, name: nil, open: -1, close: -1, parent: -1)
        if let callee = callee(ofClosureAt: open) {
            scope.nameToken = callee
            scope.name = kind(callee) == .pound ? String(text(callee).dropFirst()) : text(callee)
        }
        return scope
    }

    /// `set(newValue) {`, `willSet(v) {`.
    private func isAccessorParameter(_ close: Int) -> Bool {
        guard let open = partnerOf(close) else { return false }
        return `is`(open - 1, "set") || `is`(open - 1, "willSet") || `is`(open - 1, "didSet")
    }

    /// The token a closure is passed to: `ForEach(…) {` → ForEach, `.onAppear {` →
    /// onAppear, `Button(action: {` → Button, `} label: {` → the first closure's callee.
    private func callee(ofClosureAt open: Int) -> Int? {
        let before = open - 1
        if isIdentifier(before) || kind(before) == .pound { return before } // `#Preview {`
        if `is`(before, ")"), let callOpen = partnerOf(before) { return calleeBeforeCall(callOpen) }
        if `is`(before, ":"), isIdentifier(before - 1), `is`(before - 2, "}"), let previous = partnerOf(before - 2) {
            return callee(ofClosureAt: previous)
        }
        if `is`(before, ":") || `is`(before, "(") || `is`(before, ","), let callOpen = enclosingParenthesis(of: open) {
            return calleeBeforeCall(callOpen)
        }
        return nil
    }

    /// The name token called by the `(` at `open`: `ForEach(`, `ForEach<T>(`, `.onAppear(`, `#Rule(`.
    private func calleeBeforeCall(_ open: Int) -> Int? {
        var index = open - 1
        if `is`(index, ">") {
            var depth = 0
            while index >= 0 {
                if `is`(index, ">") { depth += 1 }
                if `is`(index, "<") {
                    depth -= 1
                    if depth == 0 { break }
                }
                index -= 1
            }
            index -= 1
        }
        return isIdentifier(index) || kind(index) == .pound || `is`(index, "init") ? index : nil
    }

    /// The innermost `(` whose group contains `index`, nil when a `{` or `[` comes first.
    private func enclosingParenthesis(of index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            if `is`(cursor, ")") || `is`(cursor, "]") || `is`(cursor, "}") {
                guard let open = partnerOf(cursor) else { return nil }
                cursor = open - 1
                continue
            }
            if `is`(cursor, "(") { return cursor }
            if `is`(cursor, "{") || `is`(cursor, "[") { return nil }
            cursor -= 1
        }
        return nil
    }

    /// `{ item in`, `{ index, box in`, `{ (a, b) in`, `{ [weak self] value in`.
    private func closureParameters(at open: Int) -> [String] {
        var index = open + 1
        if `is`(index, "["), let close = partnerOf(index) { index = close + 1 }
        while kind(index) == .attribute {
            index += 1
            if `is`(index, "("), let close = partnerOf(index) { index = close + 1 }
        }
        var names: [String] = []
        if `is`(index, "("), let close = partnerOf(index) {
            var expectingName = true
            for inner in (index + 1)..<close {
                if `is`(inner, ",") {
                    expectingName = true
                    continue
                }
                if expectingName, isIdentifier(inner) || `is`(inner, "_") {
                    if isIdentifier(inner) { names.append(text(inner)) }
                    expectingName = false
                }
            }
            index = close + 1
            // Signature tail: `async throws -> T`.
            var steps = 0
            while index < count, !`is`(index, "in"), steps < 16 {
                if `is`(index, "{") || `is`(index, "}") || `is`(index, "=") { return [] }
                index = `is`(index, "(") || `is`(index, "[") ? (partnerOf(index) ?? index) + 1 : index + 1
                steps += 1
            }
            return `is`(index, "in") ? names : []
        }
        while isIdentifier(index) || `is`(index, "_") {
            if isIdentifier(index) { names.append(text(index)) }
            index += 1
            if `is`(index, ",") { index += 1 } else { break }
        }
        while `is`(index, "async") || `is`(index, "throws") { index += 1 }
        return `is`(index, "in") ? names : []
    }
}
