import XCTest

@testable import TipLint

/// How the copy-length rules count sentences: ellipses and question marks end them, a version number's
/// dot does not, closing quotes may follow a stop, full-width stops need no space after them.
final class CopySentencesTests: XCTestCase {
    func testSentences() {
        XCTAssertEqual(CopySentences.count(""), 0)
        XCTAssertEqual(CopySentences.count("Tap here"), 1)
        XCTAssertEqual(CopySentences.count("Wait... really? Yes."), 3)
        XCTAssertEqual(CopySentences.count("Version 2.5 is here"), 1)
        XCTAssertEqual(CopySentences.count("Costs 2.5 gems. Really!!! Wow…"), 3)
        XCTAssertEqual(CopySentences.count("He said \"hi.\" Then left."), 2)
        XCTAssertEqual(CopySentences.count("每天练习。完成后记录。"), 2)
    }

    /// Emoji and symbols after the last stop (variation selectors, ZWJ sequences, flags) are not a sentence;
    /// a sentence with a word or a number is.
    func testTrailingSymbolsAreNoSentence() {
        XCTAssertEqual(CopySentences.count("Plan your week. Enjoy the ride! 🚲"), 2)
        XCTAssertEqual(CopySentences.count("Plan your week. Enjoy the ride! ✏️ 👩‍💻 🇫🇷 → ★"), 2)
        XCTAssertEqual(CopySentences.count("Plan your week. Enjoy the ride! 🚲 Go"), 3)
        XCTAssertEqual(CopySentences.count("Plan your week. Then rest. 7"), 3)
        XCTAssertEqual(CopySentences.count("🎯"), 0)
    }
}
