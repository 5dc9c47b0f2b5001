import SwiftScan

/// One tokenized file with its structure and scopes, and the small readings
/// the tooltip and TutorialKit extractors share: locations, contexts, `#if`
/// branches, literal copy, static member references, call arguments.
struct ExtractionReader {
    let file: SourceFile
    let structure: Structure
    let scopes: ScopeIndex

    init(_ file: SourceFile, _ structure: Structure, _ scopes: ScopeIndex) {
        self.file = file
        self.structure = structure
        self.scopes = scopes
    }

    init(_ file: SourceFile) {
        let structure = Structure(file)
        self.init(file, structure, ScopeIndex(file, structure))
    }

    var tokens: [Token] { file.tokens }
    var path: String { file.path }

    func location(of index: Int) -> SourceLocation {
        let token = file.tokens[index]
        return SourceLocation(file: file.path, line: Int(token.line), column: file.characterColumn(of: token))
    }

    func context(at index: Int) -> CodeContext { scopes.context(at: index) }

    func branch(at index: Int) -> BranchPath {
        BranchPath(structure.clausePath(ofToken: index).map {
            ConditionalClause(group: $0.group, index: $0.index, condition: $0.condition, groupCondition: $0.groupCondition)
        })
    }

    func presentation(at index: Int) -> PresentationAnchor? {
        scopes.presentationBrace(at: index).map { PresentationAnchor(file: file.path, token: $0) }
    }

    func `is`(_ index: Int, _ literal: StaticString) -> Bool { file.token(at: index, is: literal) }

    /// Token `index` is `name(` called as a member or modifier: `.name(`, not `func name(`.
    func isMemberCall(_ index: Int) -> Bool {
        index > 0 && self.is(index - 1, ".") && self.is(index + 1, "(")
    }

    /// Token `index` is `name(` called, not declared (`func name(`).
    func isCall(_ index: Int) -> Bool {
        self.is(index + 1, "(") && !(index > 0 && self.is(index - 1, "func"))
    }

    /// The arguments of the call whose name is token `index` (its `(` follows).
    func arguments(ofCallNamed index: Int) -> [Argument] {
        structure.arguments(ofCallAt: index + 1)
    }

    /// The end (exclusive) of the parenthesised call whose name is token `index`.
    func callEnd(_ index: Int) -> Int {
        let close = Int(structure.partner[index + 1])
        return close > index ? close + 1 : index + 2
    }

    /// Source text of a token range, with runs of whitespace and newlines made one space.
    func text(_ range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last, last < tokens.count else { return "" }
        let bytes = file.bytes[Int(tokens[first].start)..<Int(tokens[last].end)]
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var inSpace = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                inSpace = true
                continue
            }
            if inSpace, !result.isEmpty { result.append(0x20) }
            inSpace = false
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A value as copy: the decoded literal when it is a single plain string
    /// literal, else its source text marked as not literal.
    func copy(_ range: Range<Int>) -> CopyText? {
        guard let first = range.first else { return nil }
        if range.count == 1, tokens[first].kind == .string,
           let value = StringLiteral.value(of: tokens[first], in: file) {
            return CopyText(text: value, isLiteral: true, location: location(of: first))
        }
        return CopyText(text: text(range), isLiteral: false, location: location(of: first))
    }

    /// `.map`, `TutorialElement.map`, `Targets.map`; anything else is kept as text with no name.
    func staticMember(_ range: Range<Int>) -> TutorialReference {
        let written = text(range)
        guard range.count >= 2, let last = range.last, tokens[last].kind == .identifier, self.is(last - 1, ".") else {
            return TutorialReference(qualifier: nil, name: nil, text: written)
        }
        if range.count == 2 { return TutorialReference(qualifier: nil, name: file.text(last), text: written) }
        // Every token before `.name` must be a capitalised type path: `A.B.name`.
        var parts: [String] = []
        var cursor = range.lowerBound
        while cursor < last - 1 {
            guard tokens[cursor].kind == .identifier, isCapitalized(cursor) else {
                return TutorialReference(qualifier: nil, name: nil, text: written)
            }
            parts.append(file.text(cursor))
            cursor += 1
            if cursor < last - 1 {
                guard self.is(cursor, ".") else { return TutorialReference(qualifier: nil, name: nil, text: written) }
                cursor += 1
            }
        }
        return TutorialReference(qualifier: parts.joined(separator: "."), name: file.text(last), text: written)
    }

    /// The elements of an array literal `[a, b]` as token ranges; the whole range when it is not one.
    func arrayElements(_ range: Range<Int>) -> [Range<Int>]? {
        guard let first = range.first, self.is(first, "["), Int(structure.partner[first]) == range.last else { return nil }
        var elements: [Range<Int>] = []
        var start = first + 1
        var cursor = first + 1
        while cursor < range.upperBound - 1 {
            if self.is(cursor, "(") || self.is(cursor, "[") || self.is(cursor, "{") {
                let partner = Int(structure.partner[cursor])
                cursor = partner > cursor ? partner + 1 : cursor + 1
                continue
            }
            if self.is(cursor, ",") {
                if cursor > start { elements.append(start..<cursor) }
                start = cursor + 1
            }
            cursor += 1
        }
        if range.upperBound - 1 > start { elements.append(start..<(range.upperBound - 1)) }
        return elements
    }

    func isCapitalized(_ index: Int) -> Bool {
        let byte = file.bytes[Int(tokens[index].start)]
        return byte >= 0x41 && byte <= 0x5A
    }

    /// Capitalised names called in `range` (`Name(` or `Name {`), skipping nested type
    /// bodies and, when `skippingPresentations`, popover/sheet content.
    func calledTypeNames(in range: Range<Int>, skippingPresentations: Bool) -> [String] {
        var names = Set<String>()
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if self.is(cursor, "{"), let scope = scopeOpening(cursor) {
                let skip: Bool
                switch scopes.scopes[scope].kind {
                case .type: skip = true
                case .closure(let name?): skip = skippingPresentations && ScopeIndex.presentationModifiers.contains(name)
                default: skip = false
                }
                if skip {
                    cursor = scopes.scopes[scope].close + 1
                    continue
                }
            }
            let token = tokens[cursor]
            if token.kind == .identifier, isCapitalized(cursor),
               self.is(cursor + 1, "(") || (self.is(cursor + 1, "{") && isClosureBrace(cursor + 1)) {
                names.insert(file.text(of: token))
            }
            cursor += 1
        }
        return names.sorted()
    }

    /// The scope whose `{` is token `index`.
    func scopeOpening(_ index: Int) -> Int? {
        let scope = Int(scopes.scopeOf[index])
        return scope >= 0 && scopes.scopes[scope].open == index ? scope : nil
    }

    private func isClosureBrace(_ index: Int) -> Bool {
        guard let scope = scopeOpening(index), case .closure = scopes.scopes[scope].kind else { return false }
        return true
    }
}
