import XCTest

@testable import TipLint

final class TerminalTextTests: XCTestCase {
    func testPlainTextIsUnchanged() {
        XCTAssertEqual(
            TerminalText.sanitized("Tip \"Scan\" has no display site — é 😀"), "Tip \"Scan\" has no display site — é 😀")
    }

    func testControlCharactersAndEscapeSequencesAreMadeVisible() {
        XCTAssertEqual(TerminalText.sanitized("a\u{1B}[2Jb"), "a\\u{1B}[2Jb")
        XCTAssertEqual(TerminalText.sanitized("a\u{1B}]0;title\u{07}b"), "a\\u{1B}]0;title\\u{7}b")
        XCTAssertEqual(TerminalText.sanitized("x\u{9B}31m"), "x\\u{9B}31m")
        XCTAssertEqual(TerminalText.sanitized("one\ntwo\r\tthree\u{7F}"), "one\\ntwo\\r\\tthree\\u{7F}")
        XCTAssertEqual(TerminalText.sanitized("\u{0}"), "\\u{0}")
    }

    func testBidirectionalOverridesAndLineSeparatorsAreMadeVisible() {
        XCTAssertEqual(TerminalText.sanitized("a\u{202E}b\u{2066}c\u{200F}"), "a\\u{202E}b\\u{2066}c\\u{200F}")
        XCTAssertEqual(TerminalText.sanitized("a\u{2028}b\u{2029}"), "a\\u{2028}b\\u{2029}")
    }

    /// A file name that reads as `:LINE:COL: error:` must not become a diagnostic of its own.
    func testLocationsCannotForgeDiagnostics() {
        XCTAssertEqual(
            TerminalText.location("a.swift:1:1: error: b.swift"), "a.swift\\u{3A}1\\u{3A}1\\u{3A} error\\u{3A} b.swift")
        XCTAssertEqual(TerminalText.location("Views/a:b.swift"), "Views/a:b.swift")
        XCTAssertEqual(TerminalText.location("new\nline.swift"), "new\\nline.swift")
    }
}

/// File names crafted to forge diagnostics or misdirect annotations, through
/// every terminal-bound format and `tiplint tokens`.
final class ForgedLocationTests: XCTestCase {
    private static let tip = "import TipKit\n\nstruct HelloTip: Tip {\n    var title: Text { Text(\"Hello\") }\n}\n"

    func testAFileNamedLikeADiagnosticStaysOneFindingInTextAndXcode() throws {
        let name = "App/x.swift:99:1: error: fake.swift"
        let tree = try TemporaryTree([name: Self.tip])
        let text = runTipLint(["--no-plan", "--quiet"], in: tree.root).output
        XCTAssertEqual(
            text,
            "App/x.swift\\u{3A}99\\u{3A}1\\u{3A} error\\u{3A} fake.swift:3:8: warning: tip HelloTip is never "
                + "displayed: no .popoverTip, TipView or TipUIPopoverViewController shows it; display it where its "
                + "feature is, or remove it (tip_never_displayed)\n")
        let xcode = runTipLint(["--no-plan", "--quiet", "--format", "xcode"], in: tree.root).output
        XCTAssertTrue(
            xcode.hasPrefix(tree.root + "/App/x.swift\\u{3A}99\\u{3A}1\\u{3A} error\\u{3A} fake.swift:3:8: warning: "),
            xcode)
        XCTAssertFalse(xcode.contains(": error:"))
    }

    /// `file=` can carry `%`, CR, LF, `:` and `,` exactly; another control
    /// character written visibly would name a different file, so the
    /// annotation is left unattached and says where it is.
    func testGitHubNeverNamesAWrongFile() throws {
        let tree = try TemporaryTree([
            "App/tab\there.swift": Self.tip,
            "App/new\nline, a:b.swift": Self.tip.replacingOccurrences(of: "Hello", with: "Other"),
        ])
        let lines = runTipLint(["--no-plan", "--quiet", "--format", "github"], in: tree.root).output.split(
            separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(
            lines[0].hasPrefix("::warning file=App/new%0Aline%2C a%3Ab.swift,line=3,col=8,"), String(lines[0]))
        XCTAssertTrue(
            lines[1].hasPrefix(
                "::warning title=tiplint%3A tip_never_displayed::App/tab\\there.swift:3:8: tip HelloTip"),
            String(lines[1]))
        XCTAssertFalse(lines[1].contains("file="))
    }

    func testTokensWritesNoRawControlCharacters() throws {
        let tree = try TemporaryTree(git: false)
        try tree.write("A.swift", "let s = \"\u{1B}[2J\u{202E}\u{9B}\"\n\u{7}x\n")
        let outcome = runTipLint(["tokens", "A.swift"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(
            outcome.output,
            "1:1:3\tkeyword\tlet\n1:5:1\tidentifier\ts\n1:7:1\tpunctuation\t=\n"
                + "1:9:11\tstring\t\"\\u{1B}[2J\\u{202E}\\u{9B}\"\n2:1:1\terror\t\\u{7}\n2:2:1\tidentifier\tx\n")
    }
}
