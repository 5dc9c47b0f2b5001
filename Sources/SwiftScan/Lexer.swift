/// What `Lexer.tokenize` produces; `SourceFile` keeps it.
struct LexResult {
    var tokens: [Token] = []
    var comments: [Token] = []
    var diagnostics: [LexDiagnostic] = []
    var lineStarts: [Int32] = [0]
}

/// Swift's lexical grammar over UTF-8 bytes: tokens, comments and line starts
/// in one pass, with no recursion and no per-token allocation.
enum Lexer {
    static func tokenize(_ bytes: [UInt8]) -> LexResult {
        guard bytes.count < Int(Int32.max) else {
            // Offsets are Int32; a 2 GB "source file" is not Swift anyone wrote.
            let diagnostic = LexDiagnostic(
                message: "file too large to tokenize (2 GB or more)", offset: 0, line: 1, column: 1)
            return LexResult(diagnostics: [diagnostic])
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(text: buffer)
            scanner.run()
            return LexResult(
                tokens: scanner.tokens,
                comments: scanner.comments,
                diagnostics: scanner.diagnostics,
                lineStarts: scanner.lineStarts)
        }
    }
}
