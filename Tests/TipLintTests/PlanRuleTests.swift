import XCTest

@testable import TipLint

/// Each plan rule on a hand-built model and plan: a shop app whose plan puts three tips in
/// five files, and whose code drifted (a moved file, a renamed tip, changed copy and ids).
final class PlanRuleTests: XCTestCase {
    private func ref(_ line: Int, _ file: String = "docs/plan.md") -> PlanReference {
        PlanReference(file: file, line: line)
    }

    private func at(_ file: String, _ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    private func copy(_ text: String, _ file: String, _ line: Int, literal: Bool = true) -> CopyText {
        CopyText(text: text, isLiteral: literal, location: at(file, line, 30))
    }

    /// `import TipKit` on line 1: without one in the project, no fact is TipKit's.
    private func tipKit(in file: String) -> ImportDeclaration {
        ImportDeclaration(module: "TipKit", location: at(file, 1))
    }

    private func render(_ findings: [Finding]) -> [String] {
        findings.map { finding in
            var text =
                "\(finding.file):\(finding.line):\(finding.column): \(finding.severity): \(finding.message) (\(finding.ruleID)) key=\(finding.key)"
            if let plan = finding.plan { text += " plan=\(plan.file):\(plan.line)" }
            return text
        }
    }

    /// The shop's plan is finished (`--plan-complete`): what the code lacks is an error, not progress.
    private func check(_ rule: some Rule, _ context: RuleContext) -> [String] {
        var complete = context
        complete.planComplete = true
        return render(rule.check(complete))
    }

    // MARK: The shop scenario

    private static let tipsFile = "App/Shop/Tips/ShopTips.swift"
    private static let appFile = "App/Shop/ShopApp.swift"
    private static let shelfFile = "App/Shop/Views/ShelfView.swift"
    private static let finderFile = "App/Shop/Views/Find/FinderView.swift"
    private static let settingsFile = "App/Shop/Views/SettingsView.swift"

    private var plan: Plan {
        var plan = Plan()
        plan.documents = ["docs/plan.md"]
        plan.statedTipCounts = [Stated(value: 3, source: ref(3))]
        plan.tips = [
            PlannedTip(
                name: "StockUpTip", events: [PlannedEvent(name: "restocked", id: "stockUpRestocked")],
                title: "Stock Up", message: "Tap to add the item to your list", image: "cart.badge.plus",
                source: ref(20)),
            PlannedTip(
                name: "CheckoutTip", events: [PlannedEvent(name: "paid", id: "checkoutPaid")],
                title: "Checkout", message: "Pay with one tap", image: "creditcard", source: ref(30)),
            PlannedTip(
                name: "ScanBarcodeTip", events: [PlannedEvent(name: "scanned", id: "barcodeScanned")],
                title: "Scan a Barcode", source: ref(40)),
        ]
        plan.files = [
            PlannedFile(path: "Shop/Tips/ShopTips.swift", action: .create, source: ref(8)),
            PlannedFile(path: "Shop/ShopApp.swift", action: .modify, source: ref(9)),
            PlannedFile(path: "Shop/Views/ShelfView.swift", action: .modify, source: ref(60)),
            PlannedFile(path: "Shop/Views/Search/FinderView.swift", action: .modify, source: ref(61)),
            PlannedFile(path: "Shop/Views/CartView.swift", action: .modify, source: ref(62)),
            PlannedFile(path: "docs/notes.md", action: .create, source: ref(63)),
        ]
        plan.displaySites = [
            PlannedSite(file: "Shop/Views/ShelfView.swift", tip: "StockUpTip", source: ref(70)),
            PlannedSite(file: "Shop/Views/Search/FinderView.swift", tip: "ScanBarcodeTip", source: ref(80)),
            PlannedSite(file: "Shop/Views/CartView.swift", tip: "CheckoutTip", source: ref(90)),
            PlannedSite(file: "Shop/Views/BasketView.swift", tip: "CheckoutTip", source: ref(95)),
        ]
        plan.donations = [
            PlannedSite(file: "Shop/Views/ShelfView.swift", tip: "StockUpTip", event: "restocked", source: ref(71)),
            PlannedSite(
                file: "Shop/Views/Search/FinderView.swift", tip: "ScanBarcodeTip", event: "scanned", source: ref(81)),
            PlannedSite(file: "Shop/Views/CartView.swift", tip: "CheckoutTip", event: "paid", source: ref(91)),
        ]
        plan.imports = [
            PlannedSite(file: "Shop/Tips/ShopTips.swift", source: ref(15)),
            PlannedSite(file: "Shop/Views/ShelfView.swift", source: ref(65)),
            PlannedSite(file: "Shop/Views/Search/FinderView.swift", source: ref(75)),
            PlannedSite(file: "Shop/Views/CartView.swift", source: ref(85)),
            PlannedSite(file: "Shop/Views/BasketView.swift", source: ref(96)),
        ]
        plan.configure = PlannedConfigure(
            file: "Shop/ShopApp.swift", options: [".displayFrequency(.immediate)"], source: ref(50))
        return plan
    }

    private var model: ProjectModel {
        let tipKit = ImportDeclaration(module: "TipKit", location: at("", 1))
        var tips = FileFacts(path: Self.tipsFile)
        tips.imports = [tipKit]
        tips.tips = [
            TipDeclaration(
                name: "StockUpTip", location: at(Self.tipsFile, 3, 8),
                title: copy("Stock Up", Self.tipsFile, 5),
                message: copy("Tap to add it to your list", Self.tipsFile, 6),
                image: copy("cart.badge.plus", Self.tipsFile, 7)),
            TipDeclaration(
                name: "CheckoutTip", location: at(Self.tipsFile, 12, 8),
                title: copy("Check out", Self.tipsFile, 14),
                message: copy("Pay with \\(method)", Self.tipsFile, 15, literal: false)),
            TipDeclaration(
                name: "QuickScanTip", location: at(Self.tipsFile, 20, 8),
                title: copy("Scan a Barcode", Self.tipsFile, 21)),
        ]
        tips.events = [
            EventDeclaration(
                owner: "StockUpTip", name: "restocked", id: "stockUpRestocked", location: at(Self.tipsFile, 4, 16)),
            EventDeclaration(
                owner: "CheckoutTip", name: "paid", id: "checkoutDone", location: at(Self.tipsFile, 13, 16)),
            EventDeclaration(
                owner: "QuickScanTip", name: "scanned", id: "quickScanned", location: at(Self.tipsFile, 22, 16)),
        ]
        var app = FileFacts(path: Self.appFile)
        app.imports = [tipKit]
        app.configureCalls = [
            ConfigureCall(
                options: [".displayFrequency(.daily)"],
                site: FactSite(
                    location: at(Self.appFile, 10, 9), context: CodeContext(typeName: "ShopApp", functionName: "init")))
        ]
        var shelf = FileFacts(path: Self.shelfFile)
        shelf.imports = [tipKit]
        shelf.displaySites = [
            DisplaySite(
                kind: .popoverTip, tipType: "StockUpTip", argument: "stockUpTip",
                site: FactSite(location: at(Self.shelfFile, 20, 14), context: CodeContext()))
        ]
        var finder = FileFacts(path: Self.finderFile)
        finder.displaySites = [
            DisplaySite(
                kind: .popoverTip, tipType: "QuickScanTip", argument: "quickScanTip",
                site: FactSite(location: at(Self.finderFile, 30, 14), context: CodeContext()))
        ]
        finder.donations = [
            Donation(
                owner: "QuickScanTip", event: "scanned",
                site: FactSite(location: at(Self.finderFile, 28, 13), context: CodeContext()))
        ]
        var settings = FileFacts(path: Self.settingsFile)
        settings.imports = [tipKit]
        settings.donations = [
            Donation(
                owner: "StockUpTip", event: "restocked",
                site: FactSite(location: at(Self.settingsFile, 40, 13), context: CodeContext()))
        ]
        settings.configureCalls = [
            ConfigureCall(
                options: [".displayFrequency( .immediate )"],
                site: FactSite(location: at(Self.settingsFile, 5, 9), context: CodeContext()))
        ]
        return ProjectMerger.merge([tips, app, shelf, finder, settings])
    }

    private var context: RuleContext { RuleContext(model: model, plan: plan) }

    func testTipCountMatchesWhenTheCodeDeclaresAsManyTips() {
        XCTAssertEqual(check(PlanTipCountRule(), context), [])
    }

    func testTipMissingNamesALikelyRename() {
        XCTAssertEqual(
            check(PlanTipMissingRule(), context),
            [
                "docs/plan.md:40:1: error: planned tip ScanBarcodeTip is not declared; QuickScanTip has its title: rename it, or update the plan (plan_tip_missing) key=ScanBarcodeTip plan=docs/plan.md:40"
            ])
    }

    /// A tip shipped under another name with nearly the planned message is paired in the text, but
    /// near copy is a guess: progress (a note) until the plan is complete, not a contradiction.
    func testTipMissingPairsATipWithNearlyItsCopy() {
        var plan = Plan()
        plan.documents = ["docs/plan.md"]
        plan.tips = [
            PlannedTip(name: "CartReminderTip", message: "Items wait in your cart for a week", source: ref(12))
        ]
        var tips = FileFacts(path: Self.tipsFile)
        tips.imports = [tipKit(in: Self.tipsFile)]
        tips.tips = [
            TipDeclaration(
                name: "CartTip", location: at(Self.tipsFile, 3, 8),
                message: copy("Items wait in your cart for seven days", Self.tipsFile, 5))
        ]
        let context = RuleContext(model: ProjectMerger.merge([tips]), plan: plan)
        let expected =
            "docs/plan.md:12:1: %@: planned tip CartReminderTip is not declared; CartTip has nearly its message "
            + "(perhaps it was renamed): rename it, or update the plan (plan_tip_missing) key=CartReminderTip plan=docs/plan.md:12"
        XCTAssertEqual(
            render(PlanTipMissingRule().check(context)), [expected.replacingOccurrences(of: "%@", with: "note")])
        XCTAssertEqual(check(PlanTipMissingRule(), context), [expected.replacingOccurrences(of: "%@", with: "error")])
    }

    func testTipUnplanned() {
        XCTAssertEqual(
            check(PlanTipUnplannedRule(), context),
            [
                "App/Shop/Tips/ShopTips.swift:20:8: warning: tip QuickScanTip is not in the plan (docs/plan.md:3); add it to the plan, or remove it (plan_tip_unplanned) key=QuickScanTip plan=docs/plan.md:3"
            ])
    }

    func testEventMismatch() {
        XCTAssertEqual(
            check(PlanEventMismatchRule(), context),
            [
                "App/Shop/Tips/ShopTips.swift:13:16: error: CheckoutTip.paid has id \"checkoutDone\"; the plan's CheckoutTip.paid has \"checkoutPaid\" (docs/plan.md:30) (plan_event_mismatch) key=CheckoutTip.paid plan=docs/plan.md:30"
            ])
    }

    /// Computed copy cannot be compared: reported, as the report counts it as not held.
    func testCopyMismatchReportsDifferentMissingAndComputedCopy() {
        XCTAssertEqual(
            check(PlanCopyMismatchRule(), context),
            [
                "App/Shop/Tips/ShopTips.swift:6:30: warning: StockUpTip's message is \"Tap to add it to your list\"; the plan says \"Tap to add the item to your list\" (docs/plan.md:20) (plan_copy_mismatch) key=StockUpTip.message plan=docs/plan.md:20",
                "App/Shop/Tips/ShopTips.swift:14:30: warning: CheckoutTip's title is \"Check out\"; the plan says \"Checkout\" (docs/plan.md:30) (plan_copy_mismatch) key=CheckoutTip.title plan=docs/plan.md:30",
                "App/Shop/Tips/ShopTips.swift:15:30: warning: CheckoutTip's message is computed (Pay with \\(method)), so it cannot be compared with the plan's \"Pay with one tap\" (docs/plan.md:30); write it as a literal, or drop it from the plan (plan_copy_mismatch) key=CheckoutTip.message plan=docs/plan.md:30",
                "App/Shop/Tips/ShopTips.swift:12:8: warning: CheckoutTip has no image; the plan gives \"creditcard\" (docs/plan.md:30) (plan_copy_mismatch) key=CheckoutTip.image plan=docs/plan.md:30",
            ])
    }

    func testFileMissingNamesTheMovedCopy() {
        XCTAssertEqual(
            check(PlanFileMissingRule(), context),
            [
                "docs/plan.md:61:1: error: planned file Shop/Views/Search/FinderView.swift does not exist; App/Shop/Views/Find/FinderView.swift looks like a moved copy (plan_file_missing) key=Shop/Views/Search/FinderView.swift plan=docs/plan.md:61",
                "docs/plan.md:62:1: error: planned file Shop/Views/CartView.swift does not exist (plan_file_missing) key=Shop/Views/CartView.swift plan=docs/plan.md:62",
            ])
    }

    /// A file to create that is not there yet is progress even when another target has a file of
    /// its name: a note naming that file until its task is ticked, then an error.
    func testFileToCreateWithACopyElsewhereIsProgressUntilDone() {
        var plan = Plan()
        plan.documents = ["docs/plan.md"]
        plan.files = [PlannedFile(path: "Shop/Intents/AskIntent.swift", action: .create, source: ref(48))]
        let context = RuleContext(model: ProjectMerger.merge([FileFacts(path: "ShopMac/AskIntent.swift")]), plan: plan)
        let expected =
            "docs/plan.md:48:1: %@: planned file Shop/Intents/AskIntent.swift does not exist; ShopMac/AskIntent.swift "
            + "looks like a moved copy (plan_file_missing) key=Shop/Intents/AskIntent.swift plan=docs/plan.md:48"
        XCTAssertEqual(
            render(PlanFileMissingRule().check(context)), [expected.replacingOccurrences(of: "%@", with: "note")])
        var done = context
        done.plan?.files[0].isDone = true
        XCTAssertEqual(
            render(PlanFileMissingRule().check(done)), [expected.replacingOccurrences(of: "%@", with: "error")])
    }

    func testDisplayMissingLooksInTheMovedCopy() {
        XCTAssertEqual(
            check(PlanDisplayMissingRule(), context),
            [
                "docs/plan.md:95:1: error: CheckoutTip is to be displayed in Shop/Views/BasketView.swift, which does not exist (plan_display_missing) key=CheckoutTip plan=docs/plan.md:95",
                "App/Shop/Views/Find/FinderView.swift:1:1: error: ScanBarcodeTip is not displayed in this file as the plan says (docs/plan.md:80), nor anywhere else; show it here with `.popoverTip(…)` or `TipView(…)` (plan_display_missing) key=ScanBarcodeTip plan=docs/plan.md:80",
            ])
    }

    func testDonationMissingNamesWhereItIsDonatedInstead() {
        XCTAssertEqual(
            check(PlanDonationMissingRule(), context),
            [
                "App/Shop/Views/ShelfView.swift:1:1: error: StockUpTip.restocked is not donated in this file as the plan says (docs/plan.md:71); it is donated at App/Shop/Views/SettingsView.swift:40 instead (plan_donation_missing) key=StockUpTip.restocked plan=docs/plan.md:71",
                "App/Shop/Views/Find/FinderView.swift:1:1: error: ScanBarcodeTip.scanned is not donated in this file as the plan says (docs/plan.md:81); call `ScanBarcodeTip.scanned.donate()` where the user performs the action (plan_donation_missing) key=ScanBarcodeTip.scanned plan=docs/plan.md:81",
            ])
    }

    func testImportMissing() {
        XCTAssertEqual(
            check(PlanImportMissingRule(), context),
            [
                "App/Shop/Views/Find/FinderView.swift:1:1: error: FinderView.swift lacks `import TipKit`, which the plan adds (docs/plan.md:75); add it (plan_import_missing) key=Shop/Views/Search/FinderView.swift plan=docs/plan.md:75",
                "docs/plan.md:96:1: error: the plan adds `import TipKit` to Shop/Views/BasketView.swift, which does not exist (plan_import_missing) key=Shop/Views/BasketView.swift plan=docs/plan.md:96",
            ])
    }

    func testConfigureMismatch() {
        XCTAssertEqual(
            check(PlanConfigureMismatchRule(), context),
            [
                "App/Shop/Views/SettingsView.swift:5:9: error: Tips.configure is called again; the plan calls it once, in Shop/ShopApp.swift (docs/plan.md:50) (plan_configure_mismatch) key=Tips.configure count plan=docs/plan.md:50",
                "App/Shop/ShopApp.swift:10:9: error: Tips.configure is called with [.displayFrequency(.daily)]; the plan calls it with [.displayFrequency(.immediate)] (docs/plan.md:50) (plan_configure_mismatch) key=Tips.configure options plan=docs/plan.md:50",
            ])
    }

    func testInconsistentReportsEachContradictionAtItsStatement() {
        var plan = Plan()
        plan.contradictions = [
            PlanContradiction(
                message: "the plan states 4 tips but its code blocks declare 3", source: ref(5), other: ref(20),
                key: "tip count"),
            PlanContradiction(
                message: "ShelfView.swift is at A here but at B", source: ref(12, "docs/design.md"),
                key: "A"),
        ]
        XCTAssertEqual(
            check(PlanInconsistentRule(), RuleContext(model: ProjectMerger.merge([]), plan: plan)),
            [
                "docs/plan.md:5:1: warning: the plan states 4 tips but its code blocks declare 3 (plan_inconsistent) key=tip count plan=docs/plan.md:20",
                "docs/design.md:12:1: warning: ShelfView.swift is at A here but at B (plan_inconsistent) key=A plan=docs/design.md:12",
            ])
    }

    // MARK: Single cases

    func testTipCountWhenTheCodeDeclaresFewerOrNone() {
        var plan = Plan()
        plan.statedTipCounts = [Stated(value: 2, source: ref(3)), Stated(value: 5, source: ref(90))]
        var file = FileFacts(path: "A/Tips.swift")
        file.imports = [tipKit(in: "A/Tips.swift")]
        file.tips = [
            TipDeclaration(name: "OnlyTip", location: at("A/Tips.swift", 7, 8)),
            TipDeclaration(name: "OnlyTip", location: at("A/Tips.swift", 12, 8)),
        ]
        XCTAssertEqual(
            check(PlanTipCountRule(), RuleContext(model: ProjectMerger.merge([file]), plan: plan)),
            [
                "A/Tips.swift:7:8: error: the code declares 1 tip type; the plan states 2 (docs/plan.md:3) (plan_tip_count) key=tip count plan=docs/plan.md:3"
            ])
        XCTAssertEqual(
            check(PlanTipCountRule(), RuleContext(model: ProjectMerger.merge([]), plan: plan)),
            [
                "docs/plan.md:3:1: error: the code declares 0 tip types; the plan states 2 (plan_tip_count) key=tip count plan=docs/plan.md:3"
            ])
        XCTAssertEqual(check(PlanTipCountRule(), RuleContext(model: ProjectMerger.merge([]), plan: Plan())), [])
    }

    func testEventMismatchWithARenamedOrMissingEvent() {
        var plan = Plan()
        plan.tips = [
            PlannedTip(name: "ShelfTip", events: [PlannedEvent(name: "tapped", id: "shelfTapped")], source: ref(10)),
            PlannedTip(name: "CartTip", events: [PlannedEvent(name: "opened", id: "cartOpened")], source: ref(20)),
            PlannedTip(name: "BinTip", events: [PlannedEvent(name: "emptied", id: "binEmptied")], source: ref(30)),
        ]
        var file = FileFacts(path: "T.swift")
        file.imports = [tipKit(in: "T.swift")]
        file.tips = [
            TipDeclaration(name: "ShelfTip", location: at("T.swift", 1, 8)),
            TipDeclaration(name: "Outer.CartTip", location: at("T.swift", 5, 12)),
            TipDeclaration(name: "BinTip", location: at("T.swift", 9, 8)),
        ]
        file.events = [
            EventDeclaration(owner: "ShelfTip", name: "pressed", id: "shelfPressed", location: at("T.swift", 2, 16)),
            EventDeclaration(owner: "Outer.CartTip", name: "viewed", id: "cartOpened", location: at("T.swift", 6, 16)),
        ]
        XCTAssertEqual(
            check(PlanEventMismatchRule(), RuleContext(model: ProjectMerger.merge([file]), plan: plan)),
            [
                "T.swift:2:16: error: ShelfTip.pressed has id \"shelfPressed\"; the plan's ShelfTip.tapped has \"shelfTapped\" (docs/plan.md:10) (plan_event_mismatch) key=ShelfTip.tapped plan=docs/plan.md:10",
                "T.swift:9:8: error: BinTip has no event with id \"binEmptied\" (the plan's BinTip.emptied, docs/plan.md:30) (plan_event_mismatch) key=BinTip.emptied plan=docs/plan.md:30",
            ])
    }

    func testCopyFromTheDesignTableWhenThePlanHasNoTips() {
        var plan = Plan()
        plan.designCopy = [
            DesignCopy(
                view: "ShelfView", target: nil, title: "Stock Up", message: "Add it to your list",
                source: ref(8, "design.md")),
            DesignCopy(
                view: "CartView", target: nil, title: "Pay Fast", message: "Pay with one tap",
                source: ref(9, "design.md")),
        ]
        var file = FileFacts(path: "T.swift")
        file.imports = [tipKit(in: "T.swift")]
        file.tips = [
            TipDeclaration(
                name: "ShelfTip", location: at("T.swift", 1, 8), title: copy("Stock Up", "T.swift", 2),
                message: copy("Add it to the list", "T.swift", 3)),
            TipDeclaration(
                name: "CartTip", location: at("T.swift", 5, 8), title: copy("Pay quickly", "T.swift", 6),
                message: copy("Pay with one tap", "T.swift", 7)),
            TipDeclaration(name: "OtherTip", location: at("T.swift", 9, 8), title: copy("Unrelated", "T.swift", 10)),
        ]
        XCTAssertEqual(
            check(PlanCopyMismatchRule(), RuleContext(model: ProjectMerger.merge([file]), plan: plan)),
            [
                "T.swift:3:30: warning: ShelfTip's message is \"Add it to the list\"; the design table says \"Add it to your list\" (design.md:8) (plan_copy_mismatch) key=ShelfTip.message plan=design.md:8",
                "T.swift:6:30: warning: CartTip's title is \"Pay quickly\"; the design table says \"Pay Fast\" (design.md:9) (plan_copy_mismatch) key=CartTip.title plan=design.md:9",
            ])
    }

    func testConfigureNeverCalledAndExclusiveBranchesAreOneCall() {
        var plan = Plan()
        plan.files = [PlannedFile(path: "Shop/ShopApp.swift", action: .modify, source: ref(9))]
        plan.configure = PlannedConfigure(file: "Shop/ShopApp.swift", options: [], source: ref(50))
        let app = FileFacts(path: "Shop/ShopApp.swift")
        XCTAssertEqual(
            check(PlanConfigureMismatchRule(), RuleContext(model: ProjectMerger.merge([app]), plan: plan)),
            [
                "Shop/ShopApp.swift:1:1: error: Tips.configure is never called; the plan calls it in Shop/ShopApp.swift (docs/plan.md:50) (plan_configure_mismatch) key=Tips.configure plan=docs/plan.md:50"
            ])
        XCTAssertEqual(
            check(PlanConfigureMismatchRule(), RuleContext(model: ProjectMerger.merge([]), plan: plan)),
            [
                "docs/plan.md:50:1: error: Tips.configure is never called; the plan calls it in Shop/ShopApp.swift (plan_configure_mismatch) key=Tips.configure plan=docs/plan.md:50"
            ])
        var branched = FileFacts(path: "Shop/ShopApp.swift")
        branched.imports = [tipKit(in: "Shop/ShopApp.swift")]
        let debug = BranchPath([ConditionalClause(group: 0, index: 0, condition: "DEBUG", groupCondition: "DEBUG")])
        let release = BranchPath([ConditionalClause(group: 0, index: 1, condition: nil, groupCondition: "DEBUG")])
        branched.configureCalls = [
            ConfigureCall(
                options: [],
                site: FactSite(location: at("Shop/ShopApp.swift", 4, 9), context: CodeContext(), branch: debug)),
            ConfigureCall(
                options: [],
                site: FactSite(location: at("Shop/ShopApp.swift", 6, 9), context: CodeContext(), branch: release)),
        ]
        XCTAssertEqual(
            check(PlanConfigureMismatchRule(), RuleContext(model: ProjectMerger.merge([branched]), plan: plan)), [])
    }

    func testPathsMatchByComponentSuffixEitherWay() {
        let lookup = PlannedFileLookup(scannedPaths: [
            "Examples/Shop/Shop/Views/ShelfView.swift", "Views/ShelfView.swift", "Other/ShelfView.swift",
            "/abs/Shop/Views/Cart/CartView.swift", "Views/Find/FinderView.swift",
        ])
        XCTAssertEqual(lookup.files(at: "Shop/Views/ShelfView.swift"), ["Examples/Shop/Shop/Views/ShelfView.swift"])
        XCTAssertEqual(lookup.files(at: "./Shop/Views/Cart/CartView.swift"), ["/abs/Shop/Views/Cart/CartView.swift"])
        XCTAssertEqual(lookup.resolve("Shop/Views/Search/FinderView.swift"), .moved("Views/Find/FinderView.swift"))
        XCTAssertEqual(lookup.resolve("Shop/Views/Find/FinderView.swift"), .found("Views/Find/FinderView.swift"))
        XCTAssertEqual(
            lookup.resolve("ShelfView.swift"),
            .ambiguous(["Examples/Shop/Shop/Views/ShelfView.swift", "Views/ShelfView.swift", "Other/ShelfView.swift"]),
            "a bare name that several files have")
        XCTAssertEqual(lookup.resolve("Shop/Views/Gone.swift"), .absent)
        XCTAssertEqual(lookup.resolve("Shop/Misc/ShelfView.swift"), .absent, "several copies: none is the moved one")
        XCTAssertEqual(lookup.files(at: "ShopViews/ShelfView.swift"), [])
    }
}
