import XCTest

@testable import TipLint

/// The built `tiplint` binary, run as a process on small trees: exit
/// statuses, and what goes to stdout, stderr and files.
final class EndToEndTests: XCTestCase {
    private let notUTF8: [UInt8] = [0x61, 0xFF, 0x0A]

    override func setUpWithError() throws {
        let binary = productsDirectory.appendingPathComponent("tiplint").path
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary), "no tiplint binary at \(binary)")
    }

    func testExitZeroWhenTheGatePasses() throws {
        let tree = try TemporaryTree(["App/A.swift": "struct A {}\n"])
        let outcome = try runBinary(["App"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, "")
        XCTAssertTrue(
            outcome.error.hasPrefix(
                "plan: none found; plan checks skipped\ntip systems: none detected\n"
                    + "0 errors, 0 warnings, 0 notes in 1 file ("), outcome.error)
    }

    func testExitOneWhenTheGateFails() throws {
        let tree = try TemporaryTree([".tiplint.json": #"{"rules": {"unreadable_file": "error"}}"#])
        try tree.write("App/Bad.swift", bytes: notUTF8)
        let outcome = try runBinary([], in: tree.root)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(
            outcome.output, "App/Bad.swift:1:1: error: file is not valid UTF-8; it was not analysed (unreadable_file)\n"
        )
        XCTAssertTrue(outcome.error.contains("1 error, 0 warnings, 0 notes in 1 file ("), outcome.error)
    }

    /// A walked file whose name is not UTF-8 cannot be opened through Foundation: the finding says
    /// why, and --strict fails on it.
    func testAFileNameThatIsNotUTF8IsAnUnreadableFileFinding() throws {
        let tree = try TemporaryTree()
        let name = Array((tree.root + "/bad").utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        let outcome = try runBinary(["--no-plan"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(
            outcome.output,
            "bad\u{FFFD}.swift:1:1: warning: file cannot be read (its name is not valid UTF-8); "
                + "it was not analysed (unreadable_file)\n")
        XCTAssertEqual(try runBinary(["--no-plan", "--quiet", "--strict"], in: tree.root).status, 1)
    }

    func testStrictFailsOnWarnings() throws {
        let tree = try TemporaryTree()
        try tree.write("Bad.swift", bytes: notUTF8)
        XCTAssertEqual(try runBinary(["--quiet"], in: tree.root).status, 0)
        let strict = try runBinary(["--quiet", "--strict"], in: tree.root)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.error, "")
    }

    func testExitTwoWithOneMessageWhenItCannotRunAsAsked() throws {
        let tree = try TemporaryTree([".tiplint.json": "{\"copy\": {\"maxSentences\": -1}}"])
        let cases: [([String], String)] = [
            (["--baseline", "b.json"], "tiplint: error: b.json: baseline file not found\n"),
            (["Missing"], "tiplint: error: Missing: no such file or directory\n"),
            ([], "tiplint: error: .tiplint.json:1:27: \"maxSentences\" must be a whole number of at least 1\n"),
            (["--no-plan", "--config", "x.json"], "tiplint: error: x.json: configuration file not found\n"),
        ]
        for (arguments, message) in cases {
            let outcome = try runBinary(arguments, in: tree.root)
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertEqual(outcome.output, "", "\(arguments)")
            XCTAssertEqual(outcome.error, message, "\(arguments)")
        }
    }

    func testOutputFilesAreWrittenAndStandardOutputKeepsText() throws {
        let tree = try TemporaryTree()
        try tree.write("Bad.swift", bytes: notUTF8)
        let outcome = try runBinary(["--format", "json:report.json", "--quiet"], in: tree.root)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(
            outcome.output, "Bad.swift:1:1: warning: file is not valid UTF-8; it was not analysed (unreadable_file)\n")
        let report = try JSONReader.parse(XCTUnwrap(tree.read("report.json"))).value
        XCTAssertEqual(report["version"], 1)
        XCTAssertEqual(report["tool"]?["version"], .string(TipLintVersion.current))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: tree.root).sorted(),
            [".git", "Bad.swift", "report.json"])
    }

    func testAnUnwritableOutputExitsTwoAndWritesNothing() throws {
        let tree = try TemporaryTree(["A.swift": ""])
        let outcome = try runBinary(["--output", "out/findings.txt"], in: tree.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.error, "tiplint: error: out/findings.txt: directory 'out' does not exist\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root).sorted(), [".git", "A.swift"])
    }

    func testColourIsOffInAPipeAndOnWhenAsked() throws {
        let tree = try TemporaryTree()
        try tree.write("Bad.swift", bytes: notUTF8)
        XCTAssertFalse(try runBinary(["--quiet"], in: tree.root).output.contains("\u{1B}"))
        XCTAssertEqual(
            try runBinary(["--quiet", "--color", "always"], in: tree.root, environment: ["NO_COLOR": "1"]).output,
            "Bad.swift:1:1: \u{1B}[1;33mwarning\u{1B}[0m: file is not valid UTF-8; it was not analysed \u{1B}[2m(unreadable_file)\u{1B}[0m\n"
        )
    }

    func testVersionHelpAndRules() throws {
        let version = try runBinary(["--version"], in: "/")
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.output, TipLintVersion.current + "\n")
        let help = try runBinary(["--help"], in: "/")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.hasPrefix("OVERVIEW: "))
        XCTAssertEqual(help.error, "")
        let rules = try runBinary(["rules"], in: "/")
        XCTAssertEqual(rules.status, 0)
        XCTAssertEqual(rules.output.split(separator: "\n").count, RuleRegistry.descriptions.count + 1)
    }

    func testATipKitProjectThroughConfigAndJSON() throws {
        let tree = try TemporaryTree([
            "App/Tips.swift": "import TipKit\n\nstruct StarTip: Tip {\n    var title: Text { Text(\"Star it\") }\n}\n",
            "App/Broken.swift": "let label = \"open\n",
        ])
        let plain = try runBinary(["--format", "json", "--quiet"], in: tree.root)
        XCTAssertEqual(plain.status, 0)
        XCTAssertEqual(
            try locations(plain.output),
            [
                ExpectedFinding("lex_error", "App/Broken.swift", 1),
                ExpectedFinding("tip_never_displayed", "App/Tips.swift", 3),
            ])
        XCTAssertEqual(try runBinary(["--strict", "--quiet"], in: tree.root).status, 1)

        try tree.write(".tiplint.json", #"{"rules": {"tip_never_displayed": "error", "lex_error": "off"}}"#)
        let configured = try runBinary(["--format", "json", "--quiet"], in: tree.root)
        XCTAssertEqual(configured.status, 1)
        XCTAssertEqual(try locations(configured.output), [ExpectedFinding("tip_never_displayed", "App/Tips.swift", 3)])
        let report = try JSONReader.parse(configured.output).value
        guard case .array(let findings)? = report["findings"] else { return XCTFail("no findings array") }
        XCTAssertEqual(findings.first?["severity"], "error")
        XCTAssertEqual(report["summary"]?["systems"], ["TipKit"])
    }

    /// `rule file:line` of each finding in a JSON report.
    private func locations(_ json: String) throws -> [ExpectedFinding] {
        guard case .array(let findings)? = try JSONReader.parse(json).value["findings"] else { return [] }
        return findings.map { finding in
            guard case .string(let rule)? = finding["ruleId"], case .string(let file)? = finding["file"],
                case .integer(let line)? = finding["line"]
            else { return ExpectedFinding("?", "?", 0) }
            return ExpectedFinding(rule, file, line)
        }
    }
}
