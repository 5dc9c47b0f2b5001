import XCTest

@testable import TipLint

/// Source shapes that fool text-based scanners: TipKit words where the
/// compiler sees no code, and code where a line-based grep sees none.
final class TipKitTrapTests: XCTestCase {
    func testTipKitWordsInCommentsStringsAndRegexLiteralsNeverCount() {
        let source = #"""
            import SwiftUI
            // struct CommentTip: Tip { } .popoverTip(x) Tips.configure() X.e.donate()
            /* Tips.showAllTipsForTesting()
               struct BlockTip: Tip {} */
            /// Call `Tips.resetDatastore()` before `Tips.configure()`.
            let help = "struct StringTip: Tip { } .popoverTip(tip) Tips.configure()"
            let guide = """
                struct MultiLineTip: Tip {
                    static let e = Tips.Event(id: "ml")
                }
                TipView(MultiLineTip())
                """
            let raw = #"Tips.configure() "quoted" TipsCenter.shared.configure() \(x).donate()"#
            let pattern = /Tips\.configure\(\)|popoverTip\(.+\)/
            let interpolated = "tip: \(Tips.configure)"
            """#
        let facts = TipKitTest.facts(source)
        XCTAssertEqual(facts.tips, [])
        XCTAssertEqual(facts.events, [])
        XCTAssertEqual(facts.displaySites, [])
        XCTAssertEqual(facts.donations, [])
        XCTAssertEqual(facts.configureCalls, [])
        XCTAssertEqual(facts.testingCalls, [])
        XCTAssertEqual(facts.betaUses, [])
        XCTAssertEqual(facts.tipKitUses, [])
        XCTAssertEqual(facts.imports.map(\.module), ["SwiftUI"])
    }

    func testCodeAfterTrickyLiteralsIsStillFound() {
        let source = #"""
            import TipKit
            let a = "}" ; let b = "{" ; let c = #"\("#
            let d = /[{(]/
            struct AfterLiteralsTip: Tip {
                var title: Text { Text("Still \"found\"") }
            }
            """#
        let tips = TipKitTest.facts(source).tips
        XCTAssertEqual(tips.map(\.name), ["AfterLiteralsTip"])
        XCTAssertEqual(tips.first?.location.line, 4)
        XCTAssertEqual(tips.first?.title?.text, "Still \"found\"")
    }

    func testMultiLineTitleLiteralIsReadWithoutIndentation() {
        let source = #"""
            import TipKit
            struct LongTip: Tip {
                var title: Text {
                    Text("""
                        Plan your hike
                        """)
                }
            }
            """#
        XCTAssertEqual(TipKitTest.facts(source).tips.first?.title?.text, "Plan your hike")
    }

    func testTipJarAppWithItsOwnTipTypeIsNotTipKit() throws {
        let source = """
            import SwiftUI
            import StoreKit

            protocol Tip { var amount: Decimal { get } }
            struct CoffeeTip: Tip { let amount: Decimal = 3 }

            struct TipJarView: View {
                let tips: [any Tip] = [CoffeeTip()]
                var body: some View { Text("Thanks") }
            }
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-tipjar-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("TipJar.swift").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(source.utf8)))
        let result = try Analyzer.run(files: [path], options: AnalysisOptions())
        XCTAssertEqual(result.systems, [])
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(result.model.files.first?.declaredTypes, ["Tip", "CoffeeTip", "TipJarView"])
    }
}
