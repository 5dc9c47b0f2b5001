import XCTest

@testable import TipLint

/// The plan rules end to end: Swift files and a plan on disk, through `Analyzer.run`.
final class PlanAnalysisTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-plan-run-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    private func write(_ path: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private static let plan = """
        # Shop Tips Plan

        **Goal:** Add 2 TipKit popover tips to the shop.

        ### Task 1: Tips and configuration

        **Files:**
        - Create: `Shop/Tips/ShopTips.swift`
        - Modify: `Shop/ShopApp.swift`

        ```swift
        import TipKit

        struct ShelfTip: Tip {
            static let opened = Tips.Event(id: "shelfOpened")
            var title: Text { Text("Your Shelf") }
            var rules: [Rule] { #Rule(Self.opened) { $0.donations.count == 0 } }
        }

        struct CartTip: Tip {
            static let filled = Tips.Event(id: "cartFilled")
            var title: Text { Text("Your Cart") }
            var rules: [Rule] { #Rule(Self.filled) { $0.donations.count == 0 } }
        }
        ```

        In `Shop/ShopApp.swift`:

        ```swift
        import TipKit
        try? Tips.configure([.displayFrequency(.daily)])
        ```

        ### Task 2: Shelf

        **Files:**
        - Modify: `Shop/Views/Search/ShelfView.swift`

        1. Add `import TipKit` at the top.

        ```swift
        private let shelfTip = ShelfTip()
        ```

        ```swift
        ShelfRow().popoverTip(shelfTip)
        Button("Open") { ShelfTip.opened.donate() }
        ```
        """

    func testPlanFindingsOnAProjectWhoseFileMoved() throws {
        let planPath = try write("docs/plan.md", Self.plan)
        let tips = try write(
            "App/Shop/Tips/ShopTips.swift",
            """
            import TipKit

            struct ShelfTip: Tip {
                static let opened = Tips.Event(id: "shelfOpened")
                var title: Text { Text("Your shelf") }
                var rules: [Rule] { #Rule(Self.opened) { $0.donations.count == 0 } }
            }

            struct CartTip: Tip {
                static let filled = Tips.Event(id: "cartFilled")
                var title: Text { Text("Your Cart") }
                var rules: [Rule] { #Rule(Self.filled) { $0.donations.count == 0 } }
            }
            """)
        let app = try write(
            "App/Shop/ShopApp.swift",
            """
            import SwiftUI
            import TipKit

            @main
            struct ShopApp: App {
                init() { try? Tips.configure([.displayFrequency(.daily)]) }
                var body: some Scene { WindowGroup { ShelfView() } }
            }
            """)
        let shelf = try write(
            "App/Shop/Views/Browse/ShelfView.swift",
            """
            import SwiftUI
            import TipKit

            struct ShelfView: View {
                private let shelfTip = ShelfTip()
                var body: some View { ShelfRow().popoverTip(shelfTip) }
            }
            """)
        var options = AnalysisOptions()
        options.planPaths = [planPath]
        let result = try Analyzer.run(files: [app, tips, shelf], options: options)
        let planFindings = result.findings.filter { $0.ruleID.hasPrefix("plan_") }.map { finding in
            "\(finding.file.replacingOccurrences(of: directory.path + "/", with: "")):\(finding.line):\(finding.column) "
                + "\(finding.ruleID) \(finding.message.replacingOccurrences(of: planPath, with: "PLAN")) "
                + "plan=\(finding.plan.map { "\($0.line)" } ?? "-")"
        }
        XCTAssertEqual(
            planFindings,
            [
                "App/Shop/Tips/ShopTips.swift:5:28 plan_copy_mismatch ShelfTip's title is \"Your shelf\"; the plan says \"Your Shelf\" (PLAN:16) plan=16",
                "App/Shop/Views/Browse/ShelfView.swift:1:1 plan_donation_missing ShelfTip.opened is not donated in this file as the plan says "
                    + "(PLAN:47); call `ShelfTip.opened.donate()` where the user performs the action plan=47",
                "docs/plan.md:37:1 plan_file_missing planned file Shop/Views/Search/ShelfView.swift does not exist; \(shelf) looks like a moved copy plan=37",
            ])
    }

    /// Before any tip is written the project uses no tip system yet; the plan's
    /// checks still run, and every planned tip, file and site is missing.
    func testPlanChecksRunBeforeAnyTipIsWritten() throws {
        let planPath = try write("docs/plan.md", Self.plan)
        let app = try write(
            "App/Shop/ShopApp.swift",
            """
            import SwiftUI

            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { Text("Shop") } }
            }
            """)
        var options = AnalysisOptions()
        options.planPaths = [planPath]
        let result = try Analyzer.run(files: [app], options: options)
        XCTAssertEqual(result.systems, [])
        let planFindings = result.findings.map {
            "\($0.file.replacingOccurrences(of: directory.path + "/", with: "")):\($0.line) \($0.ruleID)"
        }
        XCTAssertEqual(
            planFindings.filter { $0.hasSuffix("plan_tip_missing") },
            ["docs/plan.md:14 plan_tip_missing", "docs/plan.md:20 plan_tip_missing"])
        XCTAssertTrue(planFindings.contains("docs/plan.md:3 plan_tip_count"), "\(planFindings)")
    }
}
