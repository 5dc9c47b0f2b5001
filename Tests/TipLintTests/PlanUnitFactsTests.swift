import XCTest

@testable import TipLint

/// The facts a unit of a plan gives the one tip read from it (issue 20: rounds 21-25 read 77 of 82 tips but
/// few of their events and sites): a tip table's columns by their headers, in any order and wording; a list
/// item's clauses (`after …`, `the first time …`, `anchors to …`, `auto-dismisses …`); a paragraph's. Each
/// mentioned; a unit naming two tips, a row naming none, a hedged or negative sentence give nothing.
final class PlanUnitFactsTests: XCTestCase {
    private func worded(_ text: String) -> [String] {
        PlanReader.read(documents: [(path: "plan.md", text: text)]).wordedFacts.map {
            "\($0.tip) | \($0.kind.rawValue) | \($0.words) | plan.md:\($0.source.line)"
        }
    }

    func testATipTablesColumnsGiveEachRowsTipItsPlaceTimeAndInvalidation() {
        let plan = """
            # Pottery log: in-app tips

            | Tip | Retire when | Location | Trigger |
            |---|---|---|---|
            | "Weigh clay before wedging" | a weight is saved | Scale card, Clay row | second studio visit, 3+ pots |
            | "Log the kiln's peak cone" | `coneLogged` | kiln tab | — |
            | Clay stock | n/a | - | - |
            | "Trim the foot" | a trim is saved | same | — |
            """
        XCTAssertEqual(
            worded(plan),
            [
                "Weigh clay before wedging | invalidated | a weight is saved | plan.md:5",
                "Weigh clay before wedging | shown | Scale card, Clay row | plan.md:5",
                "Weigh clay before wedging | when | second studio visit, 3+ pots | plan.md:5",
                // A dash says nothing; the row naming no tip gives nothing.
                "Log the kiln's peak cone | invalidated | coneLogged | plan.md:6",
                "Log the kiln's peak cone | shown | kiln tab | plan.md:6",
                // "same" points at another row: it says nothing of its own.
                "Trim the foot | invalidated | a trim is saved | plan.md:8",
            ])
    }

    func testAListItemsAndAParagraphsClausesGoToTheirOneTip() {
        let plan = """
            # Glaze notebook design

            ## Onboarding (TipKit)

            **Mix hint** — a first-launch TipKit popover ("Mix two glazes · Pick any two glazes to blend them.") anchors to the Glaze / Slip segmented toggle. It auto-dismisses the first time the user saves a mix from the context menu (`MixTip.savedMix` is donated from the Save action). No nag — once you have used it, you never see it again, on any device after iCloud syncs.

            - `KilnLoadTip`: "Load the kiln" — fires after 4 seconds on the kiln screen with no tap
            - `TrayTip`: "Stack the trays" — a popover that is not anchored to the tray button.
            - `RackTip`: "Rack it" — it could appear once the rack view is full.
            - `WedgeTip`: "Wedge before you throw" — shows the first time someone opens a new bag, pinned to the clay toolbar.
            - `ConeTip`: "Check the cone"
              `ShelfTip`: "Stack shelves" — shows after the first firing, beside the shelf list.
            - `BagTip`: "Open a bag" — for first-time potters, kept in the tip candidates list.
            """
        XCTAssertEqual(
            worded(plan),
            [
                "MixTip | when | first-launch | plan.md:5",
                "KilnLoadTip | when | after 4 seconds on the kiln screen | plan.md:7",
                "WedgeTip | shown | to the clay toolbar | plan.md:10",
                // The unit's own words, sentence by sentence, for kinds the tip has none of: the paragraph's
                // "you never see it again" denies, and gives nothing; the negative TrayTip item and the hedged
                // RackTip item give nothing; ConeTip's item goes on to name ShelfTip, whose line is not its own;
                // "first-time potters" says who, and a list of tips is no place on the screen.
                "MixTip | shown | anchors to the Glaze / Slip segmented toggle | plan.md:5",
                "MixTip | invalidated | auto-dismisses the first time the user saves a mix from the context menu | plan.md:5",
                "KilnLoadTip | shown | on the kiln screen | plan.md:7",
                "WedgeTip | when | the first time someone opens a new bag | plan.md:10",
            ])
    }
}
