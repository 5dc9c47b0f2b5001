@testable import TipLint

/// The smallest useful case for exact renderer output: one tip, five planned
/// checks of which three hold (60.0%). `title`, `tipName`, `path` and `document`
/// can be swapped for hostile content.
struct CoverageTestHello {
    var tipName = "HelloTip"
    var title = "Hello"
    var tipsPath = "./Sources/Tips.swift"
    var viewPath = "./Sources/HomeView.swift"
    var document = "plan.md"

    func at(_ file: String, _ line: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: 5) }

    var model: ProjectModel {
        var tips = FileFacts(path: tipsPath)
        tips.imports = [ImportDeclaration(module: "TipKit", location: at(tipsPath, 1))]
        tips.tips = [
            TipDeclaration(
                name: tipName, location: at(tipsPath, 3),
                title: CopyText(text: title, isLiteral: true, location: at(tipsPath, 4)))
        ]
        tips.events = [EventDeclaration(owner: tipName, name: "shown", id: "helloShown", location: at(tipsPath, 5))]
        tips.ruleReferences = [
            RuleReference(
                tip: tipName, owner: tipName, member: "shown", hasDollar: false,
                location: at(tipsPath, 6))
        ]
        var view = FileFacts(path: viewPath)
        view.imports = [ImportDeclaration(module: "TipKit", location: at(viewPath, 1))]
        let context = CodeContext(typeName: "HomeView", functionName: "body")
        view.donations = [
            Donation(owner: tipName, event: "shown", site: FactSite(location: at(viewPath, 7), context: context))
        ]
        view.displaySites = [
            DisplaySite(
                kind: .popoverTip, tipType: tipName, argument: "tip",
                site: FactSite(location: at(viewPath, 9), context: context))
        ]
        return ProjectMerger.merge([tips, view])
    }

    var plan: Plan {
        var plan = Plan()
        plan.documents = [document]
        plan.tips = [
            PlannedTip(name: tipName, title: title, message: "Say hi", source: PlanReference(file: document, line: 10))
        ]
        plan.displaySites = [PlannedSite(file: viewPath, tip: tipName, source: PlanReference(file: document, line: 20))]
        plan.imports = [PlannedSite(file: "Sources/Settings.swift", source: PlanReference(file: document, line: 5))]
        return plan
    }

    var coverage: Coverage { Coverage(model: model, plan: plan, usesTipKit: true) }
    var coverageWithoutPlan: Coverage { Coverage(model: model, plan: nil, usesTipKit: true) }
}
