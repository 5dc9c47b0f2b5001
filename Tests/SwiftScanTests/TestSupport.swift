import XCTest

@testable import SwiftScan

/// The token dump of `source`, for exact assertions.
func dump(_ source: String) -> String {
    TokenDump.render(SourceFile(path: "test.swift", text: source))
}

/// `KIND TEXT` per token, one per line: shorter than the dump when positions
/// are not the point of a test.
func kinds(_ source: String) -> [String] {
    let file = SourceFile(path: "test.swift", text: source)
    return file.tokens.map { "\($0.kind.dumpName) \(file.text(of: $0))" }
}

func diagnostics(_ source: String) -> [String] {
    SourceFile(path: "test.swift", text: source).diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
}

/// Checks the lexer's lossless promise on `bytes`: tokens and comments, in
/// order, never overlap, and everything between them is whitespace.
func assertLossless(_ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
    let source = SourceFile(path: name, bytes: bytes)
    if let problem = losslessProblem(source) {
        XCTFail("\(name): \(problem)", file: file, line: line)
    }
}

func losslessProblem(_ source: SourceFile) -> String? {
    let bytes = source.bytes
    let tokens = source.tokens
    let comments = source.comments
    let lineStarts = source.lineStarts
    var offset = 0
    var nextToken = 0
    var nextComment = 0
    // Merge the two ordered lists.
    while nextToken < tokens.count || nextComment < comments.count {
        let token: Token
        if nextComment >= comments.count
            || (nextToken < tokens.count && tokens[nextToken].start < comments[nextComment].start)
        {
            token = tokens[nextToken]
            nextToken += 1
        } else {
            token = comments[nextComment]
            nextComment += 1
        }
        guard token.start >= offset, token.end > token.start, Int(token.end) <= bytes.count else {
            return "token \(token) overlaps or is empty (previous end \(offset))"
        }
        if let gap = nonWhitespace(bytes, offset, Int(token.start)) { return "non-whitespace byte at \(gap)" }
        offset = Int(token.end)
        // Positions agree with lineStarts.
        let lineStart = Int(lineStarts[Int(token.line) - 1])
        guard lineStart + Int(token.column) - 1 == Int(token.start) else { return "bad line/column for \(token)" }
    }
    if let gap = nonWhitespace(bytes, offset, bytes.count) { return "non-whitespace byte at \(gap)" }
    return nil
}

/// The first offset in `from..<to` that is not Swift whitespace (space, tab,
/// line breaks, vertical tab, form feed, BOM, non-breaking space).
private func nonWhitespace(_ bytes: [UInt8], _ from: Int, _ to: Int) -> Int? {
    var offset = from
    while offset < to {
        switch bytes[offset] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
            offset += 1
        case 0xEF where offset + 2 < to && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF:
            offset += 3
        case 0xC2 where offset + 1 < to && bytes[offset + 1] == 0xA0:
            offset += 2
        default:
            return offset
        }
    }
    return nil
}
