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

    /// A list numbered `1-`, `2-`, … counts as the same list numbered `1.`, `2.`, …; a range, a lone
    /// marker or markers out of sequence do not.
    func testDashNumberedListsCountAsDotNumberedOnes() {
        let dashed = "1- Tap Send\n2- Open the log\n3- Edit the mock\n4- Send again and compare"
        let dotted = "1. Tap Send\n2. Open the log\n3. Edit the mock\n4. Send again and compare"
        XCTAssertEqual(CopySentences.count(dotted), 5)
        XCTAssertEqual(CopySentences.count(dashed), 5)
        XCTAssertEqual(CopySentences.count("1- Pick a photo 2- Crop it"), 3)
        XCTAssertEqual(CopySentences.count("Takes 1-2 minutes to sync"), 1)
        XCTAssertEqual(CopySentences.count("Takes 1- 2 minutes to sync"), 1)
        XCTAssertEqual(CopySentences.count("1- Pick a photo\n3- Crop it"), 1)
        XCTAssertEqual(CopySentences.count("2- Pick a photo\n3- Crop it"), 1)
        XCTAssertEqual(CopySentences.count("Step10- Pick 2- Crop"), 1)
    }
}
