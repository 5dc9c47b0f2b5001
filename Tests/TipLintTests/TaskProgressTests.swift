import XCTest

@testable import TipLint

/// Per-task progress: each top-level task of the plan with the planned checks its lines set
/// out and how many hold, on a notes app halfway through a three-task plan.
final class TaskProgressTests: XCTestCase {
    private static let files: [String: String] = [
        "Notes/Tips.swift": """
        import TipKit

        struct AddTip: Tip {
            static let added = Tips.Event(id: "noteAdded")
            var title: Text { Text("Add a note") }
            var rules: [Rule] { #Rule(Self.added) { $0.donations.count == 0 } }
        }

        struct FilterTip: Tip {
            static let filtered = Tips.Event(id: "filtered")
            var title: Text { Text("Filter notes") }
            var rules: [Rule] { #Rule(Self.filtered) { $0.donations.count == 0 } }
        }

        """,
        "Notes/HomeView.swift": """
        import SwiftUI
        import TipKit

        struct HomeView: View {
            private let addTip = AddTip()
            var body: some View {
                Button("Add") { AddTip.added.donate() }
                    .popoverTip(addTip)
            }
        }

        """,
        "Notes/ListView.swift":
            "import SwiftUI\n\nstruct ListView: View {\n    var body: some View { Text(\"Notes\") }\n}\n",
    ]

    private static let plan = """
        # Notes tips

        ### Task 1: Declare the tips ✅

        Create `Notes/Tips.swift`:

        ```swift
        import TipKit

        struct AddTip: Tip {
            static let added = Tips.Event(id: "noteAdded")
            var title: Text { Text("Add a note") }
        }

        struct FilterTip: Tip {
            static let filtered = Tips.Event(id: "notesFiltered")
            var title: Text { Text("Filter notes") }
        }
        ```

        ### Task 2: Show AddTip on the home screen

        In `Notes/HomeView.swift`:

        ```swift
        import TipKit

        private let addTip = AddTip()

        Button("Add") { AddTip.added.donate() }
            .popoverTip(addTip)
        ```

        ### Task 3: Show FilterTip on the list

        In `Notes/ListView.swift`:

        ```swift
        import TipKit

        private let filterTip = FilterTip()

        Button("Filter") { FilterTip.filtered.donate() }
            .popoverTip(filterTip)
        ```

        ### Task 4: Check the build

        Run the app.

        """

    func testEachTaskWithItsChecks() throws {
        let coverage = Coverage(try InMemoryProject.analyze(Self.files, plan: Self.plan))
        XCTAssertEqual(
            coverage.progress.map { "\($0.title) \($0.progressText) \($0.isMarkedDone) plan.md:\($0.source.line)" },
            [
                "Task 1: Declare the tips ✅ 6/7 true plan.md:3", // FilterTip's event id differs
                "Task 2: Show AddTip on the home screen ✓ 3/3 false plan.md:21",
                "Task 3: Show FilterTip on the list 0/3 false plan.md:34",
            ], "a task with no planned check (Task 4) is left out")
        XCTAssertTrue(
            CoverageFormat.text.render(coverage).contains(
                """

                Task progress (planned checks held)
                  Task 1: Declare the tips ✅              6/7  (marked done)
                  Task 2: Show AddTip on the home screen  ✓ 3/3
                  Task 3: Show FilterTip on the list      0/3

                """))
        XCTAssertTrue(
            CoverageFormat.markdown.render(coverage).contains(
                """
                ### Task progress

                | Task | Checks held | Plan |
                |---|---|---|
                | Task 1: Declare the tips ✅ (marked done) | 6/7 | `plan.md:3` |
                | Task 2: Show AddTip on the home screen | ✅ 3/3 | `plan.md:21` |
                | Task 3: Show FilterTip on the list | 0/3 | `plan.md:34` |
                """))
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(CoverageFormat.json.render(coverage).utf8)) as? [String: Any])
        let tasks = try XCTUnwrap(json["taskProgress"] as? [[String: Any]])
        XCTAssertEqual(
            tasks.map { "\($0["held"]!)/\($0["total"]!) \($0["complete"] as! Bool) \($0["markedDone"] as! Bool)" },
            ["6/7 false true", "3/3 true false", "0/3 false false"])
    }
}
