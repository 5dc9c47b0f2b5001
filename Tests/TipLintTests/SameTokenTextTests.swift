import SwiftScan
import XCTest

@testable import TipLint

/// `ParsedSwift.sameText` compares two tokens on their bytes and answers as String equality does:
/// equal bytes, different ASCII names, and a name spelled once precomposed (`café`) and once with a
/// combining accent, which String equality (canonical equivalence) counts as the same name.
final class SameTokenTextTests: XCTestCase {
    func testTokensCompareAsTheirStringsDo() {
        let parsed = ParsedSwift(
            SourceFile(
                path: "A.swift", text: "let caf\u{E9} = 1\nlet cafe\u{301} = caf\u{E9}\nlet tip = tips\nuse(tip)"))
        let texts = (0..<parsed.count).map { parsed.text($0) }
        XCTAssertEqual(texts.count, 16, "\(texts)")
        XCTAssertTrue(parsed.sameText(1, 7), "the same bytes")
        XCTAssertNotEqual(Array(texts[1].utf8), Array(texts[5].utf8))
        XCTAssertTrue(parsed.sameText(1, 5), "canonically equal spellings")
        XCTAssertTrue(parsed.sameText(9, 14), "tip and tip")
        XCTAssertFalse(parsed.sameText(9, 11), "tip and tips")
        XCTAssertFalse(parsed.sameText(9, 12), "tip and use")
    }
}

/// `ParsedSwift.isOne(of:)` tests a token against literals on bytes and answers as String equality
/// does: `\u{212A}` (KELVIN SIGN) is canonically `K`.
final class TokenLiteralsTests: XCTestCase {
    func testOneOfLiteralsAnswersAsStringEquality() {
        let parsed = ParsedSwift(SourceFile(path: "A.swift", text: "private let \u{212A} = 1\nx += y == 2"))
        XCTAssertEqual(
            (0..<parsed.count).map { parsed.text($0) },
            ["private", "let", "\u{212A}", "=", "1", "x", "+=", "y", "==", "2"])
        XCTAssertTrue(parsed.isOne(of: ["public", "private"], 0))
        XCTAssertFalse(parsed.isOne(of: ["public", "private"], 1))
        XCTAssertTrue(parsed.isOne(of: ["J", "K"], 2), "canonically the same")
        XCTAssertFalse(parsed.isOne(of: ["==", "!="], 6))
        XCTAssertTrue(parsed.isOne(of: ["==", "!="], 8))
        XCTAssertFalse(parsed.isOne(of: ["2"], 10), "past the last token")
    }
}

/// `ParsedSwift.source` and `dotted` join token bytes into one String, and spell what joining each
/// token's own String would: non-ASCII names, and invalid UTF-8 repaired token by token.
final class JoinedTokenTextTests: XCTestCase {
    func testSourceAndDottedSpellTheTokensTextsJoined() {
        let bytes =
            Array("let a = Hints.caf\u{E9}.web(x:  1)\n".utf8) + [0xE2] + Array("b".utf8) + [0xE2, 0x80]
            + [0x80] + Array("c = \"\u{E9}".utf8) + [0xFF] + Array("\"".utf8)
        let parsed = ParsedSwift(SourceFile(path: "A.swift", bytes: bytes))
        let tokens = 0..<parsed.count
        let joined = tokens.map { ($0 > 0 && parsed.hasSpaceBefore($0) ? " " : "") + parsed.text($0) }.joined()
        XCTAssertEqual(parsed.source(tokens), joined)
        XCTAssertEqual(parsed.source(3..<8), "Hints.caf\u{E9}.web")
        XCTAssertEqual(parsed.source(9..<12), "x: 1")
        XCTAssertEqual(parsed.dotted([3, 5, 7]), "Hints.caf\u{E9}.web")
        XCTAssertEqual(parsed.source(0..<0), "")
    }
}
