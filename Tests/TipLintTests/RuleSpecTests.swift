import XCTest

@testable import TipLint

/// Every registered rule's examples, run through a whole `LintSession` in
/// memory (discovery, config, plan reading, system gating, merge,
/// suppression, severity): a
/// triggering example reports its rule at each `↓` and nowhere else, a
/// non-triggering one reports nothing of it. Then, as SwiftLint does, each
/// triggering example is rewritten (see `MarkedProject`'s variants) and must
/// still report exactly where the rewrite says.
final class RuleSpecTests: XCTestCase {
    func testTriggeringExamplesReportAtEveryMarkerAndNowhereElse() throws {
        for rule in RuleRegistry.descriptions {
            for (index, example) in rule.triggering.enumerated() {
                let project = MarkedProject(example)
                XCTAssertFalse(
                    project.expected.isEmpty, "\(rule.id) triggering example \(index + 1) has no ↓ marker",
                    file: example.file, line: example.line)
                try check(rule, project, "triggering example \(index + 1)")
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() throws {
        for rule in RuleRegistry.descriptions {
            for (index, example) in rule.nonTriggering.enumerated() {
                let project = MarkedProject(example)
                XCTAssertTrue(
                    project.expected.isEmpty, "\(rule.id) non-triggering example \(index + 1) has a ↓ marker",
                    file: example.file, line: example.line)
                try check(rule, project, "non-triggering example \(index + 1)")
            }
        }
    }

    func testCommentingOutTheMarkedLinesRemovesTheFindings() throws {
        for rule in RuleRegistry.descriptions {
            for (index, example) in rule.triggering.enumerated() where !example.exemptions.contains(.commentingOut) {
                guard let variant = MarkedProject(example).commentingOutMarkedLines() else { continue }
                try check(rule, variant, "triggering example \(index + 1) with its marked lines commented out")
            }
        }
    }

    func testDisableNextSilencesEveryMarkedLine() throws {
        for rule in RuleRegistry.descriptions where !RuleRegistry.unsuppressible.contains(rule.id) {
            for (index, example) in rule.triggering.enumerated() where !example.exemptions.contains(.disablingNext) {
                guard let variant = MarkedProject(example).disablingMarkedLines(rule.id) else { continue }
                try check(rule, variant, "triggering example \(index + 1) under tiplint:disable:next")
            }
        }
    }

    func testMultiByteTextBeforeAFindingKeepsItsLineAndColumn() throws {
        for rule in RuleRegistry.descriptions {
            for (index, example) in rule.triggering.enumerated() where !example.exemptions.contains(.multiByteText) {
                try check(
                    rule, MarkedProject(example).insertingMultiByteText(),
                    "triggering example \(index + 1) after multi-byte text")
            }
        }
    }

    /// Each fixable rule's corrections: `--fix` on the findings at the `↓`s gives the files
    /// the correction shows, and the corrected project reports the rule no more.
    func testCorrectionsFixEveryFindingAsShown() throws {
        XCTAssertFalse(RuleRegistry.fixableRules.isEmpty)
        for rule in RuleRegistry.fixableRules {
            let description = type(of: rule).description
            for (index, correction) in type(of: rule).corrections.enumerated() {
                let project = MarkedProject(correction.before)
                try check(description, project, "correction \(index + 1)")
                var fixed = project
                fixed.expected = []
                var after: [String: String] = [:]
                for (path, lines) in rule.sites(in: try RuleSpecRunner.findings(project)) {
                    let file = try XCTUnwrap(fixed.files.firstIndex { $0.path == path })
                    let fix = try XCTUnwrap(rule.fix(Array(fixed.files[file].text.utf8), lines: lines))
                    fixed.files[file].text = String(decoding: fix.bytes, as: UTF8.self)
                    after[path] = fixed.files[file].text
                }
                XCTAssertEqual(
                    after, correction.after, "\(description.id) correction \(index + 1)",
                    file: correction.before.file, line: correction.before.line)
                try check(description, fixed, "correction \(index + 1) after --fix")
            }
        }
    }

    /// An exemption is kept only while the rule cannot follow that rewrite of the example.
    func testEveryExemptionIsNeeded() throws {
        for rule in RuleRegistry.descriptions {
            for (index, example) in rule.triggering.enumerated() {
                let project = MarkedProject(example)
                let variants: [(RuleExample.Variant, MarkedProject?)] = [
                    (.commentingOut, project.commentingOutMarkedLines()),
                    (.disablingNext, project.disablingMarkedLines(rule.id)),
                    (.multiByteText, project.insertingMultiByteText()),
                ]
                for (variant, rewritten) in variants where example.exemptions.contains(variant) {
                    guard let rewritten else {
                        XCTFail(
                            "\(rule.id) triggering example \(index + 1) is exempt from \(variant), which never applies to it",
                            file: example.file, line: example.line)
                        continue
                    }
                    let reported = try RuleSpecRunner.lint(rewritten).filter { $0.ruleID == rule.id }.map(\.location)
                        .sorted()
                    XCTAssertNotEqual(
                        reported, rewritten.expected,
                        "\(rule.id) triggering example \(index + 1) passes \(variant) now: remove the exemption",
                        file: example.file, line: example.line)
                }
            }
        }
    }

    /// The harness itself: markers become locations, and each variant moves them as it says.
    func testMarkersAndVariantsMoveExpectationsAsDescribed() throws {
        let example = RuleExample(files: [
            "A.swift": "import TipKit\n    ↓let x = 1 ↓+ 2\n#if DEBUG\n↓#endif",
            "plan.md": "# Plan\n↓- item",
        ])
        let project = MarkedProject(example)
        XCTAssertEqual(
            project.files.map(\.text), ["import TipKit\n    let x = 1 + 2\n#if DEBUG\n#endif", "# Plan\n- item"])
        XCTAssertEqual(
            project.expected.map(\.description), ["A.swift:2:5", "A.swift:2:15", "A.swift:4:1", "plan.md:2:1"])

        XCTAssertNil(project.commentingOutMarkedLines(), "a plan line cannot be commented out")
        XCTAssertNil(
            MarkedProject(RuleExample("  ↓// tiplint:disable:next x")).commentingOutMarkedLines(),
            "a comment line is not commented out again")
        var swiftOnly = project
        swiftOnly.files.removeLast()
        swiftOnly.expected.removeLast()
        let commented = try XCTUnwrap(swiftOnly.commentingOutMarkedLines())
        XCTAssertEqual(commented.files[0].text, "import TipKit\n    // let x = 1 + 2\n#if DEBUG\n// #endif")
        XCTAssertEqual(commented.expected, [])

        let disabled = try XCTUnwrap(project.disablingMarkedLines("some_rule"))
        XCTAssertEqual(
            disabled.files.map(\.text),
            [
                """
                import TipKit
                    // tiplint:disable:next some_rule
                    let x = 1 + 2
                #if DEBUG
                // tiplint:disable:next some_rule
                #endif
                """, "# Plan\n<!-- tiplint:disable-next some_rule -->\n- item",
            ])
        XCTAssertEqual(disabled.expected.map(\.description), [])

        let plan = MarkedProject(RuleExample(files: ["plan.md": "↓Goal\n```swift\n↓struct A: Tip {}\n```\n↓- item"]))
        let disabledPlan = try XCTUnwrap(plan.disablingMarkedLines("r"))
        XCTAssertEqual(
            disabledPlan.files[0].text,
            "<!-- tiplint:disable-next r -->\nGoal\n```swift\nstruct A: Tip {}\n```\n<!-- tiplint:disable-next r -->\n- item"
        )
        XCTAssertEqual(
            disabledPlan.expected.map(\.description), ["plan.md:4:1"], "a line in a code block keeps its finding")

        let shifted = project.insertingMultiByteText()
        XCTAssertEqual(
            shifted.files.map(\.text),
            [
                "// Привет, 世界 👋\nimport TipKit\n    /* Привет, 世界 👋 */ let x = 1 + 2\n#if DEBUG\n#endif",
                "<!-- Привет, 世界 👋 -->\n# Plan\n- item",
            ])
        XCTAssertEqual(
            shifted.expected.map(\.description), ["A.swift:3:24", "A.swift:3:34", "A.swift:5:1", "plan.md:3:1"])
    }

    /// Lints `project` and compares where `rule` reported with where it should have; a
    /// difference is reported at the example.
    private func check(_ rule: RuleDescription, _ project: MarkedProject, _ what: String) throws {
        let findings = try RuleSpecRunner.lint(project)
        let reported = findings.filter { $0.ruleID == rule.id }.map(\.location).sorted()
        guard reported != project.expected else { return }
        let files = project.files.map { "--- \($0.path)\n\($0.text)" }.joined(separator: "\n")
        XCTFail(
            """
            \(rule.id) \(what): expected findings at \(project.expected.map(\.description)), \
            reported at \(reported.map(\.description))
            all findings:
            \(findings.map(\.description).joined(separator: "\n"))
            \(files)
            """, file: project.exampleFile, line: project.exampleLine)
    }
}
