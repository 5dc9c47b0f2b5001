import XCTest

@testable import TipLint

/// Each plan shape on its own, read into the plan model (our own small app: a bakery).
final class PlanShapesTests: XCTestCase {
    private func read(_ text: String, _ path: String = "plan.md") -> Plan {
        PlanReader.read(documents: [(path: path, text: text)])
    }

    private func ref(_ line: Int, _ file: String = "plan.md") -> PlanReference { PlanReference(file: file, line: line) }

    private let ovenTip = PlannedTip(
        name: "OvenTip", events: [PlannedEvent(name: "preheated", id: "ovenPreheated")],
        title: "Preheat First", message: "Tap to warm the oven", image: "flame",
        source: PlanReference(file: "plan.md", line: 5))

    // MARK: Tables

    func testATipTableGivesTipsSitesDonationsAndImports() {
        let plan = read(
            """
            # Bakery tips

            | Tip | Shown in | Event (id) | Title | Body | Symbol | Donated |
            |-----|----------|------------|-------|------|--------|---------|
            | `OvenTip` | `Bake/Views/OvenView.swift` | `preheated` (`"ovenPreheated"`) | Preheat First | Tap to warm the oven | `flame` | yes |
            | CrustTip | BasketView | crusted → "crustDone" | "Golden Crust" | — | - | no |
            | just prose | nothing | here | at all | | | |
            """)
        XCTAssertEqual(
            plan.tips.filter { !$0.isDescribed },
            [
                PlannedTip(
                    name: ovenTip.name, events: ovenTip.events, title: ovenTip.title, message: ovenTip.message,
                    image: ovenTip.image, source: ovenTip.source, evidence: .tabled),
                PlannedTip(
                    name: "CrustTip", events: [PlannedEvent(name: "crusted", id: "crustDone")], title: "Golden Crust",
                    source: ref(6), evidence: .tabled),
            ])
        // A `Tip` cell in words names a tip by them; its Title column makes the row strong.
        XCTAssertEqual(
            plan.tips.filter(\.isDescribed).map { "\($0.name) \($0.title ?? "-") \($0.evidence)" },
            ["just prose at all tabled"])
        XCTAssertEqual(
            plan.displaySites,
            [
                PlannedSite(file: "Bake/Views/OvenView.swift", tip: "OvenTip", source: ref(5), evidence: .tabled),
                // A view named without `.swift` is a view place: the file declaring it, found in the code.
                PlannedSite(file: "BasketView", tip: "CrustTip", source: ref(6), evidence: .tabled),
            ])
        XCTAssertEqual(
            plan.donations,
            [
                PlannedSite(
                    file: "Bake/Views/OvenView.swift", tip: "OvenTip", event: "preheated", source: ref(5),
                    evidence: .tabled)
            ])
        // Where a tip is shown or donated, the file needs `import TipKit` and is a file to modify; not a
        // view place, whose view may show the tip through a view it builds in another file.
        XCTAssertEqual(plan.imports.map(\.file), ["Bake/Views/OvenView.swift"])
        XCTAssertEqual(plan.files.map(\.path), ["Bake/Views/OvenView.swift"])
        XCTAssertEqual(plan.files.map(\.action), [.modify])
        XCTAssertEqual(plan.unread, [])
    }

    func testColumnsAreMatchedByMeaning() {
        XCTAssertEqual(PlanField.meaning(of: "Tip"), .tip)
        XCTAssertEqual(PlanField.meaning(of: "**Name**"), .tip)
        XCTAssertEqual(PlanField.meaning(of: "Type"), .tip)
        XCTAssertEqual(PlanField.meaning(of: "Tip title"), .title)
        XCTAssertEqual(PlanField.meaning(of: "SCREEN"), .place)
        XCTAssertEqual(PlanField.meaning(of: "Shown in"), .place)
        XCTAssertEqual(PlanField.meaning(of: "Location"), .place)
        XCTAssertEqual(PlanField.meaning(of: "Anchor view"), .anchor)
        XCTAssertEqual(PlanField.meaning(of: "Control"), .anchor)
        XCTAssertEqual(PlanField.meaning(of: "Trigger"), .event)
        XCTAssertEqual(PlanField.meaning(of: "Event id"), .eventID)
        XCTAssertEqual(PlanField.meaning(of: "Message / Body"), .message)
        XCTAssertEqual(PlanField.meaning(of: "Copy"), .message)
        XCTAssertEqual(PlanField.meaning(of: "SF Symbol"), .image)
        XCTAssertEqual(PlanField.meaning(of: "Icon"), .image)
        XCTAssertEqual(PlanField.meaning(of: "Shows when"), .rule)
        XCTAssertEqual(PlanField.meaning(of: "Donated in"), .donation)
        XCTAssertEqual(PlanField.meaning(of: "Status"), .status)
        XCTAssertNil(PlanField.meaning(of: "Change"))
        XCTAssertNil(PlanField.meaning(of: "Notes"))
    }

    func testAnEventIDColumnBesideAnEventColumn() {
        let plan = read(
            """
            ## Tips

            | Name | Screen | Event | Event ID |
            |---|---|---|---|
            | OvenTip | `OvenView.swift` | preheated | ovenPreheated |
            """)
        XCTAssertEqual(plan.tips.first?.events, [PlannedEvent(name: "preheated", id: "ovenPreheated")])
    }

    func testATipTableUnderAViewHeadingShowsItsTipsThere() {
        let plan = read(
            """
            ### Oven (OvenView)
            | Tip | Title | Message |
            |---|---|---|
            | OvenTip | Preheat First | Tap to warm the oven |
            """)
        XCTAssertEqual(plan.displaySites.map(\.file), ["OvenView"])
        XCTAssertEqual(plan.designCopy, [], "a table naming its tips is not a design copy table")
    }

    // MARK: Sections per tip

    /// Nested bullets that list tips by name with their copy plan the tips (stated); a tip named
    /// in a sentence or a negative one does not.
    func testNestedTipEntriesPlanTheirTips() {
        let plan = read(
            """
            # Bakery tips

            - [ ] Create `Bake/Tips/BakeryTips.swift` with:
              - `OvenTip` — "Tap to warm the oven"
              - CrustTip: "Golden crust"
              - `RyeTip` does not need a popover
            - The `LoafTip` idea was dropped.
            """)
        XCTAssertEqual(plan.tips.map(\.name), ["OvenTip", "CrustTip"])
        XCTAssertEqual(plan.tips.map(\.evidence), [.stated, .stated])
        XCTAssertEqual(plan.tips.map(\.source.line), [4, 5])
        XCTAssertEqual(plan.tips.map(\.message), [nil, nil], "which copy field a quote is, the entry does not say")
    }

    /// A list item naming its tip first and describing it after a dash or colon is about that tip,
    /// as prose: mentioned, with no copy taken from its words.
    func testAListItemNamingItsTipFirstMentionsIt() {
        let plan = read(
            """
            # Bakery tip chain

            1. `OvenTip` - shows once `doughRested` is donated
            2. **CrustTip**: follows the oven tip
            3. The `RyeTip` chain is left as it is.
            4. [x] LoafTip (TipKit, shown 3 times): the loaf list's header
            5. BunTip(TipKit) — once, on the bun tray
            6. ScaleTip().invalidate(reason: .actionPerformed) once weighed
            """)
        XCTAssertEqual(plan.tips.map(\.name), ["OvenTip", "CrustTip", "LoafTip", "BunTip"])
        XCTAssertEqual(plan.tips.map(\.evidence), [.mentioned, .mentioned, .mentioned, .mentioned])
        XCTAssertEqual(plan.tips.map(\.source.line), [3, 4, 6, 7])
        XCTAssertEqual(plan.tips.map(\.title), [nil, nil, nil, nil])
    }

    /// A site is as strong as the line that places it: a flow step in prose stays mentioned though a field
    /// below states another site of the same tip (real plans, round 37: a bug analysis's flow).
    func testASiteInProseStaysMentionedBesideAStatedOne() {
        let plan = read(
            """
            # Shelf tip analysis: ShelfTip

            ## Flow

            1. **ShelfTip appears while SearchView is still visible**

            ## Change

            **File: `Shelf/Views/ShelfView.swift`**

            **Old code (lines 30-38):**
            """)
        XCTAssertEqual(plan.displaySites.map(\.file), ["SearchView", "Shelf/Views/ShelfView.swift"])
        XCTAssertEqual(plan.displaySites.map(\.source.line), [5, 9])
        XCTAssertEqual(plan.displaySites.map(\.evidence), [.mentioned, .stated])
    }

    /// A tip name set off in bold or code that opens a sentence about the tip (a feature note
    /// describing its tips) mentions it; a plain word does not.
    func testATipNameOpeningASentenceAboutItMentionsIt() {
        let plan = read(
            """
            # Bakery tips

            - **OvenTip** appears after the first loaf is saved.
            - `CrustTip` points at the crust slider once.
            - RyeTip appears too, maybe.
            """)
        XCTAssertEqual(plan.tips.map(\.name), ["OvenTip", "CrustTip"])
        XCTAssertEqual(plan.tips.map(\.evidence), [.mentioned, .mentioned])
        XCTAssertEqual(plan.tips.map(\.title), [nil, nil])
    }

    func testASectionPerTipWithAFieldList() {
        let plan = read(
            """
            # Bakery tips

            ## Oven

            ### OvenTip
            - **Title:** Preheat First
            - **Message:** Tap to warm the oven
            - Image — `flame`
            - **Screen:** `Bake/Views/OvenView.swift`
            - **Event:** `preheated`, id `"ovenPreheated"`
            - Donated there when the oven is started.
            - Shows when: the oven is cold

            ### Crust (CrustTip)
            Title: "Golden Crust"
            Shown on `Bake/Views/BasketView.swift` with `.popoverTip`.
            """)
        XCTAssertEqual(plan.tips.map(\.name), ["OvenTip", "CrustTip"])
        XCTAssertEqual(plan.tips.map(\.evidence), [.stated, .stated], "field lists under a tip")
        XCTAssertEqual(plan.tips[0].events, ovenTip.events)
        XCTAssertEqual(
            [plan.tips[0].title, plan.tips[0].message, plan.tips[0].image],
            ["Preheat First", "Tap to warm the oven", "flame"])
        XCTAssertEqual(plan.tips[1].title, "Golden Crust")
        // Findings about a field cite its line, not the heading's.
        XCTAssertEqual(
            [.title, .message, .image, .event("preheated")].map { plan.tips[0].line(of: $0).line }, [6, 7, 8, 10])
        XCTAssertEqual(plan.tips[1].line(of: .title).line, 15)
        XCTAssertEqual(plan.displaySites.map(\.file), ["Bake/Views/OvenView.swift", "Bake/Views/BasketView.swift"])
        XCTAssertEqual(
            plan.donations,
            [
                PlannedSite(
                    file: "Bake/Views/OvenView.swift", tip: "OvenTip", event: "preheated", source: ref(9),
                    evidence: .stated)
            ])
        XCTAssertEqual(plan.unread, [])
    }

    // MARK: Checklists and bullets

    func testChecklistItemsCarryTheirFactsInline() {
        let plan = read(
            """
            ## Tracking

            - [x] OvenTip shown on `Bake/Views/OvenView.swift` with `.popoverTip`, event `preheated` with id `"ovenPreheated"`, title "Preheat First", message "Tap to warm the oven", symbol `flame`, donated there
            - [ ] CrustTip on `Bake/Views/BasketView.swift`
              - title “Golden Crust”
              - donated in `Bake/Views/CounterView.swift` (event `crusted`)
            - [ ] Polish the copy of OvenTip and CrustTip
            """)
        XCTAssertEqual(plan.tips.map(\.name), ["OvenTip", "CrustTip"])
        XCTAssertEqual(plan.tips.map(\.evidence), [.stated, .stated], "field lists under a tip")
        XCTAssertEqual(plan.tips[0].events, ovenTip.events)
        XCTAssertEqual(plan.tips[0].image, "flame")
        XCTAssertEqual(plan.tips[1].title, "Golden Crust")
        XCTAssertEqual(plan.displaySites.map(\.file), ["Bake/Views/OvenView.swift", "Bake/Views/BasketView.swift"])
        XCTAssertEqual(
            plan.donations.map { "\($0.tip ?? "") \($0.event ?? "") \($0.file)" },
            [
                "OvenTip preheated Bake/Views/OvenView.swift", "CrustTip crusted Bake/Views/CounterView.swift",
            ])
        XCTAssertEqual(plan.tips.map(\.isDone), [true, false])
        XCTAssertEqual(plan.displaySites.map(\.isDone), [true, false])
        XCTAssertEqual(plan.tasks.map(\.isMarkedDone), [true, false, false])
        XCTAssertEqual(plan.tasks.map(\.lastLine), [3, 6, 7])
    }

    func testSpecKitTaskLines() {
        let plan = read(
            """
            ## Phase 3.2: Tips
            - [X] T012 [P] [US1] Show OvenTip in Sources/Bake/Views/OvenView.swift and donate `OvenTip.preheated` there
            - [ ] T013 Add the tip to Sources/Bake/Views/BasketView.swift
            """, "specs/001-tips/tasks.md")
        XCTAssertEqual(plan.displaySites.map(\.file), ["Sources/Bake/Views/OvenView.swift"])
        XCTAssertEqual(plan.donations.map(\.event), ["preheated"])
        // A phase heading over a checklist only groups its tasks (`PlanChecklistPhaseTests`).
        XCTAssertEqual(
            plan.tasks.map(\.title),
            [
                "T012 [P] [US1] Show OvenTip in Sources/Bake/Views/OvenView.swift and donate OvenTip.preheated there",
                "T013 Add the tip to Sources/Bake/Views/BasketView.swift",
            ])
        XCTAssertEqual(plan.tasks.map(\.isMarkedDone), [true, false])
        XCTAssertEqual(plan.tasks.map(\.parent), [nil, nil])
        XCTAssertEqual(plan.unread.map(\.source.line), [3], "names a file the plan plans nothing in")
    }

    // MARK: Setup prose

    func testSetupProseGivesConfigureAndImports() {
        let plan = read(
            """
            TipKit is configured once in `Bake/BakeryApp.swift`, in its `init()`: `Tips.configure([.displayFrequency(.daily)])`.

            Files that get `import TipKit`:
            - `Bake/Tips/BakeryTips.swift`
            - `Bake/BakeryApp.swift`

            Add `import TipKit` to `Bake/Views/OvenView.swift` and `Bake/Views/BasketView.swift`.
            Create `Bake/Tips/BakeryTips.swift` with the tip types.
            """)
        XCTAssertEqual(
            plan.configure,
            // A description, not an instruction: mentioned.
            PlannedConfigure(
                file: "Bake/BakeryApp.swift", options: [".displayFrequency(.daily)"], source: ref(1),
                evidence: .mentioned))
        XCTAssertEqual(plan.configurePlacements.map(\.value), ["init"])
        XCTAssertEqual(
            plan.imports.map(\.file),
            [
                "Bake/Tips/BakeryTips.swift", "Bake/BakeryApp.swift", "Bake/Views/OvenView.swift",
                "Bake/Views/BasketView.swift",
            ])
        XCTAssertEqual(plan.files.filter { $0.action == .create }.map(\.path), ["Bake/Tips/BakeryTips.swift"])
        XCTAssertEqual(plan.unread, [])
    }

    func testProseOptionsInTheirOwnCodeSpans() {
        XCTAssertEqual(
            SetupProse.configure(
                "Call `Tips.configure()` in `App.swift` with `.displayFrequency(.hourly)` and `.datastoreLocation(.applicationDefault)`."
            )?.options,
            [".displayFrequency(.hourly)", ".datastoreLocation(.applicationDefault)"])
        XCTAssertNil(SetupProse.configure("Call `Tips.configure()` in `App.swift`.")?.options as Any? as? [String])
        XCTAssertEqual(SetupProse.configure("Call `Tips.configure()` with no options in `App.swift`.")?.options, [])
        XCTAssertNil(SetupProse.configure("Expected: 1 file with `Tips.configure` in `App.swift`"))
    }

    // MARK: Tasks and done marks

    func testDoneMarks() {
        let plan = read(
            """
            ### Task 1: Tips ✅
            ```swift
            struct OvenTip: Tip { var title: Text { Text("Preheat First") } }
            ```
            ### Task 2: Oven view (Done)
            ### Task 3: Basket view
            **Status:** ✅ Done
            ### Task 4: Counter — in progress
            **Step 1: Show the tip** ✅
            **Step 2: Donate**
            ### Task 5: Mark the recipe done
            **Status:** not done
            """)
        XCTAssertEqual(
            plan.tasks.map(\.title),
            [
                "Task 1: Tips ✅", "Task 2: Oven view (Done)", "Task 3: Basket view",
                "Task 4: Counter — in progress", "Step 1: Show the tip ✅", "Step 2: Donate",
                "Task 5: Mark the recipe done",
            ])
        XCTAssertEqual(plan.tasks.map(\.isMarkedDone), [true, true, true, false, true, false, false])
        XCTAssertEqual(plan.tasks.map(\.parent), [nil, nil, nil, nil, 3, 3, nil])
        XCTAssertEqual(plan.tasks.map(\.lastLine), [4, 5, 7, 10, 9, 10, 12])
        XCTAssertEqual(plan.tips.map(\.isDone), [true])
        XCTAssertEqual(plan.task(of: ref(3)), 0)
        XCTAssertEqual(plan.task(of: ref(10)), 5)
    }

    func testATableRowWithAStatusIsATask() {
        let plan = read(
            """
            | Tip | Screen | Status |
            |---|---|---|
            | OvenTip | `OvenView.swift` | ✅ |
            | CrustTip | `BasketView.swift` | todo |
            """)
        XCTAssertEqual(plan.tasks.map(\.isMarkedDone), [true, false])
        XCTAssertEqual(plan.displaySites.map(\.isDone), [true, false])
    }

    // MARK: Mixed shapes

    func testShapesMixInOneDocumentAndMerge() {
        let plan = read(
            """
            | Tip | Title |
            |---|---|
            | OvenTip | Preheat First |

            ### OvenTip
            - Message: Tap to warm the oven
            - Event: `preheated` (`"ovenPreheated"`)

            - OvenTip shown on `Bake/Views/OvenView.swift`, donated there

            ### CrustTip
            - Title: Golden Crust

            ## Tracking
            - CrustTip title "Crusty"
            """)
        XCTAssertEqual(plan.tips.map(\.name), ["OvenTip", "CrustTip"])
        XCTAssertEqual(plan.tips[0].title, "Preheat First")
        XCTAssertEqual(plan.tips[0].message, "Tap to warm the oven")
        XCTAssertEqual(plan.tips[0].events, ovenTip.events)
        XCTAssertEqual(plan.donations.map(\.file), ["Bake/Views/OvenView.swift"])
        XCTAssertEqual(
            plan.contradictions.map { "\($0.source.line) \($0.message)" },
            [
                "15 CrustTip is declared again with different events or copy than at plan.md:11"
            ])
    }

    func testShortPathsReadAsTheLongerPathTheDocumentsGive() {
        let plan = read(
            """
            - Modify: `Bake/Views/OvenView.swift`

            - OvenTip shown on `OvenView.swift`
            """)
        XCTAssertEqual(plan.displaySites.map(\.file), ["Bake/Views/OvenView.swift"])
    }

    func testPlaceholdersAreNotTips() {
        let plan = read("- `.popoverTip(SomeTip())` on `Bake/Views/OvenView.swift`\n- YourTip title \"x\"\n")
        XCTAssertEqual(plan.tips, [])
    }
}
