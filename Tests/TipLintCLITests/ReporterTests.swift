import XCTest

@testable import TipLint

final class ReporterTests: XCTestCase {
    private let findings = [
        Finding(
            ruleID: "tip_never_displayed", severity: .warning, message: "tip 'ShareTip' has no display site",
            file: "App/Tips.swift", line: 12, column: 8, key: "ShareTip"),
        Finding(
            ruleID: "plan_tip_missing", severity: .error, message: "planned tip 'SaveTip' is not declared",
            file: "App/Tips.swift", line: 40, column: 1, endLine: 40, endColumn: 20,
            plan: PlanReference(file: "docs/plan.md", line: 88), key: "SaveTip"),
        Finding(
            ruleID: "tip_never_invalidated", severity: .note, message: "tip 'HomeTip' is never retired",
            file: "../Shared/Home.swift", line: 3, column: 5, key: "HomeTip"),
    ]

    private func context(colored: Bool = false) -> ReportContext {
        ReportContext(
            workingDirectory: "/work/app", fileCount: 7, plans: ["docs/plan.md"], systems: [.tipKit],
            colored: colored)
    }

    func testText() {
        XCTAssertEqual(
            TextReporter.generateReport(findings, context: context()),
            """
            App/Tips.swift:12:8: warning: tip 'ShareTip' has no display site (tip_never_displayed)
            App/Tips.swift:40:1: error: planned tip 'SaveTip' is not declared (plan_tip_missing)
            ../Shared/Home.swift:3:5: note: tip 'HomeTip' is never retired (tip_never_invalidated)

            """)
        XCTAssertEqual(TextReporter.generateReport([], context: context()), "")
    }

    func testColouredText() {
        XCTAssertEqual(
            TextReporter.generateReport(findings, context: context(colored: true)),
            """
            App/Tips.swift:12:8: \u{1B}[1;33mwarning\u{1B}[0m: tip 'ShareTip' has no display site \u{1B}[2m(tip_never_displayed)\u{1B}[0m
            App/Tips.swift:40:1: \u{1B}[1;31merror\u{1B}[0m: planned tip 'SaveTip' is not declared \u{1B}[2m(plan_tip_missing)\u{1B}[0m
            ../Shared/Home.swift:3:5: \u{1B}[1;36mnote\u{1B}[0m: tip 'HomeTip' is never retired \u{1B}[2m(tip_never_invalidated)\u{1B}[0m

            """)
    }

    func testTextNeutralisesTerminalEscapesFromScannedCode() {
        let hostile = Finding(
            ruleID: "tip_copy_length", severity: .warning, message: "title \"\u{1B}[2J\u{1B}]0;pwned\u{07}\" is long",
            file: "App/\u{1B}[31mRed\u{202E}.swift", line: 1, column: 1, key: "x")
        XCTAssertEqual(
            TextReporter.generateReport([hostile], context: context(colored: true)),
            "App/\\u{1B}[31mRed\\u{202E}.swift:1:1: \u{1B}[1;33mwarning\u{1B}[0m: title \"\\u{1B}[2J\\u{1B}]0;pwned\\u{7}\" is long \u{1B}[2m(tip_copy_length)\u{1B}[0m\n"
        )
        XCTAssertEqual(
            XcodeReporter.generateReport([hostile], context: context()),
            "/work/app/App/\\u{1B}[31mRed\\u{202E}.swift:1:1: warning: title \"\\u{1B}[2J\\u{1B}]0;pwned\\u{7}\" is long (tip_copy_length)\n"
        )
    }

    func testXcodeUsesAbsolutePaths() {
        XCTAssertEqual(
            XcodeReporter.generateReport(findings, context: context(colored: true)),
            """
            /work/app/App/Tips.swift:12:8: warning: tip 'ShareTip' has no display site (tip_never_displayed)
            /work/app/App/Tips.swift:40:1: error: planned tip 'SaveTip' is not declared (plan_tip_missing)
            /work/Shared/Home.swift:3:5: note: tip 'HomeTip' is never retired (tip_never_invalidated)

            """)
    }

    func testJSON() {
        XCTAssertEqual(
            JSONReporter.generateReport(findings, context: context()),
            """
            {
              "version": 1,
              "tool": {
                "name": "tiplint",
                "version": "\(TipLintVersion.current)"
              },
              "findings": [
                {
                  "ruleId": "tip_never_displayed",
                  "severity": "warning",
                  "message": "tip 'ShareTip' has no display site",
                  "file": "App/Tips.swift",
                  "line": 12,
                  "column": 8
                },
                {
                  "ruleId": "plan_tip_missing",
                  "severity": "error",
                  "message": "planned tip 'SaveTip' is not declared",
                  "file": "App/Tips.swift",
                  "line": 40,
                  "column": 1,
                  "endLine": 40,
                  "endColumn": 20,
                  "plan": {
                    "file": "docs/plan.md",
                    "line": 88
                  }
                },
                {
                  "ruleId": "tip_never_invalidated",
                  "severity": "note",
                  "message": "tip 'HomeTip' is never retired",
                  "file": "../Shared/Home.swift",
                  "line": 3,
                  "column": 5
                }
              ],
              "summary": {
                "files": 7,
                "errors": 1,
                "warnings": 1,
                "notes": 1,
                "plans": [
                  "docs/plan.md"
                ],
                "systems": [
                  "TipKit"
                ]
              }
            }

            """)
    }

    func testJSONWithoutFindingsAndHostileText() throws {
        let hostile = Finding(
            ruleID: "lex_error", severity: .warning, message: "bad \u{1B}[0m \"x\"\u{2028}",
            file: "A.swift", line: 1, column: 1, key: "k")
        let report = JSONReporter.generateReport([hostile], context: ReportContext(workingDirectory: "/", fileCount: 1))
        XCTAssertTrue(report.contains(#""message": "bad \u001b[0m \"x\"\u2028""#), report)
        let parsed = try JSONReader.parse(report).value
        XCTAssertEqual(parsed["findings"], .array([JSONReporter.json(hostile)]))
        let empty = try JSONReader.parse(JSONReporter.generateReport([], context: context())).value
        XCTAssertEqual(empty["findings"], .array([]))
    }

    func testEveryReporterIsRegisteredUnderItsName() {
        XCTAssertEqual(
            Reporters.all.map { $0.identifier },
            ["text", "xcode", "json", "sarif", "github", "junit", "checkstyle"])
        XCTAssertTrue(Reporters.reporter(named: "xcode") == XcodeReporter.self)
        XCTAssertTrue(Reporters.reporter(named: "sarif") == SarifReporter.self)
        XCTAssertNil(Reporters.reporter(named: "yaml"))
    }
}
