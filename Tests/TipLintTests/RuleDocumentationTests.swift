import XCTest

@testable import TipLint

/// A rule's documentation as `tiplint rules`, SARIF and Documentation/Rules.md show it.
final class RuleDocumentationTests: XCTestCase {
    private let rule = RuleDescription(
        id: "sample_rule", severity: .warning, system: .tipKit, needsPlan: true,
        summary: "a planned tip is shown nowhere",
        details: "Why it matters, and what to do instead.",
        triggering: [
            RuleExample(
                files: [
                    "Tips.swift": "import TipKit\n↓struct ScanTip: Tip {}",
                    "docs/plan.md": "# Plan\n\n```swift\nstruct ScanTip: Tip {}\n```",
                ], config: #"{"copy": {"maxSentences": 1}}"#)
        ],
        nonTriggering: [RuleExample("import TipKit")])

    func testTestOnlyExamplesStayOutOfTheDocumentation() {
        var pinned = rule
        pinned.triggering.append(RuleExample("import TipKit\n↓struct PinnedShapeTip: Tip {}").testOnly())
        pinned.nonTriggering.append(RuleExample("import TipKit // pinned silence").testOnly())
        XCTAssertEqual(RuleDocumentation.text(pinned), RuleDocumentation.text(rule))
        XCTAssertEqual(RuleDocumentation.markdown(pinned), RuleDocumentation.markdown(rule))
    }

    func testPlainTextWrapsProseButNotCode() {
        XCTAssertEqual(
            RuleDocumentation.text(rule, width: 40),
            """
            sample_rule (warning, TipKit, plan)

            Finds: a planned tip is shown nowhere.

            Runs only when a plan is in use (--plan,
            config "plan", or one found).

            Why it matters, and what to do instead.

            Triggers (↓ marks each finding):

                Tips.swift:
                    import TipKit
                    ↓struct ScanTip: Tip {}
                docs/plan.md:
                    # Plan

                    ```swift
                    struct ScanTip: Tip {}
                    ```
                .tiplint.json:
                    {"copy": {"maxSentences": 1}}

            Does not trigger:

                import TipKit

            Suppress: // tiplint:disable:next
            sample_rule on the line before a finding
            (or tiplint:disable:this,
            tiplint:disable/tiplint:enable around a
            region) silences it there; "rules":
            {"sample_rule": "off"} in .tiplint.json
            turns it off (or sets another severity).

            """)
    }

    func testMarkdownFencesEachFileLongerThanTheFencesInside() {
        XCTAssertEqual(
            RuleDocumentation.markdown(rule),
            """
            ## `sample_rule`

            **Finds:** a planned tip is shown nowhere.

            Severity: **warning** · System: TipKit · Runs only when a plan is in use (--plan, config "plan", or one found).

            Why it matters, and what to do instead.

            **Triggers (↓ marks each finding)**

            `Tips.swift`

            ```swift
            import TipKit
            ↓struct ScanTip: Tip {}
            ```

            `docs/plan.md`

            ````markdown
            # Plan

            ```swift
            struct ScanTip: Tip {}
            ```
            ````

            `.tiplint.json`

            ```json
            {"copy": {"maxSentences": 1}}
            ```

            **Does not trigger**

            ```swift
            import TipKit
            ```

            **Suppress:** `// tiplint:disable:next sample_rule` on the line before a finding (or \
            `tiplint:disable:this`, `tiplint:disable`/`tiplint:enable` around a region) silences it there; \
            `"rules": {"sample_rule": "off"}` in .tiplint.json turns it off (or sets another severity).

            """)
    }

    func testAnUnsuppressibleRuleSaysSo() {
        let text = RuleDocumentation.markdown(RuleRegistry.description(of: "invalid_suppression")!)
        XCTAssertTrue(
            text.contains(
                """
                **Suppress:** a suppression comment cannot hide this rule's findings: correct the comment. \
                `"rules": {"invalid_suppression": "off"}` in .tiplint.json turns it off (or sets another severity).
                """), text)
    }
}
