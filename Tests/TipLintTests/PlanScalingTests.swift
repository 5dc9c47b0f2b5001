import SwiftScan
import XCTest

@testable import TipLint

/// Hostile plans in every shape stay linear: each is read at n and 2n while `WorkMeter`
/// counts the steps of the plan reader's loops; linear work doubles, quadratic work
/// quadruples. Never timed. Each also checks what was read, so the inputs are read at all.
final class PlanScalingTests: XCTestCase {
    /// Reads `text(n)` and `text(2n)`: steps per input byte must not grow by more than a quarter.
    private func assertLinear(
        _ n: Int, file: StaticString = #filePath, line: UInt = #line,
        _ text: (Int) -> String, check: (Plan, Int) -> Void = { _, _ in }
    ) {
        var rates: [Double] = []
        for size in [n, 2 * n] {
            let document = text(size)
            var plan = Plan()
            let steps = WorkMeter.measure { plan = PlanReader.read(documents: [("plan.md", document)]) }
            check(plan, size)
            rates.append(Double(steps) / Double(document.utf8.count))
        }
        XCTAssertGreaterThan(rates[0], 0.01, "the meter counted too little to tell", file: file, line: line)
        XCTAssertLessThanOrEqual(rates[1], 1.25 * rates[0], "steps per byte: \(rates)", file: file, line: line)
    }

    func testADeepChecklist() {
        assertLinear(
            150,
            { n in
                (0..<n).map {
                    String(repeating: "  ", count: $0) + "- [x] Step\($0)Tip shown on `Views/Screen\($0).swift`\n"
                }.joined()
            },
            check: { plan, n in
                XCTAssertEqual(plan.displaySites.count, n)
                XCTAssertEqual(plan.tasks.count, n)
                XCTAssertTrue(plan.displaySites.allSatisfy(\.isDone))
            })
    }

    /// A task naming tips by subject reads each line once: "tips" again and again, quotes never closed.
    func testSubjectListsOfManyTipsWordsAndUnclosedQuotes() {
        assertLinear(
            2_000,
            { n in
                "- " + String(repeating: "tips and ", count: n) + "add tips for: Export, Import\n"
                    + "| Task | Why |\n|---|---|\n| TipKit | " + String(repeating: "\u{201C}open ", count: n) + "|\n"
            },
            check: { plan, _ in XCTAssertEqual(plan.tips.map(\.name), ["Export", "Import"]) })
    }

    func testAHugeTipTable() {
        assertLinear(
            1_000,
            { n in
                "| Tip | Screen | Event | Title | Message |\n|---|---|---|---|---|\n"
                    + (0..<n).map {
                        "| Row\($0)Tip | `App/Views/Screen\($0)View.swift` | `tapped` (`\"row\($0)\"`) | Title \($0) | Message \($0) |\n"
                    }.joined()
            },
            check: { plan, n in
                XCTAssertEqual(plan.tips.count, n)
                XCTAssertEqual(plan.donations.count, 0)
            })
    }

    func testATableWithAThousandColumns() {
        let header =
            "| Tip | " + (1..<1_000).map { "Column \($0)" }.joined(separator: " | ") + " |\n"
            + "|" + String(repeating: "---|", count: 1_000) + "\n"
        assertLinear(
            40,
            { n in
                header
                    + (0..<n).map { row in
                        "| Wide\(row)Tip | " + (1..<1_000).map { "c\($0)" }.joined(separator: " | ") + " |\n"
                    }.joined()
            },
            check: { plan, n in
                XCTAssertEqual(plan.tips.count, 0, "no column says anything about the tips")
                XCTAssertEqual(plan.unread.count, n)
            })
    }

    func testControlAndBinaryLikeContent() {
        let noise = (0..<256).compactMap { Unicode.Scalar($0).map(String.init) }.joined() + "\u{FFFD}\u{202E}`\"“"
        assertLinear(200) { n in "# Tips\n\n" + (0..<n).map { "- [ ] \($0)Tip \(noise) `x.swift`\n" }.joined() }
    }

    func testUnclosedQuotesAndBackticksOnOneLine() {
        assertLinear(10_000) { n in "- NoiseTip " + String(repeating: "\" ` `` “ ", count: n) + "\n" }
    }

    func testOneLineNamingThousandsOfTipsAndPaths() {
        assertLinear(
            2_000,
            { n in
                "Add `import TipKit` " + String(repeating: "to ", count: n)
                    + (0..<n).map { "Many\($0)Tip `Dir\($0)/Home.swift` " }.joined() + "\n"
            },
            check: { plan, n in
                XCTAssertEqual(plan.imports.count, n)
            })
    }

    func testManyShortPathsOfOneFileName() {
        assertLinear(1_000) { n in
            (0..<n).map { "- Modify: `App\($0)/Views/HomeView.swift`\n" }.joined() + "**Files:**\n"
                + (0..<n).map { "- HomeTip shown on `Views/HomeView.swift` and `\($0)/HomeView.swift`\n" }.joined()
        }
    }

    func testTasksOfOneFileNameWithCodeBlocks() {
        assertLinear(
            500,
            { n in
                (0..<n).map { task in
                    "### Task \(task + 1): Home \(task)\n**Files:**\n- Modify: `App\(task)/HomeView.swift`\n\n"
                        + "In `HomeView.swift`:\n\n```swift\nText(\"x\").popoverTip(HomeTip())\n```\n\n"
                }.joined()
            },
            check: { plan, n in
                XCTAssertEqual(Set(plan.displaySites.map(\.file)).count, n, "each block in its own task's file")
            })
    }

    func testManyTasksThenManyBullets() {
        assertLinear(
            500,
            { n in
                (0..<n).map { "### Task \($0 + 1): Screen ✅\n- [ ] item\n" }.joined()
                    + (0..<n).map { "- Late\($0)Tip shown on `Views/Late\($0).swift`\n" }.joined()
            },
            check: { plan, n in
                XCTAssertEqual(plan.tasks.count, 2 * n)
                XCTAssertEqual(plan.displaySites.filter(\.isDone).count, n, "the last task runs to the end")
            })
    }
}
