import XCTest

@testable import TipLint

/// `CamelCaseWords` in the three ways its callers set it: plan descriptions against tip type names
/// (`DescribedTipWords`), document names (`PlanSubject`) and tip names against callee names
/// (`IdentifierWords`). Each row is what the caller's own splitter gave before they were one.
final class CamelCaseWordsTests: XCTestCase {
    private func assertSplits(
        _ words: CamelCaseWords, _ table: [(String, [[String]])], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (text, expected) in table {
            XCTAssertEqual(words.runs(of: text), expected, text.debugDescription, file: file, line: line)
        }
    }

    /// Digits in words, capital runs split, a one-letter lowercase head kept (`DescribedTipWords`).
    func testDescriptionWords() {
        assertSplits(
            CamelCaseWords(digitsInWords: true, splitsCapitalRun: true, keepsLowercaseHead: true),
            [
                ("QAChecklist", [["qa", "checklist"]]),
                ("iCloudSync", [["icloud", "sync"]]),
                ("iPhone eBay", [["iphone"], ["ebay"]]),
                ("EWMALine", [["ewma", "line"]]),
                ("openURL", [["open", "url"]]),
                ("URLs", [["ur", "ls"]]),
                ("xURL", [["xurl"]]),
                ("Tab2View", [["tab2view"]]),
                ("H264Decoder", [["h264decoder"]]),
                ("sign_in_tip", [["sign"], ["in"], ["tip"]]),
                ("https://example.com/TipKit-Guide", [["https"], ["example"], ["com"], ["tip", "kit"], ["guide"]]),
                ("Café Tips", [["café"], ["tips"]]),
                ("fooÉcoleTip", [["foo", "école", "tip"]]),
                ("e\u{301}coleTip", [["e\u{301}cole", "tip"]]),
                ("中文Tip", [["中文tip"]]),
                ("👍🏻Tip’s", [["tip"], ["s"]]),
                ("⌘K palette", [["k"], ["palette"]]),
                ("", []),
            ])
    }

    /// Digits part words, capital runs split, a lowercase head is a word (`PlanSubject`).
    func testDocumentNameWords() {
        assertSplits(
            CamelCaseWords(digitsInWords: false, splitsCapitalRun: true, keepsLowercaseHead: false),
            [
                ("QAChecklist.md", [["qa", "checklist"], ["md"]]),
                ("TESTPLAN-3.3", [["testplan"]]),
                ("iCloudSync", [["i", "cloud", "sync"]]),
                ("Tab2View", [["tab"], ["view"]]),
                ("H264Decoder", [["h"], ["decoder"]]),
                ("URLs", [["ur", "ls"]]),
                ("sign_in_tip", [["sign"], ["in"], ["tip"]]),
                ("e\u{301}coleTip", [["e\u{301}cole", "tip"]]),
                ("# Test plan — 2.0", [["test"], ["plan"]]),
            ])
    }

    /// Digits part words, a capital run stays with the word after it (`IdentifierWords`). Letters
    /// beyond ASCII are letters here too (`Öffne` was `ffne` when this splitter read ASCII only).
    func testIdentifierWords() {
        assertSplits(
            CamelCaseWords(digitsInWords: false, splitsCapitalRun: false, keepsLowercaseHead: false),
            [
                ("QAChecklist", [["qachecklist"]]),
                ("openWikipedia", [["open", "wikipedia"]]),
                ("URLSession", [["urlsession"]]),
                ("iCloudSync", [["i", "cloud", "sync"]]),
                ("showTip_2", [["show", "tip"]]),
                ("Öffne Wikipedia", [["öffne"], ["wikipedia"]]),
                ("中文Tip", [["中文tip"]]),
            ])
        XCTAssertEqual(IdentifierWords.of("Open the Wikipedia tips"), ["open", "wikipedia"])
    }
}
