import Foundation
import XCTest
@testable import TipLint

/// Each format's exact output on the one-tip case (`CoverageTestHello`: 3 of 5 checks hold).
final class CoverageRenderTests: XCTestCase {
    private let hello = CoverageTestHello()

    func testText() {
        XCTAssertEqual(CoverageFormat.text.render(hello.coverage), expectedText)
        XCTAssertEqual(CoverageFormat.text.render(hello.coverageWithoutPlan), expectedTextWithoutPlan)
    }

    func testTextColourOnlyWhenAsked() {
        let colored = CoverageFormat.text.render(hello.coverage, options: CoverageRenderOptions(colored: true))
        XCTAssertTrue(colored.contains("\u{1B}[31mFAIL\u{1B}[0m  message"))
        XCTAssertTrue(colored.contains("\u{1B}[32mok  \u{1B}[0m  declared"))
        XCTAssertFalse(CoverageFormat.text.render(hello.coverage).contains("\u{1B}"))
    }

    func testMarkdown() {
        XCTAssertEqual(CoverageFormat.markdown.render(hello.coverage), expectedMarkdown)
    }

    func testMarkdownFoldsLongTables() {
        let garden = Coverage(model: CoverageTestGarden.model, plan: CoverageTestGarden.gardenPlan, usesTipKit: true)
        let markdown = CoverageFormat.markdown.render(garden)
        XCTAssertEqual(MarkdownCoverageRenderer.foldAfter, 10)
        XCTAssertTrue(markdown.contains("\n### Not held\n\n| Tip or file |"), "9 failing checks: open")
        XCTAssertTrue(markdown.contains("<details><summary><strong>All planned checks</strong> (24)</summary>\n\n| Tip or file |"))
        XCTAssertTrue(markdown.contains("|\n\n</details>"))
    }

    func testJSON() throws {
        XCTAssertEqual(CoverageFormat.json.render(hello.coverageWithoutPlan), expectedJSONWithoutPlan)
        let json = CoverageFormat.json.render(hello.coverage)
        XCTAssertTrue(json.hasPrefix("""
            {
              "version": 1,
              "tool": {
                "name": "tiplint",
                "version": "\(TipLintVersion.current)"
              },
              "planCoverage": {
                "percent": 60,
                "held": 3,
                "total": 5
              },
              "plans": [
                "plan.md"
              ],
            """))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object.keys.sorted(), ["codeAreas", "files", "missingTips", "planAreas", "planCoverage",
                                              "plannedChecks", "plans", "summary", "tips", "tool", "unplannedTips",
                                              "version"])
        let checks = try XCTUnwrap(object["plannedChecks"] as? [[String: Any]])
        XCTAssertEqual(checks.map { "\($0["kind"]!) \($0["held"] as! Bool)" },
                       ["declared true", "title true", "message false", "display true", "import false"])
        XCTAssertEqual(checks[4]["tip"] as? NSNull, NSNull())
        XCTAssertEqual(checks[4]["file"] as? String, "Sources/Settings.swift")
        let areas = try XCTUnwrap(object["planAreas"] as? [[String: Any]])
        XCTAssertEqual(areas.map { "\($0["name"]!) \(($0["percent"] as! NSNumber).doubleValue) \($0["held"]!)/\($0["total"]!)" },
                       ["HomeView 75.0 3/4", "Settings 0.0 0/1"])
    }

    func testJSONPercentIsNullWhenThePlanHasNoChecks() {
        var plan = Plan()
        plan.documents = ["empty.md"]
        let json = CoverageFormat.json.render(Coverage(model: hello.model, plan: plan, usesTipKit: true))
        XCTAssertTrue(json.contains("""
              "planCoverage": {
                "percent": null,
                "held": 0,
                "total": 0
              },
            """))
    }

    func testBadge() {
        XCTAssertEqual(CoverageFormat.badge.render(hello.coverage), expectedBadge)
    }

    func testBadgeValueAndColour() {
        func badge(_ held: Int, _ total: Int) -> (String, String) {
            let svg = CoverageBadge.render(CoverageFigure(held: held, total: total))
            let value = svg.components(separatedBy: "aria-label=\"tip coverage: ")[1].components(separatedBy: "\"")[0]
            let colour = svg.components(separatedBy: "<rect x=")[1].components(separatedBy: "fill=\"")[1]
                .components(separatedBy: "\"")[0]
            return (value, colour)
        }
        XCTAssertTrue(badge(1000, 1000) == ("100%", "#4c1"))
        XCTAssertTrue(badge(999, 1000) == ("99%", "#4c1"), "99.9% rounds down")
        XCTAssertTrue(badge(9, 10) == ("90%", "#4c1"))
        XCTAssertTrue(badge(89, 100) == ("89%", "#97ca00"))
        XCTAssertTrue(badge(3, 4) == ("75%", "#97ca00"))
        XCTAssertTrue(badge(6, 10) == ("60%", "#dfb317"))
        XCTAssertTrue(badge(2, 5) == ("40%", "#fe7d37"))
        XCTAssertTrue(badge(39, 100) == ("39%", "#e05d44"))
        XCTAssertTrue(badge(0, 0) == ("no plan", "#9f9f9f"))
        let noPlan = CoverageFormat.badge.render(hello.coverageWithoutPlan)
        XCTAssertTrue(noPlan.contains("aria-label=\"tip coverage: no plan\""))
        XCTAssertTrue(noPlan.contains("fill=\"#9f9f9f\""))
    }

    func testHTMLIsOneSelfContainedPage() {
        let html = CoverageFormat.html.render(hello.coverage)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        XCTAssertTrue(html.hasSuffix("</script>\n</body>\n</html>\n"))
        XCTAssertTrue(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
            + "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">"))
        XCTAssertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        XCTAssertTrue(html.contains("<title>Tip coverage: 60.0%</title>"))
        for external in ["http://", "https://", "src=", "href=", "@import", "url(http"] {
            XCTAssertFalse(html.contains(external), external)
        }
        XCTAssertEqual(html.components(separatedBy: "<script").count, 2, "one inline script")
        XCTAssertEqual(html.components(separatedBy: "<style").count, 2, "one inline style")
    }

    func testHTMLContent() {
        let lines = CoverageFormat.html.render(hello.coverage).components(separatedBy: "\n")
        for expected in [
            #"<header><h1>Tip coverage</h1><p class="meta">1 tip (1 displayed, 1 invalidated, 1 wired) · 2 Swift files · Plan: <code>plan.md</code></p></header>"#,
            #"<section class="headline fair" id="headline" aria-label="Plan coverage"><div class="figure" id="plan-coverage">60.0%</div><div class="words"><strong>Plan coverage</strong><span class="bar" role="presentation"><span style="width:60.0%"></span></span><p>60.0% (3 of 5 planned checks hold)</p></div></section>"#,
            #"<li class="fair"><span class="name">HomeView</span><span class="numbers">75.0% · 3/4</span><span class="bar" role="presentation"><span style="width:75.0%"></span></span></li>"#,
            #"<li class="poor"><span class="name">Settings</span><span class="numbers">0.0% · 0/1</span><span class="bar" role="presentation"><span style="width:0.0%"></span></span></li>"#,
            #"<tr data-status="failed"><td data-label="Tip or file"><code>HelloTip</code></td><td data-label="Area">HomeView</td><td data-label="Check">message</td><td data-label="Expected" class="long">&quot;Say hi&quot;</td><td data-label="Status"><span class="status failed">✗ not held</span></td><td data-label="Found" class="long">no message</td><td data-label="Plan"><code class="ref">plan.md:10</code></td></tr>"#,
            #"<tr data-status="held"><td data-label="Tip or file"><code>HelloTip</code></td><td data-label="Area">HomeView</td><td data-label="Check">display</td><td data-label="Expected" class="long">./Sources/HomeView.swift</td><td data-label="Status"><span class="status held">✓ held</span></td><td data-label="Found" class="long"><code>./<wbr>Sources/<wbr>HomeView.swift:9</code></td><td data-label="Plan"><code class="ref">plan.md:20</code></td></tr>"#,
            #"<tr data-status="wired"><td data-label="Tip"><code>HelloTip</code></td><td data-label="Area">HomeView</td><td data-label="Declared"><code>./<wbr>Sources/<wbr>Tips.swift:3</code></td><td data-label="Events" class="long"><code>shown &quot;helloShown&quot;</code> donated at <code>./<wbr>Sources/<wbr>HomeView.swift:7</code></td><td data-label="Displayed" class="long">popoverTip at <code>./<wbr>Sources/<wbr>HomeView.swift:9</code></td><td data-label="Invalidated by" class="long">donated event shown</td><td data-label="import TipKit"><span class="status held">✓ all files</span></td></tr>"#,
        ] {
            XCTAssertTrue(lines.contains(expected), expected)
        }
        XCTAssertEqual(lines.filter { $0.hasPrefix("<tr data-status=") }.count, 5 + 1 + 2, "checks, tips, files")
    }

    func testHTMLWithoutPlanShowsWiredTips() {
        let html = CoverageFormat.html.render(hello.coverageWithoutPlan)
        XCTAssertTrue(html.contains(#"<section class="headline good" id="headline"><div class="figure">1/1</div><div class="words"><strong>Tips wired</strong>"#))
        XCTAssertTrue(html.contains("<p>No plan in use: pass --plan to check the code against a plan.</p>"))
        XCTAssertFalse(html.contains("id=\"checks\""))
        XCTAssertTrue(html.contains("<title>Tip coverage</title>"))
    }

    func testNoTipKit() {
        let coverage = Coverage(model: hello.model, plan: nil, usesTipKit: false)
        XCTAssertTrue(CoverageFormat.text.render(coverage).hasSuffix("\n\nTipKit is not in use: no file imports TipKit.\n"))
        XCTAssertTrue(CoverageFormat.markdown.render(coverage).hasSuffix("\n\nTipKit is not in use: no file imports TipKit.\n"))
        XCTAssertTrue(CoverageFormat.html.render(coverage).contains("<p class=\"empty\">TipKit is not in use: no file imports TipKit.</p>"))
    }

    private let expectedText = #"""
        Tip coverage: 1 tip (1 displayed, 1 invalidated, 1 wired) in 2 Swift files
        Plan coverage: 60.0% (3 of 5 planned checks hold)
        Plans: plan.md

        By area (planned checks held)
          HomeView  [###############-----]   75.0%  3/4
          Settings  [--------------------]    0.0%  0/1

        Planned checks
          HelloTip
            ok    declared  HelloTip: ./Sources/Tips.swift:3
            ok    title     "Hello": ./Sources/Tips.swift:4
            FAIL  message   "Say hi": no message  (plan plan.md:10)
            ok    display   ./Sources/HomeView.swift: ./Sources/HomeView.swift:9
          Files
            FAIL  import    import TipKit in Sources/Settings.swift: file not found  (plan plan.md:5)

        Tips in code
          HelloTip  ./Sources/Tips.swift:3
            event        shown "helloShown": donated at ./Sources/HomeView.swift:7
            displayed    popoverTip at ./Sources/HomeView.swift:9
            invalidated  donated event shown
            import       TipKit imported in all 2 files

        """#

    private let expectedTextWithoutPlan = #"""
        Tip coverage: 1 tip (1 displayed, 1 invalidated, 1 wired) in 2 Swift files
        No plan in use: pass --plan to check the code against a plan.

        By area (tips wired)
          HomeView  [####################]  100.0%  1/1

        Tips in code
          HelloTip  ./Sources/Tips.swift:3
            event        shown "helloShown": donated at ./Sources/HomeView.swift:7
            displayed    popoverTip at ./Sources/HomeView.swift:9
            invalidated  donated event shown
            import       TipKit imported in all 2 files

        """#

    private let expectedMarkdown = #"""
        ## Tip coverage

        **Plan coverage: 60.0% (3 of 5 planned checks hold)**<br>
        Plan: `plan.md`<br>
        1 tip (1 displayed, 1 invalidated, 1 wired) in 2 Swift files

        ### By area

        | Area | Coverage | planned checks held |
        |:--|:--|--:|
        | HomeView | ███████░░░ 75.0% | 3/4 |
        | Settings | ░░░░░░░░░░ 0.0% | 0/1 |

        ### Not held

        | Tip or file | Check | Expected | Found | Plan |
        |---|---|---|---|---|
        | `HelloTip` | message | "Say hi" | no message | `plan.md:10` |
        | `Settings.swift` | import | import TipKit in Sources/Settings.swift | file not found | `plan.md:5` |

        <details><summary><strong>All planned checks</strong> (5)</summary>

        | Tip or file | Check | Expected | Status | Found | Plan |
        |---|---|---|---|---|---|
        | `HelloTip` | declared | HelloTip | ✅ held | ./Sources/Tips.swift:3 | `plan.md:10` |
        | `HelloTip` | title | "Hello" | ✅ held | ./Sources/Tips.swift:4 | `plan.md:10` |
        | `HelloTip` | message | "Say hi" | ❌ not held | no message | `plan.md:10` |
        | `HelloTip` | display | ./Sources/HomeView.swift | ✅ held | ./Sources/HomeView.swift:9 | `plan.md:20` |
        | `Settings.swift` | import | import TipKit in Sources/Settings.swift | ❌ not held | file not found | `plan.md:5` |

        </details>

        ### Tips in code

        | Tip | Declared | Events | Displayed | Invalidated by | import TipKit |
        |---|---|---|---|---|---|
        | `HelloTip` | `./Sources/Tips.swift:3` | `shown "helloShown"` donated at `./Sources/HomeView.swift:7` | popoverTip at `./Sources/HomeView.swift:9` | donated event shown | ✅ |

        """#

    private let expectedJSONWithoutPlan = #"""
        {
          "version": 1,
          "tool": {
            "name": "tiplint",
            "version": "\#(TipLintVersion.current)"
          },
          "planCoverage": null,
          "plans": [],
          "summary": {
            "scannedFiles": 2,
            "usesTipKit": true,
            "tips": 1,
            "displayed": 1,
            "invalidated": 1,
            "wired": 1
          },
          "planAreas": [],
          "plannedChecks": [],
          "missingTips": [],
          "unplannedTips": [],
          "codeAreas": [
            {
              "name": "HomeView",
              "percent": 100,
              "held": 1,
              "total": 1
            }
          ],
          "tips": [
            {
              "name": "HelloTip",
              "declared": {
                "file": "./Sources/Tips.swift",
                "line": 3,
                "column": 5
              },
              "area": "HomeView",
              "events": [
                {
                  "name": "shown",
                  "id": "helloShown",
                  "declared": {
                    "file": "./Sources/Tips.swift",
                    "line": 5,
                    "column": 5
                  },
                  "readByRules": true,
                  "donations": [
                    {
                      "file": "./Sources/HomeView.swift",
                      "line": 7,
                      "column": 5
                    }
                  ]
                }
              ],
              "displaySites": [
                {
                  "kind": "popoverTip",
                  "file": "./Sources/HomeView.swift",
                  "line": 9,
                  "column": 5
                }
              ],
              "invalidation": {
                "invalidated": true,
                "donatedEvents": [
                  "shown"
                ],
                "invalidateCalls": [],
                "displayLimit": null
              },
              "imports": [
                {
                  "file": "./Sources/HomeView.swift",
                  "importsTipKit": true
                },
                {
                  "file": "./Sources/Tips.swift",
                  "importsTipKit": true
                }
              ],
              "wired": true
            }
          ],
          "files": [
            {
              "file": "./Sources/HomeView.swift",
              "importsTipKit": true
            },
            {
              "file": "./Sources/Tips.swift",
              "importsTipKit": true
            }
          ]
        }

        """#

    private let expectedBadge = #"""
        <svg xmlns="http://www.w3.org/2000/svg" width="115" height="20" role="img" aria-label="tip coverage: 60%"><title>tip coverage: 60%</title><linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient><clipPath id="r"><rect width="115" height="20" rx="3" fill="#fff"/></clipPath><g clip-path="url(#r)"><rect width="79" height="20" fill="#555"/><rect x="79" width="36" height="20" fill="#dfb317"/><rect width="115" height="20" fill="url(#s)"/></g><g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="110"><text aria-hidden="true" x="395" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="690">tip coverage</text><text x="395" y="140" transform="scale(.1)" fill="#fff" textLength="690">tip coverage</text><text aria-hidden="true" x="970" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="260">60%</text><text x="970" y="140" transform="scale(.1)" fill="#fff" textLength="260">60%</text></g></svg>

        """#
}
