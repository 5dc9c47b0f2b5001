import XCTest

@testable import TipLint

/// The byte-level word splitting and lowercasing every plan line goes through many times: each must
/// answer as the Character and scalar APIs it replaces.
final class PlanWordsTests: XCTestCase {
    private let samples = [
        "Show `FilterTip` on HomeView.swift", "\u{201C}Copy\u{201D} İstanbul ÉCOLE", "KELVIN \u{212A} and ΣΑΣ",
        "🎉 Party_Tip naïveTip", "", "ß straße STRASSE", "e\u{301}TIP Tip",
    ]

    func testLowercasingMapsEachScalarAsTheStandardLibraryDoes() {
        for text in samples {
            let expected = text.unicodeScalars.map { $0.properties.lowercaseMapping }.joined()
            XCTAssertEqual(text.lowercasedByScalar, expected, text)
            XCTAssertEqual(text.dropFirst().lowercasedByScalar, String(text.dropFirst()).lowercasedByScalar, text)
        }
        XCTAssertEqual("İA".lowercasedByScalar, "i\u{307}a")
        // Eight ASCII bytes at a time: every ASCII byte at every place in a word, and words cut by non-ASCII.
        let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        for shift in 0..<8 {
            let text = String(repeating: "x", count: shift) + "é" + ascii + ascii.reversed() + "É@[`{AZaz"
            XCTAssertEqual(text.lowercasedByScalar, text.lowercased(), "shift \(shift)")
        }
    }

    func testIdentifiersHoldingANeedleAreTheIdentifiersThatHoldIt() {
        for text in samples {
            XCTAssertEqual(
                PlanWords.identifiers(in: text, holding: "Tip").map(String.init),
                PlanWords.identifiers(in: text).map(String.init).filter { $0.contains("Tip") }, text)
        }
        XCTAssertEqual(
            PlanNames.tipTypes(in: "Add `FilterTip` and “SortTip”, not SomeTip or Tips."), ["FilterTip", "SortTip"])
    }

    func testByteSetHoldsExactlyItsBytes() {
        let set = ByteSet(",;:!?()[]{}<>*_~.")
        for byte in 0...255 {
            XCTAssertEqual(set.contains(UInt8(byte)), ",;:!?()[]{}<>*_~.".utf8.contains(UInt8(byte)), "byte \(byte)")
        }
    }
}
