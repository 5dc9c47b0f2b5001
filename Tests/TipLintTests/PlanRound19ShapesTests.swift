import XCTest

@testable import TipLint

/// Plan shapes of the fresh round 19 of real plans (Tools/RealPlans/fresh-r19.txt, issue 20), in our own words
/// about a pantry app: a long tip bullet with one hedged clause, a checklist item labelled `<Label> tip (TipKit)`,
/// `TipKit for the <subject>` items, and `Created:`/`Modified:` file lists and `(new)` file cells.
final class PlanRound19ShapesTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "plan.md", text: text)])
    }

    private func described(_ plan: Plan) -> [String] {
        plan.describedTips.map { tip in
            "plan.md:\(tip.source.line) | \(tip.label ?? "-") | \(tip.copy ?? "-") | \(tip.isDone ? "done" : "open")"
        }
    }

    private func files(_ plan: Plan) -> [String] {
        plan.files.map { "\($0.path) \($0.action) \($0.evidence.rawValue) plan.md:\($0.source.line)" }
    }

    // MARK: A hedged clause drops only itself

    /// One bullet gives a tip's file, place, configure place, gating and invalidation; "never over the sign-in
    /// sheet" narrows the gating clause, and the rest of the bullet is read.
    func testAHedgedClauseInALongPositiveBulletDropsOnlyItself() {
        let plan = read(
            """
            # Pantry architecture

            - **`PantryApp`** — sets up the store and the model container.
            - **Welcome tip (TipKit)** — `Tips/ShelfTip.swift` points people at a jar's "+" button after they add their first jar. `TipKit` is configured in `PantryApp`; the tip waits on `@Parameter` flags set from `RootView` so it slides in once the list settles and never over the sign-in sheet, and is invalidated once the button is tapped.
            """)
        XCTAssertEqual(plannedTipLines(plan), ["ShelfTip | - | mentioned | plan.md:4"])
        XCTAssertEqual(plan.skipped, [])
        XCTAssertEqual(
            plan.configure.map { "\($0.file) \($0.evidence.rawValue) plan.md:\($0.source.line)" },
            "the App mentioned plan.md:4")
    }

    /// A line that opens hedged, or whose hedged clause takes the line back, is still skipped whole.
    func testAHedgeThatOpensOrTakesBackTheLineSkipsItWhole() {
        let plan = read(
            """
            # Pantry architecture

            - `ShelfTip` is never shown twice; it waits for the list to settle.
            - `JarTip` on the jar card, but we won't ship it in 1.0.
            - Show `LidTip` on the lid button; out of scope for 1.0 though.
            - `SortTip` on the sort menu, and never again after the first sort.
            """)
        XCTAssertEqual(plannedTipLines(plan), [])
        XCTAssertEqual(plan.skipped.map(\.source.line), [3, 4, 5, 6])
        XCTAssertEqual(plan.skipped.map(\.reason), Array(repeating: .negativeSentence, count: 4))
    }

    func testHedgedClausesKeepsThePositiveClausesOnly() {
        XCTAssertNil(HedgedClauses.kept(in: "Add `ShelfTip`; it waits and never over a sheet, and is gone on tap."))
        XCTAssertEqual(
            HedgedClauses.kept(in: "Add `ShelfTip`; the tip waits and never over a sheet, and is gone on tap."),
            "Add `ShelfTip`; and is gone on tap.")
        XCTAssertNil(HedgedClauses.kept(in: "`ShelfTip` does not show on iPad."))
    }

    /// "No nag — …" labels what the clause says (a tip that goes for good); "No, …" takes the line back.
    func testANoLabelNarrowsAndDoesNotTakeTheLineBack() {
        XCTAssertEqual(
            HedgedClauses.kept(in: "A `ShelfTip` popover on the jar button. No nag — once used, it never shows again."),
            "A `ShelfTip` popover on the jar button.")
        XCTAssertEqual(
            HedgedClauses.kept(
                in: "A `ShelfTip` popover on the jar button. No spam: once used, the tip never returns."),
            "A `ShelfTip` popover on the jar button.")
        XCTAssertNil(HedgedClauses.kept(in: "A `ShelfTip` popover on the jar button. No, we never ship it."))
    }

    // MARK: A checklist item labelled `<Label> tip (TipKit)`

    /// The label notes TipKit: the item is a described tip (label, copy), done with its box, besides a task.
    func testAChecklistItemLabelledTipKitIsADescribedTip() {
        let plan = read(
            """
            ## Still to verify on a device (checklist)

            - [ ] The widget timeline reloads at midnight.
            - [x] Jar tip (TipKit): on first launch "Tap a jar to see what is inside" shows above the first shelf; tapping a jar opens it, and the tip stays gone after a relaunch.
            - [ ] **Lid tip (TipKit)**: "Twist to reseal" shows on the open jar.
            - [ ] Test tip (TipKit): "Tap a jar to see what is inside" shows once.
            - [ ] Shelf tip (TipKit): maybe "Drag to reorder" above the shelf.
            """)
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:4 | Jar tip | Tap a jar to see what is inside | done",
                "plan.md:5 | Lid tip | Twist to reseal | open",
            ])
        XCTAssertEqual(plan.tips.map(\.name), [])
        XCTAssertEqual(plan.tasks.count, 5)
    }

    /// The label may end at a plain hyphen and hold letters beyond ASCII (a byte pre-check spares other lines the
    /// split into characters, and leaves these to it); a label not ending in a tip word is none.
    func testALabelledItemEndsAtAHyphenOrHoldsLettersBeyondASCII() {
        let plan = read(
            """
            ## Checklist

            - [ ] Jar tip (TipKit) - "Tap a jar to see what is inside" shows above the first shelf.
            - [ ] Caf\u{E9} tip (TipKit): "Brew a pot" shows on the kettle.
            - [ ] Jar list (TipKit): "Sort your jars" shows on the list.
            """)
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:3 | Jar tip | Tap a jar to see what is inside | open",
                "plan.md:4 | Caf\u{E9} tip | Brew a pot | open",
            ])
    }

    // MARK: `TipKit for the <subject>`

    func testTipKitForASubjectDescribesATipPerSubject() {
        let plan = read(
            """
            ## Modern API inventory (register only)

            - Needs 17:
              - `ContentUnavailableView` on the empty shelf.
              - TipKit for the shelf's hidden swipe actions.
            - TipKit for the two tricky ideas: jar sharing, pantry sync.
            - TipKit for the three screens: home, shelf.
            - TipKit for the `ShelfView` onboarding.
            - TipKit for the shelf, if there is time.
            - Use TipKit for the shelf.
            """)
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:5 | shelf's hidden swipe actions | - | open",
                "plan.md:6 | jar sharing | - | open",
                "plan.md:6 | pantry sync | - | open",
            ])
        XCTAssertEqual(plan.tips.map(\.name), [])
    }

    // MARK: Files

    /// `Created:` and `Modified:` label lists name files to create and modify: mentioned in a report of the work,
    /// stated in a task; a heading closes the list, and an item that is no `.swift` path is no file.
    func testCreatedAndModifiedListsNameFiles() {
        let plan = read(
            """
            # Pantry tips

            ## Implemented Files

            Created:

            - `Pantry/Tips/PantryTips.swift`

            Modified:

            - `Pantry/PantryApp.swift`
            - `docs/README.md`

            ### Task 2: Shelf view

            Modified:

            - `Pantry/Shelf/ShelfView.swift` (anchor the tip)

            ## Notes

            - `Pantry/Old/LegacyView.swift` is where the old banner lived.
            """)
        XCTAssertEqual(
            files(plan),
            [
                "Pantry/Tips/PantryTips.swift create mentioned plan.md:7",
                "Pantry/PantryApp.swift modify mentioned plan.md:11",
                "Pantry/Shelf/ShelfView.swift modify stated plan.md:18",
            ])
    }

    /// A file table whose path cell notes `(new)` after the path creates that file.
    func testAFileCellNotedNewIsAFileToCreate() {
        let plan = read(
            """
            # Jar banner design

            ## Files Affected

            | File | Change |
            |---|---|
            | `ShelfView.swift` | Insert `JarBannerView` above the list |
            | `JarBannerView.swift` (new) | Self-contained banner card |
            | `JarSheet.swift` (new file) | Post-import sheet |
            """)
        XCTAssertEqual(
            files(plan),
            [
                "ShelfView.swift modify tabled plan.md:7", "JarBannerView.swift create tabled plan.md:8",
                "JarSheet.swift create tabled plan.md:9",
            ])
    }
}

/// `plannedTipLines` of a plan already read.
private func plannedTipLines(_ plan: Plan, path: String = "plan.md") -> [String] {
    plan.tips.map { "\($0.name) | \($0.describedAs ?? "-") | \($0.evidence.rawValue) | \(path):\($0.source.line)" }
}
