import XCTest

@testable import TipLint

/// The coverage of every fixture variant (Tests/Fixtures, Examples/Remet), end to end:
/// the headline (tips wired as planned, and what each unwired tip lacks), the exact plan
/// coverage, the checks that do not hold, and the tips outside the plan.
/// The Sprig plan has 91 checks: 12 tips declared, 11 event ids (CareNotesTip has no
/// event), 36 copy fields, 12 display sites, 11 donations, 8 imports and 1 configure call.
final class CoverageFixtureTests: XCTestCase {
    private struct Expected {
        var held: Int
        var percent: String
        /// `subject kind` of each check that does not hold, in plan order.
        var failing: [String] = []
        var missing: [String] = []
        var unplanned: [String] = []
        /// Tips in the code: total, displayed, invalidated, wired.
        var tips: [Int] = [12, 12, 12, 12]
        /// The headline: planned tips wired, of 12; and each that is not, with its missing columns.
        var wired = 12
        var notWired: [String] = []
    }

    private func assertCoverage(
        _ app: FixtureTree, _ expected: Expected, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let coverage = Coverage(try FixtureRun(app).result)
        let plan = try XCTUnwrap(coverage.plan, file: file, line: line)
        XCTAssertEqual(plan.summary, CoverageFigure(held: expected.held, total: 91), file: file, line: line)
        XCTAssertEqual(plan.summary.percentText, expected.percent, file: file, line: line)
        XCTAssertEqual(
            plan.checks.filter { !$0.held }.map { "\($0.subject) \($0.kind.rawValue)" }, expected.failing,
            file: file, line: line)
        XCTAssertEqual(plan.missingTips, expected.missing, file: file, line: line)
        XCTAssertEqual(plan.unplannedTips, expected.unplanned, file: file, line: line)
        let tips = coverage.tips
        XCTAssertEqual(
            [
                tips.count, tips.filter(\.isDisplayed).count, tips.filter(\.invalidation.isInvalidated).count,
                tips.filter(\.isWired).count,
            ], expected.tips, file: file, line: line)
        XCTAssertEqual(coverage.tipsWired, CoverageFigure(held: expected.wired, total: 12), file: file, line: line)
        XCTAssertEqual(
            coverage.wiring.filter { $0.isPlanned && !$0.isWired }.map { row in
                row.name + " "
                    + row.cells.filter { $0.cell.state == .missing && $0.column != "copy" }.map(\.column).joined(
                        separator: ",")
            }, expected.notWired, file: file, line: line)
    }

    func testClean() throws {
        try assertCoverage(Fixtures.base("Sprig"), Expected(held: 91, percent: "100.0"))
    }

    func testPlanInconsistentCodeMatchesThePlan() throws {
        try assertCoverage(Fixtures.variant("Sprig", "plan-inconsistent"), Expected(held: 91, percent: "100.0"))
    }

    func testPlanNoCount() throws {
        try assertCoverage(
            Fixtures.variant("Sprig", "plan-nocount"),
            Expected(held: 91, percent: "100.0", unplanned: ["RepotTip"], tips: [13, 13, 13, 13]))
    }

    func testDefectsWiring() throws {
        try assertCoverage(
            Fixtures.variant("Sprig", "defects-wiring"),
            Expected(
                held: 88, percent: "96.7",
                failing: ["RescanTip donation", "IdentifyView.swift import", "PlantDetailView.swift import"],
                tips: [12, 12, 11, 6], wired: 6,
                notWired: [
                    "LiveIdentifyTip imports", "PhotoIdentifyTip imports", "RescanTip donated,retires",
                    "PinPlantTip imports",
                    "PlantActionsTip imports", "CareNotesTip imports",
                ]))
    }

    func testDefectsConfig() throws {
        try assertCoverage(
            Fixtures.variant("Sprig", "defects-config"),
            Expected(
                held: 90, percent: "98.9",
                failing: ["SprigApp.swift configure"]))
    }

    func testDefectsEvents() throws {
        try assertCoverage(
            Fixtures.variant("Sprig", "defects-events"),
            Expected(
                held: 90, percent: "98.9",
                failing: ["SprigApp.swift configure"]))
    }

    func testDefectsDisplay() throws {
        try assertCoverage(
            Fixtures.variant("Sprig", "defects-display"),
            Expected(
                held: 89, percent: "97.8", failing: ["AddPlantTip message", "DueTodayTip display"],
                tips: [12, 11, 11, 10],
                wired: 10, notWired: ["DueTodayTip displayed", "CareNotesTip retires"]))
    }

    func testDefectsMoved() throws {
        try assertCoverage(
            Fixtures.variant("Sprig", "defects-moved"),
            Expected(
                held: 86, percent: "94.5",
                failing: [
                    "CareNotesTip declared", "CareNotesTip title", "CareNotesTip message", "CareNotesTip image",
                    "CareNotesTip display",
                ],
                missing: ["CareNotesTip"], tips: [11, 11, 11, 11], wired: 11,
                notWired: ["CareNotesTip declared,displayed,donated,retires,imports"]))
    }

    /// IdentifyView.swift moved from its planned path: its checks hold through the moved copy.
    func testDefectsMovedChecksHoldThroughTheMovedCopy() throws {
        let run = try FixtureRun(Fixtures.variant("Sprig", "defects-moved"))
        let plan = try XCTUnwrap(Coverage(run.result).plan)
        let identify = plan.checks.filter { $0.file == "Sprig/Views/Identify/IdentifyView.swift" }
        XCTAssertEqual(
            identify.map { "\($0.subject) \($0.kind.rawValue) \($0.held)" },
            [
                "LiveIdentifyTip display true", "LiveIdentifyTip donation true",
                "PhotoIdentifyTip display true", "PhotoIdentifyTip donation true", "IdentifyView.swift import true",
            ])
        XCTAssertTrue(
            identify.allSatisfy {
                $0.detail.hasSuffix(
                    "(in \(run.root.path)/Sprig/Views/Scan/IdentifyView.swift, moved from the planned path)")
            }, identify.map(\.detail).joined(separator: "\n"))
    }

    func testDefectsPlan() throws {
        try assertCoverage(
            Fixtures.variant("Sprig", "defects-plan"),
            Expected(
                held: 85, percent: "93.4",
                failing: [
                    "WaterRoundTip event", "QuickLogTip display", "QuickLogTip donation", "PinPlantTip title",
                    "ContentView.swift import", "SprigApp.swift configure",
                ],
                unplanned: ["RepotTip"], tips: [13, 13, 13, 13], wired: 11,
                notWired: ["QuickLogTip displayed,donated,imports"]))
    }

    func testExampleApp() throws {
        try assertCoverage(
            FixtureTree(loading: Fixtures.examples.appendingPathComponent("Remet")),
            Expected(
                held: 88, percent: "96.7",
                failing: ["RescanTip donation", "PlantActionsTip display", "CareScheduleView.swift import"],
                tips: [12, 11, 11, 8], wired: 8,
                notWired: [
                    "DueTodayTip imports", "CareFilterTip imports", "RescanTip donated,retires",
                    "PlantActionsTip displayed",
                ]))
    }

    func testTrapsHaveNoPlanAndEveryTipWired() throws {
        let coverage = Coverage(try FixtureRun(Fixtures.root.appendingPathComponent("traps"), usePlan: false).result)
        XCTAssertNil(coverage.plan)
        XCTAssertEqual(coverage.tips.count, 5)
        XCTAssertTrue(coverage.tips.allSatisfy(\.isWired), coverage.tips.filter { !$0.isWired }.map(\.name).joined())
        XCTAssertEqual(
            coverage.tipsWired, CoverageFigure(held: 5, total: 5), "without a plan: as the code declares them")
    }

    /// A tip-jar app's own `Tip` type is not TipKit's: no tips, no files needing TipKit.
    func testTipJarHasNoTipKitTips() throws {
        let coverage = Coverage(try FixtureRun(Fixtures.root.appendingPathComponent("tipjar"), usePlan: false).result)
        XCTAssertFalse(coverage.usesTipKit)
        XCTAssertEqual(coverage.tips, [])
        XCTAssertEqual(coverage.files, [])
        XCTAssertEqual(coverage.scannedFileCount, 5)
        XCTAssertEqual(coverage.tipsWired, CoverageFigure(held: 0, total: 0))
    }
}
