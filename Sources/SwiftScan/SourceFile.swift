/// A Swift file, tokenized. Tokens refer to `bytes` by offset, so scanning
/// allocates no per-token String; ask for `text(of:)` only when you need one.
///
/// Lossless: `tokens` and `comments` together, with the whitespace between
/// them, give back `bytes` exactly.
public final class SourceFile: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Significant tokens, in order: no comments, no whitespace.
    public let tokens: [Token]
    /// Comments (and a leading `#!` line), in order.
    public let comments: [Token]
    /// What the lexer recovered from.
    public let diagnostics: [LexDiagnostic]
    /// Byte offset of the start of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int32]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let result = Lexer.tokenize(bytes)
        self.tokens = result.tokens
        self.comments = result.comments
        self.diagnostics = result.diagnostics
        self.lineStarts = result.lineStarts
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The token's source text.
    public func text(of token: Token) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// The source text of token `index` in `tokens`.
    public func text(_ index: Int) -> String { text(of: tokens[index]) }

    /// Whether the token's bytes equal `literal`, without allocating.
    /// Inlinable: the extractors call it millions of times from another module.
    @inlinable
    public func token(_ token: Token, is literal: StaticString) -> Bool {
        guard token.length == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { self.token(token, equalsBytes: $0) }
    }

    /// Whether token `index` exists and its bytes equal `literal`.
    @inlinable
    public func token(at index: Int, is literal: StaticString) -> Bool {
        index >= 0 && index < tokens.count && token(tokens[index], is: literal)
    }

    /// Whether the token's bytes equal `string`.
    public func token(_ token: Token, equals string: String) -> Bool {
        var string = string
        return string.withUTF8 { self.token(token, equalsBytes: $0) }
    }

    /// Whether two tokens have the same kind and bytes.
    public func sameToken(_ a: Token, _ b: Token) -> Bool {
        a.kind == b.kind
            && bytes.withUnsafeBufferPointer {
                token(a, equalsBytes: UnsafeBufferPointer(rebasing: $0[Int(b.start)..<Int(b.end)]))
            }
    }

    /// Whether the token's bytes equal `buffer`: what every comparison above comes down to.
    @inlinable
    func token(_ token: Token, equalsBytes buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard token.length == buffer.count else { return false }
        var offset = Int(token.start)
        for byte in buffer {
            if bytes[offset] != byte { return false }
            offset += 1
        }
        return true
    }

    /// 1-based column of a byte offset, counted in characters (Unicode scalars)
    /// as editors and the spec's findings do. For many positions on a line,
    /// use a `CharacterColumns` instead: this counts from the line's start.
    public func characterColumn(ofOffset offset: Int32, line: Int32) -> Int {
        var columns = CharacterColumns(self)
        return columns.column(ofOffset: offset, line: line)
    }

    /// 1-based character column of a token.
    public func characterColumn(of token: Token) -> Int {
        characterColumn(ofOffset: token.start, line: token.line)
    }
}
