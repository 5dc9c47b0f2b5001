import XCTest

@testable import TipLint

/// A done mark is a mark, not a step's name (real plans, round 8: a journey spec's last step
/// `### J5 — Complete` was read as a task marked done).
final class PlanStepNamedDoneTests: XCTestCase {
    func testAStepNamedByADoneWordAfterItsLabelIsNoTaskMarkedDone() {
        let plan = PlanReader.read(
            documents: [
                (
                    path: "docs/journey.md",
                    text: """
                    # Activation journey

                    ### J0 — Welcome
                    ### J5 — Complete
                    ### S2: Complete
                    ### Task 3 — Done
                    ### 6. Tips (iOS 17+) - DONE
                    ### A1 — DONE
                    """
                )
            ])
        XCTAssertEqual(
            plan.tasks.map { "\($0.title) \($0.isMarkedDone) journey.md:\($0.source.line)" },
            [
                "Task 3 — Done true journey.md:6", "6. Tips (iOS 17+) - DONE true journey.md:7",
                "A1 — DONE true journey.md:8",
            ])
    }
}
