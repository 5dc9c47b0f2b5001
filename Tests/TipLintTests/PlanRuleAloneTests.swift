import XCTest

@testable import TipLint

/// Plan rule findings no example states, each rule run alone on a hand-built model and plan: a display or
/// an import the plan puts in a file that exists nowhere and that it does not list (the plans the examples
/// read list every file they name, so `plan_file_missing` reports it instead), and a second configure call
/// (a run folds it into `configure_duplicate`'s finding); which statement a finding cites when the plan
/// states a tip count twice or a contradiction has no second statement. The other plan findings are the
/// rules' examples; their messages are in `Rules/PlanRuleMessageTests`.
final class PlanRuleAloneTests: XCTestCase {
    private func ref(_ line: Int) -> PlanReference { PlanReference(file: "docs/plan.md", line: line) }

    private func at(_ file: String, _ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
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

    /// The plan is finished (`--plan-complete`): what the code lacks is an error, not progress.
    private func check(_ rule: some Rule, _ plan: Plan, _ files: [FileFacts]) -> [String] {
        var context = RuleContext(model: ProjectMerger.merge(files), plan: plan)
        context.planComplete = true
        return render(rule.check(context))
    }

    private static let tipsFile = "App/Shop/Tips/ShopTips.swift"

    /// CheckoutTip, declared and displayed nowhere; the plan lists CartView.swift, absent too.
    private var checkoutTip: FileFacts {
        var tips = FileFacts(path: Self.tipsFile)
        tips.imports = [tipKit(in: Self.tipsFile)]
        tips.tips = [TipDeclaration(name: "CheckoutTip", location: at(Self.tipsFile, 12, 8))]
        return tips
    }

    private var shopPlan: Plan {
        var plan = Plan()
        plan.documents = ["docs/plan.md"]
        plan.tips = [PlannedTip(name: "CheckoutTip", source: ref(30))]
        plan.files = [PlannedFile(path: "Shop/Views/CartView.swift", action: .modify, source: ref(62))]
        return plan
    }

    func testDisplayMissingInAFileThatIsNowhereAndNotPlanned() {
        var plan = shopPlan
        plan.displaySites = [
            PlannedSite(file: "Shop/Views/CartView.swift", tip: "CheckoutTip", source: ref(90)),
            PlannedSite(file: "Shop/Views/BasketView.swift", tip: "CheckoutTip", source: ref(95)),
        ]
        XCTAssertEqual(
            check(PlanDisplayMissingRule(), plan, [checkoutTip]),
            [
                "docs/plan.md:95:1: error: CheckoutTip is to be displayed in Shop/Views/BasketView.swift, which does not exist (plan_display_missing) key=CheckoutTip plan=docs/plan.md:95"
            ])
    }

    func testImportMissingInAFileThatIsNowhereAndNotPlanned() {
        var plan = shopPlan
        plan.imports = [
            PlannedSite(file: "Shop/Views/CartView.swift", source: ref(85)),
            PlannedSite(file: "Shop/Views/BasketView.swift", source: ref(96)),
        ]
        XCTAssertEqual(
            check(PlanImportMissingRule(), plan, [checkoutTip]),
            [
                "docs/plan.md:96:1: error: the plan adds `import TipKit` to Shop/Views/BasketView.swift, which does not exist (plan_import_missing) key=Shop/Views/BasketView.swift plan=docs/plan.md:96"
            ])
    }

    func testConfigureCalledAgainInAnotherFile() {
        var plan = Plan()
        plan.documents = ["docs/plan.md"]
        plan.files = [PlannedFile(path: "Shop/ShopApp.swift", action: .modify, source: ref(9))]
        plan.configure = PlannedConfigure(
            file: "Shop/ShopApp.swift", options: [".displayFrequency(.immediate)"], source: ref(50))
        let appFile = "App/Shop/ShopApp.swift"
        let settingsFile = "App/Shop/Views/SettingsView.swift"
        var app = FileFacts(path: appFile)
        app.imports = [tipKit(in: appFile)]
        app.configureCalls = [
            ConfigureCall(
                options: [".displayFrequency(.immediate)"],
                site: FactSite(
                    location: at(appFile, 10, 9), context: CodeContext(typeName: "ShopApp", functionName: "init")))
        ]
        var settings = FileFacts(path: settingsFile)
        settings.imports = [tipKit(in: settingsFile)]
        settings.configureCalls = [
            ConfigureCall(
                options: [".displayFrequency( .immediate )"],
                site: FactSite(location: at(settingsFile, 5, 9), context: CodeContext()))
        ]
        XCTAssertEqual(
            check(PlanConfigureMismatchRule(), plan, [app, settings]),
            [
                "App/Shop/Views/SettingsView.swift:5:9: error: Tips.configure is called again; the plan calls it once, in Shop/ShopApp.swift (docs/plan.md:50) (plan_configure_mismatch) key=Tips.configure count plan=docs/plan.md:50"
            ])
    }

    /// The first stated count is cited.
    func testTipCountCitesTheFirstStatedCount() {
        var plan = Plan()
        plan.statedTipCounts = [Stated(value: 2, source: ref(3)), Stated(value: 5, source: ref(90))]
        var file = FileFacts(path: "A/Tips.swift")
        file.imports = [tipKit(in: "A/Tips.swift")]
        file.tips = [TipDeclaration(name: "OnlyTip", location: at("A/Tips.swift", 7, 8))]
        XCTAssertEqual(
            check(PlanTipCountRule(), plan, [file]),
            [
                "A/Tips.swift:7:8: error: the code declares 1 tip type; the plan states 2 (docs/plan.md:3) (plan_tip_count) key=tip count plan=docs/plan.md:3"
            ])
    }

    /// A contradiction with no second statement cites its own.
    func testInconsistentWithoutASecondStatementCitesItsOwn() {
        var plan = Plan()
        plan.contradictions = [
            PlanContradiction(
                message: "ShelfView.swift is at A here but at B",
                source: PlanReference(file: "docs/design.md", line: 12),
                key: "A")
        ]
        XCTAssertEqual(
            check(PlanInconsistentRule(), plan, []),
            [
                "docs/design.md:12:1: warning: ShelfView.swift is at A here but at B (plan_inconsistent) key=A plan=docs/design.md:12"
            ])
    }
}
