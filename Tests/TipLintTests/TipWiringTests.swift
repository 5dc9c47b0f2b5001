import XCTest

@testable import TipLint

/// The tips table and its headline, cell by cell, on the hand-built garden
/// (`CoverageTestGarden`): WaterTip wired; PruneTip donated in another view than
/// planned, in a view that lacks `import TipKit`, its message reworded; CompostTip
/// planned but not declared; RepotTip only in the code, never displayed.
final class TipWiringTests: XCTestCase {
    private typealias Garden = CoverageTestGarden

    /// `column state summary` for each column of a row.
    private func cells(_ row: TipWiring) -> [String] {
        row.cells.map {
            "\($0.column) \($0.cell.state.rawValue)" + ($0.cell.summary.isEmpty ? "" : " \($0.cell.summary)")
        }
    }

    func testGardenRowsAndHeadline() throws {
        let coverage = Coverage(model: Garden.model, plan: Garden.gardenPlan, usesTipKit: true)
        XCTAssertEqual(
            coverage.wiring.map { "\($0.name) \($0.isPlanned) \($0.isWired) \($0.area)" },
            [
                "WaterTip true true GardenView", "PruneTip true false ShedView", "CompostTip true false ShedView",
                "RepotTip false false GardenTips",
            ])
        XCTAssertEqual(coverage.tipsWired, CoverageFigure(held: 1, total: 3), "RepotTip is not planned: not counted")
        XCTAssertEqual(coverage.tipsWired.percentText, "33.3")

        let water = coverage.wiring[0]
        XCTAssertEqual(
            cells(water),
            [
                "declared ok", "displayed ok", "donated ok", "retires ok donated event watered",
                "imports ok", "copy ok as planned",
            ])
        XCTAssertEqual(water.displayed.locations, [Garden.at(Garden.gardenView, 20, 14)])
        XCTAssertEqual(water.displayed.plan, [Garden.planRef(60)])
        XCTAssertEqual(water.donated.locations, [Garden.at(Garden.gardenView, 18, 17)])

        let prune = coverage.wiring[1]
        XCTAssertEqual(
            cells(prune),
            [
                "declared ok", "displayed ok", "donated missing not where planned",
                "retires ok donated event pruned", "imports missing missing in ShedView.swift",
                "copy missing message differs",
            ])
        XCTAssertEqual(
            prune.donated.reason,
            "the plan has it donated in App/Views/ShedView.swift (docs/garden-plan.md:78): "
                + "donated only at ./App/Views/GardenView.swift:30")
        XCTAssertEqual(prune.imports.reason, "import TipKit is missing in ./App/Views/ShedView.swift")
        XCTAssertEqual(
            prune.copy.reason,
            "the plan says \"Trim dead leaves\"; found \"Trim the dead leaves\" at ./App/Tips/GardenTips.swift:16")

        let compost = coverage.wiring[2]
        XCTAssertEqual(
            cells(compost),
            [
                "declared missing not declared", "displayed missing not where planned",
                "donated missing not where planned", "retires missing not declared",
                "imports missing not declared", "copy missing not declared",
            ])
        XCTAssertEqual(
            compost.declared.reason, "the plan declares CompostTip (docs/garden-plan.md:40); the code does not")

        let repot = coverage.wiring[3]
        XCTAssertEqual(
            cells(repot),
            [
                "declared ok", "displayed missing never displayed", "donated n/a",
                "retires ok Tips.MaxDisplayCount(2)", "imports ok", "copy n/a",
            ])
        XCTAssertEqual(repot.donated.reason, "its rules read no event, so no donation retires it")
    }

    /// Without a plan every declared tip counts, as the code wires it.
    func testWithoutAPlanTheCodeDeclaresTheTips() {
        let coverage = Coverage(model: Garden.model, plan: nil, usesTipKit: true)
        XCTAssertEqual(
            coverage.wiring.map { "\($0.name) \($0.isWired)" }, ["WaterTip true", "PruneTip false", "RepotTip false"])
        XCTAssertEqual(coverage.tipsWired, CoverageFigure(held: 1, total: 3))
        XCTAssertEqual(
            cells(coverage.wiring[1]),
            [
                "declared ok", "displayed ok", "donated ok", "retires ok donated event pruned",
                "imports missing missing in ShedView.swift", "copy n/a",
            ])
    }

    /// The plan adds `import TipKit` to a file where it shows the tip: the tip's imports
    /// column reads that check too, even when the code's own files all import TipKit.
    func testPlannedImportOfASiteFileCounts() {
        var model = Garden.model
        model.files[4].imports.append(ImportDeclaration(module: "TipKit", location: Garden.at(Garden.shedView, 2, 1)))
        XCTAssertEqual(model.files[4].path, Garden.shedView)
        var plan = Garden.gardenPlan
        plan.imports.append(PlannedSite(file: "App/Views/BarnView.swift", source: Garden.planRef(99)))
        plan.displaySites.append(
            PlannedSite(file: "App/Views/BarnView.swift", tip: "WaterTip", source: Garden.planRef(98)))
        let water = Coverage(model: model, plan: plan, usesTipKit: true).wiring[0]
        XCTAssertEqual(cells(water)[1], "displayed missing not where planned")
        XCTAssertEqual(cells(water)[4], "imports missing missing in BarnView.swift")
        XCTAssertEqual(
            water.imports.reason,
            "the plan adds import TipKit to App/Views/BarnView.swift (docs/garden-plan.md:99): file not found")
        let prune = Coverage(model: model, plan: plan, usesTipKit: true).wiring[1]
        XCTAssertEqual(cells(prune)[4], "imports ok")
    }
}
