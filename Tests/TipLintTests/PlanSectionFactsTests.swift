import XCTest

@testable import TipLint

/// The facts an integration plan's per-view sections give tips it reads (issue 20, round 19's conference app
/// plan): "`XTip` is attached to <control> with `.popoverTip(…)`" places the tip; "`TipView(x)` appears at
/// <place> …" and "<Doing something> … invalidates the [<words>] tip" give the one tip of their section
/// those words fit, and nothing when two tips do or none.
final class PlanSectionFactsTests: XCTestCase {
    private func worded(_ text: String) -> [String] {
        PlanReader.read(documents: [(path: "plan.md", text: text)]).wordedFacts.map {
            "\($0.tip) | \($0.kind.rawValue) | \($0.words) | plan.md:\($0.source.line)"
        }
    }

    private let pottery = """
        # Pottery studio tips

        ## Tips

        - `GlazeShelfTip`: "Add glazes to the shelf"
        - `KilnTimerTip`: "Time each firing"
        - `CatalogSearchTip`: "Search the catalog"

        ## Wiring

        ### Glaze Shelf

        - `ShelfView` imports TipKit.
        - `GlazeShelfTip` is attached to the shelf add button with `.popoverTip(glazeTip, arrowEdge: .bottom)`.
        - `GlazeShelfTip.hasOpenedShelf` and `KilnTimerTip.hasOpenedKiln` are set in `onAppear`.
        - Tapping the add button invalidates the glaze shelf tip.
        - Dragging a pot invalidates the tip.

        ### Kiln Timer

        - `KilnTimerTip` is attached to the timer dial.
        - Starting a firing sets `KilnTimerTip.hasFired = true` and invalidates the tip.
        - Removing a pot keeps the tip invalidated.
        - Cancelling a firing does not invalidate the tip.

        ### Catalog

        - `TipView(catalogSearchTip)` appears at the top of the catalog only while the query is empty.
        - Opening the catalog sets `CatalogSearchTip.hasOpenedCatalog = true`.

        ### Settings

        - `TipView(firingTip)` appears at the top of the form.
        - Opening settings sets `KilnTimerTip.hasSeenSettings = true`.
        """

    func testPerViewLinesPlaceAndInvalidateTheTipTheirSectionNames() {
        XCTAssertEqual(
            worded(pottery),
            [
                "GlazeShelfTip | shown | to the shelf add button (popover) | plan.md:14",
                // Two tips named in the section: "the glaze shelf tip" names one, "the tip" neither.
                "GlazeShelfTip | invalidated | on tapping the add button | plan.md:16",
                // Attached to a control without a popover call: placed there all the same.
                "KilnTimerTip | shown | to the timer dial | plan.md:21",
                "KilnTimerTip | invalidated | on starting a firing | plan.md:22",
                "CatalogSearchTip | shown | at the top of the catalog (inline) | plan.md:28",
            ])
    }

    func testALineGivingASectionTipItsFactIsReadAndOneFittingNoTipStaysUnread() {
        let plan = PlanReader.read(documents: [(path: "plan.md", text: pottery)])
        // The settings section's `TipView(firingTip)`: its one tip is the kiln timer's, not a firing tip.
        XCTAssertEqual(plan.unread.map(\.source.line), [33])
    }

    func testAnInlineTipViewOrAnInvalidationInASectionNamingNoTipGivesNothing() {
        let text = """
            # Notes

            ```swift
            struct ShelfTip: Tip {
                var title: Text { Text("Shelves") }
            }
            ```

            ### Shelf

            - `TipView(shelfTip)` appears at the top of the shelf.
            - Tapping a shelf invalidates the tip.
            """
        XCTAssertEqual(worded(text), [])
    }

    func testAHedgedOrNegativeLineGivesNothing() {
        let text = """
            # Notes

            - `ShelfTip`: "Shelves"

            ### Shelf

            - `ShelfTip` could be attached to the shelf header with `.popoverTip(shelfTip)`.
            - Tapping a shelf never invalidates the tip.
            - `TipView(shelfTip)` never appears at the top of the shelf.
            """
        XCTAssertEqual(worded(text), [])
    }
}
