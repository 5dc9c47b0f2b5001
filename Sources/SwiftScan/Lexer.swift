// PLACEHOLDER until the `scan` branch lands the real lexer.
struct LexResult {
    var tokens: [Token] = []
    var comments: [Token] = []
    var diagnostics: [LexDiagnostic] = []
    var lineStarts: [Int32] = [0]
}

enum Lexer {
    static func tokenize(_ bytes: [UInt8]) -> LexResult { LexResult() }
}
