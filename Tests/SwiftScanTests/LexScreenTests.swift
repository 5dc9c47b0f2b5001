import SwiftScanVectors
import XCTest

@testable import SwiftScan

/// `LexScreen` may answer "not sure" as often as it likes, but a "clean" must
/// never hide a diagnostic the lexer reports.
final class LexScreenTests: XCTestCase {
    private func screen(_ source: String) -> Bool { LexScreen.provesClean(Array(source.utf8)) }

    func testOrdinarySwiftIsProvenClean() {
        let cases = [
            "",
            "import SwiftUI\n\nstruct A: View {\n    var body: some View { Text(\"Hi\") }\n}\n",
            "let total = width / 2 + count/3 // halves\n/* a /* nested */ comment */ let x = 1_000",
            "let s = \"a \\(b.map { \"\\($0)\" }.joined()) c \\\"quoted\\\"\"",
            "let m = \"\"\"\n    two \\(lines(\"x\"))\n    \"\"\"\n",
            "let r = #\"raw \\d \"# + #\"\\#(x)\"#",
            "let f = 0.5 * 3.14; let t = x.0.1; let r = 1..<5; let d = 1.description",
            "`default`.value; let `class` = 1; (a) / (b); c[0] / d; \"s\" / 2; self / 2; _ = y",
            "#if DEBUG\nlet a = 1\n#endif\n@available(iOS 17, *) func f() {}",
            "let a = b\r\n// crlf comment\r\nlet c = \"d\"\r\n",
            "let s = \"a \\\u{00E9} \u{1F600}\"",
            "let s: Set<Array<Int>> = []\nif a >> 2 > b << 1 { x <<= 1 }\n",
            "let h = 0xFF_FF; let o = 0o7; let b = 0b1_0; let e = 1e10 + 2.5E-3 + 1_0e+2",
            "let s = #\"\"\"\nraw \"\"\" \\(not)\n\"\"\"#; let t = #\"\"\"a\"#",
        ]
        for source in cases {
            XCTAssertTrue(screen(source), source)
            XCTAssertEqual(diagnostics(source), [], source)
            // At each offset of the sixteen-byte steps and 64-byte blocks that pass over plain code.
            for lead in 1...64 {
                let placed = String(repeating: " ", count: lead) + source + String(repeating: " ", count: 40)
                XCTAssertTrue(screen(placed), placed)
            }
        }
    }

    /// The vector test that passes over plain code stops at exactly the bytes the scalar loop does
    /// not class as plain at top level: letters, blanks and brackets pass, digits stop.
    func testVectorStepsStopAtEveryByteThatMayDecide() {
        func stops(_ byte: UInt8) -> Bool {
            !LaneSet(CodeByte.mayStopAtTopLevel(ByteLanes(repeating: byte))).isEmpty
        }
        for byte in 0...255 {
            XCTAssertEqual(stops(UInt8(byte)), CodeByte.topLevel[byte] != .plain, "byte \(byte)")
        }
        for plain in Array("azAZ_ \t\n(){}[].,:;=+-".utf8) {
            XCTAssertFalse(stops(plain), "\(plain)")
        }
        XCTAssertTrue(stops(UInt8(ascii: "8")))
    }

    /// The 64-byte blocks (AVX2, where the processor has it) stop at the same bytes, in every
    /// position of either 32-byte half.
    func testBlocksStopAtEveryByteThatMayDecide() throws {
        try XCTSkipUnless(CodeByte.classifiesBlocks, "no AVX2 here: the sixteen-byte steps run")
        for byte in 0...255 {
            for position in 0..<64 {
                var block = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
                block[position] = UInt8(byte)
                var stops: UInt64 = 0
                let start = swiftscan_code_stop_block(block, 0, 64, &stops)
                let expected: UInt64 = CodeByte.topLevel[byte] != .plain ? 1 << position : 0
                XCTAssertEqual(stops, expected, "byte \(byte) at \(position)")
                XCTAssertEqual(start, stops == 0 ? 64 : 0)
            }
        }
    }

    /// A word's digits are passed with the word, wherever the vector steps stop in it.
    func testDigitsInsideWordsArePassed() {
        for lead in 0...20 {
            let source = String(repeating: " ", count: lead) + "let utf8x16 = SIMD16<UInt8>(a1b2c3_4$5)\n"
            XCTAssertTrue(screen(source), source)
            XCTAssertEqual(diagnostics(source), [], source)
        }
        XCTAssertFalse(screen("let x = 1abc\n"))
    }

    /// What the screen leaves to the lexer: anything whose reading needs the
    /// lexer's context, and every kind of diagnostic.
    func testUnsureWhereTheLexerDecides() {
        let cases = [
            "let r = /ab+c/", // a regex literal
            "return /x/", // after a keyword a regex may start
            "a /b", // prefix-looking slash
            "x = a +/ b", // a slash inside an operator
            "let r = #/a/#",
            "let h = 0x1.8p3", // a hexadecimal fraction
            "let caf\u{00E9} = 1", // non-ASCII code
            "\u{FEFF}let a = 1", // byte order mark
            "#!/usr/bin/env swift\nprint(1)",
            "let p = <#value#>",
            "<<<<<<< HEAD\nlet a = 1\n=======\nlet a = 2\n>>>>>>> branch\n",
            ">>>> ORIGINAL\nlet a = 1\n==== THEIRS\nlet a = 2\n<<<<\n",
            "f(\"a \\(b\n)\")", // interpolation cut by a line break
            // Diagnostics:
            "let s = \"open",
            "let m = \"\"\"\nopen",
            "/* open",
            "a */ b",
            "let c = 'x'",
            "let n = 12abc",
            "let e = 1e", "let e = 2.5e+x", "let o = 0o8", "let x = 0xG", "let b = 0b",
            "x = ``",
            "let a = 1 \u{0} 2",
            "let q = \u{201C}curly\u{201D}",
        ]
        for source in cases {
            XCTAssertFalse(screen(source), source)
            // After whole lines, at each offset of the sixteen-byte steps (the first two must start a file).
            guard !source.hasPrefix("\u{FEFF}"), !source.hasPrefix("#!") else { continue }
            for lead in 1...16 {
                let placed = String(repeating: "\n", count: lead) + source + String(repeating: " ", count: 40)
                XCTAssertFalse(screen(placed), placed)
            }
        }
    }

    /// Every Swift file of the repository, each cut at many points (cuts leave
    /// literals and comments open) and each with a stray byte spliced in.
    func testCleanIsNeverWrongOnRepositorySwift() throws {
        let root = try XCTUnwrap(packageRoot())
        var cleared = 0
        var checked = 0
        for path in repositorySwiftFiles(under: root) {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path).map { [UInt8]($0) }, path)
            var variants = [bytes]
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 12)) {
                variants.append(Array(bytes[..<cut]))
                for stray in Array("\"'/*`#(\\\n".utf8) {
                    var spliced = bytes
                    spliced.insert(stray, at: cut)
                    variants.append(spliced)
                }
            }
            for variant in variants {
                checked += 1
                guard LexScreen.provesClean(variant) else { continue }
                cleared += 1
                let found = SourceFile(path: path, bytes: variant).diagnostics
                XCTAssertEqual(found.map(\.message), [], "\(path), \(variant.count) bytes: screen said clean")
            }
        }
        // Mostly the screen should clear what it sees (the cuts and splices break many).
        XCTAssertGreaterThan(cleared, checked / 4)
    }
}
