@testable import TipLint

/// A small hand-built garden app and its plan, for coverage tests. The expected
/// figures are worked out in `CoverageTests`.
enum CoverageTestGarden {
    static let tipsFile = "./App/Tips/GardenTips.swift"
    static let gardenView = "./App/Views/GardenView.swift"
    static let shedView = "./App/Views/ShedView.swift"
    static let appFile = "./App/GardenApp.swift"
    static let planDocument = "docs/garden-plan.md"

    static func at(_ file: String, _ line: Int, _ column: Int = 5) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static func copy(_ text: String, _ line: Int, literal: Bool = true) -> CopyText {
        CopyText(text: text, isLiteral: literal, location: at(tipsFile, line, 30))
    }

    static func planRef(_ line: Int) -> PlanReference { PlanReference(file: planDocument, line: line) }

    static var model: ProjectModel {
        var tips = FileFacts(path: tipsFile)
        tips.imports = [ImportDeclaration(module: "TipKit", location: at(tipsFile, 1, 1))]
        tips.tips = [
            TipDeclaration(
                name: "WaterTip", location: at(tipsFile, 3, 8), title: copy("Water Your Plants", 6),
                message: copy("Tap the can to log a watering", 7), image: copy("drop", 8)),
            TipDeclaration(
                name: "PruneTip", location: at(tipsFile, 12, 8), title: copy("Prune Often", 15),
                message: copy("Trim the dead leaves", 16), image: copy("scissors", 17)),
            TipDeclaration(
                name: "RepotTip", location: at(tipsFile, 21, 8), title: copy("Repot", 22),
                options: ["Tips.MaxDisplayCount(2)"]),
        ]
        tips.events = [
            EventDeclaration(owner: "WaterTip", name: "watered", id: "plantWatered", location: at(tipsFile, 4)),
            EventDeclaration(owner: "PruneTip", name: "pruned", id: "pruneTapped", location: at(tipsFile, 13)),
        ]
        tips.ruleReferences = [
            RuleReference(
                tip: "WaterTip", owner: "WaterTip", member: "watered", hasDollar: false, location: at(tipsFile, 9)),
            RuleReference(
                tip: "PruneTip", owner: "PruneTip", member: "pruned", hasDollar: false, location: at(tipsFile, 18)),
        ]

        var garden = FileFacts(path: gardenView)
        garden.imports = [
            ImportDeclaration(module: "SwiftUI", location: at(gardenView, 1, 1)),
            ImportDeclaration(module: "TipKit", location: at(gardenView, 2, 1)),
        ]
        let inGarden = CodeContext(typeName: "GardenView", typeConformances: ["View"], functionName: "body")
        garden.donations = [
            Donation(
                owner: "WaterTip", event: "watered", site: FactSite(location: at(gardenView, 18, 17), context: inGarden)
            ),
            Donation(
                owner: "PruneTip", event: "pruned", site: FactSite(location: at(gardenView, 30, 17), context: inGarden)),
        ]
        garden.displaySites = [
            DisplaySite(
                kind: .popoverTip, tipType: "WaterTip", argument: "waterTip",
                site: FactSite(location: at(gardenView, 20, 14), context: inGarden))
        ]

        var shed = FileFacts(path: shedView)
        shed.imports = [ImportDeclaration(module: "SwiftUI", location: at(shedView, 1, 1))]
        shed.displaySites = [
            DisplaySite(
                kind: .popoverTip, tipType: "PruneTip", argument: "pruneTip",
                site: FactSite(
                    location: at(shedView, 12, 14), context: CodeContext(typeName: "ShedView", functionName: "body")))
        ]
        shed.tipKitUses = [TipKitUse(name: "popoverTip", namesType: false, location: at(shedView, 12, 14))]

        var app = FileFacts(path: appFile)
        app.imports = [ImportDeclaration(module: "TipKit", location: at(appFile, 2, 1))]
        app.configureCalls = [
            ConfigureCall(
                options: [".displayFrequency(.daily)"],
                site: FactSite(
                    location: at(appFile, 9, 17), context: CodeContext(typeName: "GardenApp", functionName: "init")))
        ]

        return ProjectMerger.merge([tips, garden, shed, app, FileFacts(path: "./App/Models/Plant.swift")])
    }

    static var gardenPlan: Plan {
        var plan = Plan()
        plan.documents = [planDocument]
        plan.tips = [
            PlannedTip(
                name: "WaterTip", events: [PlannedEvent(name: "watered", id: "plantWatered")],
                title: "Water Your Plants", message: "Tap the can to log a watering", image: "drop",
                source: planRef(20)),
            PlannedTip(
                name: "PruneTip", events: [PlannedEvent(name: "pruned", id: "pruneTapped")],
                title: "Prune Often", message: "Trim dead leaves", image: "scissors", source: planRef(30)),
            PlannedTip(
                name: "CompostTip", events: [PlannedEvent(name: "added", id: "compostAdded")],
                title: "Compost", source: planRef(40)),
        ]
        plan.displaySites = [
            PlannedSite(file: "App/Views/GardenView.swift", tip: "WaterTip", source: planRef(60)),
            PlannedSite(file: "App/Views/ShedView.swift", tip: "PruneTip", source: planRef(80)),
            PlannedSite(file: "App/Views/ShedView.swift", tip: "CompostTip", source: planRef(90)),
        ]
        plan.donations = [
            PlannedSite(file: "App/Views/GardenView.swift", tip: "WaterTip", event: "watered", source: planRef(58)),
            PlannedSite(file: "App/Views/ShedView.swift", tip: "PruneTip", event: "pruned", source: planRef(78)),
            PlannedSite(file: "App/Views/ShedView.swift", tip: "PruneTip", event: "pruned", source: planRef(84)),
            PlannedSite(file: "App/Views/ShedView.swift", tip: "CompostTip", event: "added", source: planRef(88)),
        ]
        plan.imports = [
            PlannedSite(file: "App/Tips/GardenTips.swift", source: planRef(12)),
            PlannedSite(file: "App/Views/GardenView.swift", source: planRef(52)),
            PlannedSite(file: "App/Views/ShedView.swift", source: planRef(72)),
            PlannedSite(file: "App/GardenApp.swift", source: planRef(45)),
        ]
        plan.configure = PlannedConfigure(
            file: "App/GardenApp.swift", options: [".displayFrequency(.immediate)"],
            source: planRef(47))
        return plan
    }
}
