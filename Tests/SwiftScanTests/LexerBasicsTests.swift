import XCTest

@testable import SwiftScan

final class LexerBasicsTests: XCTestCase {
    func testDumpOfSwiftUIView() {
        let source = """
            import SwiftUI

            struct ContentView: View {
                @State private var count = 0
                var body: some View {
                    Text("Taps: \\(count)")
                        .font(.title)
                }
            }
            """
        XCTAssertEqual(
            dump(source),
            """
            1:1:6\tkeyword\timport
            1:8:7\tidentifier\tSwiftUI
            3:1:6\tkeyword\tstruct
            3:8:11\tidentifier\tContentView
            3:19:1\tpunctuation\t:
            3:21:4\tidentifier\tView
            3:26:1\tpunctuation\t{
            4:5:6\tattribute\t@State
            4:12:7\tkeyword\tprivate
            4:20:3\tkeyword\tvar
            4:24:5\tidentifier\tcount
            4:30:1\tpunctuation\t=
            4:32:1\tnumber\t0
            5:5:3\tkeyword\tvar
            5:9:4\tidentifier\tbody
            5:13:1\tpunctuation\t:
            5:15:4\tidentifier\tsome
            5:20:4\tidentifier\tView
            5:25:1\tpunctuation\t{
            6:9:4\tidentifier\tText
            6:13:1\tpunctuation\t(
            6:14:16\tstring\t"Taps: \\\\(count)"
            6:30:1\tpunctuation\t)
            7:13:1\tpunctuation\t.
            7:14:4\tidentifier\tfont
            7:18:1\tpunctuation\t(
            7:19:1\tpunctuation\t.
            7:20:5\tidentifier\ttitle
            7:25:1\tpunctuation\t)
            8:5:1\tpunctuation\t}
            9:1:1\tpunctuation\t}

            """)
    }

    func testTipKitShapes() {
        let source = """
            struct FavoriteTip: Tip {
                static let opened = Tips.Event(id: "opened")
                @Parameter static var isOn: Bool = false
                var rules: [Rule] {
                    #Rule(Self.$isOn) { $0 == true }
                    #Rule(Self.opened) { $0.donations.count >= 3 }
                }
            }
            #Preview { ContentView() }
            """
        XCTAssertEqual(
            kinds(source),
            [
                "keyword struct", "identifier FavoriteTip", "punctuation :", "identifier Tip", "punctuation {",
                "keyword static", "keyword let", "identifier opened", "punctuation =", "identifier Tips",
                "punctuation .", "identifier Event", "punctuation (", "identifier id", "punctuation :",
                "string \"opened\"", "punctuation )",
                "attribute @Parameter", "keyword static", "keyword var", "identifier isOn", "punctuation :",
                "identifier Bool", "punctuation =", "keyword false",
                "keyword var", "identifier rules", "punctuation :", "punctuation [", "identifier Rule",
                "punctuation ]", "punctuation {",
                "pound #Rule", "punctuation (", "keyword Self", "punctuation .", "identifier $isOn",
                "punctuation )", "punctuation {", "identifier $0", "operator ==", "keyword true", "punctuation }",
                "pound #Rule", "punctuation (", "keyword Self", "punctuation .", "identifier opened",
                "punctuation )", "punctuation {", "identifier $0", "punctuation .", "identifier donations",
                "punctuation .", "identifier count", "operator >=", "number 3", "punctuation }",
                "punctuation }", "punctuation }",
                "pound #Preview", "punctuation {", "identifier ContentView", "punctuation (", "punctuation )",
                "punctuation }",
            ])
        XCTAssertEqual(diagnostics(source), [])
    }

    func testCommentsAreLeftOutOfTokens() {
        let source = "a // line\n/* block /* nested */ */ b /// doc\n/** doc */ c"
        let file = SourceFile(path: "t.swift", text: source)
        XCTAssertEqual(file.tokens.map { file.text(of: $0) }, ["a", "b", "c"])
        XCTAssertEqual(
            file.comments.map { file.text(of: $0) },
            ["// line", "/* block /* nested */ */", "/// doc", "/** doc */"])
        XCTAssertEqual(file.comments.map(\.kind), [.comment, .comment, .comment, .comment])
    }

    func testMultiLineStringWithInterpolationIsOneToken() {
        let source = "let s = \"\"\"\n    Hello \\(name.map { \"\\($0)\" })\n    \"\"\"\nx"
        XCTAssertEqual(
            dump(source),
            """
            1:1:3\tkeyword\tlet
            1:5:1\tidentifier\ts
            1:7:1\tpunctuation\t=
            1:9:45\tstring\t\"\"\"\\n    Hello \\\\(name.map { "\\\\($0)" })\\n    \"\"\"
            4:1:1\tidentifier\tx

            """)
    }

    func testIfConfigTokens() {
        XCTAssertEqual(
            kinds("#if DEBUG\nTips.showAllTipsForTesting()\n#elseif os(iOS)\n#else\n#endif"),
            [
                "pound #if", "identifier DEBUG", "identifier Tips", "punctuation .",
                "identifier showAllTipsForTesting", "punctuation (", "punctuation )",
                "pound #elseif", "identifier os", "punctuation (", "identifier iOS", "punctuation )",
                "pound #else", "pound #endif",
            ])
    }

    func testOperatorsAndGenerics() {
        XCTAssertEqual(
            kinds("let x: Set<Array<Int>>? = a ?? b...c..<d -> e"),
            [
                "keyword let", "identifier x", "punctuation :", "identifier Set", "operator <", "identifier Array",
                "operator <", "identifier Int", "operator >", "operator >", "operator ?", "punctuation =",
                "identifier a", "operator ??", "identifier b", "operator ...", "identifier c", "operator ..<",
                "identifier d", "operator ->", "identifier e",
            ])
        XCTAssertEqual(
            kinds("a?.b!.c"),
            [
                "identifier a", "operator ?", "punctuation .", "identifier b", "operator !", "punctuation .",
                "identifier c",
            ])
    }
}
