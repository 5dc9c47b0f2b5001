import XCTest

@testable import TipLint

/// A finding's related locations in each format: SARIF `relatedLocations` (after the plan line's),
/// JSON `related`, a `note:` line per place in the Xcode format, a line per place in a GitHub
/// annotation, and nothing extra in the one-line-per-finding text format.
final class RelatedLocationOutputTests: XCTestCase {
    private let context = ReportContext(workingDirectory: "/repo/app", fileCount: 2, sourceRoot: "/repo")

    private var finding: Finding {
        var finding = Finding(
            ruleID: "tip_never_displayed", severity: .warning, message: "tip LampTip is never displayed",
            file: "Lamp/Tips.swift", line: 4, column: 8, endLine: 4, endColumn: 15,
            plan: PlanReference(file: "docs/plan.md", line: 30), key: "LampTip")
        finding.related = [
            RelatedLocation(
                message: "its event LampTip.dimmed is never donated either", file: "Lamp/Tips.swift", line: 6,
                column: 16),
            RelatedLocation(
                message: "its @Parameter LampTip.isOn is never set either", file: "Lamp/State.swift", line: 2,
                column: 23),
        ]
        return finding
    }

    func testSarifListsThePlanLineThenEachRelatedPlaceWithItsOwnID() throws {
        let log = try JSONReader.parse(SarifReporter.generateReport([finding], context: context)).value
        let related = log["runs"]?.arrayValue?.first?["results"]?.arrayValue?.first?["relatedLocations"]
        XCTAssertEqual(
            related,
            try JSONReader.parse(
                """
                [
                  {"id": 1, "physicalLocation": {"artifactLocation": {"uri": "app/docs/plan.md", "uriBaseId": "%SRCROOT%"},
                                                 "region": {"startLine": 30}},
                   "message": {"text": "where the plan sets this expectation"}},
                  {"id": 2, "physicalLocation": {"artifactLocation": {"uri": "app/Lamp/Tips.swift", "uriBaseId": "%SRCROOT%"},
                                                 "region": {"startLine": 6, "startColumn": 16}},
                   "message": {"text": "its event LampTip.dimmed is never donated either"}},
                  {"id": 3, "physicalLocation": {"artifactLocation": {"uri": "app/Lamp/State.swift", "uriBaseId": "%SRCROOT%"},
                                                 "region": {"startLine": 2, "startColumn": 23}},
                   "message": {"text": "its @Parameter LampTip.isOn is never set either"}}
                ]
                """
            ).value)
    }

    func testJSONHasARelatedArrayOnlyWhenThereArePlaces() throws {
        XCTAssertEqual(
            JSONReporter.json(finding)["related"],
            try JSONReader.parse(
                """
                [{"message": "its event LampTip.dimmed is never donated either", "file": "Lamp/Tips.swift", "line": 6, "column": 16},
                 {"message": "its @Parameter LampTip.isOn is never set either", "file": "Lamp/State.swift", "line": 2, "column": 23}]
                """
            ).value)
        var alone = finding
        alone.related = []
        XCTAssertNil(JSONReporter.json(alone)["related"])
    }

    func testXcodeAddsANoteLinePerPlaceAndTextStaysOneLine() {
        XCTAssertEqual(
            XcodeReporter.generateReport([finding], context: context),
            """
            /repo/app/Lamp/Tips.swift:4:8: warning: tip LampTip is never displayed (tip_never_displayed)
            /repo/app/Lamp/Tips.swift:6:16: note: its event LampTip.dimmed is never donated either
            /repo/app/Lamp/State.swift:2:23: note: its @Parameter LampTip.isOn is never set either

            """)
        XCTAssertEqual(
            TextReporter.generateReport([finding], context: context),
            "Lamp/Tips.swift:4:8: warning: tip LampTip is never displayed (tip_never_displayed)\n")
    }

    func testGitHubAnnotationListsEachPlaceOnItsOwnLine() {
        XCTAssertEqual(
            GitHubReporter.command(finding, context: context),
            "::warning file=app/Lamp/Tips.swift,line=4,col=8,"
                + "endLine=4,endColumn=14,title=tiplint%3A tip_never_displayed::tip LampTip is never displayed "
                + "(plan: docs/plan.md:30)%0Aapp/Lamp/Tips.swift:6: its event LampTip.dimmed is never donated either"
                + "%0Aapp/Lamp/State.swift:2: its @Parameter LampTip.isOn is never set either")
    }
}
