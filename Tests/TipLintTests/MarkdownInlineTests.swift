import XCTest

@testable import TipLint

/// Inline Markdown read as plain text, on bytes: the same text Foundation's search and replace gave.
final class MarkdownInlineTests: XCTestCase {
    func testBoldMarkersAndBackticksGoInPairsFromTheLeft() {
        XCTAssertEqual(
            MarkdownInline.plain("  **Title:** `FilterTip` ***x*** __y__ _z_ “café” 😀  "),
            "Title: FilterTip *x* y _z_ “café” 😀")
        XCTAssertEqual(MarkdownInline.plain("_**_"), "")
        XCTAssertEqual(MarkdownInline.plain("plain words"), "plain words")
    }

    func testCopyDropsOnePairOfQuotes() {
        XCTAssertEqual(MarkdownInline.copy("**\"Save favourites\"**"), "Save favourites")
    }
}
