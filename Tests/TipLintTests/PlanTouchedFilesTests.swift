import XCTest

@testable import TipLint

/// Files a completion record says the work touched (real plans, round 8: `Files: \`A.swift\`, …`
/// and "implemented … in `ActivationTips.swift`"): files to modify, only mentioned, and their lines
/// are understood.
final class PlanTouchedFilesTests: XCTestCase {
    func testAFilesLineAndAnImplementedInSentenceNameMentionedFiles() {
        let plan = PlanReader.read(
            documents: [
                (
                    path: "plan.md",
                    text: """
                    # Kiln presentation

                    ### P3 (done)

                    - Tip copy from `KilnCopy`.
                    - Files: `KilnTips.swift`, `KilnApp.swift`, `Views/GlazeView.swift`, tests.

                    The steps are contextual tips (implemented under P3 in `KilnTips.swift`).
                    A tip may appear in `ShelfView.swift` later.
                    """
                )
            ])
        XCTAssertEqual(
            plan.files.map { "\($0.path) \($0.action) \($0.evidence.rawValue) plan.md:\($0.source.line)" },
            [
                "KilnTips.swift modify mentioned plan.md:6", "KilnApp.swift modify mentioned plan.md:6",
                "Views/GlazeView.swift modify mentioned plan.md:6",
            ])
        XCTAssertEqual(plan.unread.map(\.source.line), [9])
    }
}
