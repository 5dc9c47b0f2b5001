import XCTest

@testable import TipLint

/// How `TipCopyLengthRule` counts sentences: ellipses and question marks end them, a version
/// number's dot does not.
final class TipCopyLengthTests: XCTestCase {
    func testSentencesOfTipCopy() {
        XCTAssertEqual(TipCopyLengthRule.sentenceCount("Wait... really? Yes."), 3)
        XCTAssertEqual(TipCopyLengthRule.sentenceCount("Version 2.5 is here"), 1)
    }
}
