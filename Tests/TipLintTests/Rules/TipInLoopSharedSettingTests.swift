import XCTest

@testable import TipLint

/// A row view that builds the view anchoring a tip in one arm of an `if` (`tip_in_loop`): when the `if` tests only
/// state every row shares (a stored setting, the environment, a shared object), every row builds it while the
/// setting holds (real apps, round 59: a layout preference three views below the `ForEach`); when it tests the
/// row's own data or state, the rows differ and the rule stays silent.
final class TipInLoopSharedSettingTests: XCTestCase {
    private static func project(
        condition: String, property: String, row: String = "ReelRow(reel: reel)", debugOnly: Bool = false
    ) -> [(path: String, source: String)] {
        [
            (
                path: "Reels/StarButton.swift",
                source: """
                import SwiftUI
                import TipKit

                struct StarButton: View {
                    private let tip = StarTip()
                    var body: some View {
                        Button { tip.invalidate(reason: .actionPerformed) } label: {
                            Image(systemName: "star").popoverTip(tip)
                        }
                    }
                }
                """
            ),
            (
                path: "Reels/ReelRow.swift",
                source: """
                import SwiftUI

                struct ReelRow: View {
                    let reel: Reel
                    \(property)
                    var body: some View {
                        VStack {
                            \(debugOnly ? "#if DEBUG" : "")
                            if \(condition) {
                                BigReel(reel: reel)
                            } else {
                                Text(reel.title)
                            }
                            \(debugOnly ? "#endif" : "")
                        }
                    }
                }

                struct BigReel: View {
                    let reel: Reel
                    var body: some View { HStack { Text(reel.title); StarButton() } }
                }

                struct ReelList: View {
                    let reels: [Reel]
                    var body: some View { List { ForEach(reels) { reel in \(row) } } }
                }
                """
            ),
        ]
    }

    private func loopFindings(
        condition: String, property: String, row: String = "ReelRow(reel: reel)", debugOnly: Bool = false
    ) throws -> [ExpectedFinding] {
        try TipKitTest.analyze(Self.project(condition: condition, property: property, row: row, debugOnly: debugOnly))
            .filter { $0.ruleID == "tip_in_loop" }.map(ExpectedFinding.init)
    }

    func testASharedSettingBuildsTheAnchorInEveryRow() throws {
        let expected = [ExpectedFinding("tip_in_loop", "Reels/StarButton.swift", 8)]
        XCTAssertEqual(
            try loopFindings(condition: "bigRows", property: "@AppStorage(\"bigRows\") private var bigRows = true"),
            expected)
        XCTAssertEqual(
            try loopFindings(
                condition: "let layout = prefs.layout, layout == .big",
                property: "@ObservedObject private var prefs = Preferences.shared"),
            expected)
        XCTAssertEqual(
            try loopFindings(
                condition: "sizeClass == .regular", property: "@Environment(\\.horizontalSizeClass) var sizeClass"),
            expected)
    }

    /// A row building the wrapper in one case of a `switch` per row (a wizard's steps, `Step.allCases`) builds it
    /// once; a setting tested only in debug builds ships in no row.
    func testOneRowsCaseOrADebugOnlyArmIsNoEveryRow() throws {
        let setting = "@AppStorage(\"bigRows\") private var bigRows = true"
        XCTAssertEqual(
            try loopFindings(
                condition: "bigRows", property: setting,
                row: "switch reel.kind { case .clip: ReelRow(reel: reel)\n default: Text(reel.title) }"),
            [])
        XCTAssertEqual(try loopFindings(condition: "bigRows", property: setting, debugOnly: true), [])
    }

    func testTheRowsOwnDataOrStatePicksRows() throws {
        XCTAssertEqual(try loopFindings(condition: "reel.isFeatured", property: ""), [])
        XCTAssertEqual(try loopFindings(condition: "expanded", property: "@State private var expanded = false"), [])
        XCTAssertEqual(try loopFindings(condition: "big", property: "var big = false"), [])
        XCTAssertEqual(
            try loopFindings(
                condition: "prefs.isBig(reel)", property: "@ObservedObject private var prefs = Preferences.shared"),
            [])
    }
}
