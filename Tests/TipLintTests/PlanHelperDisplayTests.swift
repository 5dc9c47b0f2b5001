import XCTest

@testable import TipLint

/// A tip the plan displays in a file that applies a view helper showing it (`.shelfTip()`, whose body
/// is `popoverTip(ShelfTip())`) is displayed there (issue 20, round 6's task plan).
final class PlanHelperDisplayTests: XCTestCase {
    private static let modifiers = """
        import SwiftUI
        import TipKit

        struct ShelfTip: Tip { var title: Text { Text("Drag a pot") } }

        extension View {
            func shelfTip() -> some View {
                self.popoverTip(ShelfTip(), arrowEdge: .top)
            }
        }
        """

    private static let shelf = """
        import SwiftUI

        struct ShelfView: View {
            var body: some View {
                List {}.shelfTip()
            }
        }
        """

    private func findings(shelf: String) throws -> [String] {
        var plan = Plan()
        plan.documents = ["docs/plan.md"]
        plan.tips = [
            PlannedTip(name: "ShelfTip", title: "Drag a pot", source: PlanReference(file: "docs/plan.md", line: 4))
        ]
        plan.displaySites = [
            PlannedSite(
                file: "Kiln/ShelfView.swift", tip: "ShelfTip", source: PlanReference(file: "docs/plan.md", line: 9))
        ]
        let sources = ["Kiln/TipModifiers.swift": Self.modifiers, "Kiln/ShelfView.swift": shelf]
        var options = AnalysisOptions()
        options.plan = plan
        options.read = { path in sources[path].map { .bytes(Array($0.utf8)) } ?? .failure("no such file") }
        return try Analyzer.run(files: sources.keys.sorted(), options: options).findings
            .filter { $0.ruleID == "plan_display_missing" }
            .map { "\($0.file):\($0.line): \($0.severity): \($0.message)" }
    }

    func testAFileApplyingTheHelperDisplaysTheTip() throws {
        XCTAssertEqual(try findings(shelf: Self.shelf), [])
    }

    func testAFileNotApplyingItDoesNot() throws {
        let found = try findings(shelf: Self.shelf.replacingOccurrences(of: ".shelfTip()", with: ""))
        XCTAssertEqual(found.map { $0.components(separatedBy: ": ").first }, ["Kiln/ShelfView.swift:1"])
    }
}
