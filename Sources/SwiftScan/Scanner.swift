/// What came before, as far as the next token cares: whether an expression
/// may start here (which decides `/` between regex and division) and whether
/// `.0.1` is a tuple path.
enum Previous: UInt8 {
    case start
    case openParenOrSquare
    case openBrace
    case closing
    case prefixOperator
    case binaryOperator // also `=`
    case postfixOperator // also postfix `?` and `!`
    case commaOrColon
    case semicolonOrInfixQuestion
    case period
    case noExpression // `->`, `@`, `#`, backtick, attributes
    case backslash // a key path follows
    case keyword
    case expressionKeyword // `true`, `self`, `nil`…
    case value // identifiers, literals, `#file`-like pound words
    case directive // #if #elseif #else #endif
    case unknown // after an error token

    /// Whether an expression (so a regex literal) can start after this.
    /// Mirrors swift-syntax's `isInRegexLiteralPosition`.
    var allowsRegex: Bool {
        switch self {
        case .start, .openParenOrSquare, .openBrace, .prefixOperator, .binaryOperator,
            .commaOrColon, .semicolonOrInfixQuestion, .keyword, .directive, .unknown:
            return true
        case .closing, .postfixOperator, .period, .noExpression, .backslash, .expressionKeyword, .value:
            return false
        }
    }
}

/// A literal being scanned: strings can hold interpolations holding strings,
/// to any depth, so the scanner keeps them on an explicit stack.
enum Frame {
    case string(StringFrame)
    /// Inside `\(`…`)`: `parenDepth` counts the parentheses opened inside it.
    case interpolation(parenDepth: Int32, inSingleLineString: Bool)
}

struct StringFrame {
    enum Kind: UInt8 { case singleLine, multiLine, singleQuoted }
    var kind: Kind
    var pounds: Int32
    var start: Int32
}

/// The lexer's state while it walks one file. Its methods are spread over
/// the Lexer*.swift files by the kind of token they read.
struct Scanner {
    let text: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    var tokens: [Token] = []
    var comments: [Token] = []
    var diagnostics: [LexDiagnostic] = []
    let lineStarts: [Int32]
    /// The line of the last emitted token (0-based) and where it and the next
    /// line start: tokens arrive in order, so locating one is usually a
    /// single comparison.
    var lineCursor = 0
    var lineStart = 0
    var nextLineStart = Int.max
    /// `ByteClass.table`, loaded once.
    let byteClasses = ByteClass.table
    let source: SourceText
    /// `TokenStart.table`, loaded once.
    let tokenStarts = TokenStart.table
    /// Whether the file has a CR anywhere; without one, a line ends at the
    /// next LF and the C library can find it.
    let hasCarriageReturn: Bool
    var previous = Previous.start
    /// The role of the previous token when it was a keyword.
    var previousKeyword: KeywordRole?
    /// Set after `try?`/`try!`: the next `/` starts a regex, not a division.
    var preferRegex = false
    /// Open literals, innermost last. Empty at top level.
    var frames: [Frame] = []
    /// Whether `frames` is not empty: inside a string literal, whose tokens
    /// are not emitted (the literal is one token).
    var inLiteral = false
    /// Start of the outermost string literal being scanned.
    var literalStart = 0
    /// Conflict markers (1: `<<<<<<< `, 2: `>>>> `) known to have no close.
    var unclosedConflictMarkers: UInt8 = 0

    init(text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.count = text.count
        self.source = SourceText(text)
        self.lineStarts = LineTable.lineStarts(text)
        self.hasCarriageReturn = LineTable.containsCarriageReturn(text)
        self.nextLineStart = lineStarts.count > 1 ? Int(lineStarts[1]) : Int.max
        tokens.reserveCapacity(count / 6 + 16)
    }

    mutating func run() {
        skipLeadingByteOrderMarkAndShebang()
        // Every step advances `position` or pops a frame, so this ends.
        while true {
            guard inLiteral else {
                skipTrivia(stopAtNewline: false)
                if position >= count { return }
                lexToken()
                continue
            }
            switch frames[frames.count - 1] {
            case .string(let string):
                scanStringBody(string)
            case .interpolation(let depth, let inSingleLineString):
                stepInInterpolation(parenDepth: depth, inSingleLineString: inSingleLineString)
            }
        }
    }

    // MARK: Emitting

    @inline(__always)
    mutating func locate(_ offset: Int) -> (line: Int32, column: Int32) {
        if offset >= nextLineStart || offset < lineStart { moveLineCursor(to: offset) }
        return (Int32(truncatingIfNeeded: lineCursor &+ 1), Int32(truncatingIfNeeded: offset &- lineStart &+ 1))
    }

    mutating func moveLineCursor(to offset: Int) {
        while lineCursor + 1 < lineStarts.count, Int(lineStarts[lineCursor + 1]) <= offset { lineCursor += 1 }
        while lineCursor > 0, Int(lineStarts[lineCursor]) > offset { lineCursor -= 1 }
        lineStart = Int(lineStarts[lineCursor])
        nextLineStart = lineCursor + 1 < lineStarts.count ? Int(lineStarts[lineCursor + 1]) : Int.max
    }

    /// Records a token ending at `position`, unless it sits inside a string
    /// interpolation (then the enclosing string token covers it).
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, then next: Previous) {
        previous = next
        previousKeyword = nil
        guard !inLiteral else { return }
        let (line, column) = locate(start)
        tokens.append(
            Token(
                kind: kind, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position),
                line: line, column: column))
    }

    mutating func emitComment(from start: Int) {
        guard !inLiteral else { return }
        let (line, column) = locate(start)
        comments.append(Token(kind: .comment, start: Int32(start), end: Int32(position), line: line, column: column))
    }

    mutating func diagnose(_ message: String, at offset: Int) {
        // Diagnostics can be reported out of order (a string's start is known
        // when its end is found), so look the line up rather than walk to it.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        diagnostics.append(
            LexDiagnostic(
                message: message, offset: Int32(offset), line: Int32(low + 1),
                column: Int32(offset - Int(lineStarts[low]) + 1)))
    }

    mutating func emitError(from start: Int, _ message: String) {
        diagnose(message, at: start)
        emit(.error, from: start, then: .unknown)
    }

    // MARK: Trivia

    mutating func skipLeadingByteOrderMarkAndShebang() {
        if count >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF { position = 3 }
        if position + 1 < count, text[position] == UInt8(ascii: "#"), text[position + 1] == UInt8(ascii: "!") {
            let start = position
            skipToEndOfLine()
            emitComment(from: start)
        }
    }

    /// Skips whitespace and comments. Inside the interpolation of a
    /// single-line string a newline ends the literal, so it stops there.
    mutating func skipTrivia(stopAtNewline: Bool) {
        while position < count {
            // Indentation and spaces between tokens, the bulk of trivia.
            if byteClasses[Int(text[position])] & ByteClass.blank != 0 {
                position += 1
                while position < count, byteClasses[Int(text[position])] & ByteClass.blank != 0 { position += 1 }
                continue
            }
            switch text[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if stopAtNewline { return }
                position += 1
            case UInt8(ascii: "/"):
                guard position + 1 < count else { return }
                let next = text[position + 1]
                if next == UInt8(ascii: "/") {
                    let start = position
                    skipToEndOfLine()
                    emitComment(from: start)
                } else if next == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    return
                }
            case 0xEF:
                // A byte order mark is whitespace to Swift wherever it appears.
                guard position + 2 < count, text[position + 1] == 0xBB, text[position + 2] == 0xBF else { return }
                position += 3
            case 0xC2:
                guard position + 1 < count, text[position + 1] == 0xA0 else { return }
                diagnose("non-breaking space (U+00A0) used instead of a space", at: position)
                position += 2
                while position + 1 < count, text[position] == 0xC2, text[position + 1] == 0xA0 { position += 2 }
            default:
                return
            }
        }
    }

    mutating func skipToEndOfLine() {
        position = source.lineEnd(from: position, hasCarriageReturn: hasCarriageReturn)
    }

    /// `/* … */`, nesting as Swift's do.
    mutating func skipBlockComment() {
        let start = position
        if let end = source.blockCommentEnd(from: start) {
            position = end
        } else {
            position = count
            diagnose("unterminated block comment", at: start)
        }
        emitComment(from: start)
    }
}
