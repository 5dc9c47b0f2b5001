import SwiftScan

/// One file's significant tokens with what every recogniser shares: bracket
/// partners, `#if` clauses, scopes and bindings. Built once per file; the
/// recognisers read it and never the raw source text. Scopes and bindings are
/// built on first use: most files hold no tip API, and their recognisers
/// never ask for them.
final class ParsedSwift {
    let file: SourceFile
    /// Stored, not lazy: every recogniser asks for bracket partners, and a lazy struct would be
    /// copied (each of its arrays retained and released) at every ask.
    let structure: Structure
    private(set) lazy var scopes = ScopeTree(file: file, structure: structure)
    private(set) lazy var bindings = Bindings(self)
    /// What each binding holds, resolved once for every recogniser's `TipResolver`.
    private(set) lazy var declarationTipTypes = DeclarationTipTypes()
    /// Per chain of row closures (outermost first), the names its rows' values go by (`TipResolver.dependsOnRow`).
    var rowVariables: [[Int]: Set<String>] = [:]
    /// Calls repeating the one before them on their line, folded into its facts.
    private(set) lazy var repeatedCalls = RepeatedCalls(self)
    /// Columns of the locations asked for, each counted on from the last.
    private lazy var columns = CharacterColumns(file)
    /// Whether the file has an `#if`; without one no token sits in a clause.
    private lazy var hasConditionalCompilation = file.tokens.contains { $0.kind == .pound && file.token($0, is: "#if") }

    /// The `ForEach` closures whose elements show one at a time, so they are no list's rows: one tab per
    /// element (`.tabItem` or a `Tab(…)` in the row), or one screen-wide page per element of an `HStack` or
    /// `LazyHStack` (`.frame(width: UIScreen.main.bounds.width)`, `.frame(width: proxy.size.width)` or
    /// `.containerRelativeFrame(.horizontal)` in the row, not in its sheets or popovers).
    private(set) lazy var oneAtATimeLoops: Set<Int> = {
        var loops = Set<Int>()
        for index in 0..<count {
            let makesTab =
                `is`(index, "tabItem") && `is`(index - 1, ".")
                || `is`(index, "Tab") && `is`(index + 1, "(")
                    && !`is`(index - 1, ".")
            guard makesTab || isScreenWideFrame(at: index) else { continue }
            var presented = false
            for scope in scopes.ancestors(at: index) where scopes.scopes[scope].kind == .closure {
                let name = scopes.scopes[scope].name
                if name.map(ScopeTree.presentationModifiers.contains) == true { presented = true }
                guard name == "ForEach" else { continue }
                if makesTab || !presented && isInHorizontalStack(loop: scope) { loops.insert(scope) }
                break
            }
        }
        return loops
    }()

    /// `.frame(width: UIScreen.main.bounds.width…`, `.frame(width: proxy.size.width…` or
    /// `.containerRelativeFrame(.horizontal…` at token `index`: a view as wide as the screen or its container.
    private func isScreenWideFrame(at index: Int) -> Bool {
        guard `is`(index - 1, "."), `is`(index + 1, "(") else { return false }
        if `is`(index, "containerRelativeFrame") { return `is`(index + 2, ".") && `is`(index + 3, "horizontal") }
        guard `is`(index, "frame"), `is`(index + 2, "width"), `is`(index + 3, ":") else { return false }
        let value = index + 4
        let screen =
            `is`(value, "UIScreen") && `is`(value + 1, ".") && `is`(value + 2, "main") && `is`(value + 3, ".")
            && `is`(value + 4, "bounds") && `is`(value + 5, ".") && `is`(value + 6, "width")
            && (`is`(value + 7, ")") || `is`(value + 7, ","))
        let container =
            isIdentifier(value) && `is`(value + 1, ".") && `is`(value + 2, "size") && `is`(value + 3, ".")
            && `is`(value + 4, "width") && (`is`(value + 5, ")") || `is`(value + 5, ","))
        return screen || container
    }

    /// Whether the `ForEach` closure `loop` lays its elements out side by side: the closure around its
    /// call (past `if`/`else` blocks) is an `HStack`'s or `LazyHStack`'s.
    private func isInHorizontalStack(loop: Int) -> Bool {
        let call = scopes.scopes[loop].nameToken
        guard call >= 0,
            let around = scopes.ancestors(at: call).first(where: { scopes.scopes[$0].kind != .block })
        else { return false }
        return scopes.scopes[around].kind == .closure
            && (scopes.scopes[around].name == "HStack" || scopes.scopes[around].name == "LazyHStack")
    }

    /// The closures that use `$0`, `$1`… themselves (not in a closure nested
    /// in them): found in one pass, as each `List` asks for its own.
    private lazy var anonymousParameterClosures: Set<Int> = {
        var closures = Set<Int>()
        for index in 0..<count where file.tokens[index].kind == .identifier {
            WorkMeter.count()
            let token = file.tokens[index]
            guard token.length > 1, file.bytes[Int(token.start)] == UInt8(ascii: "$"),
                file.bytes[Int(token.start + 1)..<Int(token.end)].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
            else { continue }
            let scope = scopes.scope(at: index)
            if scopes.scopes[scope].kind == .closure { closures.insert(scope) }
        }
        return closures
    }()

    /// For each scope: the innermost `ForEach`/`List` row closure around it
    /// (itself included), or -1. Each scope's chain is walked once: calls
    /// nested 2,000 closures deep each asked for their row.
    private(set) lazy var innermostRowClosure: [Int] = {
        let unknown = -2
        var result = [Int](repeating: unknown, count: scopes.scopes.count)
        for start in result.indices where result[start] == unknown {
            var chain: [Int] = []
            var scope = start
            var found = -1
            while scope >= 0 {
                WorkMeter.count()
                if result[scope] != unknown {
                    found = result[scope]
                    break
                }
                if isRowClosure(scope) {
                    found = scope
                    break
                }
                chain.append(scope)
                scope = scopes.scopes[scope].parent
            }
            for member in chain { result[member] = found }
            if scope >= 0 { result[scope] = found }
        }
        return result
    }()

    /// For each scope: the `{` of the innermost presented content around it within its member
    /// (itself included; see `ExclusiveArms.ownPresentation`), or -1. Made in one pass, parents first:
    /// every call 16,000 sheets (or lists) deep asks for it.
    private(set) lazy var presentationOfScope: [Int] = {
        var result: [Int] = []
        result.reserveCapacity(scopes.scopes.count)
        for scope in scopes.scopes {
            WorkMeter.count()
            if scope.kind == .type || scope.kind == .function {
                result.append(-1)
            } else if ExclusiveArms.presents(scope, in: self) {
                result.append(scope.open)
            } else {
                // Scopes are recorded in the order of their `{`: the parent's entry is made.
                result.append(scope.parent >= 0 ? result[scope.parent] : -1)
            }
        }
        return result
    }()

    /// A `ForEach` closure (not one making tabs), or a `List` closure that
    /// iterates: it has row parameters or uses `$0`.
    func isRowClosure(_ index: Int) -> Bool {
        // Fields read in place: asked for every scope, and a copied scope retains and releases its name and lists.
        let tree = scopes
        guard tree.scopes[index].kind == .closure else { return false }
        if tree.scopes[index].name == "ForEach" { return !oneAtATimeLoops.contains(index) }
        return tree.scopes[index].name == "List"
            && (!tree.scopes[index].closureParameters.isEmpty || anonymousParameterClosures.contains(index))
    }

    /// For each type scope asked about: where each name is used in it (not as
    /// `.name` other than `self.name`, not after `func`), at most three
    /// places a name. One scan a type, however many members ask.
    private var usesByType: [Int: [String: [Int]]] = [:]

    /// Where `name` is used in the type `typeScope` (its nested scopes
    /// included); three places at most, enough to tell "once" apart.
    func uses(of name: String, inType typeScope: Int) -> [Int] {
        if let uses = usesByType[typeScope] { return uses[name] ?? [] }
        let type = scopes.scopes[typeScope]
        var uses: [String: [Int]] = [:]
        for index in (type.open + 1)..<max(type.open + 1, type.close) {
            WorkMeter.count()
            guard isIdentifier(index), !`is`(index - 1, ".") || `is`(index - 2, "self"), !`is`(index - 1, "func")
            else { continue }
            let word = text(index)
            if uses[word, default: []].count < 3 { uses[word, default: []].append(index) }
        }
        usesByType[typeScope] = uses
        return uses[name] ?? []
    }

    init(_ file: SourceFile) {
        self.file = file
        structure = Structure(file)
    }

    var count: Int { file.tokens.count }

    func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < count ? file.tokens[index].kind : nil
    }

    /// Whether token `index` exists and its text is `literal`.
    func `is`(_ index: Int, _ literal: StaticString) -> Bool { file.token(at: index, is: literal) }

    func text(_ index: Int) -> String { file.text(index) }

    /// Whether tokens `first` and `second` have the same text, compared on their bytes: strings are made
    /// only when one holds non-ASCII bytes, which another byte sequence may spell canonically the same.
    func sameText(_ first: Int, _ second: Int) -> Bool {
        // Two different ASCII first bytes: no spelling of one is canonically the other (an ASCII
        // character starts both strings' decompositions). Most pairs end here.
        let head = firstByte(first), otherHead = firstByte(second)
        if head != otherHead, head < 0x80, otherHead < 0x80 { return false }
        let one = tokenBytes(first)
        let other = tokenBytes(second)
        if one.elementsEqual(other) { return true }
        guard one.contains(where: { $0 >= 0x80 }) || other.contains(where: { $0 >= 0x80 }) else { return false }
        return text(first) == text(second)
    }

    /// Whether token `index` exists and its text is one of `literals`, compared on bytes as `sameText`
    /// compares: a string is made only when the token holds non-ASCII bytes.
    func isOne(of literals: [StaticString], _ index: Int) -> Bool {
        guard kind(index) != nil else { return false }
        if literals.contains(where: { `is`(index, $0) }) { return true }
        guard tokenBytes(index).contains(where: { $0 >= 0x80 }) else { return false }
        let spelled = text(index)
        return literals.contains { spelled == $0.description }
    }

    /// The bytes of token `index` (which exists).
    private func tokenBytes(_ index: Int) -> ArraySlice<UInt8> {
        file.bytes[Int(file.tokens[index].start)..<Int(file.tokens[index].end)]
    }

    /// The first byte of token `index` (which exists): a one-byte test before comparing whole names.
    func firstByte(_ index: Int) -> UInt8 { file.bytes[Int(file.tokens[index].start)] }

    /// The last byte of token `index` (which exists).
    func lastByte(_ index: Int) -> UInt8 { file.bytes[Int(file.tokens[index].end) - 1] }

    /// A plain or `quoted` identifier (contextual keywords such as `some` and `get` included).
    func isIdentifier(_ index: Int) -> Bool { kind(index) == .identifier }

    /// An identifier whose first letter is uppercase, as type names are written.
    func isTypeName(_ index: Int) -> Bool {
        guard isIdentifier(index) else { return false }
        var start = Int(file.tokens[index].start)
        if file.bytes[start] == UInt8(ascii: "`") { start += 1 }
        let byte = file.bytes[start]
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// A name that can appear in a member chain: identifier, `self`, `Self`, `$p`.
    func isChainName(_ index: Int) -> Bool {
        isIdentifier(index) || `is`(index, "Self") || `is`(index, "self") || `is`(index, "init")
    }

    /// The matching bracket of token `index`, or nil when it has none.
    func partner(_ index: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        let other = Int(structure.partner[index])
        return other >= 0 ? other : nil
    }

    /// The token after the group opened at `index` when it is `(`, `[` or `{`, else `index + 1`.
    func skipGroup(_ index: Int) -> Int {
        if `is`(index, "(") || `is`(index, "[") || `is`(index, "{") {
            return (partner(index) ?? count - 1) + 1
        }
        return index + 1
    }

    // MARK: Positions

    func location(_ index: Int) -> SourceLocation {
        let token = file.tokens[index]
        return SourceLocation(file: file.path, line: Int(token.line), column: columns.column(of: token))
    }

    func line(_ index: Int) -> Int32 { file.tokens[index].line }

    /// The `#if` clauses around token `index`.
    func branch(_ index: Int) -> BranchPath {
        guard hasConditionalCompilation else { return BranchPath() }
        return BranchPath(
            structure.clausePath(ofToken: index).map {
                ConditionalClause(
                    group: $0.group, index: $0.index, condition: $0.condition, groupCondition: $0.groupCondition)
            })
    }

    func context(_ index: Int) -> CodeContext { scopes.context(at: index) }

    /// Token `index`'s location, context and `#if` branch: where a fact found there stands.
    func site(_ index: Int) -> FactSite {
        FactSite(location: location(index), context: context(index), branch: branch(index))
    }

    /// Whether whitespace (or a comment) separates token `index` from the one before it.
    func hasSpaceBefore(_ index: Int) -> Bool {
        index > 0 && file.tokens[index - 1].end < file.tokens[index].start
    }

    // MARK: Text

    /// Source text of a token range, with each run of whitespace or comments
    /// between tokens written as one space.
    func source(_ range: Range<Int>) -> String {
        var joined: [UInt8] = []
        if let last = range.last {
            joined.reserveCapacity(Int(file.tokens[last].end - file.tokens[range.lowerBound].start))
        }
        for index in range {
            if index > range.lowerBound && hasSpaceBefore(index) { joined.append(UInt8(ascii: " ")) }
            appendText(of: index, to: &joined)
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// Appends the text of token `index` as `text(index)` spells it: its bytes, or for a token holding
    /// non-ASCII bytes its string's (invalid UTF-8 repaired token by token). One string is made of
    /// the joined bytes instead of one a token.
    private func appendText(of index: Int, to joined: inout [UInt8]) {
        let bytes = tokenBytes(index)
        if bytes.contains(where: { $0 >= 0x80 }) { joined += text(index).utf8 } else { joined += bytes }
    }

    /// The value of a string-literal token, nil when it interpolates or is no string.
    func stringValue(_ index: Int) -> String? {
        guard kind(index) == .string else { return nil }
        return StringLiteral.value(of: file.tokens[index], in: file)
    }

    /// A string-literal token's text with each interpolation written as `CopyText.interpolationMark`.
    func textAroundInterpolations(_ index: Int) -> String? {
        guard kind(index) == .string else { return nil }
        return StringLiteral.textAroundInterpolations(
            of: file.tokens[index], in: file, placeholder: String(CopyText.interpolationMark))
    }

    // MARK: Member chains

    /// `A.B.c` written from `start`: the indices of its names, stopping before
    /// anything that is not `.name`.
    func chain(from start: Int) -> [Int] {
        guard isChainName(start) else { return [] }
        var names = [start]
        var index = start + 1
        while `is`(index, "."), isChainName(index + 1) {
            names.append(index + 1)
            index += 2
        }
        return names
    }

    /// The longest chain `chain(endingAt:)` walks back: real code names a
    /// handful; a hostile `a.configure.configure…` must not be walked once per name.
    static let chainLimit = 64

    /// The names of the chain that ends with the name at `end` (`A.B.c` for
    /// `c`), at most `chainLimit` of them.
    func chain(endingAt end: Int) -> [Int] {
        guard isChainName(end) else { return [] }
        var names = [end]
        var index = end
        while names.count < Self.chainLimit, `is`(index - 1, "."), isChainName(index - 2) {
            names.append(index - 2)
            index -= 2
            WorkMeter.count()
        }
        return names.reversed()
    }

    func dotted(_ names: [Int]) -> String {
        var joined: [UInt8] = []
        for (position, name) in names.enumerated() {
            if position > 0 { joined.append(UInt8(ascii: ".")) }
            appendText(of: name, to: &joined)
        }
        return String(decoding: joined, as: UTF8.self)
    }

    // MARK: Calls

    /// The arguments of the call whose `(` is at `open`.
    func arguments(ofCallAt open: Int) -> [Argument] { structure.arguments(ofCallAt: open) }

    /// The value range of the first unlabelled argument of the call at `open`.
    func firstUnlabelledArgument(ofCallAt open: Int) -> Range<Int>? {
        arguments(ofCallAt: open).first { $0.label == nil && !$0.valueRange.isEmpty }?.valueRange
    }

    /// The value range of the argument labelled `label`.
    func argument(_ label: String, ofCallAt open: Int) -> Range<Int>? {
        arguments(ofCallAt: open).first { $0.label == label }?.valueRange
    }

    /// Splits the tokens between a bracket at `open` and its partner at top-level commas.
    func commaSeparated(insideGroupAt open: Int) -> [Range<Int>] {
        guard let close = partner(open) else { return [] }
        var items: [Range<Int>] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            if `is`(index, ",") {
                if index > start { items.append(start..<index) }
                start = index + 1
                index += 1
            } else {
                index = skipGroup(index)
            }
        }
        if close > start { items.append(start..<close) }
        return items
    }

    /// Splits a block's tokens into statements: a new one starts at a token on
    /// a later line, unless the line before ends in an operator or comma or the
    /// new line starts with `.` or an operator (a continued expression).
    func statements(in range: Range<Int>) -> [Range<Int>] {
        var items: [Range<Int>] = []
        var start = range.lowerBound
        var previous = -1
        var index = range.lowerBound
        while index < range.upperBound {
            if `is`(index, ";") {
                if index > start { items.append(start..<index) }
                start = index + 1
                previous = -1
                index += 1
                continue
            }
            if previous >= 0, index > start, startsStatement(index, after: previous) {
                items.append(start..<index)
                start = index
            }
            previous = index
            index = min(skipGroup(index), range.upperBound)
            if index - 1 > previous { previous = index - 1 }
        }
        if range.upperBound > start { items.append(start..<range.upperBound) }
        return items
    }

    /// The end of the statement that starts at `start`, within `limit`: where
    /// `statements(in:)` would start the next one.
    func statementEnd(from start: Int, limit: Int) -> Int {
        guard start < limit else { return start }
        var previous = -1
        var index = start
        while index < limit {
            if `is`(index, ";") { return index }
            if previous >= 0, startsStatement(index, after: previous) { return index }
            previous = index
            index = min(skipGroup(index), limit)
            if index - 1 > previous { previous = index - 1 }
        }
        return limit
    }

    /// The first token of the statement of scope `scopeIndex` that holds `index`.
    func statementStart(before index: Int, in scopeIndex: Int) -> Int {
        let scope = scopes.scopes[scopeIndex]
        let body = max(scope.open + 1, 0)..<min(scope.close, count)
        return statements(in: body).first { $0.contains(index) }?.lowerBound ?? index
    }

    private func startsStatement(_ index: Int, after previous: Int) -> Bool {
        guard line(index) > lineOfEnd(previous) else { return false }
        if `is`(index, ".") || kind(index) == .operator || `is`(index, ",") { return false }
        if kind(previous) == .operator || `is`(previous, ",") || `is`(previous, ".") || `is`(previous, "=")
            || `is`(previous, ":")
        {
            return false
        }
        return true
    }

    /// The line of the last byte of token `index` (multi-line strings span lines).
    private func lineOfEnd(_ index: Int) -> Int32 {
        let token = file.tokens[index]
        guard token.kind == .string || token.kind == .regex else { return token.line }
        var line = token.line
        for offset in Int(token.start)..<Int(token.end) where file.bytes[offset] == 0x0A { line += 1 }
        return line
    }

    /// Strips a range's enclosing parentheses: `((x))` → `x`.
    func unparenthesized(_ range: Range<Int>) -> Range<Int> {
        var range = range
        while range.count >= 2, `is`(range.lowerBound, "("), partner(range.lowerBound) == range.upperBound - 1 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        return range
    }
}
