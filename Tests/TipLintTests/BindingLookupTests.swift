import SwiftScan
import XCTest

@testable import TipLint

/// A name's binding at a site: the innermost declaration, a local only once declared, the same
/// answer whether the file declares the name a few times or in many types (then it is indexed).
final class BindingLookupTests: XCTestCase {
    /// `tip` as a property of `count` types, then of one more whose method shadows it with a local.
    private func source(types count: Int) -> String {
        let holders = (0..<count).map {
            "struct Holder\($0) {\n    let tip = Tip\($0)()\n    func show() { mark\($0)(tip) }\n}"
        }
        return
            (holders + [
                "struct Shadow {\n    let tip = OuterTip()\n    func show() {\n        before(tip)\n        let tip = InnerTip()\n        after(tip)\n    }\n}"
            ]).joined(separator: "\n")
    }

    /// The type named by the initializer of the `tip` visible at the call of `callee`.
    private func typeOfTip(at callee: String, in parsed: ParsedSwift) -> String? {
        guard let call = (0..<parsed.count).first(where: { parsed.text($0) == callee }),
            let binding = parsed.bindings.lookup("tip", at: call + 2, in: parsed),
            let initializer = binding.initializer
        else { return nil }
        return parsed.text(initializer)
    }

    func testTheInnermostDeclarationIsFoundWithFewNamesakesAndWithMany() {
        for count in [2, 40] {
            let parsed = ParsedSwift(SourceFile(path: "A.swift", text: source(types: count)))
            for holder in [0, count / 2, count - 1] {
                XCTAssertEqual(typeOfTip(at: "mark\(holder)", in: parsed), "Tip\(holder)", "\(count) types")
            }
            XCTAssertEqual(typeOfTip(at: "before", in: parsed), "OuterTip", "\(count) types")
            XCTAssertEqual(typeOfTip(at: "after", in: parsed), "InnerTip", "\(count) types")
        }
    }

    /// The last answer is kept for the three walks that ask it again: another name at the same site,
    /// or the same name asked again after it, still gets its own.
    func testLookupsRepeatedAtOneSiteKeepEachNameApart() {
        let text = "struct S {\n    let tip = ATip()\n    let other = BTip()\n    func show() { mark(tip) }\n}"
        let parsed = ParsedSwift(SourceFile(path: "A.swift", text: text))
        let site = (0..<parsed.count).first { parsed.text($0) == "mark" }! + 2
        let asked = ["tip", "tip", "other", "missing", "tip", "other"].map { name in
            parsed.bindings.lookup(name, at: site, in: parsed)?.initializer.map { parsed.text($0) } ?? "none"
        }
        XCTAssertEqual(asked, ["ATip", "ATip", "BTip", "none", "ATip", "BTip"])
    }
}
