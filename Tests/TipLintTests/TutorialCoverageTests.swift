import Foundation
import XCTest

@testable import TipLint

/// The TutorialKit section of `tiplint report`: the coverage model on the
/// Tidewater fixture, and its exact rendering in every report format.
final class TutorialCoverageTests: XCTestCase {
    private let project = [
        "Tour.swift": """
        extension TutorialElement {
            static let chart = TutorialElement("Chart")
            static let knob = TutorialElement("Knob")
        }
        struct Steps: TutorialStepProvider {
            static var steps: [TutorialStep] { [
                TutorialStep(title: "Chart & more", body: "b", arrows: [TutorialArrow(.chart)], triggers: ["open"]),
                TutorialStep(title: "Knob", body: "b", supplementalArrows: [TutorialArrow(.knob), TutorialArrow(.ghost)], triggers: ["spin"]),
            ] }
        }
        """,
        "Views.swift": """
        struct Root: View {
            var body: some View {
                Chart().captureTutorialFrame(.chart)
                    .tutorialTriggered("open", isPresented: $open)
                    .tutorialAction("wave") { _ in }
                    .tutorial(DefaultTutorialOverlay<Steps>.self, isPresented: $tour)
            }
        }
        """,
    ]

    private func coverage() -> Coverage {
        Coverage(model: SourceProject.model(project), plan: nil, usesTipKit: false)
    }

    func testModelOnTheFixture() throws {
        let (result, directory) = try SystemFixtures.analyze(Fixtures.variant("Tutorial", "defects-triggers"))
        let tutorial = try XCTUnwrap(Coverage(result).tutorial)
        let relative = { (location: SourceLocation) in
            String(location.file.dropFirst(directory.path.count + 1)) + ":\(location.line)"
        }
        XCTAssertEqual(
            tutorial.steps.map(\.name),
            [
                "TourSteps 1 \"Ahoy!\"", "TourSteps 2 \"The Chart\"", "TourSteps 3 \"Depth\"",
                "TourSteps 4 \"Heading\"",
                "TourSteps 5 \"Preferences\"", "TourSteps 6 \"Fair Winds\"",
            ])
        let settings = tutorial.steps[4]
        XCTAssertEqual(
            settings.arrows.map { "\($0.target) \($0.isSupplemental) \($0.captures.map(relative))" },
            [
                ".preferencesButton false [\"Tidewater/Views/InstrumentPanel.swift:23\"]",
                ".boatPicker true [\"Tidewater/Views/PreferencesPanel.swift:16\"]",
                ".unitsToggle true [\"Tidewater/Views/PreferencesPanel.swift:18\"]",
            ])
        XCTAssertEqual(settings.triggers.map { "\($0.name) \($0.isHandled)" }, ["\"openPreferences\" false"])
        XCTAssertFalse(settings.isComplete)
        XCTAssertEqual(
            tutorial.steps[3].triggers.flatMap { $0.handlers.map { "\($0.kind) \(relative($0.location))" } },
            ["tutorialAction Tidewater/Views/InstrumentPanel.swift:15"])
        XCTAssertEqual(
            tutorial.handlers.map { "\($0.trigger) \($0.firedBy)" },
            [
                "\"spinHeadingDial\" [\"TourSteps 4 \\\"Heading\\\"\"]", "\"presentPreferences\" []",
            ])
        XCTAssertEqual(tutorial.attachments.map(relative), ["Tidewater/Views/ContentView.swift:19"])
        XCTAssertEqual(
            tutorial.summary.split(separator: ";").prefix(3).joined(separator: ";"),
            "6 steps; 8 arrows, 8 captured; 2 triggers, 1 handled")
    }

    func testNoSectionWithoutTutorialKit() {
        let coverage = Coverage(model: SourceProject.model(["A.swift": "let a = 1"]), plan: nil, usesTipKit: false)
        XCTAssertNil(coverage.tutorial)
        XCTAssertFalse(CoverageFormat.markdown.render(coverage).contains("## Tutorial"))
    }

    func testText() {
        let text = CoverageFormat.text.render(coverage())
        let section = String(text[text.range(of: "Tutorial:")!.lowerBound...])
        XCTAssertEqual(
            section,
            """
            Tutorial: 2 steps; 3 arrows, 1 captured; 2 triggers, 1 handled; presented at Views.swift:6

              Tutorial steps
                Steps 1 "Chart & more"
                  Declared  Tour.swift:7
                  Arrows    .chart ✓ captured at Views.swift:3
                  Triggers  "open" ✓ handled by .tutorialTriggered at Views.swift:4
                Steps 2 "Knob"
                  Declared  Tour.swift:8
                  Arrows    .knob (supplemental) ✗ not captured
                            .ghost (supplemental) ✗ not declared
                  Triggers  "spin" ✗ no handler

              Trigger handlers
                "open"
                  Handler   .tutorialTriggered at Views.swift:4
                  Fired by  Steps 1 "Chart & more"
                "wave"
                  Handler   .tutorialAction at Views.swift:5
                  Fired by  ✗ no step fires it

            """)
    }

    func testMarkdown() {
        let markdown = CoverageFormat.markdown.render(coverage())
        let section = String(markdown[markdown.range(of: "## Tutorial")!.lowerBound...])
        XCTAssertEqual(
            section,
            """
            ## Tutorial

            2 steps; 3 arrows, 1 captured; 2 triggers, 1 handled; presented at Views.swift:6

            ### Tutorial steps

            | Step | Declared | Arrows | Triggers |
            |---|---|---|---|
            | Steps 1 "Chart &amp; more" | `Tour.swift:7` | `.chart` ✅ captured at `Views.swift:3` | `"open"` ✅ handled by .tutorialTriggered at `Views.swift:4` |
            | Steps 2 "Knob" | `Tour.swift:8` | `.knob` (supplemental) ❌ not captured<br>`.ghost` (supplemental) ❌ not declared | `"spin"` ❌ no handler |

            ### Trigger handlers

            | Trigger | Handler | Fired by |
            |---|---|---|
            | `"open"` | .tutorialTriggered at `Views.swift:4` | Steps 1 "Chart &amp; more" |
            | `"wave"` | .tutorialAction at `Views.swift:5` | ❌ no step fires it |

            """)
    }

    func testHTML() {
        let html = CoverageFormat.html.render(coverage())
        XCTAssertTrue(html.contains("<table class=\"sortable\" id=\"tutorial-steps\">"))
        XCTAssertTrue(html.contains("<table class=\"sortable\" id=\"tutorial-handlers\">"))
        XCTAssertTrue(html.contains("<td data-label=\"Step\" class=\"long\">Steps 1 &quot;Chart &amp; more&quot;</td>"))
        XCTAssertTrue(
            html.contains("<code>.knob</code> (supplemental) <span class=\"status failed\">✗ not captured</span>"))
        XCTAssertTrue(html.contains("<option value=\"failed\">Incomplete</option>"))
        XCTAssertFalse(html.contains("Chart & more"))
    }

    func testJSON() throws {
        let json = CoverageFormat.json.render(coverage())
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tutorial = try XCTUnwrap(root["tutorial"] as? [String: Any])
        XCTAssertEqual((tutorial["attachments"] as? [[String: Any]])?.map { $0["line"] as? Int }, [6])
        let steps = try XCTUnwrap(tutorial["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["title"] as? String }, ["Chart & more", "Knob"])
        XCTAssertEqual(steps.map { $0["complete"] as? Bool }, [true, false])
        let arrows = try XCTUnwrap(steps[1]["arrows"] as? [[String: Any]])
        XCTAssertEqual(arrows.map { $0["target"] as? String }, [".knob", ".ghost"])
        XCTAssertEqual(arrows.map { $0["supplemental"] as? Bool }, [true, true])
        XCTAssertEqual(arrows.map { $0["declared"] as? Bool }, [true, false])
        XCTAssertEqual(arrows.map { $0["captured"] as? Bool }, [false, false])
        let trigger = try XCTUnwrap((steps[0]["triggers"] as? [[String: Any]])?.first)
        XCTAssertEqual(trigger["name"] as? String, "\"open\"")
        XCTAssertEqual((trigger["handlers"] as? [[String: Any]])?.map { $0["kind"] as? String }, ["tutorialTriggered"])
        let handlers = try XCTUnwrap(tutorial["handlers"] as? [[String: Any]])
        XCTAssertEqual(handlers.map { ($0["firedBy"] as? [String])?.count }, [1, 0])
        XCTAssertNil(root["tooltips"])
    }
}
