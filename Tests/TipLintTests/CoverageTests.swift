import XCTest

@testable import TipLint

final class CoverageTests: XCTestCase {
    private typealias Garden = CoverageTestGarden

    private func gardenCoverage() -> Coverage {
        Coverage(model: Garden.model, plan: Garden.gardenPlan, usesTipKit: true)
    }

    /// One line per check: subject, kind, held, detail.
    private func lines(_ checks: [PlannedCheck]) -> [String] {
        checks.map { "\($0.subject) \($0.kind.rawValue) \($0.held ? "held" : "FAIL") \($0.detail)" }
    }

    // WaterTip 7/7, PruneTip 5/7 (message differs, donated in the wrong view),
    // CompostTip 0/5 (not declared), imports 3/4 (ShedView lacks it), configure 0/1 (options).
    func testGardenPlanCoverageFigures() throws {
        let plan = try XCTUnwrap(gardenCoverage().plan)
        XCTAssertEqual(plan.summary, CoverageFigure(held: 15, total: 24))
        XCTAssertEqual(plan.summary.percentText, "62.5")
        XCTAssertEqual(plan.missingTips, ["CompostTip"])
        XCTAssertEqual(plan.unplannedTips, ["RepotTip"])
        XCTAssertEqual(
            plan.areas.map { "\($0.name) \($0.figure.held)/\($0.figure.total)" },
            ["GardenView 8/8", "ShedView 5/13", "GardenTips 1/1", "GardenApp 1/2"])
    }

    func testGardenPlannedChecks() throws {
        let plan = try XCTUnwrap(gardenCoverage().plan)
        XCTAssertEqual(
            lines(plan.checks),
            [
                "WaterTip declared held ./App/Tips/GardenTips.swift:3",
                "WaterTip event held ./App/Tips/GardenTips.swift:4",
                "WaterTip title held ./App/Tips/GardenTips.swift:6",
                "WaterTip message held ./App/Tips/GardenTips.swift:7",
                "WaterTip image held ./App/Tips/GardenTips.swift:8",
                "WaterTip display held ./App/Views/GardenView.swift:20",
                "WaterTip donation held ./App/Views/GardenView.swift:18",
                "PruneTip declared held ./App/Tips/GardenTips.swift:12",
                "PruneTip event held ./App/Tips/GardenTips.swift:13",
                "PruneTip title held ./App/Tips/GardenTips.swift:15",
                "PruneTip message FAIL found \"Trim the dead leaves\" at ./App/Tips/GardenTips.swift:16",
                "PruneTip image held ./App/Tips/GardenTips.swift:17",
                "PruneTip display held ./App/Views/ShedView.swift:12",
                "PruneTip donation FAIL donated only at ./App/Views/GardenView.swift:30",
                "CompostTip declared FAIL not declared",
                "CompostTip event FAIL tip not declared",
                "CompostTip title FAIL tip not declared",
                "CompostTip display FAIL not displayed here",
                "CompostTip donation FAIL not donated here",
                "GardenTips.swift import held ./App/Tips/GardenTips.swift:1",
                "GardenView.swift import held ./App/Views/GardenView.swift:2",
                "ShedView.swift import FAIL no import TipKit",
                "GardenApp.swift import held ./App/GardenApp.swift:2",
                "GardenApp.swift configure FAIL called with [.displayFrequency(.daily)] at ./App/GardenApp.swift:9",
            ])
        let donation = try XCTUnwrap(plan.checks.first { $0.tip == "PruneTip" && $0.kind == .donation })
        XCTAssertEqual(
            donation.plan, PlanReference(file: "docs/garden-plan.md", line: 78), "the first of the repeated sites")
        XCTAssertEqual(donation.expected, "PruneTip.pruned in App/Views/ShedView.swift")
        XCTAssertEqual(plan.checks.first?.location, Garden.at(Garden.tipsFile, 3, 8))
    }

    func testGardenTipsAsTheCodeWiresThem() {
        let coverage = gardenCoverage()
        XCTAssertEqual(coverage.tips.map(\.name), ["WaterTip", "PruneTip", "RepotTip"])
        let water = coverage.tips[0]
        XCTAssertEqual(
            water.events,
            [
                EventCoverage(
                    name: "watered", id: "plantWatered", declared: Garden.at(Garden.tipsFile, 4), readByRules: true,
                    donations: [Garden.at(Garden.gardenView, 18, 17)])
            ])
        XCTAssertEqual(
            water.displaySites, [DisplayCoverage(kind: .popoverTip, location: Garden.at(Garden.gardenView, 20, 14))])
        XCTAssertEqual(water.invalidation, TipInvalidationCoverage(donatedEvents: ["watered"]))
        XCTAssertEqual(
            water.imports,
            [
                FileImportStatus(path: Garden.tipsFile, hasImport: true),
                FileImportStatus(path: Garden.gardenView, hasImport: true),
            ])
        XCTAssertTrue(water.isWired)
        XCTAssertEqual(water.area, "GardenView")

        let prune = coverage.tips[1]
        XCTAssertEqual(prune.imports.filter { !$0.hasImport }.map(\.path), [Garden.shedView])
        XCTAssertFalse(prune.isWired)
        XCTAssertEqual(prune.area, "ShedView")

        let repot = coverage.tips[2]
        XCTAssertEqual(repot.events, [])
        XCTAssertEqual(repot.invalidation, TipInvalidationCoverage(displayLimit: "Tips.MaxDisplayCount(2)"))
        XCTAssertFalse(repot.isDisplayed)
        XCTAssertEqual(repot.area, "GardenTips")

        XCTAssertEqual(
            coverage.files,
            [
                FileImportStatus(path: Garden.appFile, hasImport: true),
                FileImportStatus(path: Garden.tipsFile, hasImport: true),
                FileImportStatus(path: Garden.gardenView, hasImport: true),
                FileImportStatus(path: Garden.shedView, hasImport: false),
            ])
        XCTAssertEqual(coverage.scannedFileCount, 5)
        XCTAssertEqual(
            coverage.codeAreas.map { "\($0.name) \($0.figure.held)/\($0.figure.total)" },
            ["GardenView 1/1", "ShedView 0/1", "GardenTips 0/1"])
    }

    func testFromAnalysisResultUsesItsModelPlanAndSystems() throws {
        let result = AnalysisResult(
            findings: [], systems: [.tipKit], context: RuleContext(model: Garden.model, plan: Garden.gardenPlan))
        XCTAssertEqual(try XCTUnwrap(Coverage(result).plan).summary, CoverageFigure(held: 15, total: 24))
        let noPlan = AnalysisResult(findings: [], systems: [.tipKit], context: RuleContext(model: Garden.model))
        XCTAssertNil(Coverage(noPlan).plan)
        XCTAssertEqual(Coverage(noPlan).tips.count, 3)
    }

    /// A project where no file imports TipKit has no TipKit tips (a tip-jar `Tip`
    /// type is not TipKit's), so only file checks can hold.
    func testWithoutTipKitNoTipsAndOnlyFileChecksCanHold() throws {
        let coverage = Coverage(model: Garden.model, plan: Garden.gardenPlan, usesTipKit: false)
        XCTAssertFalse(coverage.usesTipKit)
        XCTAssertEqual(coverage.tips, [])
        XCTAssertEqual(coverage.files, [])
        XCTAssertEqual(coverage.scannedFileCount, 5)
        let plan = try XCTUnwrap(coverage.plan)
        XCTAssertEqual(plan.summary, CoverageFigure(held: 3, total: 24), "only the imports the plan adds")
        XCTAssertEqual(plan.missingTips, ["WaterTip", "PruneTip", "CompostTip"])
        XCTAssertEqual(
            lines(plan.checks.filter { $0.kind == .import || $0.kind == .configure }),
            [
                "GardenTips.swift import held ./App/Tips/GardenTips.swift:1",
                "GardenView.swift import held ./App/Views/GardenView.swift:2",
                "ShedView.swift import FAIL no import TipKit",
                "GardenApp.swift import held ./App/GardenApp.swift:2",
                "GardenApp.swift configure FAIL not called",
            ], "planned files are still found")
    }

    func testUnqualifiedDonationsAndEventsReadFromAnotherType() {
        let file = "Tips.swift"
        var facts = FileFacts(path: file)
        facts.imports = [ImportDeclaration(module: "TipKit", location: Garden.at(file, 1))]
        facts.tips = [
            TipDeclaration(name: "Outer.SeedTip", location: Garden.at(file, 3)),
            TipDeclaration(name: "HarvestTip", location: Garden.at(file, 10)),
        ]
        facts.events = [
            EventDeclaration(owner: "Outer.SeedTip", name: "sown", id: "sown", location: Garden.at(file, 4)),
            EventDeclaration(owner: "Shared", name: "opened", id: "opened", location: Garden.at(file, 20)),
            EventDeclaration(owner: nil, name: "global", id: "global", location: Garden.at(file, 30)),
        ]
        facts.ruleReferences = [
            RuleReference(
                tip: "HarvestTip", owner: "Shared", member: "opened", hasDollar: false, location: Garden.at(file, 11)),
            RuleReference(
                tip: "HarvestTip", owner: "HarvestTip", member: "ripe", hasDollar: true, location: Garden.at(file, 12)),
        ]
        let inSeed = CodeContext(typeName: "Outer.SeedTip", functionName: "plant")
        let inView = CodeContext(typeName: "FieldView", functionName: "body")
        facts.donations = [
            Donation(owner: nil, event: "sown", site: FactSite(location: Garden.at(file, 6), context: inSeed)),
            Donation(owner: "SeedTip", event: "sown", site: FactSite(location: Garden.at(file, 40), context: inView)),
            Donation(owner: nil, event: "sown", site: FactSite(location: Garden.at(file, 41), context: inView)),
            Donation(owner: "Shared", event: "opened", site: FactSite(location: Garden.at(file, 42), context: inView)),
            Donation(owner: nil, event: "global", site: FactSite(location: Garden.at(file, 43), context: inView)),
        ]
        facts.invalidations = [
            Invalidation(tipType: "HarvestTip", site: FactSite(location: Garden.at(file, 44), context: inView))
        ]
        let coverage = Coverage(model: ProjectMerger.merge([facts]), plan: nil, usesTipKit: true)

        let seed = coverage.tips[0]
        XCTAssertEqual(seed.events.map(\.name), ["sown"])
        XCTAssertEqual(seed.events[0].donations.map(\.line), [6, 40], "inside the type and qualified; not line 41")
        XCTAssertFalse(seed.events[0].readByRules)
        XCTAssertEqual(
            seed.invalidation, TipInvalidationCoverage(), "a donated event the rules never read retires nothing")

        let harvest = coverage.tips[1]
        XCTAssertEqual(harvest.events.map(\.name), ["opened"])
        XCTAssertEqual(harvest.events[0].donations.map(\.line), [42])
        XCTAssertEqual(harvest.invalidation.donatedEvents, ["opened"])
        XCTAssertEqual(harvest.invalidation.invalidateCalls.map(\.line), [44])
    }

    func testSitesNamingAnUnplannedStructAreCheckedButNotListedAsMissing() throws {
        var plan = Plan()
        plan.documents = ["p.md"]
        plan.displaySites = [
            PlannedSite(file: "App/Views/GardenView.swift", tip: "WaterTip", source: Garden.planRef(3))
        ]
        let coverage = Coverage(model: Garden.model, plan: plan, usesTipKit: true)
        let planCoverage = try XCTUnwrap(coverage.plan)
        XCTAssertEqual(lines(planCoverage.checks), ["WaterTip display held ./App/Views/GardenView.swift:20"])
        XCTAssertEqual(planCoverage.missingTips, [])
        XCTAssertEqual(planCoverage.unplannedTips, ["PruneTip", "RepotTip"])
    }

    func testCopyMustBeTheSameLiteral() throws {
        var model = Garden.model
        model.files[2].tips[0].title = CopyText(
            text: "\"Water \\(name)\"", isLiteral: false,
            location: Garden.at(Garden.tipsFile, 6))
        model.files[2].tips[0].message = nil
        XCTAssertEqual(model.files[2].path, Garden.tipsFile)
        var plan = Plan()
        plan.tips = [
            PlannedTip(
                name: "WaterTip", title: "Water Your Plants", message: "Tap", image: "Drop",
                source: Garden.planRef(1))
        ]
        let checks = try XCTUnwrap(Coverage(model: model, plan: plan, usesTipKit: true).plan).checks
        XCTAssertEqual(
            lines(checks),
            [
                "WaterTip declared held ./App/Tips/GardenTips.swift:3",
                "WaterTip title FAIL computed: \"Water \\(name)\"",
                "WaterTip message FAIL no message",
                "WaterTip image FAIL found \"drop\" at ./App/Tips/GardenTips.swift:8",
            ])
    }

    func testEventChecksReportWhatTheCodeHas() throws {
        var plan = Plan()
        plan.tips = [
            PlannedTip(
                name: "WaterTip",
                events: [
                    PlannedEvent(name: "watered", id: "waterTapped"),
                    PlannedEvent(name: "computed", id: nil),
                ], source: Garden.planRef(1)),
            PlannedTip(
                name: "RepotTip", events: [PlannedEvent(name: "repotted", id: "repotted")], source: Garden.planRef(2)),
        ]
        let checks = try XCTUnwrap(Coverage(model: Garden.model, plan: plan, usesTipKit: true).plan).checks
        XCTAssertEqual(
            lines(checks),
            [
                "WaterTip declared held ./App/Tips/GardenTips.swift:3",
                "WaterTip event FAIL found watered = \"plantWatered\"",
                "RepotTip declared held ./App/Tips/GardenTips.swift:21",
                "RepotTip event FAIL the tip has no event",
            ])
    }

    func testFileChecksWhenFilesAreMissingOrElsewhere() throws {
        var plan = Plan()
        plan.imports = [PlannedSite(file: "App/Views/BarnView.swift", source: Garden.planRef(1))]
        plan.displaySites = [PlannedSite(file: "App/Views/BarnView.swift", tip: "WaterTip", source: Garden.planRef(2))]
        plan.donations = [PlannedSite(file: "App/Views/BarnView.swift", tip: "WaterTip", source: Garden.planRef(3))]
        plan.configure = PlannedConfigure(file: "App/Views/GardenView.swift", options: [], source: Garden.planRef(4))
        let checks = try XCTUnwrap(Coverage(model: Garden.model, plan: plan, usesTipKit: true).plan).checks
        XCTAssertEqual(
            lines(checks),
            [
                "WaterTip display FAIL file not found; displayed only at ./App/Views/GardenView.swift:20",
                "WaterTip donation FAIL file not found; donated only at ./App/Views/GardenView.swift:18",
                "BarnView.swift import FAIL file not found",
                "GardenView.swift configure FAIL called only at ./App/GardenApp.swift:9",
            ])
        XCTAssertEqual(checks[1].expected, "WaterTip event in App/Views/BarnView.swift")
        XCTAssertEqual(checks[3].expected, "Tips.configure() in App/Views/GardenView.swift")
        XCTAssertEqual(checks.map(\.area), ["BarnView", "BarnView", "BarnView", "GardenView"])
    }

    func testConfigureOptionsIgnoreWhitespaceAndOrder() throws {
        var model = Garden.model
        model.files[0].configureCalls[0].options = [
            "Tips.ConfigurationOption.datastoreLocation(.applicationDefault)",
            ".displayFrequency( .daily )",
        ]
        XCTAssertEqual(model.files[0].path, Garden.appFile)
        var plan = Plan()
        plan.configure = PlannedConfigure(
            file: "GardenApp.swift",
            options: [
                ".displayFrequency(.daily)", "Tips.ConfigurationOption.datastoreLocation(.applicationDefault)",
            ], source: Garden.planRef(1))
        let checks = try XCTUnwrap(Coverage(model: model, plan: plan, usesTipKit: true).plan).checks
        XCTAssertEqual(lines(checks), ["GardenApp.swift configure held ./App/GardenApp.swift:9"])
    }

    func testConfigureMustRunOnceCountingExclusiveBranchesOnce() throws {
        var model = Garden.model
        XCTAssertEqual(model.files[0].path, Garden.appFile)
        let debug = BranchPath([ConditionalClause(group: 0, index: 0, condition: "DEBUG", groupCondition: "DEBUG")])
        let release = BranchPath([ConditionalClause(group: 0, index: 1, condition: nil, groupCondition: "DEBUG")])
        let context = CodeContext(typeName: "GardenApp", functionName: "init")
        model.files[0].configureCalls = [
            ConfigureCall(
                options: [".displayFrequency(.immediate)"],
                site: FactSite(location: Garden.at(Garden.appFile, 9), context: context, branch: debug)),
            ConfigureCall(
                options: [".displayFrequency(.daily)"],
                site: FactSite(location: Garden.at(Garden.appFile, 11), context: context, branch: release)),
        ]
        var plan = Plan()
        plan.configure = PlannedConfigure(
            file: "App/GardenApp.swift", options: [".displayFrequency(.immediate)"],
            source: Garden.planRef(1))
        // The release build configures with other options: the plan's options hold in debug builds only.
        XCTAssertEqual(
            lines(try XCTUnwrap(Coverage(model: model, plan: plan, usesTipKit: true).plan).checks),
            [
                "GardenApp.swift configure FAIL ./App/GardenApp.swift:9; also called with [.displayFrequency(.daily)] at ./App/GardenApp.swift:11"
            ])
        model.files[0].configureCalls[1].options = [".displayFrequency(.immediate)"]
        XCTAssertEqual(
            lines(try XCTUnwrap(Coverage(model: model, plan: plan, usesTipKit: true).plan).checks),
            ["GardenApp.swift configure held ./App/GardenApp.swift:9"])

        model.files[4].configureCalls = [
            ConfigureCall(
                options: [],
                site: FactSite(
                    location: Garden.at(Garden.shedView, 30),
                    context: CodeContext(typeName: "ShedView", functionName: "body")))
        ]
        XCTAssertEqual(model.files[4].path, Garden.shedView)
        let checks = try XCTUnwrap(Coverage(model: model, plan: plan, usesTipKit: true).plan).checks
        XCTAssertEqual(
            lines(checks),
            [
                "GardenApp.swift configure FAIL ./App/GardenApp.swift:9; also called with no options at ./App/Views/ShedView.swift:30"
            ])
        XCTAssertNil(checks[0].location)
    }

    func testAPlanWithNothingToCheckHasNoPercentage() throws {
        var plan = Plan()
        plan.documents = ["empty.md"]
        let summary = try XCTUnwrap(Coverage(model: Garden.model, plan: plan, usesTipKit: true).plan).summary
        XCTAssertEqual(summary, CoverageFigure(held: 0, total: 0))
        XCTAssertNil(summary.percentText)
        XCTAssertFalse(summary.isBelow(50))
    }

    func testPercentRoundsHalfUpToOneDecimal() {
        let cases: [(Int, Int, String)] = [
            (1, 3, "33.3"), (2, 3, "66.7"), (1, 8, "12.5"), (1, 16, "6.3"), (0, 5, "0.0"), (5, 5, "100.0"),
            (33, 40, "82.5"), (199, 200, "99.5"), (1999, 2000, "100.0"), (1, 2001, "0.0"),
        ]
        for (held, total, text) in cases {
            XCTAssertEqual(CoverageFigure(held: held, total: total).percentText, text, "\(held)/\(total)")
        }
    }

    func testMinimumIsComparedAtTheShownDecimal() {
        let figure = CoverageFigure(held: 33, total: 40)
        XCTAssertFalse(figure.isBelow(82.5))
        XCTAssertTrue(figure.isBelow(82.6))
        XCTAssertFalse(figure.isBelow(0))
        XCTAssertTrue(CoverageFigure(held: 1999, total: 2001).isBelow(100), "99.9 is below 100")
        XCTAssertFalse(CoverageFigure(held: 2, total: 3).isBelow(66.7), "shown as 66.7")
        XCTAssertFalse(CoverageFigure(held: 1, total: 3).isBelow(33.3))
    }

    /// Planned paths name scanned files as the plan rules read them: by path-component
    /// suffix (either way), the longest match winning, else the one moved copy.
    func testPlannedPathsNameScannedFiles() throws {
        func importCheck(_ planned: String, scanned: [String]) throws -> String {
            let files = scanned.map { path -> FileFacts in
                var facts = FileFacts(path: path)
                facts.imports = [ImportDeclaration(module: "TipKit", location: Garden.at(path, 1, 1))]
                return facts
            }
            var plan = Plan()
            plan.imports = [PlannedSite(file: planned, source: Garden.planRef(1))]
            let check = try XCTUnwrap(
                Coverage(model: ProjectMerger.merge(files), plan: plan, usesTipKit: true).plan?.checks.first)
            return "\(check.held ? "held" : "FAIL") \(check.detail)"
        }
        let planned = "Remet/Views/Home/HomeView.swift"
        XCTAssertEqual(
            try importCheck(planned, scanned: ["./Remet/Views/Home/HomeView.swift"]),
            "held ./Remet/Views/Home/HomeView.swift:1")
        XCTAssertEqual(
            try importCheck(planned, scanned: ["/work/app/Remet/Views/Home/HomeView.swift"]),
            "held /work/app/Remet/Views/Home/HomeView.swift:1")
        XCTAssertEqual(
            try importCheck(planned, scanned: ["Views/Home/HomeView.swift"]), "held Views/Home/HomeView.swift:1",
            "run inside Remet/")
        XCTAssertEqual(
            try importCheck(planned, scanned: ["Old/HomeView.swift", "Remet/Views/Home/HomeView.swift"]),
            "held Remet/Views/Home/HomeView.swift:1", "the longest match wins")
        XCTAssertEqual(
            try importCheck(planned, scanned: ["Remet/Views/Start/HomeView.swift"]),
            "held Remet/Views/Start/HomeView.swift:1 (in Remet/Views/Start/HomeView.swift, moved from the planned path)"
        )
        XCTAssertEqual(
            try importCheck(planned, scanned: ["A/HomeView.swift", "B/HomeView.swift"]), "FAIL file not found",
            "two copies: none stands in")
        XCTAssertEqual(try importCheck(planned, scanned: ["Remet/Views/Home/MyHomeView.swift"]), "FAIL file not found")
        XCTAssertEqual(EvaluationIndex.area(ofFile: planned), "HomeView")
        XCTAssertEqual(EvaluationIndex.area(ofFile: "README"), "README")
    }
}
