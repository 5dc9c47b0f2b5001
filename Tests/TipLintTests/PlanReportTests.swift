import XCTest

@testable import TipLint

final class PlanReportTests: XCTestCase {
    private func ref(_ line: Int, _ file: String = "plan.md") -> PlanReference { PlanReference(file: file, line: line) }

    private var plan: Plan {
        var plan = Plan()
        plan.documents = ["plan.md", "design.md"]
        plan.statedTipCounts = [Stated(value: 1, source: ref(3))]
        plan.tips = [
            PlannedTip(
                name: "ShelfTip", events: [PlannedEvent(name: "tapped", id: "shelfTapped")],
                title: "Stock \"Up\"", message: "Tap\tto add", image: "cart", source: ref(12))
        ]
        plan.files = [PlannedFile(path: "Shop/ShelfView.swift", action: .modify, source: ref(8), evidence: .stated)]
        plan.imports = [PlannedSite(file: "Shop/ShelfView.swift", source: ref(20), evidence: .mentioned)]
        plan.displaySites = [PlannedSite(file: "Shop/ShelfView.swift", tip: "ShelfTip", source: ref(24))]
        plan.donations = [PlannedSite(file: "Shop/ShelfView.swift", tip: "ShelfTip", event: "tapped", source: ref(23))]
        plan.configure = PlannedConfigure(
            file: "Shop/ShopApp.swift", options: [".displayFrequency(.daily)"], source: ref(30))
        plan.configurePlacements = [Stated(value: ".task", source: ref(29))]
        plan.statedImportFileCount = Stated(value: 2, source: ref(40))
        plan.designCopy = [
            DesignCopy(
                view: "ShelfView", target: "Add", title: "Stock Up", message: "Tap to add",
                source: ref(6, "design.md"))
        ]
        plan.contradictions = [
            PlanContradiction(
                message:
                    "the plan expects 2 files with `import TipKit` but its tasks add it to 1: Shop/ShelfView.swift",
                source: ref(40), other: ref(20), key: "import TipKit file count")
        ]
        return plan
    }

    func testTextListsExpectationsThenContradictions() {
        XCTAssertEqual(
            PlanReport.render(plan, check: false, format: .text),
            """
            Plan documents: plan.md, design.md

            Stated tip count:
              1 (plan.md:3)

            Tips (1):
              ShelfTip (plan.md:12, declared)
                event tapped: "shelfTapped" (plan.md:12, declared)
                title: "Stock "Up"" (plan.md:12, declared)
                message: "Tap\\tto add" (plan.md:12, declared)
                image: "cart" (plan.md:12, declared)

            Files (1):
              modify Shop/ShelfView.swift (plan.md:8, stated)

            Sites:
              Shop/ShelfView.swift
                import TipKit (plan.md:20, mentioned)
                display ShelfTip (plan.md:24, declared)
                donate ShelfTip.tapped (plan.md:23, declared)

            Tips.configure:
              in Shop/ShopApp.swift, options: .displayFrequency(.daily) (plan.md:30, declared)

            Where Tips.configure runs:
              .task (plan.md:29)

            Stated file counts:
              2 with `import TipKit` (plan.md:40)

            Design copy (1):
              ShelfView: "Stock Up" / "Tap to add" (design.md:6)

            Contradictions (1):
            plan.md:40: warning: the plan expects 2 files with `import TipKit` but its tasks add it to 1: Shop/ShelfView.swift (plan_inconsistent)

            """)
        XCTAssertTrue(PlanReport.render(Plan(), check: false, format: .text).hasSuffix("\nNo contradictions.\n"))
    }

    func testCheckPrintsOnlyContradictions() {
        XCTAssertEqual(
            PlanReport.render(plan, check: true, format: .text),
            "plan.md:40: warning: the plan expects 2 files with `import TipKit` but its tasks add it to 1: Shop/ShelfView.swift (plan_inconsistent)\n"
        )
        XCTAssertEqual(PlanReport.render(Plan(), check: true, format: .text), "")
    }

    func testJSONIsValidAndComplete() throws {
        let full = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(PlanReport.render(plan, check: false, format: .json).utf8))
                as? [String: Any])
        XCTAssertEqual(full["version"] as? Int, 1)
        let tips = try XCTUnwrap(full["tips"] as? [[String: Any]])
        XCTAssertEqual(tips.first?["title"] as? String, "Stock \"Up\"")
        XCTAssertEqual(tips.first?["message"] as? String, "Tap\tto add")
        XCTAssertEqual((tips.first?["plan"] as? [String: Any])?["line"] as? Int, 12)
        XCTAssertEqual(tips.first?["evidence"] as? String, "declared")
        XCTAssertEqual((full["imports"] as? [[String: Any]])?.first?["evidence"] as? String, "mentioned")
        XCTAssertEqual((full["configure"] as? [String: Any])?["options"] as? [String], [".displayFrequency(.daily)"])
        XCTAssertTrue(full["statedConfigureFileCount"] is NSNull)
        XCTAssertEqual(
            Set(full.keys),
            [
                "version", "documents", "statedTipCounts", "tips", "describedTips", "wordedFacts", "files", "imports",
                "displaySites",
                "donations",
                "configure",
                "configurePlacements", "statedImportFileCount", "statedConfigureFileCount", "designCopy", "designFiles",
                "tasks",
                "archived", "skipped", "contradictions", "unread",
            ])
        let check = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(PlanReport.render(plan, check: true, format: .json).utf8))
                as? [String: Any])
        XCTAssertEqual(Set(check.keys), ["version", "documents", "contradictions", "unread"])
        let contradiction = try XCTUnwrap((check["contradictions"] as? [[String: Any]])?.first)
        XCTAssertEqual(contradiction["rule"] as? String, "plan_inconsistent")
        XCTAssertEqual(contradiction["line"] as? Int, 40)
        XCTAssertEqual((contradiction["other"] as? [String: Any])?["line"] as? Int, 20)
    }

    /// A plan whose only files are its design table's lists each once, under "Files".
    func testFilesFromTheDesignTableAreListedOnce() {
        let plan = PlanReader.read(documents: [
            (
                path: "design.md",
                text: """
                # Shelf tips design

                | File | Change |
                |---|---|
                | `Shop/ShelfView.swift` | **New** |
                """
            )
        ])
        let text = PlanReport.render(plan, check: false, format: .text)
        XCTAssertTrue(text.contains("Files (1):\n  create Shop/ShelfView.swift (design.md:5, tabled)\n"), text)
        XCTAssertFalse(text.contains("Design files"), text)
    }

    func testTasksDoneMarksAndLinesNotUnderstood() throws {
        var plan = Plan()
        plan.documents = ["plan.md"]
        plan.tasks = [
            PlannedTask(title: "Task 1: Tips", source: ref(3), lastLine: 9, isMarkedDone: true),
            PlannedTask(title: "Step 1: Declare", source: ref(5), lastLine: 9, isMarkedDone: false, parent: 0),
        ]
        plan.tips = [PlannedTip(name: "ShelfTip", source: ref(7), isDone: true)]
        plan.unread = [UnreadPlanLine(source: ref(12), text: "Polish `Shop/Cart.swift`", names: ["Shop/Cart.swift"])]
        let text = PlanReport.render(plan, check: false, format: .text)
        XCTAssertTrue(
            text.contains(
                """

                Tasks (2):
                  [x] Task 1: Tips (plan.md:3)
                    [ ] Step 1: Declare (plan.md:5)

                """), text)
        XCTAssertTrue(
            text.hasSuffix(
                """
                Not understood (1): lines that name a tip, a file or TipKit API but added nothing
                  plan.md:12: Polish `Shop/Cart.swift`
                    names Shop/Cart.swift

                """), text)
        XCTAssertEqual(
            PlanReport.render(plan, check: true, format: .text),
            "plan.md:12: note: \(plan.unread[0].message) (plan_unread)\n")
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(PlanReport.render(plan, check: false, format: .json).utf8))
                as? [String: Any])
        let tasks = try XCTUnwrap(json["tasks"] as? [[String: Any]])
        XCTAssertEqual(tasks.map { $0["done"] as? Bool }, [true, false])
        XCTAssertEqual(tasks.map { $0["parent"] as? Int }, [nil, 0])
        XCTAssertEqual((json["tips"] as? [[String: Any]])?.first?["done"] as? Bool, true)
        XCTAssertEqual((json["unread"] as? [[String: Any]])?.first?["names"] as? [String], ["Shop/Cart.swift"])
    }

    func testJSONEscapesControlCharacters() throws {
        var plan = Plan()
        plan.documents = ["we\u{1}ird\\\n.md"]
        let json = PlanReport.render(plan, check: true, format: .json)
        XCTAssertTrue(json.contains(#""we\u0001ird\\\n.md""#), json)
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(parsed["documents"] as? [String], ["we\u{1}ird\\\n.md"])
    }
}
