import XCTest

@testable import TipLint

/// The facts plans give in words to tips already read (issue 20: rounds 17 and 19 read the tips but not their
/// events and sites): when a listed tip shows (`<name> after <event>`, a tier row's `<Label> (<when>)`), where
/// and when a line's one tip points or shows and what invalidates it, the sub-items of a bold label naming a
/// tip by its title or name, a tip heading's file field, the part a sibling line says appears. Each mentioned;
/// a fact that could belong to two tips, or a hedged one, is given to none.
final class PlanProseFactsTests: XCTestCase {
    private func worded(_ text: String) -> [String] {
        PlanReader.read(documents: [(path: "plan.md", text: text)]).wordedFacts.map {
            "\($0.tip) | \($0.kind.rawValue) | \($0.words) | plan.md:\($0.source.line)"
        }
    }

    private let studio = """
        # Kiln studio ideas

        ### TipKit Progressive Discovery

        Contextual TipKit tips teach the studio: glaze mixing after the first batch, the cone chart (unlabelled), shelf stacking after three firings, and pot weighing on the scale screen — each shown once.

        Other TipKit tips explain the rest: kiln loading and unloading after a firing, the timer.

        | Tier | What | Mechanism |
        |---|---|---|
        | **One-time tip at first use** | Glaze meaning (first glaze row). Kiln packing (first full kiln, if it stays in the menu). Undo (first delete, as a toast rather than a tip) | **TipKit** with `MaxDisplayCount(1)`, invalidated once used |

        ## Onboarding

        - **Firing tip (TipKit)** — `Tips/FiringTip.swift` points the user at the kiln's start button after they load their first pot. The tip waits for the door to close and never shows over the paywall, and is invalidated once the button is tapped.
        - [ ] Glaze tip (TipKit): on first launch "Pick a glaze for the pot" shows above the first shelf; tapping a shelf opens the picker.
        - [ ] Cone tip (TipKit): it could point the user at the cone chart.
        - `DoorTip` — "Close the door" (appears when the door first opens on DoorView)
          (invalidated when the door closes), `LidTip` on the lid
        """

    func testListedTipsAndALinesOneTipGetTheirWhenWhereAndInvalidation() {
        XCTAssertEqual(
            worded(studio),
            [
                // A list after "TipKit tips": each item's own clause; "the cone chart (unlabelled)" has none,
                // and "kiln loading and unloading after a firing" names two tips, so neither gets it.
                "glaze mixing | when | after the first batch | plan.md:5",
                "shelf stacking | when | after three firings | plan.md:5",
                "pot weighing | shown | on the scale screen | plan.md:5",
                // A tier row's brackets, up to the comma adding a condition; the hedged "Undo (…)" names no tip.
                "Glaze meaning | when | first glaze row | plan.md:11",
                "Kiln packing | when | first full kiln | plan.md:11",
                // The tip the file names; the "never shows over the paywall" clause gives nothing.
                "FiringTip | shown | at the kiln's start button | plan.md:15",
                "FiringTip | when | after they load their first pot | plan.md:15",
                "FiringTip | invalidated | once the button is tapped | plan.md:15",
                // A checklist line's labelled tip; the Cone tip line that "could point" gives nothing.
                "Glaze tip | when | on first launch | plan.md:16",
                "Glaze tip | shown | above the first shelf | plan.md:16",
                // The bracket's clause, without its close; the next line's bracket is the tip before LidTip's.
                "DoorTip | when | when the door first opens on DoorView | plan.md:18",
            ])
    }

    private let kiln = """
        # Kiln TipKit plan

        ## Recommendation

        1. **Pick a Glaze**
           - Anchored to the glaze shelf button.
           - Explains that glazes can be mixed.
           - Invalidates after the first glaze is chosen.

        2. **Start Firing**
           - Inline at the top of the kiln list.
           - Invalidates after the user starts a firing.

        3. **Kiln Door**
           - Anchored to the door handle.

        4. **Stack Shelves**
           - Anchored to the shelf stack.

        ## Tips

        ```swift
        struct GlazePickTip: Tip {
            var title: Text { Text("Pick a Glaze") }
        }
        ```

        The same pattern is used for:

        - `StartFiringTip`
        - `KilnTip`
        - `KilnDoorTip`

        ### B2. Kiln bar — clearer label + tooltip on first launch
        **File**: `Kiln/Views/KilnBar.swift`
        - Add a "Show:" label before the bar
        - First-launch tooltip: a TipKit popover tip pointing at the bar

        ### B3. Shelf bar — tooltips
        **File**: `Kiln/Views/ShelfBar.swift`
        - Shelf tooltip: a TipKit popover tip pointing at the shelf
        - Stack tooltip: a TipKit popover tip pointing at the stack

        ### B4. Glaze bar — clearer label
        **File**: `Kiln/Views/GlazeBar.swift`
        - Bar tooltip: a TipKit popover tip pointing at the glaze bar

        ## Day by day

        - On day 3:
          - Kiln log appears on the Home screen with a fade
          - TipKit tooltip: "Your firings are logged here."
        - On day 5:
          - Glaze shelf appears
          - Haptic on first appearance
          - TipKit tooltip: "Mix glazes on the shelf."
        """

    func testALabelsSubItemsAFileFieldAndAnAppearingSiblingGiveTheirOneTip() {
        XCTAssertEqual(
            worded(kiln),
            [
                "First-launch tooltip | shown | at the bar | plan.md:37",
                "First-launch tooltip | when | first-launch | plan.md:37",
                // The heading says tooltip and the section reads one tip: its file field is that tip's. B3 reads
                // two tips and B4's heading says no tip: their files go to none.
                "First-launch tooltip | file | Kiln/Views/KilnBar.swift | plan.md:35",
                "Shelf tooltip | shown | at the shelf | plan.md:41",
                "Stack tooltip | shown | at the stack | plan.md:42",
                "Bar tooltip | shown | at the glaze bar | plan.md:46",
                // Right after "Kiln log appears on …"; day 5's tooltip comes a line after, so no place.
                "\"Your firings are logged here.\" | shown | Kiln log on the Home screen | plan.md:52",
                // "Pick a Glaze" is GlazePickTip's title, "Start Firing" StartFiringTip's name; "Kiln Door" fits
                // KilnTip and KilnDoorTip, "Stack Shelves" no tip: their items go to none.
                "GlazePickTip | shown | to the glaze shelf button | plan.md:6",
                "GlazePickTip | invalidated | after the first glaze is chosen | plan.md:8",
                "StartFiringTip | shown | at the top of the kiln list (inline) | plan.md:11",
                "StartFiringTip | invalidated | after the user starts a firing | plan.md:12",
            ])
    }

    func testTiplintPlanPrintsWhenAndFileFacts() {
        let text = PlanReport.render(
            PlanReader.read(documents: [(path: "plan.md", text: kiln)]), check: false, format: .text)
        XCTAssertTrue(text.contains("    file: Kiln/Views/KilnBar.swift (plan.md:35, mentioned)\n"))
        let tiers = PlanReport.render(
            PlanReader.read(documents: [(path: "plan.md", text: studio)]), check: false, format: .text)
        XCTAssertTrue(tiers.contains("    when: first glaze row (plan.md:11, mentioned)\n"))
    }
}
