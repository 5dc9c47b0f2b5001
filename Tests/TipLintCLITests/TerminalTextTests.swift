import XCTest
import TipLint

final class TerminalTextTests: XCTestCase {
    func testPlainTextIsUnchanged() {
        XCTAssertEqual(TerminalText.sanitized("Tip \"Scan\" has no display site — é 😀"), "Tip \"Scan\" has no display site — é 😀")
    }

    func testControlCharactersAndEscapeSequencesAreMadeVisible() {
        XCTAssertEqual(TerminalText.sanitized("a\u{1B}[2Jb"), "a\\u{1B}[2Jb")
        XCTAssertEqual(TerminalText.sanitized("a\u{1B}]0;title\u{07}b"), "a\\u{1B}]0;title\\u{7}b")
        XCTAssertEqual(TerminalText.sanitized("x\u{9B}31m"), "x\\u{9B}31m")
        XCTAssertEqual(TerminalText.sanitized("one\ntwo\r\tthree\u{7F}"), "one\\ntwo\\r\\tthree\\u{7F}")
        XCTAssertEqual(TerminalText.sanitized("\u{0}"), "\\u{0}")
    }

    func testBidirectionalOverridesAndLineSeparatorsAreMadeVisible() {
        XCTAssertEqual(TerminalText.sanitized("a\u{202E}b\u{2066}c\u{200F}"), "a\\u{202E}b\\u{2066}c\\u{200F}")
        XCTAssertEqual(TerminalText.sanitized("a\u{2028}b\u{2029}"), "a\\u{2028}b\\u{2029}")
    }
}
