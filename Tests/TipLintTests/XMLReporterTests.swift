import XCTest

@testable import TipLint

/// junit and checkstyle: exact documents, and well-formed whatever the content.
final class XMLReporterTests: XCTestCase {
    private let findings = [
        Finding(
            ruleID: "missing_import", severity: .error, message: "uses `TipView` without `import TipKit`",
            file: "App/Home.swift", line: 4, column: 9, key: "TipView"),
        Finding(
            ruleID: "plan_copy_mismatch", severity: .warning, message: "title differs from the plan's \"Save\"",
            file: "App/Home.swift", line: 20, column: 5, plan: PlanReference(file: "docs/plan.md", line: 7),
            key: "SaveTip"),
        Finding(
            ruleID: "tip_never_invalidated", severity: .note, message: "never retired",
            file: "App/Tips.swift", line: 2, column: 8, key: "HomeTip"),
    ]
    private var context: ReportContext {
        ReportContext(
            workingDirectory: "/repo", fileCount: 3, files: ["App/Clean.swift", "App/Home.swift", "App/Tips.swift"])
    }

    func testJUnit() {
        XCTAssertEqual(
            JUnitReporter.generateReport(findings, context: context),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="tiplint" tests="4" failures="1" errors="0" skipped="0" time="0">
              <testsuite name="App/Clean.swift" tests="1" failures="0" errors="0" skipped="0" time="0">
                <testcase name="tiplint" classname="App/Clean" file="App/Clean.swift" time="0"/>
              </testsuite>
              <testsuite name="App/Home.swift" tests="2" failures="1" errors="0" skipped="0" time="0">
                <testcase name="missing_import at 4:9" classname="App/Home" file="App/Home.swift" line="4" time="0">
                  <failure type="error" message="uses `TipView` without `import TipKit`">App/Home.swift:4:9: error: uses `TipView` without `import TipKit` (missing_import)</failure>
                </testcase>
                <testcase name="plan_copy_mismatch at 20:5" classname="App/Home" file="App/Home.swift" line="20" time="0">
                  <system-out>App/Home.swift:20:5: warning: title differs from the plan&apos;s &quot;Save&quot; (plan_copy_mismatch)&#xA;plan: docs/plan.md:7</system-out>
                </testcase>
              </testsuite>
              <testsuite name="App/Tips.swift" tests="1" failures="0" errors="0" skipped="0" time="0">
                <testcase name="tip_never_invalidated at 2:8" classname="App/Tips" file="App/Tips.swift" line="2" time="0">
                  <system-out>App/Tips.swift:2:8: note: never retired (tip_never_invalidated)</system-out>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    /// With --fail-on note every finding fails the gate, so every one is a failure.
    func testJUnitFailOnNoteCountsEveryFinding() {
        var failOnNote = context
        failOnNote.failureThreshold = .note
        let report = JUnitReporter.generateReport(findings, context: failOnNote)
        XCTAssertTrue(report.contains("<testsuites name=\"tiplint\" tests=\"4\" failures=\"3\""), report)
        XCTAssertTrue(report.contains("<failure type=\"note\" message=\"never retired\">"), report)
        XCTAssertFalse(report.contains("<system-out>"), report)
    }

    func testCleanRunStillReportsATest() {
        XCTAssertEqual(
            JUnitReporter.generateReport(
                [], context: ReportContext(workingDirectory: "/", fileCount: 1, files: ["A.swift"])),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="tiplint" tests="1" failures="0" errors="0" skipped="0" time="0">
              <testsuite name="A.swift" tests="1" failures="0" errors="0" skipped="0" time="0">
                <testcase name="tiplint" classname="A" file="A.swift" time="0"/>
              </testsuite>
            </testsuites>

            """)
    }

    func testCheckstyle() {
        XCTAssertEqual(
            CheckstyleReporter.generateReport(findings, context: context),
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="App/Clean.swift"/>
              <file name="App/Home.swift">
                <error line="4" column="9" severity="error" message="uses `TipView` without `import TipKit`" source="tiplint.rules.missing_import"/>
                <error line="20" column="5" severity="warning" message="title differs from the plan&apos;s &quot;Save&quot; (plan: docs/plan.md:7)" source="tiplint.rules.plan_copy_mismatch"/>
              </file>
              <file name="App/Tips.swift">
                <error line="2" column="8" severity="info" message="never retired" source="tiplint.rules.tip_never_invalidated"/>
              </file>
            </checkstyle>

            """)
    }

    func testXMLTextEscapesMarkupAndRemovesWhatXMLForbids() {
        XCTAssertEqual(XMLText.escaped("<script>&\"'</script>"), "&lt;script&gt;&amp;&quot;&apos;&lt;/script&gt;")
        XCTAssertEqual(XMLText.escaped("a\tb\nc\rd"), "a&#x9;b&#xA;c&#xD;d")
        XCTAssertEqual(XMLText.escaped("\u{1B}[31m\u{0}\u{8}\u{FFFE}"), "\\u{1B}[31m\\u{0}\\u{8}\\u{FFFE}")
        XCTAssertEqual(XMLText.escaped("\u{9B}2J\u{202E}]]>"), "&#x9B;2J&#x202E;]]&gt;")
    }
}
