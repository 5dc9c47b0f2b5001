import XCTest

@testable import TipLint

final class GitHubReporterTests: XCTestCase {
    private let context = ReportContext(workingDirectory: "/repo/app", fileCount: 3, sourceRoot: "/repo")

    private func finding(
        _ severity: Severity, line: Int, message: String = "m", file: String = "A.swift",
        plan: PlanReference? = nil
    ) -> Finding {
        Finding(
            ruleID: "tip_in_loop", severity: severity, message: message, file: file, line: line, column: 4,
            endLine: line, endColumn: 9, plan: plan, key: "k\(line)")
    }

    func testOneCommandPerFindingWithRegionAndTitle() {
        let report = GitHubReporter.generateReport(
            [
                finding(.error, line: 3, message: "one tip on every row"),
                finding(.warning, line: 5, plan: PlanReference(file: "../docs/plan.md", line: 12)),
                finding(.note, line: 7),
            ], context: context)
        XCTAssertEqual(
            report,
            """
            ::error file=app/A.swift,line=3,col=4,endLine=3,endColumn=8,title=tiplint%3A tip_in_loop::one tip on every row
            ::warning file=app/A.swift,line=5,col=4,endLine=5,endColumn=8,title=tiplint%3A tip_in_loop::m (plan: ../docs/plan.md:12)
            ::notice file=app/A.swift,line=7,col=4,endLine=7,endColumn=8,title=tiplint%3A tip_in_loop::m

            """)
    }

    func testEscapingKeepsHostileTextInsideItsCommand() {
        let hostile = finding(
            .error, line: 1, message: "50% done\r\n::set-output name=x::y %0A \u{1B}[31mred\u{202E}",
            file: "we,ird: name%0A\n::error::x.swift")
        XCTAssertEqual(
            GitHubReporter.command(hostile, context: ReportContext(workingDirectory: "/r", fileCount: 1)),
            "::error file=we%2Cird%3A name%250A%0A%3A%3Aerror%3A%3Ax.swift,line=1,col=4,endLine=1,endColumn=8,"
                + "title=tiplint%3A tip_in_loop::50%25 done%0D%0A::set-output name=x::y %250A \\u{1B}[31mred\\u{202E}")
        XCTAssertEqual(GitHubReporter.data("a:b,c"), "a:b,c")
        XCTAssertEqual(GitHubReporter.property("a:b,c"), "a%3Ab%2Cc")
    }

    func testLogSaysWhichFindingsGitHubLeavesUnannotated() {
        let findings =
            (1...12).map { finding(.error, line: $0) } + (1...10).map { finding(.warning, line: 20 + $0) }
            + (1...11).map { finding(.note, line: 40 + $0) }
        let lines = GitHubReporter.generateReport(findings, context: context).split(separator: "\n")
        XCTAssertEqual(lines.count, 34)
        XCTAssertEqual(lines.filter { $0.hasPrefix("::error ") }.count, 12)
        XCTAssertEqual(
            lines.last,
            "tiplint: GitHub shows at most 10 annotations of each kind per step; 2 more errors, "
                + "1 more notice are not annotated. Every finding is listed above.")
        XCTAssertFalse(
            GitHubReporter.generateReport(Array(findings.prefix(10)), context: context).contains("not annotated"))
    }

    func testStepSummary() {
        let findings = [
            finding(.error, line: 3, message: "a | b <img src=x onerror=alert(1)> @octocat"),
            finding(.note, line: 9, file: "Sub/`B`.swift"),
        ]
        XCTAssertEqual(
            GitHubStepSummary.markdown(findings, context: context),
            """
            ## tiplint

            **1 error, 0 warnings, 1 note** in 3 files

            | Severity | Location | Rule | Message |
            |---|---|---|---|
            | error | `app/A.swift:3:4` | `tip_in_loop` | a \\| b &lt;img src=x onerror=alert(1)&gt; @&#8203;octocat |
            | note | ``app/Sub/`B`.swift:9:4`` | `tip_in_loop` | m |

            """)
        XCTAssertEqual(
            GitHubStepSummary.markdown([], context: context),
            "## tiplint\n\n**0 errors, 0 warnings, 0 notes** in 3 files\n\n")
    }

    /// Code spans in a message render as code; a plan line the message cites is not cited twice.
    func testStepSummaryMessagesShowCodeAndCiteThePlanOnce() {
        let findings = [
            finding(
                .error, line: 3,
                message: "lacks `import TipKit`, which the plan adds (../docs/plan.md:12); a lone ` stays",
                plan: PlanReference(file: "../docs/plan.md", line: 12)),
            finding(.warning, line: 5, message: "m", plan: PlanReference(file: "../docs/plan.md", line: 20)),
        ]
        let rows = GitHubStepSummary.markdown(findings, context: context).split(separator: "\n").suffix(2)
        XCTAssertEqual(
            Array(rows),
            [
                "| error | `app/A.swift:3:4` | `tip_in_loop` | lacks `import TipKit`, which the plan adds "
                    + "(../docs/plan.md:12); a lone \\` stays |",
                "| warning | `app/A.swift:5:4` | `tip_in_loop` | m (plan: ../docs/plan.md:20) |",
            ])
    }

    func testStepSummaryNotesUnannotatedFindingsAndStaysUnderGitHubsSizeLimit() {
        let long = String(repeating: "x", count: 5000)
        let findings = (1...400).map { finding(.error, line: $0, message: long) }
        let summary = GitHubStepSummary.markdown(findings, context: context)
        XCTAssertTrue(
            summary.contains(
                "> GitHub shows at most 10 annotations of each kind per step: 390 more errors are "
                    + "not annotated; the log and the table below list them.\n"))
        XCTAssertLessThan(summary.utf8.count, 1_000_000)
        let listed = summary.split(separator: "\n").filter { $0.hasPrefix("| error |") }.count
        XCTAssertTrue(
            summary.hasSuffix(
                "\n\(400 - listed) more findings are not listed: GitHub takes at most 1 MiB of "
                    + "summary per step. The log has them all.\n"))
        XCTAssertEqual(listed, 178)
    }
}
