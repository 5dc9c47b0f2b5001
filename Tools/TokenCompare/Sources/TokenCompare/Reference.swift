import SwiftParser
import SwiftSyntax

/// One token as the comparison sees it: SwiftScan's kind name and byte range.
struct Lexeme: Equatable {
    var kind: String
    var start: Int
    var end: Int
}

/// swift-syntax's tokens for `bytes`, mapped onto SwiftScan's token model:
/// a string or regex literal is one token, `@name` and `#name` are one token,
/// `>` runs are split one per token, and a word is a keyword exactly when it
/// is a reserved word (contextual keywords are identifiers to a lexer).
///
/// `parsedCleanly` is false when the parser recovered from errors: a
/// difference in such a file is about error recovery, not valid Swift.
///
/// `unexpectedTrivia` receives the byte ranges swift-syntax keeps as
/// unexpected text in trivia: characters Swift does not allow.
func referenceLexemes(_ bytes: [UInt8], parsedCleanly: inout Bool, unexpectedTrivia: inout [Range<Int>]) -> [Lexeme] {
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    parsedCleanly = !tree.hasError
    let literals = LiteralCollector(viewMode: .sourceAccurate)
    literals.walk(tree)
    var lexemes: [Lexeme] = []
    var literalIndex = 0
    var pieces = StringPieces()
    for token in tree.tokens(viewMode: .sourceAccurate) {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = token.endPositionBeforeTrailingTrivia.utf8Offset
        for (trivia, triviaStart) in [(token.leadingTrivia, token.position.utf8Offset), (token.trailingTrivia, end)] {
            var offset = triviaStart
            for piece in trivia {
                if case .unexpectedText = piece {
                    unexpectedTrivia.append(offset..<(offset + piece.sourceLength.utf8Length))
                }
                offset += piece.sourceLength.utf8Length
            }
        }
        guard end > start else { continue }
        // Inside a string assembled from pieces every token is the string's,
        // literal nodes in its interpolations included.
        if pieces.isOpen, pieces.absorb(token.tokenKind, start: start, end: end, bytes: bytes, into: &lexemes) {
            continue
        }
        while literalIndex < literals.ranges.count, literals.ranges[literalIndex].end <= start { literalIndex += 1 }
        if literalIndex < literals.ranges.count, literals.ranges[literalIndex].start <= start {
            let literal = literals.ranges[literalIndex]
            if literal.start == start { lexemes.append(literal) }
            continue
        }
        if pieces.absorb(token.tokenKind, start: start, end: end, bytes: bytes, into: &lexemes) { continue }
        append(token, start: start, end: end, bytes: bytes, to: &lexemes)
    }
    return mergingVersionTuples(lexemes, bytes)
}

/// The parser splits a version such as `10.15` (in `@available`) into
/// `10`, `.`, `15`; the lexer reads `10.15` as one number, as SwiftScan does.
private func mergingVersionTuples(_ lexemes: [Lexeme], _ bytes: [UInt8]) -> [Lexeme] {
    var result: [Lexeme] = []
    var index = 0
    while index < lexemes.count {
        let lexeme = lexemes[index]
        if lexeme.kind == "number", bytes[lexeme.start..<lexeme.end].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            index + 2 < lexemes.count,
            lexemes[index + 1].kind == "punctuation", lexemes[index + 1].start == lexeme.end,
            bytes[lexemes[index + 1].start] == UInt8(ascii: "."),
            lexemes[index + 2].kind == "number", lexemes[index + 2].start == lexeme.end + 1,
            !(result.last.map {
                $0.kind == "punctuation" && $0.end == lexeme.start && bytes[$0.start] == UInt8(ascii: ".")
            } ?? false)
        {
            result.append(Lexeme(kind: "number", start: lexeme.start, end: lexemes[index + 2].end))
            index += 3
            continue
        }
        result.append(lexeme)
        index += 1
    }
    return result
}

private func append(_ token: TokenSyntax, start: Int, end: Int, bytes: [UInt8], to lexemes: inout [Lexeme]) {
    let kind: String
    switch token.tokenKind {
    case .identifier, .keyword, .wildcard, .dollarIdentifier:
        if bytes[start] == UInt8(ascii: "`") || bytes[start] == UInt8(ascii: "$") || bytes[start] == UInt8(ascii: "<") {
            kind = "identifier"
        } else if bytes[start] == UInt8(ascii: "*") {
            // The parser re-kinds the `*` of `@_originallyDefinedIn(…, * 13.0)`
            // as a platform name; to a lexer it is an operator.
            kind = "operator"
        } else {
            kind = reservedWords.contains(token.text) ? "keyword" : "identifier"
        }
        // `@name`, `#name`: one token for SwiftScan.
        if let last = lexemes.last, last.end == start, last.kind == "punctuation",
            last.end - last.start == 1, bytes[last.start] == UInt8(ascii: "@") || bytes[last.start] == UInt8(ascii: "#")
        {
            lexemes[lexemes.count - 1] = Lexeme(
                kind: bytes[last.start] == UInt8(ascii: "@") ? "attribute" : "pound", start: last.start, end: end)
            return
        }
    case .integerLiteral, .floatLiteral:
        kind = "number"
    case .binaryOperator, .prefixOperator, .postfixOperator, .arrow, .ellipsis, .exclamationMark,
        .postfixQuestionMark, .infixQuestionMark, .prefixAmpersand, .leftAngle, .rightAngle:
        // SwiftScan emits a run of `>` (with trailing `?`/`!`) one character per token.
        let text = bytes[start..<end]
        if text.count > 1, text.first == UInt8(ascii: ">"),
            text.allSatisfy({ $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") })
        {
            for offset in start..<end { lexemes.append(Lexeme(kind: "operator", start: offset, end: offset + 1)) }
            return
        }
        kind = "operator"
    case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundAvailable, .poundUnavailable, .poundSourceLocation:
        kind = "pound"
    case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare, .period, .comma,
        .colon, .semicolon, .equal, .atSign, .pound, .backslash, .backtick:
        kind = "punctuation"
    case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern:
        // Outside a regex literal node (error recovery) the pieces arrive one
        // by one; they touch, so the touching ones are one literal.
        if let last = lexemes.last, last.kind == "regex", last.end == start {
            lexemes[lexemes.count - 1].end = end
            return
        }
        kind = "regex"
    case .shebang, .endOfFile:
        return
    default:
        kind = "error"
    }
    lexemes.append(Lexeme(kind: kind, start: start, end: end))
}

/// Outermost string and regex literals, in source order.
private final class LiteralCollector: SyntaxVisitor {
    var ranges: [Lexeme] = []

    private func record(_ node: some SyntaxProtocol, _ kind: String) -> SyntaxVisitorContinueKind {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if end > start { ranges.append(Lexeme(kind: kind, start: start, end: end)) }
        return .skipChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { record(node, "string") }
    override func visit(_ node: SimpleStringLiteralExprSyntax) -> SyntaxVisitorContinueKind { record(node, "string") }
    override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind { record(node, "regex") }
}

/// Swift's reserved words (swift-syntax's lexer-classified keywords) and `_`.
let reservedWords: Set<String> = [
    "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
    "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
    "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
    "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
    "var", "where", "while", "_",
]

/// A string literal the tree does not hold as a literal expression (error
/// recovery, the parser's nesting limit) arrives as pieces: delimiters,
/// segments, and the tokens of its interpolations, with trivia (the line
/// break after `"""`, the closing line's indentation) between them. This puts
/// them back together into one token, as SwiftScan reads it.
private struct StringPieces {
    /// The strings open, innermost last: the quote that closes each and, in
    /// one of its `\(…)` interpolations, the parentheses open there.
    private var open: [(quote: TokenKind, parens: Int)] = []
    private var justClosed = false
    /// A `\` (and the pounds of `\#(`) seen in a string's body.
    private var afterBackslash = false

    var isOpen: Bool { !open.isEmpty }

    /// Whether the token was part of a string, now part of the last lexeme.
    mutating func absorb(_ kind: TokenKind, start: Int, end: Int, bytes: [UInt8], into lexemes: inout [Lexeme]) -> Bool
    {
        let wasJustClosed = justClosed
        justClosed = false
        let wasAfterBackslash = afterBackslash
        afterBackslash = false
        if let top = open.last, let last = lexemes.last {
            func extend() -> Bool {
                lexemes[lexemes.count - 1].end = end
                return true
            }
            if top.parens > 0 {
                // In an interpolation: every token, counting parentheses and
                // the strings nested in it.
                switch kind {
                case .leftParen: open[open.count - 1].parens += 1
                case .rightParen: open[open.count - 1].parens -= 1
                case .stringQuote, .multilineStringQuote, .singleQuote: open.append((kind, 0))
                default: break
                }
                return extend()
            }
            // In a string's body. A single-line string ends at the line's end.
            let singleLine = top.quote != .multilineStringQuote
            if singleLine, bytes[last.end..<start].contains(where: { $0 == 10 || $0 == 13 }) {
                open.removeAll()
            } else {
                switch kind {
                case .stringSegment:
                    return extend()
                case .stringQuote, .multilineStringQuote, .singleQuote:
                    if kind == top.quote {
                        open.removeLast()
                        justClosed = open.isEmpty
                    }
                    return extend()
                case .rawStringPoundDelimiter:
                    afterBackslash = wasAfterBackslash
                    return extend()
                case .backslash where last.end == start:
                    afterBackslash = true
                    return extend()
                case .leftParen where wasAfterBackslash:
                    open[open.count - 1].parens = 1
                    return extend()
                default:
                    // Not a string's: the string was never closed.
                    open.removeAll()
                    return false
                }
            }
        }
        switch kind {
        case .stringQuote, .multilineStringQuote, .singleQuote:
            // After opening pounds `#"`, the quote joins them.
            if let last = lexemes.last, last.kind == "string", last.end == start, !wasJustClosed {
                lexemes[lexemes.count - 1].end = end
            } else {
                lexemes.append(Lexeme(kind: "string", start: start, end: end))
            }
            open.append((kind, 0))
            return true
        case .stringSegment:
            lexemes.append(Lexeme(kind: "string", start: start, end: end))
            return true
        case .rawStringPoundDelimiter:
            if wasJustClosed {
                // Closing pounds.
                lexemes[lexemes.count - 1].end = end
            } else {
                lexemes.append(Lexeme(kind: "string", start: start, end: end))
            }
            return true
        default:
            return false
        }
    }
}
