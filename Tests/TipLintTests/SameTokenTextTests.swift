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
