import XCTest

@testable import TipLint

/// Lint and report agree: on every fixture, the plan findings `lint` reports (through
/// the whole pipeline: gating, suppression, severity) are exactly the problems of the
/// planned checks the report counts as not held, evaluated afresh from the same model;
/// and every check that does not hold is reported, by its own rule or by the rule that
/// reports its cause.
final class PlanAgreementTests: XCTestCase {
    /// The rules that report planned checks.
    private static let checkRules = Set(PlannedCheck.Kind.allCases.map(\.ruleID))

    private func assertAgree(
        _ result: AnalysisResult, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let plan = try XCTUnwrap(result.plan, name, file: file, line: line)
        let coverage = try XCTUnwrap(
            Coverage(model: result.model, plan: plan, usesTipKit: result.systems.contains(.tipKit)).plan, file: file,
            line: line)
        // Design-table copy is compared by plan_copy_mismatch but is not a planned check.
        var linted = result.findings.filter {
            Self.checkRules.contains($0.ruleID) && !$0.message.contains("the design table")
        }
        .map { "\($0.ruleID) \($0.file):\($0.line):\($0.column) \($0.message)" }
        // A plan finding folded into the code finding of the same slip is one of its related
        // locations, written `rule: message`.
        for related in result.findings.flatMap(\.related) {
            guard let colon = related.message.range(of: ": "),
                Self.checkRules.contains(String(related.message[..<colon.lowerBound]))
            else { continue }
            let rule = related.message[..<colon.lowerBound], message = related.message[colon.upperBound...]
            linted.append("\(rule) \(related.file):\(related.line):\(related.column) \(message)")
        }
        let failing = coverage.checks.filter { !$0.held }
        let reported = failing.flatMap { check in
            check.problems.map {
                "\(check.kind.ruleID) \($0.location.file):\($0.location.line):\($0.location.column) \($0.message)"
            }
        }
        XCTAssertEqual(linted.sorted(), reported.sorted(), name, file: file, line: line)
        for check in coverage.checks where check.held {
            XCTAssertEqual(check.problems, [], "\(name): \(check.subject) \(check.kind) holds", file: file, line: line)
        }
        for check in failing where check.problems.isEmpty {
            let explaining = result.findings.filter { $0.ruleID == check.explainedBy }
            let explained: Bool
            switch check.explainedBy {
            case "plan_tip_missing": explained = explaining.contains { $0.key == check.tip }
            case "plan_file_missing":
                explained = explaining.contains { finding in
                    check.file.map { PlanText.sameFile(finding.key, $0) } == true
                }
            default: explained = false
            }
            XCTAssertTrue(
                explained, "\(name): \(check.subject) \(check.kind) does not hold and nothing reports it",
                file: file, line: line)
        }
    }

    func testEveryFixtureWithAPlan() throws {
        try assertAgree(try FixtureRun(Fixtures.base("Sprig")).result, "Sprig")
        let variants = [
            "defects-config", "defects-display", "defects-events", "defects-moved", "defects-plan",
            "defects-wiring", "plan-inconsistent", "plan-nocount",
        ]
        for variant in variants {
            try assertAgree(try FixtureRun(Fixtures.variant("Sprig", variant)).result, variant)
        }
        try assertAgree(try FixtureRun(Fixtures.examples.appendingPathComponent("Remet")).result, "Remet")
    }

    // MARK: A project with its own TipView

    /// The project declares a view named `TipView`: `TipView(shareTip)` is not TipKit's, so
    /// ShareTip is not displayed where the plan shows it, for lint and report alike.
    private static let ownTipViewProject: [String: String] = [
        "App/Tips.swift": """
        import TipKit

        struct SaveTip: Tip {
            static let saved = Tips.Event(id: "saved")
            var title: Text { Text("Save your work") }
            var rules: [Rule] { #Rule(Self.saved) { $0.donations.count == 0 } }
        }

        struct ShareTip: Tip {
            var title: Text { Text("Share it") }
            var options: [Option] { Tips.MaxDisplayCount(2) }
        }

        """,
        "App/TipView.swift": """
        import SwiftUI

        /// The app's own banner, unrelated to TipKit.
        struct TipView<Content>: View {
            let content: Content
            init(_ content: Content) { self.content = content }
            var body: some View { Text("Tip") }
        }

        """,
        "App/EditorView.swift": """
        import SwiftUI
        import TipKit

        struct EditorView: View {
            let saveTip = SaveTip()
            let shareTip = ShareTip()

            var body: some View {
                VStack {
                    TipView(shareTip)
                    Button("Save") { SaveTip.saved.donate() }
                        .popoverTip(saveTip)
                }
            }
        }

        """,
    ]

    private static let ownTipViewPlan = """
        # Editor tips

        **Goal:** Add 2 TipKit tips to the editor.

        ### Task 1: Declare the tips

        **Files:**
        - Create: `App/Tips.swift`

        ```swift
        import TipKit

        struct SaveTip: Tip {
            static let saved = Tips.Event(id: "saved")
            var title: Text { Text("Save your work") }
        }

        struct ShareTip: Tip {
            var title: Text { Text("Share it") }
        }
        ```

        ### Task 2: Show them in the editor

        **Files:**
        - Modify: `App/EditorView.swift`

        ```swift
        import TipKit

        let saveTip = SaveTip()
        let shareTip = ShareTip()

        TipView(shareTip)
        Button("Save") { SaveTip.saved.donate() }
            .popoverTip(saveTip)
        ```

        """

    func testAProjectWithItsOwnTipView() throws {
        let result = try InMemoryProject.analyze(Self.ownTipViewProject, plan: Self.ownTipViewPlan)
        try assertAgree(result, "own TipView")

        let display = result.findings.filter { $0.ruleID == "plan_display_missing" }
        XCTAssertEqual(
            display.map { "\($0.file):\($0.line) \($0.message)" },
            [
                "App/EditorView.swift:1 ShareTip is not displayed in this file as the plan says (docs/plan.md:34), nor anywhere else; "
                    + "show it here with `.popoverTip(…)` or `TipView(…)`"
            ])
        let checks = try XCTUnwrap(Coverage(result).plan).checks.filter { $0.kind == .display }
        XCTAssertEqual(checks.map { "\($0.subject) \($0.held)" }, ["SaveTip true", "ShareTip false"])
    }
}
