import Foundation
import XCTest

@testable import TipLint

/// The tooltip section of `tiplint report`: the coverage model on the Pebblepaw
/// fixture, and its exact rendering in every report format.
final class TooltipCoverageTests: XCTestCase {
    private let project = [
        "Root.swift": """
        struct Root: View {
            @EnvironmentObject var tooltipManager: TooltipManager
            var body: some View {
                ZStack {
                    Home()
                    if let tooltip = tooltipManager.activeTooltip { TooltipView(tooltip: tooltip) {} }
                }
            }
        }
        """,
        "Home.swift": """
        struct Home: View {
            @EnvironmentObject var tooltipManager: TooltipManager
            var body: some View {
                Text("Gems")
                    .tooltip(manager: tooltipManager, id: "shop_gems_intro", title: "Gems <3", message: "Spend them.", position: .top, trigger: .onAppear)
                    .onAppear { if !tooltipManager.hasSeenTooltip("shop_gems_intro") {} }
            }
        }
        struct Lonely: View {
            @StateObject private var tooltipManager = TooltipManager()
            var body: some View { Text("L").onAppear { tooltipManager.showTooltipIfNeeded("lonely_hint", title: "Alone", message: "M", position: .top) } }
        }
        """,
    ]

    private func coverage() -> Coverage {
        Coverage(model: SourceProject.model(project), plan: nil, usesTipKit: false)
    }

    func testModelOnTheFixture() throws {
        let (result, directory) = try SystemFixtures.analyze(Fixtures.variant("Tooltips", "defects-wiring"))
        let tooltip = try XCTUnwrap(Coverage(result).tooltip)
        let relative = { (location: SourceLocation) in
            String(location.file.dropFirst(directory.path.count + 1)) + ":\(location.line)"
        }
        XCTAssertEqual(
            tooltip.tooltips.map(\.id),
            [
                "activities_list_first_open", "pebble_intro_wave", "energy_meter_intro", "den_pebble_greeting",
                "energy_meter_running_low", "treat_jar_first_look",
            ])
        XCTAssertEqual(tooltip.tooltips.map(\.isVisible), [true, false, true, true, true, false])
        XCTAssertEqual(tooltip.tooltips[2].resets.map(relative), ["Pebblepaw/Views/SettingsView.swift:19"])
        XCTAssertEqual(tooltip.tooltips[4].seenChecks.map(relative), ["Pebblepaw/Views/HomeView.swift:36"])
        XCTAssertEqual(
            tooltip.views.map { "\($0.view) \($0.overlay.wording) \(relative($0.location))" },
            [
                "ActivitiesView in the view Pebblepaw/Views/ActivitiesView.swift:13",
                "CharacterIntroView missing Pebblepaw/Views/CharacterIntroView.swift:15",
                "HomeView by RootView Pebblepaw/Views/HomeView.swift:11",
                "TreatJarCard missing Pebblepaw/Views/TreatJarCard.swift:16",
            ])
        XCTAssertEqual(tooltip.summary, "6 tooltip ids shown from 4 views; 2 of 4 views render the overlay")
    }

    func testNoSectionWithoutATooltipManager() {
        let coverage = Coverage(
            model: SourceProject.model(["A.swift": "struct A: View { var body: some View { Text(\"a\") } }"]),
            plan: nil, usesTipKit: false)
        XCTAssertNil(coverage.tooltip)
        XCTAssertFalse(CoverageFormat.text.render(coverage).contains("Tooltips"))
        XCTAssertFalse(CoverageFormat.json.render(coverage).contains("\"tooltips\""))
    }

    func testText() {
        let text = CoverageFormat.text.render(coverage())
        let section = String(text[text.range(of: "Tooltips:")!.lowerBound...])
        XCTAssertEqual(
            section,
            """
            Tooltips: 2 tooltip ids shown from 2 views; 1 of 2 views render the overlay

              Tooltip ids
                shop_gems_intro
                  Title                Gems <3
                  Shown at             .tooltip at Home.swift:5 in Home
                  Overlay              ✓ Home: by Root
                  Checked or reset at  hasSeenTooltip at Home.swift:6
                lonely_hint
                  Title                Alone
                  Shown at             showTooltipIfNeeded at Home.swift:11 in Lonely
                  Overlay              ✗ Lonely: missing
                  Checked or reset at  —

              Views showing tooltips
                Home, Home.swift:5
                  Tooltip ids  shop_gems_intro
                  Overlay      ✓ by Root
                Lonely, Home.swift:11
                  Tooltip ids  lonely_hint
                  Overlay      ✗ missing

            """)
    }

    func testMarkdown() {
        let markdown = CoverageFormat.markdown.render(coverage())
        let section = String(markdown[markdown.range(of: "## Tooltips")!.lowerBound...])
        XCTAssertEqual(
            section,
            """
            ## Tooltips

            2 tooltip ids shown from 2 views; 1 of 2 views render the overlay

            ### Tooltip ids

            | Tooltip id | Title | Shown at | Overlay | Checked or reset at |
            |---|---|---|---|---|
            | `shop_gems_intro` | Gems &lt;3 | .tooltip at `Home.swift:5` in Home | ✅ Home: by Root | hasSeenTooltip at `Home.swift:6` |
            | `lonely_hint` | Alone | showTooltipIfNeeded at `Home.swift:11` in Lonely | ❌ Lonely: missing | — |

            ### Views showing tooltips

            | View | Tooltip ids | Overlay |
            |---|---|---|
            | `Home`<br>`Home.swift:5` | `shop_gems_intro` | ✅ by Root |
            | `Lonely`<br>`Home.swift:11` | `lonely_hint` | ❌ missing |

            """)
    }

    func testHTMLEscapesAndFilters() {
        let html = CoverageFormat.html.render(coverage())
        XCTAssertTrue(
            html.contains(
                "<section><h2>Tooltips</h2><p class=\"meta\">2 tooltip ids shown from 2 views; 1 of 2 views render the overlay</p></section>"
            ))
        XCTAssertTrue(html.contains("<table class=\"sortable\" id=\"tooltip-ids\">"))
        XCTAssertTrue(html.contains("<table class=\"sortable\" id=\"tooltip-views\">"))
        XCTAssertTrue(html.contains("<option value=\"failed\">Overlay missing</option>"))
        XCTAssertTrue(html.contains("<td data-label=\"Title\" class=\"long\">Gems &lt;3</td>"))
        XCTAssertFalse(html.contains("Gems <3"))
        XCTAssertTrue(
            html.contains("<tr data-status=\"failed\"><td data-label=\"View\" class=\"long\"><code>Lonely</code>"))
        XCTAssertTrue(html.contains("<span class=\"status failed\">✗ missing</span>"))
    }

    func testJSON() throws {
        let json = CoverageFormat.json.render(coverage())
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tooltips = try XCTUnwrap(root["tooltips"] as? [String: Any])
        XCTAssertEqual(
            tooltips["summary"] as? String, "2 tooltip ids shown from 2 views; 1 of 2 views render the overlay")
        let ids = try XCTUnwrap(tooltips["ids"] as? [[String: Any]])
        XCTAssertEqual(ids.map { $0["id"] as? String }, ["shop_gems_intro", "lonely_hint"])
        XCTAssertEqual(ids.map { $0["visible"] as? Bool }, [true, false])
        let show = try XCTUnwrap((ids[0]["shows"] as? [[String: Any]])?.first)
        XCTAssertEqual(show["file"] as? String, "Home.swift")
        XCTAssertEqual(show["line"] as? Int, 5)
        XCTAssertEqual(show["view"] as? String, "Home")
        let overlay = try XCTUnwrap(show["overlay"] as? [String: Any])
        XCTAssertEqual(overlay["rendered"] as? Bool, true)
        XCTAssertEqual(overlay["by"] as? String, "ancestor")
        XCTAssertEqual(overlay["name"] as? String, "Root")
        XCTAssertEqual((ids[0]["seenChecks"] as? [[String: Any]])?.first?["line"] as? Int, 6)
        let views = try XCTUnwrap(tooltips["views"] as? [[String: Any]])
        XCTAssertEqual(views.map { $0["view"] as? String }, ["Home", "Lonely"])
        let missing = try XCTUnwrap(views[1]["overlay"] as? [String: Any])
        XCTAssertEqual(missing["rendered"] as? Bool, false)
        XCTAssertEqual(missing["by"] as? String, "missing")
        XCTAssertTrue(missing["name"] is NSNull)
        XCTAssertNil(root["tutorial"])
    }
}
