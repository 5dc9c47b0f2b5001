import XCTest

@testable import TipLint

/// Plans that use a tip rather than declare it (issue 20, item 3: `.popoverTip(x)` and `TipView(x)` are display
/// sites): a code block with no file named for it still says which tip is shown and how (a `TipGroup` built for
/// later shows none yet). The tip is mentioned
/// when no block declares it, and its display is a worded place (the code line as written), never a site in a
/// file the plan does not name.
final class PlanUsesTests: XCTestCase {
    private func worded(_ plan: Plan) -> [String] {
        plan.wordedFacts.map { "\($0.tip) | \($0.kind.rawValue) | \($0.words) | plan.md:\($0.source.line)" }
    }

    func testCodeWithNoFileShowsItsTipsWithoutASiteInAFile() {
        let markdown = """
            # Ferry app — motion

            ## 7. Hints (TipKit, `FerryTips`)

            ```swift
            TipView(FerryTips.DeckSwipe()).ferryTipStyle()   // inline, above the sailings list
            ticket.popoverTip(FerryTips.BoardingPass())       // on the ticket itself
            FerryTips.used(FerryTips.DeckSwipe())
            group = TipGroup(.ordered) { FerryTips.Gangway() }
            ```

            ## Example

            ```swift
            struct CabinTip: Tip {
                var title: Text { Text("Book a cabin") }
            }

            // In the view:
            .popoverTip(CabinTip(), arrowEdge: .top)
            .popoverTip(tip)
            ```
            """
        let plan = PlanReader.read(documents: [("plan.md", markdown)])
        XCTAssertEqual(
            plannedTipLines(markdown),
            [
                "FerryTips.DeckSwipe | - | mentioned | plan.md:6",
                "FerryTips.BoardingPass | - | mentioned | plan.md:7",
                "CabinTip | - | declared | plan.md:15",
            ])
        XCTAssertEqual(
            worded(plan),
            [
                "FerryTips.DeckSwipe | shown | TipView(FerryTips.DeckSwipe()).ferryTipStyle() // inline, above the sailings list | plan.md:6",
                "FerryTips.BoardingPass | shown | ticket.popoverTip(FerryTips.BoardingPass()) // on the ticket itself | plan.md:7",
                "CabinTip | shown | .popoverTip(CabinTip(), arrowEdge: .top) | plan.md:20",
            ])
        // No file is named, so none is planned; a group built for later plans no tip, and a tip nothing resolves
        // stays a skipped line.
        XCTAssertEqual(plan.displaySites, [])
        XCTAssertEqual(plan.files, [])
        XCTAssertEqual(plan.skipped.map(\.source.line), [21])
        XCTAssertEqual(plan.unread, [])
    }

    /// What a read tip's line says of when it shows and where it is anchored (issue 20: rounds 21-23 read these
    /// tips, none of their events or sites): "fires after …", an entry's "- After …", "anchored at/where …",
    /// "Rule: shows …". Mentioned, as all worded facts; a line with a hedge or a clause naming no time gives none.
    func testWhenAndWhereOfTipsAlreadyRead() {
        let markdown = """
            # Harbour app — TipKit

            Define tips as `Tip` conforming structs:
            - `DockTip`: "Slide to moor" — fires after 5 seconds on the dock screen with no tap
            - `BuoyTip`: "Buoys mark the channel" — fires on first buoy appearance
            - `CraneTip` - After 3+ loads
            - `TideTip` - First-time sailors
            - `RopeTip` - Knot guidance
            - `SailTip` - At sail milestones (10, 50 trips)

            ### Unit 2 — Exactly 2 tips
            1. **`QuickMoorTip`** (marquee): anchored at the "+" / Moor field. Rule: shows on first Harbour appearance.
            2. **`LogbookTip`** — anchored where the chart or logbook picker lives. Rule: shows after **≥3 trips** exist (`@Parameter`).
            3. **`AnchorTip`** — it could be anchored at the bow, if we keep it.
            """
        XCTAssertEqual(
            worded(PlanReader.read(documents: [("plan.md", markdown)])),
            [
                "DockTip | when | after 5 seconds on the dock screen | plan.md:4",
                "BuoyTip | when | on first buoy appearance | plan.md:5",
                "CraneTip | when | After 3+ loads | plan.md:6",
                "TideTip | when | First-time sailors | plan.md:7",
                "QuickMoorTip | shown | at the \"+\" / Moor field | plan.md:12",
                "QuickMoorTip | when | on first Harbour appearance | plan.md:12",
                "LogbookTip | shown | where the chart or logbook picker lives | plan.md:13",
                "LogbookTip | when | after ≥3 trips exist | plan.md:13",
                // The part of the screen inside its event is where it shows (`UnitTipFacts`).
                "DockTip | shown | on the dock screen | plan.md:4",
            ])
    }

    /// A row of a table not about tips that names TipKit as how its subject is done plans one tip (issue 20,
    /// item 4: the table is no tip table): named by the row's own words, mentioned, with where and when the row
    /// says. A row naming TipKit with no subject of a tip, or a hedged one, plans none.
    func testRowsOfTablesNotAboutTipsNamingTipKit() {
        let markdown = """
            # Toll app — notes

            ## Stack

            | Layer | Technology | Why |
            |-------|-----------|-----|
            | **Charts** | Swift Charts | Fare bar charts |
            | **Tips** | TipKit | Contextual education (Late Fee Rules) |
            | **Hints** | TipKit | Contextual education |
            | **Tips** | TipKit | Onboarding (iOS 17) |

            ## Controls

            | Intent | Control |
            |---|---|
            | Pay now | `Button`, `.borderedProminent`. |
            | One-time offer after a skipped top-up | TipKit (`TipView` or popover anchored on Wallet in the sidebar). Not the error `Banner`. |
            | Offer to rename | TipKit would be nice (`TipView`), maybe later. |

            ## Decisions

            | # | Decision | Verdict |
            |---|---|---|
            | 12 | "Empty state" for the toll log: first run gets a TipKit intro | Adopt |
            | 13 | Receipts: no TipKit tip, the label says it all | Adopt |

            ## 模式

            | 落点 | 方向 |
            |---|---|
            | 功能引导 | 欢迎引导 + TipKit（缴费、充值等按行为出现） |
            | 设置 | TipKit（设置） |
            """
        let plan = PlanReader.read(documents: [("plan.md", markdown)])
        XCTAssertEqual(
            plannedTipLines(markdown),
            [
                "Late Fee Rules | Late Fee Rules | mentioned | plan.md:8",
                "One-time offer after a skipped top-up | One-time offer after a skipped top-up | mentioned | plan.md:17",
                "Empty state for the toll log | Empty state for the toll log | mentioned | plan.md:24",
                "缴费 | 缴费 | mentioned | plan.md:31",
                "充值 | 充值 | mentioned | plan.md:31",
            ])
        XCTAssertEqual(
            worded(plan),
            [
                "One-time offer after a skipped top-up | shown | on Wallet in the sidebar | plan.md:17",
                "Empty state for the toll log | shown | Empty state for the toll log | plan.md:24",
                "Empty state for the toll log | when | first run | plan.md:24",
            ])
        XCTAssertEqual(plan.displaySites, [])
    }

    /// Italian prose placing a TipKit tip on its subject, with when it appears: a tip by its words. A tip that does
    /// not appear plans none.
    func testItalianProsePlacingATip() {
        let markdown = """
            # Traghetto

            ## Parte 2

            - Scoperta progressiva via **TipKit** (i tip escono col contesto: il tip sul biglietto appare alla prima prenotazione, non al giorno zero).
            - Con **TipKit** il tip sulla mappa non appare mai al primo avvio.
            """
        let plan = PlanReader.read(documents: [("plan.md", markdown)])
        XCTAssertEqual(plannedTipLines(markdown), ["biglietto | biglietto | mentioned | plan.md:5"])
        XCTAssertEqual(worded(plan), ["biglietto | when | alla prima prenotazione | plan.md:5"])
    }

    /// A French `TipView` anchored on a place, the sentence wrapped onto the paragraph's next line: a tip named by
    /// the place, shown there, and when ("la première fois"). A negated one plans none.
    func testFrenchTipViewAnchoredOnAPlaceAcrossAWrappedLine() {
        let markdown = """
            # Base UI — ferry

            **Correctif** : ajouter un `TipView` ancré au bouton de cap ou
            en haut de la carte la première fois : « Touchez pour
            changer de cap ». Fermé après le premier usage.

            Ne pas ajouter de `TipView` ancré à la barre d'outils, elle est déjà claire.
            """
        let plan = PlanReader.read(documents: [("plan.md", markdown)])
        XCTAssertEqual(
            plannedTipLines(markdown),
            ["bouton de cap ou en haut de la carte | bouton de cap ou en haut de la carte | mentioned | plan.md:3"])
        XCTAssertEqual(
            worded(plan),
            [
                "bouton de cap ou en haut de la carte | shown | bouton de cap ou en haut de la carte | plan.md:3",
                "bouton de cap ou en haut de la carte | when | la première fois | plan.md:3",
            ])
    }
}
