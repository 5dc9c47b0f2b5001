import XCTest

@testable import SwiftScan

/// Bad input never crashes, hangs or recurses: generated and mutated inputs
/// all tokenize losslessly and build a Structure. (No time bounds: speed is
/// the benchmark's business; a hang still fails CI.)
final class RobustnessTests: XCTestCase {
    /// SplitMix64: a fixed seed gives the same inputs on every run.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    }

    /// Tokenizes `bytes` and checks the result is lossless; unless `quick`,
    /// also runs everything else that reads tokens.
    private func check(_ bytes: [UInt8], _ name: String, quick: Bool = false) {
        let source = SourceFile(path: name, bytes: bytes)
        if let problem = losslessProblem(source) { XCTFail("\(name): \(problem)") }
        if quick { return }
        let structure = Structure(source)
        XCTAssertEqual(structure.partner.count, source.tokens.count, name)
        for index in source.tokens.indices where structure.partner[index] > index {
            _ = structure.arguments(ofCallAt: index)
        }
        for token in source.tokens where token.kind == .string { _ = StringLiteral.value(of: token, in: source) }
        _ = TokenDump.render(source)
    }

    func testRandomBytesAndSwiftLikeNoise() {
        var random = Generator(state: 0x5EED)
        let alphabet =
            Array("\"'\\#/*()[]{}<>=!?.,:;@$`_ \n\r\t0123456789abcxyzE+-&|^~%eEpPx\u{0}".utf8)
            + [0xC2, 0xA0, 0xEF, 0xBB, 0xBF, 0xE2, 0x80, 0x9C, 0xFF, 0x80]
        for round in 0..<300 {
            let length = random.below(3000)
            let bytes: [UInt8] =
                round.isMultiple(of: 2)
                ? (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                : (0..<length).map { _ in alphabet[random.below(alphabet.count)] }
            check(bytes, "random-\(round)")
        }
    }

    func testTruncationsAndSplicesOfRepositoryFiles() throws {
        let root = try XCTUnwrap(packageRoot())
        let files = repositorySwiftFiles(under: root).compactMap {
            FileManager.default.contents(atPath: $0).map { [UInt8]($0) }
        }
        XCTAssertFalse(files.isEmpty)
        var random = Generator(state: 42)
        for (number, bytes) in files.prefix(40).enumerated() {
            for _ in 0..<4 {
                let cut = random.below(bytes.count + 1)
                check(Array(bytes[..<cut]), "truncated-\(number)-\(cut)")
                check(Array(bytes[cut...]), "tail-\(number)-\(cut)")
                let other = files[random.below(files.count)]
                let otherCut = random.below(other.count + 1)
                check(Array(bytes[..<cut] + other[otherCut...]), "spliced-\(number)-\(cut)-\(otherCut)")
            }
        }
    }

    func testDeepNesting() {
        let depth = 10_000
        let cases: [(String, String)] = [
            ("parens", String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)),
            ("unclosed parens", String(repeating: "f(", count: depth)),
            ("brackets and braces", String(repeating: "[{", count: depth) + String(repeating: "}]", count: depth)),
            ("interpolations", String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)),
            ("unclosed interpolations", String(repeating: "\"\\(", count: depth)),
            ("multi-line interpolations", String(repeating: "\"\"\"\n\\(", count: depth)),
            (
                "raw interpolations",
                String(repeating: "#\"\\#(", count: depth) + String(repeating: ")\"#", count: depth)
            ),
            ("block comments", String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)),
            ("unclosed block comments", String(repeating: "/*", count: depth)),
            ("if directives", String(repeating: "#if A\n", count: depth) + String(repeating: "#endif\n", count: depth)),
            ("stray endifs", String(repeating: "#else\n#endif\n", count: depth)),
            ("regex groups", "x = /" + String(repeating: "(", count: depth) + "/"),
        ]
        for (name, source) in cases {
            check(Array(source.utf8), name)
        }
    }

    /// A 10 MB line tokenizes completely and exactly: every token of the
    /// repeated expression in order, and an unterminated string that runs to
    /// the end of the file is one token with one diagnostic. No time bound:
    /// speed is the benchmark's job.
    func testTenMegabyteLine() {
        let repeats = 350_000
        let expression = "let total = " + String(repeating: "value + 1 * (other - 2) / x.y ", count: repeats)
        XCTAssertGreaterThan(expression.utf8.count, 10_000_000)
        let long = SourceFile(path: "10 MB expression line", text: expression)
        XCTAssertNil(losslessProblem(long))
        XCTAssertEqual(long.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }, [])
        let head = ["keyword let", "identifier total", "punctuation ="]
        let period = [
            "identifier value", "operator +", "number 1", "operator *", "punctuation (", "identifier other",
            "operator -", "number 2", "punctuation )", "operator /", "identifier x", "punctuation .", "identifier y",
        ]
        XCTAssertEqual(long.tokens.count, head.count + period.count * repeats)
        let render = { (token: Token) in "\(token.kind.dumpName) \(long.text(of: token))" }
        XCTAssertEqual(long.tokens.prefix(head.count + period.count).map(render), head + period)
        XCTAssertEqual(long.tokens.suffix(period.count).map(render), period)
        // Every token in between: the kinds repeat with the period (positions
        // are checked by losslessProblem).
        let kinds = period.map { name in TokenKind.allCases.first { name.hasPrefix($0.dumpName + " ") } }
        XCTAssertFalse(kinds.contains(nil))
        var mismatches = 0
        for (index, token) in long.tokens.enumerated().dropFirst(head.count)
        where token.kind != kinds[(index - head.count) % kinds.count] {
            mismatches += 1
        }
        XCTAssertEqual(mismatches, 0)
        XCTAssertEqual(long.tokens.last.map { Int($0.end) }, expression.utf8.count - 1)

        let unterminated = "let s = \"" + String(repeating: "abc \\\" ", count: 1_500_000)
        XCTAssertGreaterThan(unterminated.utf8.count, 10_000_000)
        let open = SourceFile(path: "10 MB unterminated string", text: unterminated)
        XCTAssertNil(losslessProblem(open))
        XCTAssertEqual(
            open.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }, ["1:9: unterminated string literal"])
        XCTAssertEqual(
            open.tokens.prefix(3).map { "\($0.kind.dumpName) \(open.text(of: $0))" },
            ["keyword let", "identifier s", "punctuation ="])
        XCTAssertEqual(open.tokens.count, 4)
        XCTAssertEqual(open.tokens.last?.kind, .string)
        XCTAssertEqual(open.tokens.last.map { Int($0.start) }, 8)
        XCTAssertEqual(open.tokens.last.map { Int($0.end) }, unterminated.utf8.count)
    }

    func testUnterminatedLiteralsAreDiagnosedAndRecovered() {
        XCTAssertEqual(
            kinds("let s = \"abc\nlet t = 1"),
            [
                "keyword let", "identifier s", "punctuation =", "string \"abc",
                "keyword let", "identifier t", "punctuation =", "number 1",
            ])
        XCTAssertEqual(diagnostics("let s = \"abc\nlet t = 1"), ["1:9: unterminated string literal"])
        XCTAssertEqual(diagnostics("x /* open"), ["1:3: unterminated block comment"])
        XCTAssertEqual(diagnostics("s = \"\"\"\nabc"), ["1:5: unterminated multi-line string literal"])
        XCTAssertEqual(kinds("f(\"a \\(b\nc"), ["identifier f", "punctuation (", "string \"a \\(b", "identifier c"])
        XCTAssertEqual(diagnostics("f(\"a \\(b\nc"), ["1:3: unterminated string literal"])
        XCTAssertEqual(kinds("a \u{0} b"), ["identifier a", "error \u{0}", "identifier b"])
        XCTAssertEqual(diagnostics("a \u{0} b"), ["1:3: NUL character in source"])
    }

    func testInvalidUTF8IsAnErrorToken() {
        let bytes: [UInt8] = Array("let a = ".utf8) + [0xFF, 0xC3] + Array(" b".utf8)
        let source = SourceFile(path: "bad.swift", bytes: bytes)
        XCTAssertEqual(source.tokens.map(\.kind), [.keyword, .identifier, .punctuation, .error, .error, .identifier])
        XCTAssertEqual(source.diagnostics.map(\.message), ["invalid UTF-8", "invalid UTF-8"])
        XCTAssertNil(losslessProblem(source))
    }
}
