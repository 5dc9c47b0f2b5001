import XCTest

@testable import SwiftScan

/// One test per lexical construct, asserting exact kinds and texts (and
/// positions where they are the point).
final class LexerGrammarTests: XCTestCase {
    func testIdentifiers() {
        XCTAssertEqual(
            kinds("café π_2 日本語 `class` `test name` $0 $12 $name $ _x a$b <#placeholder#>"),
            [
                "identifier café", "identifier π_2", "identifier 日本語", "identifier `class`",
                "identifier `test name`", "identifier $0", "identifier $12", "identifier $name", "identifier $",
                "identifier _x", "identifier a$b", "identifier <#placeholder#>",
            ])
        // Columns count UTF-8 bytes.
        XCTAssertEqual(dump("é x"), "1:1:2\tidentifier\té\n1:4:1\tidentifier\tx\n")
    }

    func testReservedWordsAreKeywordsContextualOnesIdentifiers() {
        XCTAssertEqual(
            kinds("func init self Self Any _ in is as try throws inout"),
            [
                "keyword func", "keyword init", "keyword self", "keyword Self", "keyword Any", "keyword _",
                "keyword in", "keyword is", "keyword as", "keyword try", "keyword throws", "keyword inout",
            ])
        XCTAssertEqual(
            kinds("some any get set willSet didSet override mutating await async actor let"),
            [
                "identifier some", "identifier any", "identifier get", "identifier set", "identifier willSet",
                "identifier didSet", "identifier override", "identifier mutating", "identifier await",
                "identifier async", "identifier actor", "keyword let",
            ])
    }

    func testNumbers() {
        XCTAssertEqual(
            kinds("0 42 1_000_000 3.14 1e10 2.5E-3 0b1010 0o755 0xFF 0x1p-2 0xA.8p1 1_0.0_1e+1_0"),
            [
                "number 0", "number 42", "number 1_000_000", "number 3.14", "number 1e10", "number 2.5E-3",
                "number 0b1010", "number 0o755", "number 0xFF", "number 0x1p-2", "number 0xA.8p1",
                "number 1_0.0_1e+1_0",
            ])
        XCTAssertEqual(
            kinds("1.description x.0.1 0xff.description -1"),
            [
                "number 1", "punctuation .", "identifier description",
                "identifier x", "punctuation .", "number 0", "punctuation .", "number 1",
                "number 0xff", "punctuation .", "identifier description", "operator -", "number 1",
            ])
        XCTAssertEqual(diagnostics("0 42 3.14 0x1p3"), [])
        XCTAssertEqual(kinds("12abc 0b12"), ["number 12abc", "number 0b12"])
        XCTAssertEqual(diagnostics("12abc 0b12"), ["1:1: invalid number literal", "1:7: invalid number literal"])
    }

    func testStrings() {
        XCTAssertEqual(
            kinds(#"a = "plain" + "esc\"aped\\" + "" + "\u{1F600}""#),
            [
                "identifier a", "punctuation =", #"string "plain""#, "operator +", #"string "esc\"aped\\""#,
                "operator +", #"string """#, "operator +", #"string "\u{1F600}""#,
            ])
        XCTAssertEqual(
            kinds(###"#"raw \(x) "q" \"# ##"a"# "##"###),
            [###"string #"raw \(x) "q" \"#"###, ###"string ##"a"# "##"###])
        XCTAssertEqual(kinds(##"#"a \#(b + "c\(d)") e"# x"##), [##"string #"a \#(b + "c\(d)") e"#"##, "identifier x"])
        XCTAssertEqual(
            kinds(#""outer \("inner \("innermost \(x)")") end" y"#),
            [#"string "outer \("inner \("innermost \(x)")") end""#, "identifier y"])
        XCTAssertEqual(kinds(#""\(f(g(1), ")")) \(a[0])" z"#), [#"string "\(f(g(1), ")")) \(a[0])""#, "identifier z"])
        // A comment inside an interpolation belongs to the string.
        let file = SourceFile(path: "t.swift", text: "\"\\(a /* ) */ )\" b")
        XCTAssertEqual(file.tokens.map { file.text(of: $0) }, ["\"\\(a /* ) */ )\"", "b"])
        XCTAssertEqual(file.comments, [])
    }

    func testMultiLineAndRawMultiLineStrings() {
        let source =
            "a = \"\"\"\n  one \"quoted\" \"\"\n  \\(x)\n  \"\"\"\nb = #\"\"\"\n  \"\"\" inside\n  \"\"\"#\nc = #\"\"\"#"
        XCTAssertEqual(
            kinds(source),
            [
                "identifier a", "punctuation =", "string \"\"\"\n  one \"quoted\" \"\"\n  \\(x)\n  \"\"\"",
                "identifier b", "punctuation =", "string #\"\"\"\n  \"\"\" inside\n  \"\"\"#",
                "identifier c", "punctuation =", "string #\"\"\"#",
            ])
        XCTAssertEqual(diagnostics(source), [])
        let file = SourceFile(path: "t.swift", text: source)
        XCTAssertEqual(file.tokens.map(\.line), [1, 1, 1, 5, 5, 5, 8, 8, 8])
    }

    func testComments() {
        let source = "#!/usr/bin/swift\n/// doc\nx /* a /* nested */ still */ y // end\n/** block doc */"
        let file = SourceFile(path: "t.swift", text: source)
        XCTAssertEqual(
            file.comments.map { file.text(of: $0) },
            ["#!/usr/bin/swift", "/// doc", "/* a /* nested */ still */", "// end", "/** block doc */"])
        XCTAssertEqual(file.tokens.map { file.text(of: $0) }, ["x", "y"])
        // `#!` is a comment only at the very start.
        XCTAssertEqual(kinds("x\n#!y"), ["identifier x", "punctuation #", "operator !", "identifier y"])
    }

    func testOperators() {
        XCTAssertEqual(
            kinds("a+b - c &&d || !e ?? f ... g ..< h === i !== j .+ k"),
            [
                "identifier a", "operator +", "identifier b", "operator -", "identifier c", "operator &&",
                "identifier d", "operator ||", "operator !", "identifier e", "operator ??", "identifier f",
                "operator ...", "identifier g", "operator ..<", "identifier h", "operator ===", "identifier i",
                "operator !==", "identifier j", "operator .+", "identifier k",
            ])
        // A dot ends an operator that did not start with one.
        XCTAssertEqual(
            kinds("a+.b x?.y ..."),
            [
                "identifier a", "operator +", "punctuation .", "identifier b",
                "identifier x", "operator ?", "punctuation .", "identifier y", "operator ...",
            ])
        XCTAssertEqual(
            kinds("f(&x) a = b ? c : d x! y?"),
            [
                "identifier f", "punctuation (", "operator &", "identifier x", "punctuation )",
                "identifier a", "punctuation =", "identifier b", "operator ?", "identifier c", "punctuation :",
                "identifier d", "identifier x", "operator !", "identifier y", "operator ?",
            ])
        XCTAssertEqual(
            kinds("a >> b >>= c >= d a+/*c*/b ×÷ x"),
            [
                "identifier a", "operator >", "operator >", "identifier b", "operator >>=", "identifier c",
                "operator >=", "identifier d", "identifier a", "operator +", "identifier b", "operator ×÷",
                "identifier x",
            ])
    }

    func testGenericOperatorFunctionName() {
        XCTAssertEqual(
            kinds("func ==<T>(a: T) {}"),
            [
                "keyword func", "operator ==", "operator <", "identifier T", "operator >", "punctuation (",
                "identifier a", "punctuation :", "identifier T", "punctuation )", "punctuation {", "punctuation }",
            ])
        XCTAssertEqual(kinds("a ==<b"), ["identifier a", "operator ==<", "identifier b"])
        XCTAssertEqual(
            kinds("func >><T>(a: T) {}").prefix(5),
            ["keyword func", "operator >", "operator >", "operator <", "identifier T"])
    }

    func testKeyPaths() {
        XCTAssertEqual(
            kinds(#"\.?.value \Item.name?.count! \.self"#),
            [
                "punctuation \\", "punctuation .", "operator ?", "punctuation .", "identifier value",
                "punctuation \\", "identifier Item", "punctuation .", "identifier name", "operator ?",
                "punctuation .", "identifier count", "operator !",
                "punctuation \\", "punctuation .", "keyword self",
            ])
    }

    func testKeyPathOptionalComponentsAfterAName() {
        // Swift's parser reads a left-bound `.?`/`.!` run as one component per
        // character (swift-syntax: `\Optional.?!?!?!?`, `\String?.!.count`).
        XCTAssertEqual(
            kinds(#"\Optional.?!?.x \String?.!.count"#),
            [
                "punctuation \\", "identifier Optional", "punctuation .", "operator ?", "operator !", "operator ?",
                "punctuation .", "identifier x",
                "punctuation \\", "identifier String", "operator ?", "punctuation .", "operator !", "punctuation .",
                "identifier count",
            ])
        // Other dot operators stay whole: SIMD's prefix `.!`, `self.**` in `@_effects`.
        XCTAssertEqual(
            kinds("m = .!mask\n@_effects(notEscaping self.**) a...b"),
            [
                "identifier m", "punctuation =", "operator .!", "identifier mask",
                "attribute @_effects", "punctuation (", "identifier notEscaping", "keyword self", "operator .**",
                "punctuation )", "identifier a", "operator ...", "identifier b",
            ])
    }

    func testConflictMarkersAreTrivia() {
        // As to swift-syntax: from `<<<<<<< ` at a line start through the line
        // of the closing `>>>>>>> `, one comment, diagnosed.
        let source = "a\n<<<<<<< HEAD\nlet x = 1\n=======\nlet x = 2\n>>>>>>> branch\nb"
        let file = SourceFile(path: "t.swift", text: source)
        XCTAssertEqual(file.tokens.map { file.text(of: $0) }, ["a", "b"])
        XCTAssertEqual(
            file.comments.map { file.text(of: $0) },
            ["<<<<<<< HEAD\nlet x = 1\n=======\nlet x = 2\n>>>>>>> branch"])
        XCTAssertEqual(diagnostics(source), ["2:1: version-control conflict marker"])
        // Perforce's `>>>> ` … `<<<<` (whose next line goes too, as in swift-syntax).
        XCTAssertEqual(kinds("a\n>>>> ORIGINAL\nx\n==== THEIRS\ny\n<<<<\nz\nw"), ["identifier a", "identifier w"])
        // Unclosed, or not at a line start: operators.
        XCTAssertEqual(
            kinds("<<<<<<< HEAD\nx\n<<<<<<< HEAD\ny"),
            [
                "operator <<<<<<<", "identifier HEAD", "identifier x", "operator <<<<<<<", "identifier HEAD",
                "identifier y",
            ])
        XCTAssertEqual(
            kinds("x <<<<<<< y\n>>>>>>> z"),
            [
                "identifier x", "operator <<<<<<<", "identifier y", "operator >", "operator >", "operator >",
                "operator >",
                "operator >", "operator >", "operator >", "identifier z",
            ])
    }

    func testRegexLiterals() {
        XCTAssertEqual(
            kinds("let r = /a+b/\nlet q = x / y / z\nif s.contains(/[0-9]+/) {}"),
            [
                "keyword let", "identifier r", "punctuation =", "regex /a+b/",
                "keyword let", "identifier q", "punctuation =", "identifier x", "operator /", "identifier y",
                "operator /", "identifier z",
                "keyword if", "identifier s", "punctuation .", "identifier contains", "punctuation (",
                "regex /[0-9]+/", "punctuation )", "punctuation {", "punctuation }",
            ])
        XCTAssertEqual(
            kinds("let e = #/\n  (?<year>\\d+) / x\n/#\nlet f = #/a/b/#"),
            [
                "keyword let", "identifier e", "punctuation =", "regex #/\n  (?<year>\\d+) / x\n/#",
                "keyword let", "identifier f", "punctuation =", "regex #/a/b/#",
            ])
        // A space after `/` makes it division; so does an unbalanced `)`.
        XCTAssertEqual(
            kinds("(a / b, c / d)"),
            [
                "punctuation (", "identifier a", "operator /", "identifier b", "punctuation ,",
                "identifier c", "operator /", "identifier d", "punctuation )",
            ])
        XCTAssertEqual(
            kinds("reduce(0, /) + f(x) /2"),
            [
                "identifier reduce", "punctuation (", "number 0", "punctuation ,", "operator /", "punctuation )",
                "operator +", "identifier f", "punctuation (", "identifier x", "punctuation )", "operator /",
                "number 2",
            ])
        XCTAssertEqual(
            kinds("let m = try? /x/.wholeMatch(in: s)"),
            [
                "keyword let", "identifier m", "punctuation =", "keyword try", "operator ?", "regex /x/",
                "punctuation .", "identifier wholeMatch", "punctuation (", "keyword in", "punctuation :",
                "identifier s", "punctuation )",
            ])
        XCTAssertEqual(
            kinds("prefix operator /^/\nfunc /(a: A, b: B)"),
            [
                "identifier prefix", "keyword operator", "operator /^/",
                "keyword func", "operator /", "punctuation (", "identifier a", "punctuation :", "identifier A",
                "punctuation ,", "identifier b", "punctuation :", "identifier B", "punctuation )",
            ])
    }

    func testAttributesPoundWordsAndPunctuation() {
        XCTAssertEqual(
            kinds("@MainActor @available(iOS 17, *) @objc(name:) #selector(f) #Preview #file #if @ #"),
            [
                "attribute @MainActor", "attribute @available", "punctuation (", "identifier iOS", "number 17",
                "punctuation ,", "operator *", "punctuation )", "attribute @objc", "punctuation (", "identifier name",
                "punctuation :", "punctuation )", "pound #selector", "punctuation (", "identifier f", "punctuation )",
                "pound #Preview", "pound #file", "pound #if", "punctuation @", "punctuation #",
            ])
        // Backticked, `$` and placeholder names after `@` and `#`.
        XCTAssertEqual(
            kinds("@`Wrapper` var x @$dollar #$Feature #`name` @<#type#> @`` y"),
            [
                "attribute @`Wrapper`", "keyword var", "identifier x", "attribute @$dollar", "pound #$Feature",
                "pound #`name`", "attribute @<#type#>", "punctuation @", "identifier ``", "identifier y",
            ])
        // A run of `#`s opening no literal: bare `#`s, the last starting a name when one follows.
        XCTAssertEqual(
            kinds("###if x ## ##\"raw\"## ###/re/###"),
            [
                "punctuation #", "punctuation #", "pound #if", "identifier x", "punctuation #", "punctuation #",
                "string ##\"raw\"##", "regex ###/re/###",
            ])
        XCTAssertEqual(
            kinds(#"\Person.name ; ` a"#),
            [
                "punctuation \\", "identifier Person", "punctuation .", "identifier name", "punctuation ;",
                "punctuation `", "identifier a",
            ])
    }

    func testLineEndingsAndByteOrderMark() {
        let crlf = "a\r\nb\rc\n\nd"
        XCTAssertEqual(
            dump(crlf), "1:1:1\tidentifier\ta\n2:1:1\tidentifier\tb\n3:1:1\tidentifier\tc\n5:1:1\tidentifier\td\n")
        let file = SourceFile(path: "t.swift", text: crlf)
        XCTAssertEqual(file.lineStarts, [0, 3, 5, 7, 8])
        let bom = SourceFile(path: "t.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("let x".utf8))
        XCTAssertEqual(bom.tokens.map { "\($0.line):\($0.column)" }, ["1:4", "1:8"])
        XCTAssertEqual(bom.diagnostics, [])
        XCTAssertNil(losslessProblem(bom))
    }

    func testDumpEscapesBackslashTabNewlineAndCarriageReturn() {
        XCTAssertEqual(
            dump("\"a\\tb\"\n\"\"\"\r\n\tx\r\n\"\"\""),
            "1:1:6\tstring\t\"a\\\\tb\"\n2:1:12\tstring\t\"\"\"\\r\\n\\tx\\r\\n\"\"\"\n")
    }
}
