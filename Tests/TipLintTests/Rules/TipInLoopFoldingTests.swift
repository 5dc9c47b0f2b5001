import XCTest

@testable import TipLint

/// A row view anchoring one tip in two arms of its `switch` is one `tip_in_loop` defect: one finding, the
/// other arm a related location of it (the rule's example pins where it is reported).
final class TipInLoopFoldingTests: XCTestCase {
    func testTheOtherArmIsARelatedLocation() throws {
        let row = (
            path: "Shelf/JarRow.swift",
            source: """
            import SwiftUI
            import TipKit

            struct JarRow: View {
                let jar: Jar
                private let refillTip = RefillTip()
                var body: some View {
                    switch jar.level {
                    case .empty:
                        Image(systemName: "drop").popoverTip(refillTip)
                    default:
                        Image(systemName: "drop.fill").popoverTip(refillTip)
                    }
                }
            }
            """
        )
        let shelf = (
            path: "Shelf/ShelfView.swift",
            source: """
            import SwiftUI

            struct ShelfView: View {
                let jars: [Jar]
                var body: some View { List { ForEach(jars) { jar in JarRow(jar: jar) } } }
            }
            """
        )
        let findings = try TipKitTest.analyze([row, shelf]).filter { $0.ruleID == "tip_in_loop" }
        XCTAssertEqual(findings.map(ExpectedFinding.init), [ExpectedFinding("tip_in_loop", "Shelf/JarRow.swift", 10)])
        XCTAssertEqual(
            findings.first?.related.map { "\($0.file):\($0.line): \($0.message)" },
            [
                "Shelf/ShelfView.swift:5: the ForEach row that builds JarRow",
                "Shelf/JarRow.swift:12: RefillTip is anchored in another arm of JarRow too",
            ])
    }
}
