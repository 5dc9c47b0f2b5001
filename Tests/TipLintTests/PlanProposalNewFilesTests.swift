import TipLintTestSupport
import XCTest

@testable import TipLint

/// A proposal's `Files: New X.swift, Y.swift` (real plans, round 11: a backlog of proposals not yet
/// started): `New` marks files to create, up to a `modified:` part; a file only mentioned as one to
/// create is not expected before its task, so it gives no "does not exist" note.
final class PlanProposalNewFilesTests: XCTestCase {
    private static let backlog = """
        # Backlog

        ### [P-020] Family plan — PLANNED
        - **What:** Monthly and annual plans.
        - **Files:** New StoreKitManager.swift, AddChildView.swift

        ### [P-021] Badges — PLANNED
        - **Files:** New: Badge.swift, modified: ShelfView.swift
        """

    func testNewMarksTheFilesToCreate() {
        let plan = PlanReader.read(documents: [(path: "plan.md", text: Self.backlog)])
        XCTAssertEqual(
            plan.files.map { "\($0.path) \($0.action) \($0.evidence.rawValue) plan.md:\($0.source.line)" },
            [
                "StoreKitManager.swift create mentioned plan.md:5", "AddChildView.swift create mentioned plan.md:5",
                "Badge.swift create mentioned plan.md:8", "ShelfView.swift modify mentioned plan.md:8",
            ])
    }

    /// `Create` is a verb over every path up to one that modifies, on one line too (real plans, round 48: a
    /// task's `**Files:** Create \`A\`; modify \`B\``).
    func testCreateMarksEveryPathUpToAModifyingWord() {
        let plan = PlanReader.read(
            documents: [
                (
                    path: "plan.md",
                    text: """
                    # Shelf tips plan

                    ### Task 1: Badge tip
                    - **Files:** Create `App/Tips/BadgeTip.swift`, `App/Tips/ShelfTips.swift`; modify `App/ShelfView.swift`
                    """
                )
            ])
        XCTAssertEqual(
            plan.files.map { "\($0.path) \($0.action) plan.md:\($0.source.line)" },
            [
                "App/Tips/BadgeTip.swift create plan.md:4", "App/Tips/ShelfTips.swift create plan.md:4",
                "App/ShelfView.swift modify plan.md:4",
            ])
    }

    func testAMentionedFileToCreateIsNotExpectedBeforeItsTask() throws {
        let result = try InMemoryProject.analyze(
            [
                "App/AddChildView.swift":
                    "import SwiftUI\nstruct AddChildView: View { var body: some View { Text(\"x\") } }\n"
            ], plan: Self.backlog)
        XCTAssertEqual(
            result.findings.filter { $0.ruleID.hasPrefix("plan_file") }.map { "\($0.file):\($0.line) \($0.message)" },
            ["docs/plan.md:8 planned file ShelfView.swift does not exist"])
    }
}
