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

    /// A status file's `## Done` section marks its items done (real plans, round 10: a project status
    /// file); its `## Next Up` does not.
    func testAStatusFilesDoneSectionMarksItsItemsDone() {
        let plan = PlanReader.read(
            documents: [
                (
                    path: "PLAN.md",
                    text: """
                    # PLAN.md — Lantern

                    ## Next Up
                    - [LAN-4] `EmberTip` shown on `Lantern/Views/EmberView.swift` with `.popoverTip`

                    ## Done
                    - [LAN-1] `WickTip` shown on `Lantern/Views/WickView.swift` with `.popoverTip`
                    """
                )
            ])
        XCTAssertEqual(
            plan.tasks.map { "\($0.title) \($0.isMarkedDone) PLAN.md:\($0.source.line)" }, ["Done true PLAN.md:6"])
        XCTAssertEqual(plan.tips.map { "\($0.name) \($0.isDone)" }, ["EmberTip false", "WickTip true"])
    }

    /// A heading reporting a fixed bug tells what went wrong, not a task (round 10: a spec's
    /// `### ✅ … bug — FIXED & VERIFIED`); a task heading about a bug stays a task marked done.
    func testAHeadingReportingAFixedBugIsNoTask() {
        let plan = PlanReader.read(
            documents: [
                (
                    path: "spec.md",
                    text: """
                    # Lantern tips spec

                    ### ✅ Shade tips bug — FIXED & VERIFIED (2026-07-24)
                    - `ShadeTip` was anchored to `Lantern/Views/ShadeView.swift` twice.

                    ### ✅ Task 4: Wick crash fixed
                    - `WickTip` shown on `Lantern/Views/WickView.swift` with `.popoverTip`
                    """
                )
            ])
        XCTAssertEqual(
            plan.tasks.map { "\($0.title) \($0.isMarkedDone) spec.md:\($0.source.line)" },
            ["✅ Task 4: Wick crash fixed true spec.md:6"])
    }

    /// Check marks that sort advice into do and don't (`### ✅ Good examples` beside `### ❌ Bad examples`)
    /// mark no section done (real plans, round 46: a spec whose section headings open with check marks); in a
    /// document with no crossed heading, an opening check mark still marks its section done.
    func testCheckMarkedHeadingsBesideCrossedOnesMarkNothingDone() {
        let advice = """
            # Lantern tips guide

            ### ✅ Good examples
            - `WickTip` shown on `Lantern/Views/WickView.swift` with `.popoverTip`

            ### ❌ Bad examples
            - `ShadeTip` shown on every row of `Lantern/Views/ShadeList.swift`
            """
        let status = """
            # Lantern tips status

            ### ✅ Wick tips
            - `WickTip` shown on `Lantern/Views/WickView.swift` with `.popoverTip`
            """
        let read = { (text: String) in
            PlanReader.read(documents: [(path: "spec.md", text: text)]).tasks.map {
                "\($0.title) \($0.isMarkedDone) spec.md:\($0.source.line)"
            }
        }
        XCTAssertEqual(read(advice), [])
        XCTAssertEqual(read(status), ["✅ Wick tips true spec.md:3"])
    }

    /// An opening check mark on a section of checks to make (`## ✅ Acceptance criteria`, `## ✅ 验收和交付`, real
    /// plans round 46) marks nothing done; one saying the checks are done (`## ✅ Verification complete`) does.
    func testACheckMarkedSectionOfChecksIsNotDone() {
        let read = { (heading: String) in
            PlanReader.read(
                documents: [
                    (
                        path: "spec.md",
                        text: """
                        # Lantern tips spec

                        ## \(heading)
                        - `WickTip` shown on `Lantern/Views/WickView.swift` with `.popoverTip`
                        """
                    )
                ]
            ).tasks.map { "\($0.title) \($0.isMarkedDone) spec.md:\($0.source.line)" }
        }
        XCTAssertEqual(read("✅ Acceptance criteria"), [])
        XCTAssertEqual(read("✅ Pre-launch checklist"), [])
        XCTAssertEqual(read("✅ 验收和交付"), [])
        XCTAssertEqual(read("✅ Verification complete"), ["✅ Verification complete true spec.md:3"])
        XCTAssertEqual(read("✅ 落地状态（已实现并通过测试）"), ["✅ 落地状态（已实现并通过测试） true spec.md:3"])
        XCTAssertEqual(read("✅ Wick tips"), ["✅ Wick tips true spec.md:3"])
    }

    /// A journey step named by the one word `Complete` is the step, not a done mark; one-word status
    /// sections (`## Done`, `## Completed`) are.
    func testAOneWordCompleteStepIsNoDoneMark() {
        let plan = PlanReader.read(
            documents: [
                (
                    path: "journey.md",
                    text: """
                    # Lantern journey

                    ### Welcome
                    ### Light the lamp
                    ### Complete
                    ## Completed
                    ## Shipped
                    """
                )
            ])
        XCTAssertEqual(
            plan.tasks.map { "\($0.title) \($0.isMarkedDone) journey.md:\($0.source.line)" },
            ["Completed true journey.md:6", "Shipped true journey.md:7"])
    }
}
