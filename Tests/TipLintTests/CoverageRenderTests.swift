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
        XCTAssertTrue(colored.contains("  HelloTip  \u{1B}[32m✓ wired\u{1B}[0m"))
        XCTAssertTrue(colored.hasPrefix("\u{1B}[1mTips wired as planned\u{1B}[0m: 1 of 1 (100.0%)\n"))
        XCTAssertFalse(CoverageFormat.text.render(hello.coverage).contains("\u{1B}"))
    }

    func testMarkdown() {
        XCTAssertEqual(CoverageFormat.markdown.render(hello.coverage), expectedMarkdown)
    }

    func testMarkdownFoldsLongTables() {
        let garden = Coverage(model: CoverageTestGarden.model, plan: CoverageTestGarden.gardenPlan, usesTipKit: true)
        let markdown = CoverageFormat.markdown.render(garden)
        XCTAssertEqual(MarkdownCoverageRenderer.foldAfter, 20)
        XCTAssertTrue(markdown.contains("\n### Not held\n\n| Tip or file |"), "9 failing checks: open")
        XCTAssertTrue(
            markdown.contains("<details><summary><strong>All planned checks</strong> (24)</summary>\n\n| Tip or file |")
        )
        XCTAssertEqual(markdown.components(separatedBy: "<details>").count - 1, 1, "only the table over 20 rows folds")
        XCTAssertTrue(markdown.contains("|\n\n</details>"))
    }

    func testJSON() throws {
        XCTAssertEqual(CoverageFormat.json.render(hello.coverageWithoutPlan), expectedJSONWithoutPlan)
        let json = CoverageFormat.json.render(hello.coverage)
        XCTAssertTrue(
            json.hasPrefix(
                """
                {
                  "version": 1,
                  "tool": {
                    "name": "tiplint",
                    "version": "\(TipLintVersion.current)"
                  },
                  "tipsWired": {
                    "wired": 1,
                    "total": 1,
                    "percent": 100
                  },
                  "planCoverage": {
                    "percent": 60,
                    "held": 3,
                    "total": 5
                  },
                  "lint": {
                    "errors": 0,
                    "warnings": 0,
                    "notes": 0,
                    "findings": []
                  },
                  "source": null,
                  "plans": [
                    "plan.md"
                  ],
                """))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(
            object.keys.sorted(),
            [
                "codeAreas", "describedTips", "files", "lint", "missingTips", "planAreas", "planCoverage",
                "plannedChecks", "plans", "source", "summary", "taskProgress", "tipRows",
                "tips", "tipsWired", "tool", "unplannedTips", "version",
            ])
        let rows = try XCTUnwrap(object["tipRows"] as? [[String: Any]])
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows[0]["wired"] as? Bool, true)
        XCTAssertEqual((rows[0]["copy"] as? [String: Any])?["state"] as? String, "missing")
        XCTAssertEqual(
            (rows[0]["copy"] as? [String: Any])?["reason"] as? String, "the plan says \"Say hi\"; no message")
        XCTAssertEqual(
            ((rows[0]["displayed"] as? [String: Any])?["locations"] as? [[String: Any]])?.first?["line"] as? Int, 9)
        let checks = try XCTUnwrap(object["plannedChecks"] as? [[String: Any]])
        XCTAssertEqual(
            checks.map { "\($0["kind"]!) \($0["held"] as! Bool)" },
            ["declared true", "title true", "message false", "display true", "import false"])
        XCTAssertEqual(checks[4]["tip"] as? NSNull, NSNull())
        XCTAssertEqual(checks[4]["file"] as? String, "Sources/Settings.swift")
        let areas = try XCTUnwrap(object["planAreas"] as? [[String: Any]])
        XCTAssertEqual(
            areas.map { "\($0["name"]!) \(($0["percent"] as! NSNumber).doubleValue) \($0["held"]!)/\($0["total"]!)" },
            ["HomeView 75.0 3/4", "Settings 0.0 0/1"])
    }

    func testJSONPercentIsNullWhenThePlanHasNoChecks() {
        var plan = Plan()
        plan.documents = ["empty.md"]
        let json = CoverageFormat.json.render(Coverage(model: hello.model, plan: plan, usesTipKit: true))
        XCTAssertTrue(
            json.contains(
                """
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
            let value = svg.components(separatedBy: "aria-label=\"tips wired: ")[1].components(separatedBy: "\"")[0]
            let colour = svg.components(separatedBy: "<rect x=")[1].components(separatedBy: "fill=\"")[1]
                .components(separatedBy: "\"")[0]
            return (value, colour)
        }
        XCTAssertTrue(badge(1000, 1000) == ("1000/1000", "#4c1"))
        XCTAssertTrue(badge(999, 1000) == ("999/1000", "#4c1"))
        XCTAssertTrue(badge(9, 10) == ("9/10", "#4c1"))
        XCTAssertTrue(badge(89, 100) == ("89/100", "#97ca00"))
        XCTAssertTrue(badge(3, 4) == ("3/4", "#97ca00"))
        XCTAssertTrue(badge(6, 10) == ("6/10", "#dfb317"))
        XCTAssertTrue(badge(2, 5) == ("2/5", "#fe7d37"))
        XCTAssertTrue(badge(39, 100) == ("39/100", "#e05d44"))
        XCTAssertTrue(badge(0, 0) == ("none", "#9f9f9f"))
        let noPlan = CoverageFormat.badge.render(hello.coverageWithoutPlan)
        XCTAssertTrue(
            noPlan.contains("aria-label=\"tips wired: 1/1\""), "without a plan: tips wired as the code declares them")
        XCTAssertTrue(noPlan.contains("fill=\"#4c1\""))
    }

    func testHTMLIsOneSelfContainedPage() {
        let html = CoverageFormat.html.render(hello.coverage)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        XCTAssertTrue(html.hasSuffix("</script>\n</body>\n</html>\n"))
        XCTAssertTrue(
            html.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                    + "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">"))
        XCTAssertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        XCTAssertTrue(html.contains("<title>Tip coverage: 1 of 1 tips wired</title>"))
        for external in ["http://", "https://", "src=", "@import", "url(http", "href=\"/", "href=\"file:"] {
            XCTAssertFalse(html.contains(external), external)
        }
        // Links are the page's own anchors and code places relative to it.
        let targets = html.components(separatedBy: "href=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
        XCTAssertEqual(
            Set(targets),
            [
                "#findings", "plan.md", "plan.md#L5", "plan.md#L10", "plan.md#L20", "./Sources/Tips.swift#L3",
                "./Sources/Tips.swift#L4", "./Sources/HomeView.swift#L9", "./Sources/HomeView.swift#L7",
                "./Sources/HomeView.swift", "./Sources/Tips.swift",
            ])
        XCTAssertEqual(html.components(separatedBy: "<script").count, 2, "one inline script")
        XCTAssertEqual(html.components(separatedBy: "<style").count, 2, "one inline style")
    }

    func testHTMLContent() {
        let lines = CoverageFormat.html.render(hello.coverage).components(separatedBy: "\n")
        for expected in [
            #"<header><h1>Tip coverage</h1><p class="meta">1 tip (1 displayed, 1 retired, 1 wired) · 2 Swift files · Plan: <a href="plan.md"><code>plan.md</code></a></p></header>"#,
            ##"<section class="headline good" id="headline" aria-label="Tips wired as planned"><div class="figure" id="tips-wired">1/1</div><div class="words"><strong>Tips wired as planned</strong><span class="bar" role="presentation"><span style="width:100.0%"></span></span><p id="tips-wired-words">1 of 1 (100.0%)</p><p class="checks">Plan checks: <span id="plan-coverage">60.0%</span> (3 of 5 planned checks hold)</p><p class="gate" id="gate">Gate: tiplint report --min-coverage N fails below N% tips wired; --min-checks N below N% plan checks</p></div><div class="lint" id="lint-counts"><a class="count-error" href="#findings">0 errors</a><a class="count-warning" href="#findings">0 warnings</a><a class="count-note" href="#findings">0 notes</a></div></section>"##,
            #"<li class="fair"><span class="name">HomeView</span><span class="numbers">75.0% · 3/4</span><span class="bar" role="presentation"><span style="width:75.0%"></span></span></li>"#,
            #"<tr data-status="failed"><td data-label="Tip or file"><code>HelloTip</code></td><td data-label="Area">HomeView</td><td data-label="Check">message</td><td data-label="Expected" class="long">&quot;Say hi&quot;</td><td data-label="Status"><span class="status failed">✗ not held</span></td><td data-label="Found" class="long">no message</td><td data-label="Plan"><a href="plan.md#L10"><code class="ref">plan.md:10</code></a></td></tr>"#,
            #"<tr data-status="held"><td data-label="Tip or file"><code>HelloTip</code></td><td data-label="Area">HomeView</td><td data-label="Check">display</td><td data-label="Expected" class="long">./<wbr>Sources/<wbr>HomeView.swift</td><td data-label="Status"><span class="status held">✓ held</span></td><td data-label="Found" class="long"><a href="./Sources/HomeView.swift#L9"><code>./<wbr>Sources/<wbr>HomeView.swift:9</code></a></td><td data-label="Plan"><a href="plan.md#L20"><code class="ref">plan.md:20</code></a></td></tr>"#,
            #"<section id="findings"><h2>Lint findings</h2><p class="empty">No findings.</p></section>"#,
            #"<details class="fold" id="checks-fold"><summary>All planned checks (5, 2 not held)</summary>"#,
        ] {
            XCTAssertTrue(lines.contains(expected), expected)
        }
        let tipRow = try? XCTUnwrap(
            lines.first { $0.hasPrefix(#"<tr data-status="wired"><td data-label="Tip"><code>HelloTip</code>"#) })
        for cell in [
            #"<td data-label="Displayed" class="long"><span class="cell"><span class="mark status held" tabindex="0" title="displayed where the plan says: ./Sources/HomeView.swift:9">✓</span> <a href="./Sources/HomeView.swift#L9"><code title="./Sources/HomeView.swift:9">HomeView:9</code></a><span class="why" role="tooltip">displayed where the plan says: ./<wbr>Sources/<wbr>HomeView.swift:9 <a href="plan.md#L20"><code class="ref">plan.md:20</code></a></span></span></td>"#,
            #"<td data-label="Copy" class="long"><span class="cell"><span class="mark status failed" tabindex="0" title="the plan says &quot;Say hi&quot;; no message">✗</span> message differs<span class="why" role="tooltip">the plan says &quot;Say hi&quot;; no message <a href="plan.md#L10"><code class="ref">plan.md:10</code></a></span></span></td>"#,
        ] {
            XCTAssertTrue(tipRow?.contains(cell) == true, cell)
        }
        XCTAssertEqual(lines.filter { $0.hasPrefix("<tr data-status=") }.count, 1 + 5 + 2, "tips, checks, files")
        let order = ["id=\"headline\"", "id=\"tips\"", "id=\"findings\"", "By area", "id=\"checks\"", "id=\"files\""]
        let html = lines.joined(separator: "\n")
        let positions = order.map { html.range(of: $0)?.lowerBound }
        XCTAssertFalse(positions.contains(nil), "\(positions)")
        XCTAssertEqual(
            positions.compactMap { $0 }, positions.compactMap { $0 }.sorted(), "tips first, checks folded below")
    }

    func testHTMLWithoutPlanShowsWiredTips() {
        let html = CoverageFormat.html.render(hello.coverageWithoutPlan)
        XCTAssertTrue(
            html.contains(
                #"<section class="headline good" id="headline" aria-label="Tips wired"><div class="figure" id="tips-wired">1/1</div><div class="words"><strong>Tips wired</strong>"#
            ))
        XCTAssertTrue(html.contains("<p>No plan in use: pass --plan to check the code against a plan.</p>"))
        XCTAssertFalse(html.contains("id=\"checks\""))
        XCTAssertTrue(html.contains("<title>Tip coverage: 1 of 1 tips wired</title>"))
    }

    func testNoTipKit() {
        let coverage = Coverage(model: hello.model, plan: nil, usesTipKit: false)
        XCTAssertTrue(
            CoverageFormat.text.render(coverage).hasSuffix("\n\nTipKit is not in use: no file imports TipKit.\n"))
        XCTAssertTrue(
            CoverageFormat.markdown.render(coverage).hasSuffix("\n\nTipKit is not in use: no file imports TipKit.\n"))
        XCTAssertTrue(
            CoverageFormat.html.render(coverage).contains(
                "<section><h2>Tips</h2><p class=\"empty\">TipKit is not in use: no file imports TipKit.</p></section>"))
    }

    private let expectedText = #"""
        Tips wired as planned: 1 of 1 (100.0%)
        Plan checks: 60.0% (3 of 5 planned checks hold)
        Lint: 0 errors, 0 warnings, 0 notes
        Plans: plan.md
        Code: 1 tip (1 displayed, 1 retired, 1 wired) in 2 Swift files

        Tips
          HelloTip  ✓ wired
            declared   ✓ ./Sources/Tips.swift:3
            displayed  ✓ ./Sources/HomeView.swift:9
            donated    ✓ ./Sources/HomeView.swift:7
            retires    ✓ donated event shown
            imports    ✓
            copy       ✗ message differs: the plan says "Say hi"; no message

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

        """#

    private let expectedTextWithoutPlan = #"""
        Tips wired: 1 of 1 (100.0%)
        Lint: 0 errors, 0 warnings, 0 notes
        No plan in use: pass --plan to check the code against a plan.
        Code: 1 tip (1 displayed, 1 retired, 1 wired) in 2 Swift files

        Tips
          HelloTip  ✓ wired
            declared   ✓ ./Sources/Tips.swift:3
            displayed  ✓ ./Sources/HomeView.swift:9
            donated    ✓ ./Sources/HomeView.swift:7
            retires    ✓ donated event shown
            imports    ✓
            copy       – no plan gives its copy

        By area (tips wired)
          HomeView  [####################]  100.0%  1/1

        """#

    private let expectedMarkdown = #"""
        ## Tip coverage

        **Tips wired as planned: 1 of 1 (100.0%)**<br>
        Plan checks: 60.0% (3 of 5 planned checks hold)<br>
        Lint: 0 errors, 0 warnings, 0 notes<br>
        Plan: `plan.md`<br>
        Code: 1 tip (1 displayed, 1 retired, 1 wired) in 2 Swift files

        ### Tips

        | Tip | Declared | Displayed | Donated | Retires | Imports | Copy |
        |---|---|---|---|---|---|---|
        | `HelloTip` | ✅ | ✅ | ✅ | ✅ | ✅ | ❌ message differs |

        - `HelloTip` copy: the plan says "Say hi"; no message

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

        ### All planned checks

        | Tip or file | Check | Expected | Status | Found | Plan |
        |---|---|---|---|---|---|
        | `HelloTip` | declared | HelloTip | ✅ held | ./Sources/Tips.swift:3 | `plan.md:10` |
        | `HelloTip` | title | "Hello" | ✅ held | ./Sources/Tips.swift:4 | `plan.md:10` |
        | `HelloTip` | message | "Say hi" | ❌ not held | no message | `plan.md:10` |
        | `HelloTip` | display | ./Sources/HomeView.swift | ✅ held | ./Sources/HomeView.swift:9 | `plan.md:20` |
        | `Settings.swift` | import | import TipKit in Sources/Settings.swift | ❌ not held | file not found | `plan.md:5` |

        """#

    private let expectedJSONWithoutPlan = #"""
        {
          "version": 1,
          "tool": {
            "name": "tiplint",
            "version": "\#(TipLintVersion.current)"
          },
          "tipsWired": {
            "wired": 1,
            "total": 1,
            "percent": 100
          },
          "planCoverage": null,
          "lint": {
            "errors": 0,
            "warnings": 0,
            "notes": 0,
            "findings": []
          },
          "source": null,
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
          "describedTips": [],
          "tipRows": [
            {
              "name": "HelloTip",
              "planned": false,
              "area": "HomeView",
              "wired": true,
              "declared": {
                "state": "ok",
                "summary": "",
                "reason": "declared at ./Sources/Tips.swift:3",
                "locations": [
                  {
                    "file": "./Sources/Tips.swift",
                    "line": 3,
                    "column": 5
                  }
                ],
                "plan": []
              },
              "displayed": {
                "state": "ok",
                "summary": "",
                "reason": "displayed at ./Sources/HomeView.swift:9",
                "locations": [
                  {
                    "file": "./Sources/HomeView.swift",
                    "line": 9,
                    "column": 5
                  }
                ],
                "plan": []
              },
              "donated": {
                "state": "ok",
                "summary": "",
                "reason": "donated at ./Sources/HomeView.swift:7",
                "locations": [
                  {
                    "file": "./Sources/HomeView.swift",
                    "line": 7,
                    "column": 5
                  }
                ],
                "plan": []
              },
              "retires": {
                "state": "ok",
                "summary": "donated event shown",
                "reason": "retired by donated event shown",
                "locations": [],
                "plan": []
              },
              "imports": {
                "state": "ok",
                "summary": "",
                "reason": "TipKit imported in ./Sources/HomeView.swift, ./Sources/Tips.swift",
                "locations": [],
                "plan": []
              },
              "copy": {
                "state": "n/a",
                "summary": "",
                "reason": "no plan gives its copy",
                "locations": [],
                "plan": []
              }
            }
          ],
          "taskProgress": [],
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
                  "column": 5,
                  "previewOnly": false,
                  "uncalledMethod": null,
                  "menuItem": false
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
        <svg xmlns="http://www.w3.org/2000/svg" width="94" height="20" role="img" aria-label="tips wired: 1/1"><title>tips wired: 1/1</title><linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient><clipPath id="r"><rect width="94" height="20" rx="3" fill="#fff"/></clipPath><g clip-path="url(#r)"><rect width="65" height="20" fill="#555"/><rect x="65" width="29" height="20" fill="#4c1"/><rect width="94" height="20" fill="url(#s)"/></g><g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="110"><text aria-hidden="true" x="325" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="550">tips wired</text><text x="325" y="140" transform="scale(.1)" fill="#fff" textLength="550">tips wired</text><text aria-hidden="true" x="795" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="190">1/1</text><text x="795" y="140" transform="scale(.1)" fill="#fff" textLength="190">1/1</text></g></svg>

        """#
}
