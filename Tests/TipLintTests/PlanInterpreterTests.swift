import XCTest

@testable import TipLint

/// The plan reader on small plans written in the shape of a real implementation plan
/// (our own app and copy).
final class PlanInterpreterTests: XCTestCase {
    private func read(_ documents: (String, String)...) -> Plan {
        PlanReader.read(documents: documents.map { (path: $0.0, text: $0.1) })
    }

    private func ref(_ file: String, _ line: Int) -> PlanReference { PlanReference(file: file, line: line) }

    // MARK: Markdown-only plans

    static let proseOnlyPlan = """
        # Pantry Guidance Plan

        **Goal:** Add 3 TipKit popover tips to the shelf and checkout.

        ---

        ### Task 1: Configure TipKit

        **Files:**
        - Create: `Pantry/Tips/PantryTips.swift`
        - Modify: `Pantry/PantryApp.swift:40-52`

        **Step 2: Add `import TipKit` and `Tips.configure()` to `PantryApp.swift`**

        In `Pantry/PantryApp.swift`, add `Tips.configure()` inside the `.task` block.

        ### Task 2: Shelf and scanner

        **Files:**
        - Modify: `Pantry/Views/ShelfView.swift`
        - Modify: `Pantry/Views/Scanner/ScannerView.swift`
        - Test: `PantryTests/ShelfTests.swift`

        In `ShelfView.swift`:

        1. Add `import TipKit` at the top.

        In `Pantry/Views/Scan/ScannerView.swift`, add `import TipKit` too.

        ### Task 3: Verify

        **Files:**
        - All files from Tasks 1-2

        ```bash
        grep -r "import TipKit" Pantry/
        ```
        Expected: 4 files with `import TipKit`, 1 file with `Tips.configure`.

        ```bash
        grep -c "struct.*Tip:" Pantry/Tips/PantryTips.swift
        ```
        Expected: 4
        """

    func testFilesCountsProseImportsAndPlacements() {
        let plan = read(("plan.md", Self.proseOnlyPlan))
        XCTAssertEqual(plan.documents, ["plan.md"])
        XCTAssertEqual(
            plan.statedTipCounts,
            [
                Stated(value: 3, source: ref("plan.md", 3)),
                Stated(value: 4, source: ref("plan.md", 43)),
            ])
        XCTAssertEqual(
            plan.files,
            [
                PlannedFile(
                    path: "Pantry/Tips/PantryTips.swift", action: .create, source: ref("plan.md", 10), evidence: .stated
                ),
                PlannedFile(
                    path: "Pantry/PantryApp.swift", action: .modify, source: ref("plan.md", 11), evidence: .stated),
                PlannedFile(
                    path: "Pantry/Views/ShelfView.swift", action: .modify, source: ref("plan.md", 20), evidence: .stated
                ),
                PlannedFile(
                    path: "Pantry/Views/Scanner/ScannerView.swift", action: .modify, source: ref("plan.md", 21),
                    evidence: .stated),
                // Not listed, but the plan adds an import there.
                PlannedFile(
                    path: "Pantry/Views/Scan/ScannerView.swift", action: .modify, source: ref("plan.md", 28),
                    evidence: .stated),
            ])
        // Bare names resolve to the task's file; a path with another directory stays as written.
        XCTAssertEqual(
            plan.imports,
            [
                PlannedSite(file: "Pantry/PantryApp.swift", source: ref("plan.md", 13), evidence: .stated),
                PlannedSite(file: "Pantry/Views/ShelfView.swift", source: ref("plan.md", 26), evidence: .stated),
                PlannedSite(file: "Pantry/Views/Scan/ScannerView.swift", source: ref("plan.md", 28), evidence: .stated),
            ])
        XCTAssertEqual(plan.configurePlacements, [Stated(value: ".task", source: ref("plan.md", 15))])
        XCTAssertEqual(plan.statedImportFileCount, Stated(value: 4, source: ref("plan.md", 38)))
        XCTAssertEqual(plan.statedConfigureFileCount, Stated(value: 1, source: ref("plan.md", 38)))
        // Prose names the call and its file, not its options.
        XCTAssertEqual(
            plan.configure,
            PlannedConfigure(
                file: "Pantry/PantryApp.swift", options: nil, source: ref("plan.md", 13), evidence: .stated))
        XCTAssertEqual(
            plan.contradictions.map(\.message),
            [
                "ScannerView.swift is at Pantry/Views/Scan/ScannerView.swift here but at Pantry/Views/Scanner/ScannerView.swift in the plan's files (plan.md:21)",
                "the plan expects 4 files with `import TipKit` but its tasks add it to 3: Pantry/PantryApp.swift, Pantry/Views/ShelfView.swift, Pantry/Views/Scan/ScannerView.swift",
                "the plan states 4 tips here but 3 at plan.md:3",
            ])
        XCTAssertEqual(plan.contradictions.map(\.source.line), [28, 38, 43])
        XCTAssertEqual(plan.contradictions.map(\.other), [ref("plan.md", 21), ref("plan.md", 13), ref("plan.md", 3)])
        XCTAssertEqual(
            plan.contradictions.map(\.key),
            [
                "Pantry/Views/Scan/ScannerView.swift", "import TipKit file count", "stated tip count",
            ])
    }

    func testPlanWithNoStatedCountStatesNothing() {
        let plan = read(
            (
                "plan.md",
                """
                ## Goal

                Guide new shoppers around the shelf.

                ### Task 1: Shelf
                **Files:**
                - Modify: `Pantry/Views/ShelfView.swift`

                Expected: BUILD SUCCEEDED
                """
            ))
        XCTAssertEqual(plan.statedTipCounts, [])
        XCTAssertNil(plan.statedImportFileCount)
        XCTAssertEqual(plan.files.map(\.path), ["Pantry/Views/ShelfView.swift"])
        XCTAssertEqual(plan.contradictions, [])
    }

    func testFilesListAsANestedListItem() {
        let plan = read(
            ("plan.md", "### Task 1: Shelf\n- **Files:**\n  - Modify: `Shop/ShelfView.swift`\n- Step 1: done"))
        XCTAssertEqual(
            plan.files,
            [PlannedFile(path: "Shop/ShelfView.swift", action: .modify, source: ref("plan.md", 3), evidence: .stated)])
    }

    func testGoalSectionCountAndExpectedNeedsATipStructCount() {
        let plan = read(
            (
                "plan.md",
                """
                ## Goal
                Add **2** onboarding tips.

                Expected: 9
                """
            ))
        XCTAssertEqual(plan.statedTipCounts, [Stated(value: 2, source: ref("plan.md", 2))])
    }

    static let designDocument = """
        # Pantry Guidance — Design

        ## Tips (3 tips)

        ### 1. Shelf (ShelfView)
        | Target | Title | Message |
        |--------|-------|---------|
        | "Add" button | Stock Up | Tap to add the item to your list |

        ### 2. Checkout Screen
        | Target | Title | Message |
        |---|---|---|
        | Pay button | "Checkout" | Pay with one tap |

        ## Files Changed

        | File | Change |
        |------|--------|
        | **New:** `Pantry/Tips/PantryTips.swift` | All tips |
        | `Pantry/PantryApp.swift` | `Tips.configure()` in init |
        | `Pantry/Views/Scan/ScannerView.swift` | 1 TipView |
        | `Pantry/Views/CartView.swift` | 1 popoverTip |
        """

    func testDesignTablesGiveCopyFilesAndPlacement() {
        let plan = read(("design.md", Self.designDocument))
        XCTAssertEqual(
            plan.designCopy,
            [
                DesignCopy(
                    view: "ShelfView", target: "\"Add\" button", title: "Stock Up",
                    message: "Tap to add the item to your list", source: ref("design.md", 8)),
                DesignCopy(
                    view: "", target: "Pay button", title: "Checkout", message: "Pay with one tap",
                    source: ref("design.md", 13)),
            ])
        XCTAssertEqual(
            plan.designFiles,
            [
                PlannedFile(
                    path: "Pantry/Tips/PantryTips.swift", action: .create, source: ref("design.md", 19),
                    evidence: .tabled),
                PlannedFile(
                    path: "Pantry/PantryApp.swift", action: .modify, source: ref("design.md", 20), evidence: .tabled),
                PlannedFile(
                    path: "Pantry/Views/Scan/ScannerView.swift", action: .modify, source: ref("design.md", 21),
                    evidence: .tabled),
                PlannedFile(
                    path: "Pantry/Views/CartView.swift", action: .modify, source: ref("design.md", 22),
                    evidence: .tabled),
            ])
        XCTAssertEqual(plan.configurePlacements, [Stated(value: "init", source: ref("design.md", 20))])
        // Without a task plan, the design's files are the files to create or modify.
        XCTAssertEqual(plan.files, plan.designFiles)
        XCTAssertEqual(
            plan.configure,
            PlannedConfigure(
                file: "Pantry/PantryApp.swift", options: nil, source: ref("design.md", 20), evidence: .tabled)
        )
        XCTAssertEqual(plan.contradictions, [])
    }

    /// A file table that does not say its files change (`Component | File | Responsibility`, real plans,
    /// round 17: a design spec's component table of files it plans to add) only mentions them: a missing one
    /// is at most a note. A change heading (`Files Changed`), a change column or a cell that opens with
    /// `Update`/`Modify` states the change.
    func testAFileTableThatDoesNotSayItsFilesChangeOnlyMentionsThem() throws {
        let design = """
            # Rack spec

            ### Building blocks

            | Part | File | Role |
            |------|------|------|
            | `ShelfGate` | `Logic/ShelfGate.swift` | Which shelves are open |
            | `RackTips` | `Logic/RackTips.swift` | The tips |
            | `RackBar` | `Views/RackBar.swift` | Update: hides closed shelves |

            ### Files Changed

            | File | Role |
            |------|------|
            | `Views/RackView.swift` | Shows the bar |
            """
        XCTAssertEqual(
            read(("spec.md", design)).designFiles.map {
                "\($0.source.line) \($0.action.rawValue) \($0.evidence.rawValue) \($0.path)"
            },
            [
                "7 Modify mentioned Logic/ShelfGate.swift",
                "8 Modify mentioned Logic/RackTips.swift",
                "9 Modify tabled Views/RackBar.swift",
                "15 Modify tabled Views/RackView.swift",
            ])
        let findings = try InMemoryProject.analyze(["App/Views/RackView.swift": "struct RackView {}\n"], plan: design)
            .findings.filter { $0.ruleID == "plan_file_missing" }.map { "\(ExpectedFinding($0)) \($0.severity)" }
        XCTAssertEqual(
            findings,
            [
                "docs/plan.md:7 plan_file_missing note", "docs/plan.md:8 plan_file_missing note",
                "docs/plan.md:9 plan_file_missing error",
            ])
    }

    /// A change cell that is `New` (alone, before a dash or colon, or `New file`/`New target`) marks a file
    /// to create; `New row "…"` or `New enum cases` adds to a file that is there. `Create` or `Add` does when
    /// alone or before a dash or colon, while `Add` before words changes a file that is there.
    func testFileTableChangeCellsThatMarkNewFiles() {
        let design = """
            # Widget spec

            | File | Change |
            |------|--------|
            | `Spec/Intents/FocusFilter.swift` | **New** — filter definitions |
            | `SpecWidgets/WidgetsBundle.swift` | **New target** |
            | `Spec/Services/Scheduler.swift` | Create: one request per day |
            | `Spec/Services/Receipt.swift` | **Added** |
            | `Spec/Views/OnboardingView.swift` | Add `ChatView` or embed the script |
            | `Spec/Views/NewsView.swift` | Newly shows the badge |
            | `Spec/Views/SettingsView.swift` | New row "Replay onboarding" → `reset()`. |
            | `Spec/Analytics/Event.swift` | New enum cases for 6 onboarding events. |
            | `Spec/Analytics/Export.swift` | New file: the exporter |
            """
        XCTAssertEqual(
            read(("spec.md", design)).designFiles.map { "\($0.source.line) \($0.action.rawValue) \($0.path)" },
            [
                "5 Create Spec/Intents/FocusFilter.swift",
                "6 Create SpecWidgets/WidgetsBundle.swift",
                "7 Create Spec/Services/Scheduler.swift",
                "8 Create Spec/Services/Receipt.swift",
                "9 Modify Spec/Views/OnboardingView.swift",
                "10 Modify Spec/Views/NewsView.swift",
                "11 Modify Spec/Views/SettingsView.swift",
                "12 Modify Spec/Analytics/Event.swift",
                "13 Create Spec/Analytics/Export.swift",
            ])
    }

    func testDesignFileListAndPlacementAgainstThePlan() {
        let plan = read(("plan.md", Self.proseOnlyPlan), ("design.md", Self.designDocument))
        XCTAssertEqual(
            plan.contradictions.map { "\($0.source.fileAndLine) \($0.message)" },
            [
                "plan.md:20 the plan modifies Pantry/Views/ShelfView.swift, which the design's file list (design.md:19) leaves out",
                "plan.md:28 ScannerView.swift is at Pantry/Views/Scan/ScannerView.swift here but at Pantry/Views/Scanner/ScannerView.swift in the plan's files (plan.md:21)",
                "plan.md:38 the plan expects 4 files with `import TipKit` but its tasks add it to 3: Pantry/PantryApp.swift, Pantry/Views/ShelfView.swift, Pantry/Views/Scan/ScannerView.swift",
                "plan.md:43 the plan states 4 tips here but 3 at plan.md:3",
                "design.md:20 Tips.configure runs in init here but in the .task block at plan.md:15",
                "design.md:22 the design lists Pantry/Views/CartView.swift, which no task of the plan creates or modifies",
            ])
    }

    func testViewNamesInHeadings() {
        XCTAssertEqual(PlanNames.viewName(in: "1. Main View (HomeView)"), "HomeView")
        XCTAssertEqual(PlanNames.viewName(in: "Person Profile (`PersonDetailView`)"), "PersonDetailView")
        XCTAssertEqual(PlanNames.viewName(in: "The SettingsViewController"), "SettingsViewController")
        XCTAssertEqual(PlanNames.viewName(in: "Tip Set (11 tips)"), nil)
        XCTAssertEqual(PlanNames.viewName(in: "Main View"), nil)
    }

    func testPhrases() {
        XCTAssertEqual(
            PlanText.swiftPaths(in: "In `A/B.swift`, see [C.swift](../x/C.swift) and D.swiftui or E.swift."),
            ["A/B.swift", "C.swift", "x/C.swift", "E.swift"])
        // A folder named after an app with a space is one path when a code span holds exactly it.
        XCTAssertEqual(
            PlanText.swiftPaths(
                in:
                    "- Create: `Bake Shop/Views/Oven.swift` and `Bake ShopTests/OvenTests.swift`; see Bake Shop/Cart.swift"
            ),
            ["Bake Shop/Views/Oven.swift", "Bake ShopTests/OvenTests.swift", "Shop/Cart.swift"])
        XCTAssertEqual(PlanText.swiftPaths(in: "`see Oven.swift` and `a b/ c.swift`"), ["Oven.swift", "c.swift"])
        XCTAssertEqual(
            PlanText.swiftPaths(in: "See [the guide](https://docs.swift.org/swift-book/) for Oven.swift."),
            ["Oven.swift"])
        XCTAssertEqual(PlanText.goalTipCount("**Goal:** Add 11 TipKit popover tips across 5 app areas"), 11)
        XCTAssertEqual(PlanText.goalTipCount("Goal: guide users across 5 areas with tips"), nil)
        XCTAssertEqual(PlanText.expectedCount("Expected: `12`"), 12)
        XCTAssertEqual(PlanText.expectedCount("Expected: 7 files with `import TipKit`"), nil)
        XCTAssertEqual(PlanText.expectedFileCount("Expected: 1 file with `Tips.configure`.", with: "Tips.configure"), 1)
        XCTAssertEqual(
            PlanText.configurePlacement("Call `Tips.configure()` in `application(_:didFinishLaunchingWithOptions:)`"),
            "application(_:didFinishLaunchingWithOptions:)")
        XCTAssertEqual(PlanText.configurePlacement("Tips.configure() in the app's init()"), "init")
        XCTAssertEqual(PlanText.configurePlacement("Tips.configure in `App.swift` via the task block"), nil)
        XCTAssertTrue(SetupProse.addsTipKitImport("1. Add **`import TipKit`** at the top."))
        XCTAssertEqual(PlanText.fileItem("Modify: `Pantry/A.swift:12-30`")?.path, "Pantry/A.swift")
        XCTAssertEqual(PlanText.fileItem("Create: ./Pantry/B.swift (new)")?.path, "Pantry/B.swift")
        XCTAssertNil(PlanText.fileItem("Test: `PantryTests/A.swift`"))
    }

    func testMalformedDocumentsNeverFail() {
        let plan = read(
            (
                "odd.md",
                "\u{FEFF}**Files:**\r\n- Create:\r\n- Modify: ``\r\n| Title | Message |\r\n|--|\r\n| only |\r\n```swift\r\nstruct"
            ))
        XCTAssertEqual(plan.files, [])
        XCTAssertEqual(
            plan.designCopy,
            [
                DesignCopy(
                    view: "", target: nil, title: "only", message: "",
                    source: ref("odd.md", 6))
            ])
    }
}
