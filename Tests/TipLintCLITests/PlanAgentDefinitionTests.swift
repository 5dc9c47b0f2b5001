import XCTest

@testable import TipLint
@testable import TipLintCLI

/// An AI agent's definition (real plans, round 18: a SwiftUI builder agent whose `### TipKit
/// Integration` section is a sample tip and the view showing it, in our words here): its front matter
/// names the agent, says what it is for and what it runs with. Discovery never takes it, whatever the
/// file is called; `--plan` still reads it. Front matter of a plan's own (`name:`, `overview:`) is no
/// agent's.
final class PlanAgentDefinitionTests: XCTestCase {
    private let section = """
        ### TipKit Integration (iOS 17+)

        ```swift
        struct ShadeTip: Tip {
            var title: Text { Text("Pick a Shade") }
        }
        ```

        """

    func testAnAgentDefinitionIsNotDiscovered() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        try tree.write(
            "docs/plan.md",
            "---\nname: view-builder\ndescription: >-\n  Builds SwiftUI views.\nmodel: sonnet\ntools: [\"Read\"]\n---\n\n"
                + section)
        XCTAssertTrue(runTipLint([], in: tree.root).error.hasPrefix("plan: none found"))
        let named = runTipLint(["--quiet", "--plan", "docs/plan.md"], in: tree.root)
        XCTAssertEqual(
            named.output,
            """
            Lantern/Tips/LanternTips.swift:3:8: warning: tip WickTip is not in the plan (docs/plan.md:12); add it to the plan, or remove it (plan_tip_unplanned)

            """)
    }

    func testAPlanWithItsOwnFrontMatterIsDiscovered() throws {
        let tree = try TemporaryTree(fixture: "NotPlans")
        try tree.write("docs/plan.md", "---\nname: Shade tips\noverview: One tip for shades.\n---\n\n" + section)
        XCTAssertEqual(
            String(runTipLint([], in: tree.root).error.split(separator: "\n").first ?? ""),
            "plan: docs/plan.md (found automatically)")
    }
}
