import TipLintTestSupport
import XCTest

@testable import TipLint

/// A later task that removes a tip retires it: the line adds no fact, and the tip's other facts
/// become mentioned, so neither the code that still has it nor the code that removed it fails the
/// gate on it (real plans round 4: SkyDex's and ClipKeyboard's logs delete what an earlier task built).
final class PlanTipRetirementTests: XCTestCase {
    private let plan = """
        # Shelf tips

        | Tip | Screen | Title |
        |---|---|---|
        | ShelfTip | `Shop/ShelfView.swift` | Stock Up |
        | CartTip | `Shop/CartView.swift` | Fill Up |

        ### Task 2: Cleanup
        - [x] Remove the `ShelfTip` tip from `Shop/ShelfView.swift`
        - [x] Remove the inline hint and show `CartTip` on `Shop/CartView.swift`
        - [x] `SkyForecast` · `BasketTip` 삭제.
        """

    private func read() -> Plan { PlanReader.read(documents: [(path: "plan.md", text: plan)]) }

    func testARemovingTaskRetiresItsTipAndAddsNoSite() {
        let plan = read()
        XCTAssertEqual(
            plan.tips.map { "\($0.name) \($0.evidence.rawValue) plan.md:\($0.source.line)" },
            ["ShelfTip mentioned plan.md:5", "CartTip tabled plan.md:6"])
        // Only the table shows ShelfTip; the task naming the file it leaves adds no site there.
        XCTAssertEqual(
            plan.displaySites.map { "\($0.tip ?? "-") \($0.file) \($0.evidence.rawValue) plan.md:\($0.source.line)" },
            ["ShelfTip Shop/ShelfView.swift mentioned plan.md:5", "CartTip Shop/CartView.swift tabled plan.md:6"])
        XCTAssertEqual(TipRetirement.retiredTips(in: "`SkyForecast` · `BasketTip` 삭제."), ["BasketTip"])
        XCTAssertEqual(TipRetirement.retiredTips(in: "Drop ShelfTip"), ["ShelfTip"])
        XCTAssertEqual(TipRetirement.retiredTips(in: "Remove the inline hint and show `CartTip`"), [])
    }

    func testTheCodeBeforeAndAfterTheRemovalPassesTheGate() throws {
        let cart = """
            import SwiftUI
            import TipKit

            struct CartTip: Tip { var title: Text { Text("Fill Up") } }

            struct CartView: View {
                var body: some View { Text("Cart").popoverTip(CartTip()) }
            }
            """
        let shelf = """
            import SwiftUI
            import TipKit

            struct ShelfTip: Tip { var title: Text { Text("Stock Up") } }

            struct ShelfView: View {
                var body: some View { Text("Shelf").popoverTip(ShelfTip()) }
            }
            """
        func planFindings(_ files: [String: String]) throws -> [String] {
            try InMemoryProject.analyze(files, plan: plan).findings
                .filter { $0.ruleID.hasPrefix("plan_") }.map { "\(ExpectedFinding($0)) \($0.severity)" }
        }
        XCTAssertEqual(try planFindings(["Shop/CartView.swift": cart, "Shop/ShelfView.swift": shelf]), [])
        XCTAssertEqual(
            try planFindings(["Shop/CartView.swift": cart, "Shop/ShelfView.swift": "import SwiftUI\n"]),
            [
                "Shop/ShelfView.swift:1 plan_display_missing note", "Shop/ShelfView.swift:1 plan_import_missing note",
                "docs/plan.md:5 plan_tip_missing note",
            ])
    }
}
