import XCTest

@testable import TipLint

/// A checklist's phase headings group its items (real plans, round 11: an agent guide's build plan,
/// `### Phase 2 — …` over `- [ ]` items, counted 70 tasks for 63 boxes): the items are the tasks, and a
/// phase heading over them is a task only when it carries a done mark. A `Task N` heading names a task.
final class PlanChecklistPhaseTests: XCTestCase {
    func testUnmarkedPhaseHeadingsOverAChecklistAreNoTasks() {
        let plan = PlanReader.read(
            documents: [
                (
                    path: "GUIDE.md",
                    text: """
                    # Build plan

                    ### Phase 0 — Foundations ✅
                    - [x] Project with two targets
                    - [x] Models

                    ### Phase 1 — Vault UI
                    - [ ] Audit labels
                      - [ ] Sub-check
                    - [ ] Milestone: record a walkthrough

                    ### Phase 2 — Release
                    Ship it when the store page is ready.

                    ### Task 3: Tips
                    - [ ] Add the tip
                    """
                )
            ])
        XCTAssertEqual(
            plan.tasks.map { "\($0.title) @\($0.source.line) parent \($0.parent.map(String.init) ?? "-")" },
            [
                "Phase 0 — Foundations ✅ @3 parent -",
                "Project with two targets @4 parent 0",
                "Models @5 parent 0",
                "Audit labels @8 parent -",
                "Sub-check @9 parent 3",
                "Milestone: record a walkthrough @10 parent -",
                "Phase 2 — Release @12 parent -",
                "Task 3: Tips @15 parent -",
                "Add the tip @16 parent 7",
            ])
        XCTAssertEqual(plan.tasks.map(\.isMarkedDone), [true, true, true, false, false, false, false, false, false])
    }

    /// A second document's tasks number on from the first's, so its parents shift with them.
    func testParentsOfALaterDocumentCountFromItsFirstTask() {
        let plan = PlanReader.read(
            documents: [
                (path: "A.md", text: "### Task 1: Setup\n- [ ] Configure\n"),
                (path: "B.md", text: "## Phase 1\n- [ ] Add the tip\n  - [ ] Its copy\n"),
            ])
        XCTAssertEqual(plan.tasks.map(\.title), ["Task 1: Setup", "Configure", "Add the tip", "Its copy"])
        XCTAssertEqual(plan.tasks.map(\.parent), [nil, 0, nil, 2])
    }
}
