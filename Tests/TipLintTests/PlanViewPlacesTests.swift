import XCTest

@testable import TipLint

/// Places a plan names by a view type rather than a file (issue 20, round 13's orientation-spec shape, in
/// our own words): an anchor column's "<control> in `ViewName`", a where column's bare `ViewName`. The
/// place is the one file that declares the view, whatever its name; a view no file or several files
/// declare is checked nowhere and reported by no rule.
final class PlanViewPlacesTests: XCTestCase {
    private static let planPath = "docs/garden.md"

    /// A tip table in the shape of an orientation spec: tip, the control it is anchored on in words with
    /// the view, copy keys.
    private static let plan = """
        # Garden orientation

        ## Tips

        | Tip ID | Anchored control | Title key | Message key |
        | --- | --- | --- | --- |
        | `SeedTip` | Sow button in `BedEditorView` | `tip.seed.title` | `tip.seed.message` |
        | `HarvestTip` | Basket menu in `HarvestView` | `tip.harvest.title` | `tip.harvest.message` |
        """

    private static let tips = """
        import TipKit

        struct SeedTip: Tip {
            var title: Text { Text("tip.seed.title") }
            var message: Text? { Text("tip.seed.message") }
        }

        struct HarvestTip: Tip {
            var title: Text { Text("tip.harvest.title") }
            var message: Text? { Text("tip.harvest.message") }
        }
        """

    private static func editor(named type: String = "BedEditorView", showing tip: String? = "SeedTip") -> String {
        """
        import SwiftUI
        import TipKit

        struct \(type): View {
            var body: some View {
                Button("Sow") {}\(tip.map { "\n            .popoverTip(\($0)())" } ?? "")
            }
        }
        """
    }

    private static let harvest = """
        import SwiftUI
        import TipKit

        struct HarvestView: View {
            var body: some View {
                Menu("Basket") {}
                    .popoverTip(HarvestTip())
            }
        }
        """

    private static let app = """
        import SwiftUI
        import TipKit

        @main struct GardenApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { HarvestView() } }
        }
        """

    /// The plan findings of a lint with `plan` over `files`, as `rule file:line: message`.
    private func planFindings(_ files: [String: String], plan: String = PlanViewPlacesTests.plan) throws -> [String] {
        var options = AnalysisOptions()
        options.plan = PlanReader.read(documents: [(path: Self.planPath, text: plan)])
        options.read = { path in files[path].map { .bytes(Array($0.utf8)) } ?? .failure("no file") }
        return try Analyzer.run(files: files.keys.sorted(), options: options).findings
            .filter { $0.ruleID.hasPrefix("plan_") }
            .map { "\($0.ruleID) \($0.severity.rawValue) \($0.file):\($0.line): \($0.message)" }
    }

    private func project(editors: [String: String]) -> [String: String] {
        var files = [
            "Garden/GardenApp.swift": Self.app, "Garden/Tips/GardenTips.swift": Self.tips,
            "Garden/Views/HarvestView.swift": Self.harvest,
        ]
        files.merge(editors) { _, new in new }
        return files
    }

    // MARK: Reading

    func testAnAnchoredControlCellIsADisplayPlaceInItsView() {
        let plan = PlanReader.read(documents: [(path: Self.planPath, text: Self.plan)])
        XCTAssertEqual(
            plan.displaySites.map { "\($0.tip ?? "-") @ \($0.file) line \($0.source.line) \($0.evidence.rawValue)" },
            ["SeedTip @ BedEditorView line 7 tabled", "HarvestTip @ HarvestView line 8 tabled"])
    }

    func testWherePlacesNamingAViewAreViewPlacesAndPathsStayFiles() {
        let plan = PlanReader.read(
            documents: [
                (
                    path: Self.planPath,
                    text: """
                    | Tip | Shown in | Anchor | Title |
                    |---|---|---|---|
                    | `SeedTip` | `BedEditorView` | Sow button in `SowingView` | "Sow" |
                    | `HarvestTip` | `Garden/Views/Harvest.swift` | Basket menu | "Harvest" |
                    | `WeedTip` | Weeding screen (`WeedingScreen`) | | "Weed" |
                    | `RakeTip` | `TipView` above the list | | "Rake" |
                    """
                )
            ])
        // The where column wins over the anchor's view; `TipView` is how a tip shows, not where.
        XCTAssertEqual(
            plan.displaySites.map { "\($0.tip ?? "-") @ \($0.file)" },
            ["SeedTip @ BedEditorView", "HarvestTip @ Garden/Views/Harvest.swift", "WeedTip @ WeedingScreen"])
        XCTAssertTrue(PlanNames.isViewPlace("BedEditorView"))
        XCTAssertFalse(PlanNames.isViewPlace("BedEditorView.swift"))
        XCTAssertFalse(PlanNames.isViewPlace("TipView"))
    }

    func testTiplintPlanPrintsAViewPlaceAsAView() {
        let plan = PlanReader.read(documents: [(path: Self.planPath, text: Self.plan)])
        let text = PlanReport.render(plan, check: false, format: .text)
        XCTAssertTrue(
            text.contains(
                """
                Sites:
                  view BedEditorView
                    display SeedTip (docs/garden.md:7, tabled)
                  view HarvestView
                    display HarvestTip (docs/garden.md:8, tabled)
                """), text)
        // A view place implies no import: the view may show the tip through a view it builds in another file.
        XCTAssertEqual(plan.imports, [])
        XCTAssertEqual(plan.files, [])
    }

    // MARK: Checking

    func testAViewDeclaredInADifferentlyNamedFileIsThatFile() throws {
        // `BedEditorView` lives in `Screens/BedEditor_iOS.swift`: no plan_file_missing for `BedEditorView.swift`.
        let files = project(editors: ["Garden/Screens/BedEditor_iOS.swift": Self.editor()])
        XCTAssertEqual(try planFindings(files), [])
    }

    func testATipShownElsewhereThanItsViewIsReportedInTheViewsFile() throws {
        var files = project(editors: ["Garden/Screens/BedEditor_iOS.swift": Self.editor(showing: nil)])
        files["Garden/Views/HarvestView.swift"] = Self.harvest.replacingOccurrences(
            of: ".popoverTip(HarvestTip())", with: ".popoverTip(HarvestTip())\n            .popoverTip(SeedTip())")
        XCTAssertEqual(
            try planFindings(files),
            [
                "plan_display_missing error Garden/Screens/BedEditor_iOS.swift:1: SeedTip is not displayed in "
                    + "BedEditorView as the plan says (docs/garden.md:7); it is displayed at "
                    + "Garden/Views/HarvestView.swift:8 instead"
            ])
    }

    func testATipShownInASubviewOfItsViewIsShownInTheView() throws {
        let editor = """
            import SwiftUI

            struct BedEditorView: View {
                var body: some View { SowRow() }
            }
            """
        let row = Self.editor(named: "SowRow")
        let files = project(editors: ["Garden/Screens/BedEditor.swift": editor, "Garden/Rows/SowRow.swift": row])
        XCTAssertEqual(try planFindings(files), [])
    }

    func testATipTheSpecPlacesButNothingShowsIsProgress() throws {
        // A display the plan places and does not mark done is progress, in a table as in a task plan (the shapes
        // give the same findings): tip_never_displayed is a note beside the plan's note.
        var project = project(editors: ["Garden/Screens/BedEditor_iOS.swift": Self.editor()])
        project["Garden/Views/HarvestView.swift"] = Self.harvest.replacingOccurrences(
            of: "\n            .popoverTip(HarvestTip())", with: "")
        let files = project
        var options = AnalysisOptions()
        options.plan = PlanReader.read(documents: [(path: Self.planPath, text: Self.plan)])
        options.read = { path in files[path].map { .bytes(Array($0.utf8)) } ?? .failure("no file") }
        XCTAssertEqual(
            try Analyzer.run(files: files.keys.sorted(), options: options).findings
                .filter { ["plan_display_missing", "tip_never_displayed"].contains($0.ruleID) }
                .map { "\($0.ruleID) \($0.severity.rawValue) \($0.file):\($0.line)" },
            [
                "tip_never_displayed note Garden/Tips/GardenTips.swift:8",
                "plan_display_missing note Garden/Views/HarvestView.swift:1",
            ])
    }

    func testAViewDeclaredInTwoFilesIsCheckedNowhere() throws {
        // An iOS and a macOS file each declare `BedEditorView`; neither shows the tip: which file the
        // plan means is not known, so no rule reports it (no plan_file_missing, no plan_display_missing).
        let files = project(editors: [
            "Garden/iOS/BedEditor_iOS.swift": Self.editor(showing: nil),
            "Garden/macOS/BedEditor_macOS.swift": Self.editor(showing: nil),
        ])
        XCTAssertEqual(try planFindings(files), [])
    }

    func testAViewNoFileDeclaresIsCheckedNowhere() throws {
        let files = project(editors: ["Garden/Screens/Sowing.swift": Self.editor(named: "SowingView")])
        XCTAssertEqual(try planFindings(files), [])
    }

    func testAPlaceColumnNamingAViewInAnotherFileGivesNoFileMissing() throws {
        // Round 13's second shape: a `Shown in` column with a bare view name used to be read as `BedEditorView.swift`.
        let plan = Self.plan.replacingOccurrences(of: "Anchored control", with: "Shown in")
            .replacingOccurrences(of: "Sow button in `BedEditorView`", with: "`BedEditorView`")
        let files = project(editors: ["Garden/Screens/BedEditor_iOS.swift": Self.editor()])
        XCTAssertEqual(try planFindings(files, plan: plan), [])
        XCTAssertEqual(
            try planFindings(
                files, plan: plan.replacingOccurrences(of: "`BedEditorView`", with: "`BedEditorView.swift`")),
            [
                "plan_file_missing error docs/garden.md:7: planned file BedEditorView.swift does not exist"
            ])
    }
}
