import XCTest

@testable import TipLint

/// The byte search plan reading uses in place of Foundation's `contains`/`range(of:)`: the same
/// answers for its needles (ASCII phrases and dashes), on UTF-8.
final class LiteralSearchTests: XCTestCase {
    func testFindsTheFirstOccurrenceByUTF8Offset() {
        XCTAssertEqual("Title: Share — tip".firstLiteralOffset(of: ":"), 5)
        XCTAssertEqual("é — x".firstLiteralOffset(of: " — "), 2)
        XCTAssertEqual("aaab".firstLiteralOffset(of: "aab"), 1)
        XCTAssertEqual("abc".firstLiteralOffset(of: ""), 0)
        XCTAssertNil("ab".firstLiteralOffset(of: "abc"))
        XCTAssertNil("does no".firstLiteralOffset(of: "does not"))
    }

    func testAgreesWithFoundationOnLiteralMatches() {
        let texts = [" we do not show it ", "Tips.configure() in init", "“copy” is not—", "e\u{301} no need", ""]
        // Plan reading's needles: ASCII phrases and dashes, none with a canonical decomposition.
        let needles = ["do not", "Tips.configure", "not", " no need", "—", "e"]
        for text in texts {
            for needle in needles {
                XCTAssertEqual(
                    text.containsLiterally(needle), text.range(of: needle) != nil, "\(needle) in \(text)")
            }
        }
        XCTAssertTrue(Substring("x does not y").containsLiterally("does not"))
    }

    /// The ASCII fast path splits as the Character one does; other text still splits on Characters.
    func testIdentifiersSplitAlikeOnASCIIAndUnicode() {
        XCTAssertEqual(
            PlanNames.identifiers(in: "Add `FilterTip` to Home_View.swift, 2x"),
            [
                "Add", "FilterTip", "to", "Home_View", "swift", "2x",
            ])
        XCTAssertEqual(PlanNames.identifiers(in: "“ÉcranTip” — café"), ["ÉcranTip", "café"])
        XCTAssertEqual(PlanNames.identifiers(in: "[@] ``"), [])
    }

    /// Any ASCII case of the needle, anywhere; other bytes only as they are.
    func testContainsASCIIIgnoringCase() {
        XCTAssertTrue("Add a TipKit popover".containsASCIIIgnoringCase("tip"))
        XCTAssertTrue("POPOVER TIP".containsASCIIIgnoringCase("tip"))
        XCTAssertTrue(Substring("ti").containsASCIIIgnoringCase("ti"))
        XCTAssertFalse("ti p, t\u{130}p".containsASCIIIgnoringCase("tip"))
        XCTAssertFalse("".containsASCIIIgnoringCase("tip"))
    }
}
