/// The lexical class of a token. The names of the first nine are the ones
/// `tiplint tokens` prints (see the spec's "Token dump").
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case identifier // including `quoted`, $0, $name and <#placeholders#>
    case keyword
    case number
    case string // a whole literal: delimiters and every interpolation inside
    case regex // a whole regex literal
    case `operator`
    case punctuation // ( ) [ ] { } , : ; . = \ and a lone @ # or backtick; ->, ?, ! and & are operators
    case attribute // @name
    case pound // #name, including #if and #Rule
    case comment // //, ///, /* */, /** */, #! line; kept out of `SourceFile.tokens`
    case error // bytes that start no valid token (stray or invalid UTF-8)

    /// The name used in the token dump.
    public var dumpName: String {
        switch self {
        case .identifier: return "identifier"
        case .keyword: return "keyword"
        case .number: return "number"
        case .string: return "string"
        case .regex: return "regex"
        case .operator: return "operator"
        case .punctuation: return "punctuation"
        case .attribute: return "attribute"
        case .pound: return "pound"
        case .comment: return "comment"
        case .error: return "error"
        }
    }
}

/// One token: a byte range of its file plus its position. 16 bytes, no String.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// Byte offset of the first byte in `SourceFile.bytes`.
    public var start: Int32
    /// Byte offset one past the last byte.
    public var end: Int32
    /// 1-based line of the first byte.
    public var line: Int32
    /// 1-based column of the first byte, counted in UTF-8 bytes.
    public var column: Int32

    public init(kind: TokenKind, start: Int32, end: Int32, line: Int32, column: Int32) {
        self.kind = kind
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }

    public var length: Int { Int(end - start) }
}

/// A problem the lexer recovered from: an unterminated literal or comment,
/// a stray byte, invalid UTF-8. Lexing always goes on after it.
public struct LexDiagnostic: Sendable, Equatable {
    public var message: String
    public var offset: Int32
    public var line: Int32
    public var column: Int32

    public init(message: String, offset: Int32, line: Int32, column: Int32) {
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }
}
