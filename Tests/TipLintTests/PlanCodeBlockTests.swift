import XCTest

@testable import TipLint

/// The plan reader on plans whose Swift code blocks declare tips and put them in files.
final class PlanCodeBlockTests: XCTestCase {
    private func read(_ documents: (String, String)...) -> Plan {
        PlanReader.read(documents: documents.map { (path: $0.0, text: $0.1) })
    }

    private func ref(_ line: Int, _ file: String = "plan.md") -> PlanReference { PlanReference(file: file, line: line) }

    static let plan = """
        # Pantry Guidance Plan

        **Goal:** Add 4 TipKit popover tips to the shelf and checkout.

        ### Task 1: Tips and configuration

        **Files:**
        - Create: `Pantry/Tips/PantryTips.swift`
        - Modify: `Pantry/PantryApp.swift`

        **Step 1: Create `Pantry/Tips/PantryTips.swift`**

        ```swift
        import TipKit

        struct StockUpTip: Tip {
            static let restocked = Tips.Event(id: "stockUpRestocked")
            var title: Text { Text("Stock Up") }
            var message: Text? { Text("Tap to add the item to your list") }
            var image: Image? { Image(systemName: "cart.badge.plus") }
            var rules: [Rule] { #Rule(Self.restocked) { $0.donations.count == 0 } }
        }

        struct CheckoutTip: Tip {
            static let paid = Tips.Event(id: "checkoutPaid")
            var title: Text { Text("Checkout") }
            var message: Text? { Text("Pay with one tap") }
        }

        struct ScanBarcodeTip: Tip {
            var title: Text { Text("Scan a Barcode") }
        }
        ```

        **Step 2:** In `Pantry/PantryApp.swift`, call `Tips.configure` in `init`:

        ```swift
        try? Tips.configure([
            .displayFrequency(.daily),
            .datastoreLocation(.applicationDefault)
        ])
        ```

        ### Task 2: Shelf

        **Files:**
        - Modify: `Pantry/Views/ShelfView.swift`

        ```swift
        private let stockUpTip = StockUpTip()
        ```

        ```swift
        Button {
            StockUpTip.restocked.donate()
        } label: { Text("Add") }
        .popoverTip(stockUpTip)
        .popoverTip(unknownTip)
        ```

        ### Task 3: Checkout and scanner

        **Files:**
        - Modify: `Pantry/Views/CheckoutView.swift`
        - Modify: `Pantry/Views/ScannerView.swift`

        ```swift
        .popoverTip(CheckoutTip())
        ```

        In `CheckoutView.swift`:

        ```swift
        import TipKit
        @State private var tip: CheckoutTip = .init()
        var body: some View { PayButton().popoverTip(isReady ? tip : nil) }
        func pay() { CheckoutTip.paid.donate() }
        ```

        Then in `Pantry/Views/ScannerView.swift`:

        ```swift
        TipView(ScanBarcodeTip())
        ```

        ### Task 4: Verify

        Expected: 3 files with `import TipKit`, 2 files with `Tips.configure`.
        """

    func testCodeBlocksGiveTipsAndSitesForTheirFile() {
        let plan = read(("plan.md", Self.plan))
        // Each copy field and event cites its own line of the block, not the struct's.
        XCTAssertEqual(
            plan.tips[0].factLines,
            [.event("restocked"): ref(17), .title: ref(18), .message: ref(19), .image: ref(20)])
        XCTAssertEqual(plan.tips[2].line(of: .title), ref(31))
        XCTAssertEqual(plan.tips[2].line(of: .message), ref(30), "a fact the plan does not state: the tip's line")
        XCTAssertEqual(
            plan.tips.map { tip in
                var tip = tip
                tip.factLines = [:]
                return tip
            },
            [
                PlannedTip(
                    name: "StockUpTip", events: [PlannedEvent(name: "restocked", id: "stockUpRestocked")],
                    title: "Stock Up", message: "Tap to add the item to your list", image: "cart.badge.plus",
                    source: ref(16)),
                PlannedTip(
                    name: "CheckoutTip", events: [PlannedEvent(name: "paid", id: "checkoutPaid")],
                    title: "Checkout", message: "Pay with one tap", source: ref(24)),
                PlannedTip(name: "ScanBarcodeTip", title: "Scan a Barcode", source: ref(30)),
            ])
        XCTAssertEqual(
            plan.configure,
            PlannedConfigure(
                file: "Pantry/PantryApp.swift",
                options: [".displayFrequency(.daily)", ".datastoreLocation(.applicationDefault)"],
                source: ref(38)))
        XCTAssertEqual(plan.configurePlacements, [Stated(value: "init", source: ref(35))])
        // The imports the plan adds, then those it implies (derived): where it shows or donates a tip,
        // and where it calls Tips.configure.
        func derived(_ file: String, _ line: Int) -> PlannedSite {
            var site = PlannedSite(file: file, source: ref(line))
            site.isDerived = true
            return site
        }
        XCTAssertEqual(
            plan.imports,
            [
                PlannedSite(file: "Pantry/Tips/PantryTips.swift", source: ref(14)),
                PlannedSite(file: "Pantry/Views/CheckoutView.swift", source: ref(74)),
                derived("Pantry/Views/ShelfView.swift", 57), derived("Pantry/Views/ScannerView.swift", 83),
                derived("Pantry/PantryApp.swift", 38),
            ])
        // A block before any path goes to the task's only file; with two files it has none.
        XCTAssertEqual(
            plan.displaySites,
            [
                PlannedSite(file: "Pantry/Views/ShelfView.swift", tip: "StockUpTip", source: ref(57)),
                PlannedSite(file: "Pantry/Views/CheckoutView.swift", tip: "CheckoutTip", source: ref(76)),
                PlannedSite(file: "Pantry/Views/ScannerView.swift", tip: "ScanBarcodeTip", source: ref(83)),
            ])
        XCTAssertEqual(
            plan.donations,
            [
                PlannedSite(
                    file: "Pantry/Views/ShelfView.swift", tip: "StockUpTip", event: "restocked", source: ref(55)),
                PlannedSite(
                    file: "Pantry/Views/CheckoutView.swift", tip: "CheckoutTip", event: "paid", source: ref(77)),
            ])
        XCTAssertEqual(
            plan.contradictions.map { "\($0.source.fileAndLine) \($0.message)" },
            [
                "plan.md:3 the plan states 4 tips but its code blocks declare 3",
                "plan.md:88 the plan expects 2 files with `Tips.configure` but its tasks call it in 1: Pantry/PantryApp.swift",
                "plan.md:88 the plan expects 3 files with `import TipKit` but its tasks add it to 2: Pantry/Tips/PantryTips.swift, Pantry/Views/CheckoutView.swift",
            ])
    }

    static let design = """
        # Pantry Guidance — Design

        ## Tip Set

        ### Shelf (ShelfView)
        | Target | Title | Message |
        |--------|-------|---------|
        | Add button | Stock Up | Tap to add it to your list |
        | Pay button | Checkout | Pay with one tap |

        ### Scanner (ScannerView)
        | Target | Title | Message |
        |--------|-------|---------|
        | Camera | Scan Barcodes | Point at a barcode |
        | Torch | Light | Turn on the torch |
        """

    /// `.popoverTip(addHabitTip)` with no block declaring the property: the tip it is named after.
    func testAPropertyNamedAfterItsTipTypeShowsThatTip() {
        let plan = read(
            (
                "plan.md",
                """
                # Habit tips

                ```swift
                struct AddHabitTip: Tip { var title: Text { Text("Add Your First Habit") } }
                ```

                In `MyHabitsView.swift`:
                ```swift
                Button("Add") {}
                    .popoverTip(addHabitTip)
                    .popoverTip(otherTip)
                ```
                """
            ))
        XCTAssertEqual(plan.displaySites.map(\.tip), ["AddHabitTip"])
        XCTAssertEqual(plan.displaySites.map(\.source), [ref(10)])
        XCTAssertTrue(plan.unread.isEmpty, "\(plan.unread)")
    }

    /// A group's current tip is one of the group's tips, never a tip named after TipKit's `TipGroup`, nor after
    /// another binding's type (`var id: String`).
    func testATipGroupBoundInABlockIsNoTip() {
        let plan = read(
            (
                "plan.md",
                """
                # Kiln tips

                ```swift
                struct KilnTip: Tip { var title: Text { Text("Fire the kiln") } }
                struct KilnView: View {
                    let tipGroup = TipGroup(.ordered) { KilnTip() }
                    var id: String { "kiln" }
                    var body: some View { TipView(tipGroup.currentTip!) }
                    var shelf: some View { TipView(tipGroup.currentTip?.id == id ? tipGroup.currentTip : nil) }
                }
                ```
                """
            ))
        XCTAssertEqual(plan.tips.map(\.name), ["KilnTip"])
    }

    func testADesignTableThatDisagreesWithThePlan() {
        let plan = read(("plan.md", Self.plan), ("design.md", Self.design))
        let design = plan.contradictions.filter { $0.source.file == "design.md" || $0.other?.file == "design.md" }
        XCTAssertEqual(
            design.map { "\($0.source.fileAndLine) \($0.message) [\($0.other?.fileAndLine ?? "-")] key=\($0.key)" },
            [
                "plan.md:30 ScanBarcodeTip is in the plan but in no design table (design.md:8) [design.md:8] key=ScanBarcodeTip",
                "design.md:8 the design gives StockUpTip the message \"Tap to add it to your list\" but the plan \"Tap to add the item to your list\" [plan.md:16] key=StockUpTip message",
                "design.md:9 the design puts CheckoutTip (\"Checkout\") in ShelfView but the plan displays it in Pantry/Views/CheckoutView.swift [plan.md:76] key=CheckoutTip view",
                "design.md:14 the design's tip \"Scan Barcodes\" (ScannerView) matches no tip of the plan by title or message [-] key=Scan Barcodes",
                "design.md:15 the design's tip \"Light\" (ScannerView) matches no tip of the plan by title or message [-] key=Light",
            ])
    }

    /// A design quoting the plan's message with a closing full stop gives the same copy.
    func testADesignMessageThatDiffersOnlyInItsFullStopAgreesWithThePlan() {
        let design = Self.design.replacingOccurrences(
            of: "Tap to add it to your list", with: "Tap to add the item to your list.")
        let plan = read(("plan.md", Self.plan), ("design.md", design))
        XCTAssertEqual(
            plan.contradictions.filter { $0.source.file == "design.md" || $0.other?.file == "design.md" }.map(\.key),
            ["ScanBarcodeTip", "CheckoutTip view", "Scan Barcodes", "Light"])
    }

    func testRepeatedTipsAndConfigureCalls() {
        let plan = read(
            (
                "plan.md",
                """
                ### Task 1: Tips
                **Files:**
                - Create: `Shop/Tips.swift`

                ```swift
                struct ShelfTip: Tip { var title: Text { Text("Shelf") } }
                ```

                ```swift
                struct ShelfTip: Tip { var title: Text { Text("Shelf") } }
                try? Tips.configure()
                ```

                ```swift
                struct ShelfTip: Tip { var title: Text { Text("Your shelf") } }
                ```

                ### Task 2: App
                **Files:**
                - Modify: `Shop/ShopApp.swift`

                ```swift
                try? Tips.configure([.displayFrequency(.weekly)])
                ```
                """
            ))
        XCTAssertEqual(plan.tips.map(\.name), ["ShelfTip"])
        XCTAssertEqual(plan.configure?.file, "Shop/Tips.swift")
        XCTAssertEqual(
            plan.contradictions.map { "\($0.source.fileAndLine) \($0.message)" },
            [
                "plan.md:15 ShelfTip is declared again with different events or copy than at plan.md:6",
                "plan.md:23 the plan calls Tips.configure again, in Shop/ShopApp.swift; TipKit is configured once (first at plan.md:11)",
            ])
    }

    func testLooksLikePlanBySwiftTipDeclaration() {
        XCTAssertTrue(
            PlanReader.looksLikePlan(
                "# Shelf tips\n\n```swift\nstruct ShelfTip: Tip {\n  var title: Text { Text(\"Shelf\") }\n}\n```\n"))
        XCTAssertFalse(PlanReader.looksLikePlan("```bash\nstruct ShelfTip: Tip {}\n```\n"), "only Swift blocks count")
    }
}
