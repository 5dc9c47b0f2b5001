import XCTest

@testable import TipLint

/// Shapes of the fresh round 7 of public apps (Tools/RealApps, verdicts after `# round 7`), each on a
/// fixture written in their shape: what tiplint got wrong there and what it missed.
final class RealAppRound7Tests: XCTestCase {
    /// Two stores conform to a protocol that requires `tip: any Tip`, each holding its own tip; a
    /// view shows `TipView(store.tip)` for a `store` of the protocol's type: both tips are shown.
    /// A class outside the protocol holding a third tip under the same name shows nothing.
    func testATipHeldByEachConformerOfAProtocolShownThroughTheRequirementIsDisplayed() {
        let tips = (
            path: "Pantry/Tips.swift",
            source: """
            import TipKit

            struct SpicesTip: Tip { var title: Text { Text("Sort your spices") } }
            struct JarsTip: Tip { var title: Text { Text("Label the jars") } }
            struct FreezerTip: Tip { var title: Text { Text("Date the freezer bags") } }
            """
        )
        let shelves = (
            path: "Pantry/Shelves.swift",
            source: """
            import TipKit

            protocol Shelf: AnyObject {
                var tip: any Tip { get }
                var items: [String] { get }
            }

            final class SpiceShelf: Shelf {
                var tip: any Tip = SpicesTip()
                var items: [String] = []
            }

            final class JarShelf: Shelf {
                let tip: any Tip = JarsTip()
                var items: [String] = []
            }

            final class Freezer {
                let tip: any Tip = FreezerTip()
            }
            """
        )
        let screen = (
            path: "Pantry/ShelfScreen.swift",
            source: """
            import SwiftUI
            import TipKit

            struct ShelfScreen: View {
                let shelf: Shelf
                var body: some View {
                    List {
                        TipView(shelf.tip)
                        ForEach(shelf.items, id: \\.self) { Text($0) }
                    }
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TipNeverDisplayedRule(), [tips, shelves, screen]),
            ["tip_never_displayed:Pantry/Tips.swift:5"])
    }
}
