import XCTest

@testable import TipLint

/// What `Text` shows of inline Markdown, for measuring copy: the words without their markers, a link's label.
final class InlineMarkdownTests: XCTestCase {
    func testMarkersAroundWordsAreNotShown() {
        XCTAssertEqual(InlineMarkdown.shownText("Pick **Daily** or *Weekly*."), "Pick Daily or Weekly.")
        XCTAssertEqual(InlineMarkdown.shownText("__Bold__, _slanted_ and ~~gone~~"), "Bold, slanted and gone")
        XCTAssertEqual(InlineMarkdown.shownText("Type `undo` or ``a`b``"), "Type undo or a`b")
        XCTAssertEqual(InlineMarkdown.shownText("***Both*** and **not closed"), "Both and **not closed")
        XCTAssertEqual(InlineMarkdown.shownText("Read [the guide](https://example.com/a_b_c)."), "Read the guide.")
        XCTAssertEqual(InlineMarkdown.shownText("Tap **\u{FFFC}** to add"), "Tap \u{FFFC} to add")
    }

    func testMarkersThatDoNotPairAreText() {
        XCTAssertEqual(InlineMarkdown.shownText("5 * 3 * 2"), "5 * 3 * 2")
        XCTAssertEqual(InlineMarkdown.shownText("snake_case_name and ~5 to ~10"), "snake_case_name and ~5 to ~10")
        XCTAssertEqual(InlineMarkdown.shownText("Costs \\*3\\* gems"), "Costs *3* gems")
        XCTAssertEqual(InlineMarkdown.shownText("Caf\u{E9} **d\u{E9}j\u{E0}** vu"), "Caf\u{E9} d\u{E9}j\u{E0} vu")
    }
}
