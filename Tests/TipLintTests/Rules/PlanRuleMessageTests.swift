import TipLintTestSupport
import XCTest

@testable import TipLint

/// The plan rules' findings as reported: severity (progress is a note until the plan is complete or its
/// task done), message, key and the plan line cited, on the rules' examples (which state where each
/// finding is).
final class PlanRuleMessageTests: XCTestCase {
    private let plan = "docs/faces-tips-plan.md"

    /// `file:line:column: severity: message (rule) key=… plan=…` of each finding of `rule` in its triggering
    /// example `index`, linted as it is or with the plan complete.
    private func reported(_ rule: any Rule.Type, _ index: Int, complete: Bool = true) throws -> [String] {
        var example = rule.description.triggering[index]
        if complete { example.config = #"{"planComplete": true}"# }
        return try render(RuleSpecRunner.findings(of: rule.description.id, in: example))
    }

    private func render(_ findings: [Finding]) -> [String] {
        findings.map { finding in
            var text =
                "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) "
                + "(\(finding.ruleID)) key=\(finding.key)"
            if let plan = finding.plan { text += " plan=\(plan.file):\(plan.line)" }
            return text
        }
    }

    func testTipCountCitesTheStatementWhenTheCodeDeclaresFewerOrNone() throws {
        XCTAssertEqual(
            try reported(PlanTipCountRule.self, 2),
            [
                "Faces/Tips/FacesTips.swift:3:8: error: the code declares 1 tip type; the plan states 2 (\(plan):3) "
                    + "(plan_tip_count) key=tip count plan=\(plan):3"
            ])
        XCTAssertEqual(
            try reported(PlanTipCountRule.self, 1),
            [
                "\(plan):3:1: error: the code declares 0 tip types; the plan states 1 (plan_tip_count) key=tip count "
                    + "plan=\(plan):3"
            ])
    }

    func testTipMissingNamesALikelyRename() throws {
        XCTAssertEqual(
            try reported(PlanTipMissingRule.self, 1, complete: false),
            [
                "\(plan):17:1: error: planned tip ScanTip is not declared; FaceTip has its title: rename it, or update "
                    + "the plan (plan_tip_missing) key=ScanTip plan=\(plan):17"
            ])
    }

    /// Nearly the planned copy is a guess: progress (a note) until the plan is complete, not a contradiction.
    func testTipMissingPairsATipWithNearlyItsCopy() throws {
        let expected =
            "\(plan):17:1: %@: planned tip ScanTip is not declared; FaceTip has nearly its message (perhaps it was "
            + "renamed): rename it, or update the plan (plan_tip_missing) key=ScanTip plan=\(plan):17"
        XCTAssertEqual(
            try reported(PlanTipMissingRule.self, 2, complete: false), [expected.replacing("%@", with: "note")])
        XCTAssertEqual(try reported(PlanTipMissingRule.self, 2), [expected.replacing("%@", with: "error")])
    }

    func testTipUnplannedCitesThePlan() throws {
        XCTAssertEqual(
            try reported(PlanTipUnplannedRule.self, 0),
            [
                "Faces/Tips/FacesTips.swift:3:8: warning: tip ExportTip is not in the plan (\(plan):3); add it to the "
                    + "plan, or remove it (plan_tip_unplanned) key=ExportTip plan=\(plan):3"
            ])
    }

    /// A plan sharing no tip with the code may be about something else (a page about TipKit, another app's plan,
    /// real plans round 46): its unplanned tips are notes; once one tip of the plan is in the code, a warning.
    func testTipUnplannedIsANoteWhenThePlanSharesNoTipWithTheCode() throws {
        let plan = """
            # Lantern tips plan

            ### Task 1: Shade tip
            ```swift
            struct ShadeTip: Tip {
                var title: Text { Text("Pick a shade") }
            }
            ```
            """
        let wick = "struct WickTip: Tip {\n    var title: Text { Text(\"Trim the wick\") }\n}\n"
        let shade = "struct ShadeTip: Tip {\n    var title: Text { Text(\"Pick a shade\") }\n}\n"
        let unplanned = { (code: String) in
            try InMemoryProject.analyze(["Lantern/Tips.swift": "import TipKit\n\n" + code], plan: plan).findings
                .filter { $0.ruleID == "plan_tip_unplanned" }.map { "\(ExpectedFinding($0)) \($0.severity)" }
        }
        XCTAssertEqual(try unplanned(wick), ["Lantern/Tips.swift:3 plan_tip_unplanned note"])
        XCTAssertEqual(try unplanned(wick + shade), ["Lantern/Tips.swift:3 plan_tip_unplanned warning"])
    }

    func testEventMismatchWithAnotherIDARenamedEventOrNoEvent() throws {
        XCTAssertEqual(
            try reported(PlanEventMismatchRule.self, 0),
            [
                "Faces/Tips/FacesTips.swift:4:16: error: ScanTip.scanned has id \"scanTapped\"; the plan's "
                    + "ScanTip.scanned has \"faceScanned\" (\(plan):18) (plan_event_mismatch) key=ScanTip.scanned "
                    + "plan=\(plan):18"
            ])
        XCTAssertEqual(
            try reported(PlanEventMismatchRule.self, 1),
            [
                "Faces/Tips/FacesTips.swift:4:16: error: ScanTip.faceSeen has id \"faceSeen\"; the plan's "
                    + "ScanTip.scanned has \"faceScanned\" (\(plan):18) (plan_event_mismatch) key=ScanTip.scanned "
                    + "plan=\(plan):18"
            ])
        XCTAssertEqual(
            try reported(PlanEventMismatchRule.self, 2),
            [
                "Faces/Tips/FacesTips.swift:3:8: error: ScanTip has no event with id \"faceScanned\" (the plan's "
                    + "ScanTip.scanned, \(plan):18) (plan_event_mismatch) key=ScanTip.scanned plan=\(plan):18"
            ])
    }

    /// Different, computed and missing copy; computed copy cannot be compared, so it is reported.
    func testCopyMismatchReportsDifferentComputedAndMissingCopy() throws {
        XCTAssertEqual(
            try reported(PlanCopyMismatchRule.self, 0),
            [
                "Faces/Tips/FacesTips.swift:6:28: warning: ScanTip's title is \"Scan someone\"; the plan says \"Scan a "
                    + "New Face\" (\(plan):20) (plan_copy_mismatch) key=ScanTip.title plan=\(plan):20",
                "Faces/Tips/FacesTips.swift:8:43: warning: ScanTip's image is \"camera\"; the plan says "
                    + "\"camera.viewfinder\" (\(plan):22) (plan_copy_mismatch) key=ScanTip.image plan=\(plan):22",
            ])
        XCTAssertEqual(
            try reported(PlanCopyMismatchRule.self, 2),
            [
                "Faces/Tips/FacesTips.swift:7:31: warning: ScanTip's message is computed (\"Point the camera at "
                    + "\\(name)\"), so it cannot be compared with the plan's \"Point the camera at someone you just met\" "
                    + "(\(plan):21); write it as a literal, or drop it from the plan (plan_copy_mismatch) "
                    + "key=ScanTip.message plan=\(plan):21"
            ])
        XCTAssertEqual(
            try reported(PlanCopyMismatchRule.self, 3),
            [
                "Faces/Tips/FacesTips.swift:3:8: warning: ScanTip has no image; the plan gives \"camera.viewfinder\" "
                    + "(\(plan):22) (plan_copy_mismatch) key=ScanTip.image plan=\(plan):22"
            ])
    }

    func testCopyFromTheDesignTableWhenThePlanHasNoTips() throws {
        XCTAssertEqual(
            try reported(PlanCopyMismatchRule.self, 4),
            [
                "Faces/Tips/FacesTips.swift:7:31: warning: ScanTip's message is \"Point the camera at someone you just "
                    + "met\"; the design table says \"Point the camera at someone new\" (docs/design.md:6) "
                    + "(plan_copy_mismatch) key=ScanTip.message plan=docs/design.md:6",
                "Faces/Tips/MoreTips.swift:4:28: warning: ShareTip's title is \"Share quickly\"; the design table says "
                    + "\"Share Fast\" (docs/design.md:7) (plan_copy_mismatch) key=ShareTip.title plan=docs/design.md:7",
            ])
    }

    func testFileMissingNamesTheMovedCopy() throws {
        XCTAssertEqual(
            try reported(PlanFileMissingRule.self, 0),
            [
                "\(plan):10:1: error: planned file Faces/Views/ScanView.swift does not exist; "
                    + "Faces/Views/Scan/ScanView.swift looks like a moved copy (plan_file_missing) "
                    + "key=Faces/Views/ScanView.swift plan=\(plan):10"
            ])
        XCTAssertEqual(
            try reported(PlanFileMissingRule.self, 1),
            [
                "\(plan):11:1: error: planned file Faces/Views/CartView.swift does not exist (plan_file_missing) "
                    + "key=Faces/Views/CartView.swift plan=\(plan):11"
            ])
    }

    /// A file to create that is not there yet is progress even when another target has a file of its name: a
    /// note naming that file until its task is done, then an error.
    func testFileToCreateWithACopyElsewhereIsProgressUntilDone() throws {
        let expected =
            "\(plan):9:1: %@: planned file Faces/Intents/AskIntent.swift does not exist; FacesMac/AskIntent.swift "
            + "looks like a moved copy (plan_file_missing) key=Faces/Intents/AskIntent.swift plan=\(plan):9"
        XCTAssertEqual(
            try reported(PlanFileMissingRule.self, 2, complete: false), [expected.replacing("%@", with: "note")])
        var done = PlanFileMissingRule.description.triggering[2]
        let planFile = try XCTUnwrap(done.files.firstIndex { $0.path == plan })
        done.files[planFile].text = done.files[planFile].text.replacing(
            "### Task 1: The scan tip", with: "### Task 1: The scan tip ✅")
        XCTAssertEqual(
            render(try RuleSpecRunner.findings(of: "plan_file_missing", in: done)),
            [expected.replacing("%@", with: "error")])
    }

    func testDisplayMissingLooksInTheMovedCopy() throws {
        XCTAssertEqual(
            try reported(PlanDisplayMissingRule.self, 1),
            [
                "Faces/Views/Scan/ScanView.swift:1:1: error: ScanTip is not displayed in this file as the plan says "
                    + "(\(plan):48), nor anywhere else; show it here with `.popoverTip(…)` or `TipView(…)` "
                    + "(plan_display_missing) key=ScanTip plan=\(plan):48"
            ])
    }

    func testDonationMissingNamesWhereItIsDonatedInstead() throws {
        XCTAssertEqual(
            try reported(PlanDonationMissingRule.self, 2),
            [
                "Faces/Views/ScanView.swift:1:1: error: ScanTip.scanned is not donated in this file as the plan says "
                    + "(\(plan):47); it is donated at Faces/Views/SettingsView.swift:3 instead (plan_donation_missing) "
                    + "key=ScanTip.scanned plan=\(plan):47"
            ])
        XCTAssertEqual(
            try reported(PlanDonationMissingRule.self, 0),
            [
                "Faces/Views/ScanView.swift:1:1: error: ScanTip.scanned is not donated in this file as the plan says "
                    + "(\(plan):47); call `ScanTip.scanned.donate()` where the user performs the action "
                    + "(plan_donation_missing) key=ScanTip.scanned plan=\(plan):47"
            ])
    }

    func testImportMissing() throws {
        XCTAssertEqual(
            try reported(PlanImportMissingRule.self, 0),
            [
                "Faces/Views/ScanView.swift:1:1: error: ScanView.swift lacks `import TipKit`, which the plan adds "
                    + "(\(plan):43); add it (plan_import_missing) key=Faces/Views/ScanView.swift plan=\(plan):43"
            ])
    }

    func testConfigureMismatchOptionsAndNeverCalled() throws {
        XCTAssertEqual(
            try reported(PlanConfigureMismatchRule.self, 0),
            [
                "Faces/FacesApp.swift:7:14: error: Tips.configure is called with no options; the plan calls it with "
                    + "[.displayFrequency(.immediate)] (\(plan):36) (plan_configure_mismatch) key=Tips.configure options "
                    + "plan=\(plan):36"
            ])
        XCTAssertEqual(
            try reported(PlanConfigureMismatchRule.self, 2),
            [
                "Faces/FacesApp.swift:7:14: error: Tips.configure is called with [.displayFrequency(.daily)]; the plan "
                    + "calls it with [.displayFrequency(.immediate)] (\(plan):36) (plan_configure_mismatch) "
                    + "key=Tips.configure options plan=\(plan):36"
            ])
        XCTAssertEqual(
            try reported(PlanConfigureMismatchRule.self, 3),
            [
                "Faces/FacesApp.swift:1:1: error: Tips.configure is never called; the plan calls it in "
                    + "Faces/FacesApp.swift (\(plan):36) (plan_configure_mismatch) key=Tips.configure plan=\(plan):36"
            ])
        XCTAssertEqual(
            try reported(PlanConfigureMismatchRule.self, 4),
            [
                "\(plan):36:1: error: Tips.configure is never called; the plan calls it in Faces/FacesApp.swift "
                    + "(plan_configure_mismatch) key=Tips.configure plan=\(plan):36"
            ])
    }

    /// Reported at one statement, citing the other.
    func testInconsistentReportsAContradictionAtItsStatement() throws {
        XCTAssertEqual(
            try reported(PlanInconsistentRule.self, 0),
            [
                "\(plan):54:1: warning: the plan expects 2 files with `import TipKit` but its tasks add it to 3: "
                    + "Faces/Tips/FacesTips.swift, Faces/FacesApp.swift, Faces/Views/ScanView.swift (plan_inconsistent) "
                    + "key=import TipKit file count plan=\(plan):15"
            ])
    }
}
