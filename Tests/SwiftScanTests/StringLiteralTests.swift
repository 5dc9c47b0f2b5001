import XCTest

@testable import SwiftScan

final class StringLiteralTests: XCTestCase {
    private func values(_ source: String) -> [String?] {
        let file = SourceFile(path: "t.swift", text: source)
        return file.tokens.filter { $0.kind == .string }.map { StringLiteral.value(of: $0, in: file) }
    }

    func testEscapesAndRawStrings() {
        XCTAssertEqual(values(#""a\tb\n\"c\" \\ \u{1F600}""#), ["a\tb\n\"c\" \\ 😀"])
        XCTAssertEqual(values(##"#"raw \n "quoted" \#t"#"##), ["raw \\n \"quoted\" \t"])
        XCTAssertEqual(values(#""""#), [""])
    }

    func testInterpolationHasNoValue() {
        XCTAssertEqual(values(#""a \(b) c""#), [nil])
        XCTAssertEqual(values(##"#"a \(b) \#(c)"#"##), [nil])
    }

    private func interpolations(_ source: String) -> [String] {
        let file = SourceFile(path: "t.swift", text: source)
        return file.tokens.filter { $0.kind == .string }.flatMap { token in
            StringLiteral.interpolations(of: token, in: file).map { String(decoding: file.bytes[$0], as: UTF8.self) }
        }
    }

    func testInterpolationsAreTheCodeInside() {
        XCTAssertEqual(
            interpolations(#""tip-\(UUID().uuidString)-\(f(a, "x)"))""#), ["UUID().uuidString", #"f(a, "x)")"#])
        // A raw string interpolates only with its pounds; `\(` alone is text, an escaped `\\(` too.
        XCTAssertEqual(interpolations(##"#"a \(b) \#(c)"#"##), ["c"])
        XCTAssertEqual(interpolations(#""a \\(b)""#), [])
        XCTAssertEqual(interpolations(#""plain""#), [])
    }

    func testTextAroundInterpolations() {
        let file = SourceFile(path: "t.swift", text: ##""Press \(Image(systemName: "a)")) now.\n" #"x \(y) \#(z)!"#"##)
        let texts = file.tokens.filter { $0.kind == .string }.map {
            StringLiteral.textAroundInterpolations(of: $0, in: file, placeholder: "_")
        }
        XCTAssertEqual(texts, ["Press _ now.\n", #"x \(y) _!"#])
    }

    func testMultiLineIndentationStripped() {
        let source = "let s = \"\"\"\n    Line one\n      indented \\\n    joined\n\n    last\n    \"\"\""
        XCTAssertEqual(values(source), ["Line one\n  indented joined\n\nlast"])
    }

    func testMultiLineWithCRLFAndRawDelimiters() {
        XCTAssertEqual(values("x = \"\"\"\r\n  a\r\n   b\r\n  \"\"\""), ["a\n b"])
        XCTAssertEqual(values("x = #\"\"\"\n  \\n \\#t \"\"\"\n  \"\"\"#"), ["\\n \t \"\"\""])
        XCTAssertEqual(values("x = \"\"\"\n\"\"\""), [""])
    }

    func testMalformedOrUnterminatedHasNoValue() {
        XCTAssertEqual(values("x = \"abc\ny"), [nil])
        XCTAssertEqual(values("x = \"\"\"\n  a\n  b \"\"\""), [nil])
        XCTAssertEqual(values(#"x = "\q""#), [nil])
    }
}
