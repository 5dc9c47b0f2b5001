// libFuzzer target: the tokenizer and the light structure over its tokens.
// Any input must tokenize losslessly (tokens and comments in order, only
// whitespace between them, positions agreeing with the line table), the lex
// screen must never clear an input the lexer diagnoses, and every structure
// query must answer without trapping. Run by .ci/fuzz.sh.
import SwiftScan

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(path: "fuzz.swift", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    checkLossless(file)
    precondition(
        !LexScreen.provesClean(file.bytes) || file.diagnostics.isEmpty,
        "LexScreen cleared an input the lexer diagnoses: \(file.diagnostics[0].message)")
    let structure = Structure(file)
    for index in file.tokens.indices {
        _ = structure.clausePath(ofToken: index)
        if file.token(at: index, is: "(") || file.token(at: index, is: "[") {
            _ = structure.arguments(ofCallAt: index)
        }
        if file.tokens[index].kind == .string { _ = StringLiteral.value(of: file.tokens[index], in: file) }
        _ = file.characterColumn(of: file.tokens[index])
    }
    _ = TokenDump.render(file)
    return 0
}

private func checkLossless(_ file: SourceFile) {
    let bytes = file.bytes
    var offset = 0
    for token in (file.tokens + file.comments).sorted(by: { $0.start < $1.start }) {
        precondition(
            Int(token.start) >= offset && token.end > token.start && Int(token.end) <= bytes.count,
            "token \(token) overlaps, is empty or ends past the input")
        precondition(isWhitespace(bytes[offset..<Int(token.start)]), "non-whitespace between tokens before \(token)")
        let lineStart = Int(file.lineStarts[Int(token.line) - 1])
        precondition(lineStart + Int(token.column) - 1 == Int(token.start), "bad line/column for \(token)")
        offset = Int(token.end)
    }
    precondition(isWhitespace(bytes[offset...]), "non-whitespace after the last token")
}

/// Swift whitespace: space, tab, line breaks, vertical tab, form feed, BOM, no-break space.
private func isWhitespace(_ bytes: ArraySlice<UInt8>) -> Bool {
    var index = bytes.startIndex
    while index < bytes.endIndex {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
            index += 1
        case 0xEF where index + 2 < bytes.endIndex && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
            index += 3
        case 0xC2 where index + 1 < bytes.endIndex && bytes[index + 1] == 0xA0:
            index += 2
        default:
            return false
        }
    }
    return true
}
