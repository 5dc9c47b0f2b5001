import XCTest

@testable import TipLint

/// The plan reader's last resort (issue 20: every fresh round of real plans shows new shapes): a positive sentence
/// of a document about TipKit that places a tip on a named control or screen, or lists tips after a colon, in
/// whatever words, is a described tip (mentioned, notes at most), when no other reader took the line.
final class PlanTipFallbackTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "plan.md", text: text)])
    }

    private func described(_ plan: Plan) -> [String] {
        plan.describedTips.map { tip in
            "plan.md:\(tip.source.line) | \(tip.label ?? "-") | \(tip.place ?? "-") | \(tip.isDone ? "done" : "open")"
        }
    }

    func testATipPlacedOnANamedPlaceInAnyWordsIsADescribedTip() {
        let plan = read(
            """
            # Reading log: TipKit onboarding

            ## What ships

            - Show a one-time tip on the Share button after the first export.
            - A TipKit tip anchored to the toolbar's filter button explains tag filtering.
            - A streak tooltip appears above the streak counter on the Home tab.
            - [x] Add a coach mark to the Record button the first time the list is empty.
            - **Filter tip** — anchored to the search field in `LibraryView`.
            - Use `.popoverTip` on the sort menu once a second shelf exists.
            - An inline `TipView` at the top of the Loans list.
            - A TipKit popover on the calendar header teaches the week view.

            Later, a small tip sits beside the export icon of each shelf row.

            - Afficher une astuce sur le bouton Partager au premier lancement.
            - Un consejo en la pestaña Perfil explica los filtros.
            - `ProfileView` の編集ボタンにヒントを表示する。
            """)
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:5 | Share button | Share button | open",
                "plan.md:6 | toolbar's filter button | toolbar's filter button | open",
                "plan.md:7 | streak tooltip | streak counter on the Home tab | open",
                "plan.md:8 | Record button | Record button | done",
                "plan.md:9 | Filter tip | search field in `LibraryView` | open",
                "plan.md:10 | sort menu | sort menu | open",
                "plan.md:11 | top of the Loans list | top of the Loans list | open",
                "plan.md:12 | calendar header | calendar header | open",
                "plan.md:14 | export icon of each shelf row | export icon of each shelf row | open",
                "plan.md:16 | bouton Partager | bouton Partager | open",
                "plan.md:17 | pestaña Perfil | pestaña Perfil | open",
                "plan.md:18 | ProfileView | `ProfileView` | open",
            ])
        // Mentioned, apart from the typed tips: they make no document a plan.
        XCTAssertEqual(plan.tips.map(\.name), [])
    }

    func testTipsListedAfterAColonAreOneDescribedTipEach() {
        let plan = read(
            """
            # Gestures and TipKit

            - Tips for the two hidden gestures: long-press reorder, swipe to archive.
            - Contextual tips: streak freeze and weekly review
            - Three tips: reminders, widgets.
            - Ensure tips: appear once, respect the frequency.
            """)
        // The count must be the list's (line 5 counts three and lists two); a task's list is none (line 6).
        XCTAssertEqual(
            described(plan),
            [
                "plan.md:3 | long-press reorder | - | open",
                "plan.md:3 | swipe to archive | - | open",
                "plan.md:4 | streak freeze | - | open",
                "plan.md:4 | weekly review | - | open",
            ])
    }

    func testSentencesThatPlanNoNewTipGiveNone() {
        let plan = read(
            """
            # Library onboarding (TipKit)

            - We never show a tip on the paywall sheet.
            - Maybe add a hint on the calendar header.
            - Should we add a tip on the Settings row?
            - You can attach a tip to any button with a popover.
            - Fixed the tooltip on the export button (#214).
            - Added a tip to the sort menu in v2.3.
            - Correct the accessibility hint on the Done button.
            - Tips appear on the toolbar buttons.
            - The tip on the Share button is dismissed after one use.
            - The inline notes tip at the top of the notes section, retired when the editor opens:
            - Show a tip when someone skips the rest three times.
            - Show a tip in the first workout.
            - A tip on the scan button, e.g. after the first scan.
            - **Tip**: in the Settings screen, group related toggles.
            - Add `.help("Export")` so the export button has a macOS tooltip on the toolbar.
            - `FilterTip` on the search field
            - Anchor a tooltip to a visible control.
            - Add `.popoverTip(shelfTip)` on the Shelves row; a tip on the Shelves row is enough.
            """)
        XCTAssertEqual(described(plan), [])
        XCTAssertEqual(plan.tips.map(\.name), ["FilterTip"])
    }

    func testOnlyADocumentAboutTipKitIsReadSoAndAStrongerReadingIsTheOnlyOne() {
        // Without TipKit in the document, a tip is advice or a gratuity.
        XCTAssertEqual(
            described(read("# Shift log\n\n- Add a tip on the Shift row for the server.\n")), [])
        // A line a stronger reader takes (a label and copy) is read once, by it.
        XCTAssertEqual(
            described(
                read(
                    """
                    # Library design

                    - **First-run hint**: a one-time TipKit tip on the add button, "Add your first book"
                    """)),
            ["plan.md:3 | First-run hint | - | open"])
    }

    func testARecordOfWhatShippedIsNoPlanForTheLastResort() {
        let entry = "TipKit onboarding.\n\n- A one-time tip on the Share button after the first export.\n"
        // The same entry in a changelog or release notes is history; in a plan it places a tip.
        XCTAssertEqual(described(read("# Changelog\n\n" + entry)), [])
        XCTAssertEqual(described(read("# Release Notes\n\n" + entry)), [])
        XCTAssertEqual(
            described(read("# Share onboarding plan\n\n" + entry)), ["plan.md:5 | Share button | Share button | open"])
    }

    func testATipTheDocumentTypesIsNotReadAgainInWords() {
        // A checklist confirming each typed tip at its anchor: the typed tips' lines, not new tips.
        let plan = read(
            """
            # Atlas TipKit plan

            ```swift
            enum AtlasTips {
                struct InvitePeople: Tip { var title: Text { Text("Invite people") } }
            }
            ```

            - [ ] Confirm each popover at its anchor:
              - Invite tip on the solo space page.
              - Export tip on the sidebar export button.

            ### Task 2: Add menu tip

            **Step 2: Add tip to ContentView glass menu**

            In `App/Views/ContentView.swift`:

            ```swift
            private let addTip = AddEncounterTip()
            Menu("Add") { }.popoverTip(addTip)
            ```
            """)
        // The step's tip is the one its code shows in `ContentView.swift`.
        XCTAssertEqual(described(plan), ["plan.md:11 | Export tip | sidebar export button | open"])
    }

    func testAFallbackTipGivesANoteAtMostOnceItsTaskIsDone() throws {
        let plan = read(
            """
            # Library TipKit plan

            - [x] Show a one-time tip on the Share button after the first export.
            - [ ] Add a tip to the sort menu.
            """)
        var options = AnalysisOptions()
        options.plan = plan
        options.read = { _ in
            .bytes(Array("import TipKit\n\nstruct ShelfTip: Tip { var title: Text { Text(\"Shelves\") } }\n".utf8))
        }
        let findings = try Analyzer.run(files: ["App/Tips.swift"], options: options).findings
            .filter { $0.ruleID.hasPrefix("plan_") && $0.ruleID != "plan_tip_unplanned" }
            .map { "\($0.file):\($0.line): \($0.severity) \($0.ruleID)" }
        // The plan names no typed tip: the code's tip is left unchecked (a note), and the done task's tip is missing.
        XCTAssertEqual(findings, ["plan.md:1: note plan_unread", "plan.md:3: note plan_tip_missing"])
    }
}
