import XCTest

@testable import TipLint

final class AcceptedPlanReadingTests: XCTestCase {
    private let markdown = """
        # Shelf tips

        - [ ] ShelfTip shown on `Shop/ShelfView.swift` with `.popoverTip`, title "Stock Up"
        - Mention `CartTip` somewhere in `Shop/CartView.swift` maybe.
        """

    private func read(_ json: String, current: String?) throws -> Plan {
        try AcceptedPlanReading.read(Array(json.utf8), restore: { "docs/" + $0 }, currentText: { _ in current })
    }

    func testTheReadingFileSitsBesideThePlan() {
        XCTAssertEqual(AcceptedPlanReading.path(beside: "docs/plans/tips.md"), "docs/plans/tips.tiplint.json")
        XCTAssertEqual(AcceptedPlanReading.path(beside: "TODO"), "TODO.tiplint.json")
    }

    func testARoundTripKeepsEveryFactAndCountsThemStrong() throws {
        let plan = PlanReader.read(documents: [("docs/plan.md", markdown)])
        let json = AcceptedPlanReading.json(plan, texts: [markdown]) { String($0.dropFirst("docs/".count)) }
        XCTAssertEqual(json, AcceptedPlanReading.json(plan, texts: [markdown]) { String($0.dropFirst(5)) })
        let accepted = try read(json, current: markdown)
        XCTAssertEqual(accepted.documents, ["docs/plan.md"])
        XCTAssertEqual(accepted.staleReading, [])
        XCTAssertEqual(accepted.tips.map(\.name), plan.tips.map(\.name))
        XCTAssertEqual(accepted.tips.map(\.title), ["Stock Up", nil])
        // A tip the plan only mentions is, once accepted, a fact the gate checks.
        XCTAssertEqual(plan.tips.map(\.evidence), [.stated, .mentioned])
        XCTAssertEqual(accepted.tips.map(\.evidence), [.stated, .stated])
        XCTAssertEqual(accepted.displaySites.map(\.file), plan.displaySites.map(\.file))
        XCTAssertEqual(accepted.displaySites.map(\.source), plan.displaySites.map(\.source))
        XCTAssertEqual(accepted.tasks, plan.tasks)
        XCTAssertTrue(accepted.files.map(\.evidence).allSatisfy(\.isStrong))
        XCTAssertTrue(json.contains("\"path\": \"plan.md\""), json)
    }

    /// A configure place in the App stays in the App once accepted; one in a file is written as before.
    func testTheAppAsConfigurePlaceIsKept() throws {
        let text = "# Shelf tips\n\n- `ShelfTip`: shown on `Shop/ShelfView.swift` with `.popoverTip`\n"
        for (line, inApp) in [
            ("- TipKit configured in the App (`ShopTips.configure()`).\n", true),
            ("- Call `Tips.configure()` in `Shop/ShopApp.swift`.\n", false),
        ] {
            let plan = PlanReader.read(documents: [("docs/plan.md", text + line)])
            let json = AcceptedPlanReading.json(plan, texts: [text + line]) { String($0.dropFirst("docs/".count)) }
            XCTAssertEqual(json.contains("\"inApp\": true"), inApp, json)
            XCTAssertEqual(try read(json, current: text + line).configure?.isInApp, inApp)
        }
    }

    /// Copy and events stated on their own lines keep those lines once accepted, so findings about
    /// them cite the line that states them; a reading written before these lines were kept still reads.
    func testEachFactKeepsItsPlanLine() throws {
        let fields = """
            # Shelf tips

            ### ShelfTip
            - **Title:** Stock Up
            - **Message:** Tap to restock
            - **Event:** `restocked`, id `"shelfRestocked"`
            """
        let plan = PlanReader.read(documents: [("docs/plan.md", fields)])
        let json = AcceptedPlanReading.json(plan, texts: [fields]) { String($0.dropFirst(5)) }
        let accepted = try XCTUnwrap(read(json, current: fields).tips.first)
        XCTAssertEqual(
            [accepted.line(of: .title), accepted.line(of: .message), accepted.line(of: .event("restocked"))].map(
                \.line),
            [4, 5, 6])
        XCTAssertEqual(accepted.factLines, plan.tips.first?.factLines)
        // As the build before fact lines wrote it: no `titlePlan`, no event `plan`, no `described`.
        let older = """
            {"tool": "tiplint", "version": 1, "documents": [], "statedTipCounts": [],
             "tips": [{"name": "ShelfTip", "events": [{"name": "restocked", "id": "shelfRestocked"}],
               "title": "Stock Up", "message": null, "image": null, "done": false,
               "plan": {"file": "plan.md", "line": 3}, "evidence": "stated"}],
             "files": [], "imports": [], "displaySites": [], "donations": [], "configure": null,
             "configurePlacements": [], "statedImportFileCount": null, "statedConfigureFileCount": null,
             "designCopy": [], "designFiles": [], "tasks": []}
            """
        let old = try XCTUnwrap(read(older, current: fields).tips.first)
        XCTAssertEqual(old.title, "Stock Up")
        XCTAssertEqual(old.line(of: .title).line, 3)
    }

    func testAnEditedPlanNamesTheChangedLines() throws {
        let plan = PlanReader.read(documents: [("docs/plan.md", markdown)])
        let json = AcceptedPlanReading.json(plan, texts: [markdown]) { String($0.dropFirst(5)) }
        let edited = markdown.replacingOccurrences(of: "Stock Up", with: "Stock up") + "\n\nA new line.\n"
        XCTAssertEqual(
            try read(json, current: edited).staleReading,
            [PlanLineChange(document: "docs/plan.md", lines: [3, 5, 6, 7], acceptedLines: [3])])
        XCTAssertEqual(
            try read(json, current: nil).staleReading,
            [PlanLineChange(document: "docs/plan.md", lines: [], acceptedLines: nil)])
    }

    func testChangedLinesFollowInsertionsRemovalsAndEdits() {
        let before = ["a", "b", "c", "d", "e"]
        // Each case: the current lines new or edited, then the accepted lines edited or removed.
        func changes(_ current: [String]) -> [[Int]] {
            let changed = PlanLineChanges.changedLines(accepted: before, current: current)
            return [changed.current, changed.accepted]
        }
        XCTAssertEqual(changes(before), [[], []])
        XCTAssertEqual(changes(["a", "x", "b", "c", "d", "e"]), [[2], []])
        XCTAssertEqual(changes(["a", "b", "d", "e"]), [[3], [3]])
        XCTAssertEqual(changes(["a", "B", "c", "D", "e"]), [[2, 4], [2, 4]])
        XCTAssertEqual(changes(["a", "b", "c"]), [[3], [4, 5]])
        XCTAssertEqual(PlanLineChanges.ranges([2, 4, 5, 6, 9]), "2, 4-6, 9")
    }

    func testEveryDoneMarkThePlanReaderKnowsIsProgressNotText() {
        for mark in ["✅", "✔", "☑", "✓", "✔\u{FE0F}", "[x]"] {
            let line = "### \(mark) Task 1: Shelf tips"
            XCTAssertTrue(PlanText.marksDone(line), mark)
            let expected = mark == "[x]" ? "### [ ] Task 1: Shelf tips" : "### Task 1: Shelf tips"
            XCTAssertEqual(
                String(decoding: ProgressMarks.removed(from: Array(line.utf8)), as: UTF8.self), expected, mark)
        }
    }

    func testAMalformedReadingIsAnErrorAtItsPlace() {
        let cases: [(String, String, JSONPosition)] = [
            ("{", "expected", JSONPosition(line: 1, column: 2)),
            ("[]", "expected an object, not an array", JSONPosition(line: 1, column: 1)),
            (
                #"{"tool": "tiplint", "version": 2}"#, "\"version\" must be 1", JSONPosition(line: 1, column: 32)
            ),
        ]
        for (json, message, position) in cases {
            XCTAssertThrowsError(try read(json, current: "")) { error in
                let error = error as? AcceptedReadingError
                XCTAssertTrue(error?.message.contains(message) == true, "\(json): \(String(describing: error))")
                XCTAssertEqual(error?.position, position, json)
            }
        }
    }

    func testAWrongTypeDeepInsideNamesItsLine() throws {
        let plan = PlanReader.read(documents: [("docs/plan.md", markdown)])
        let json = AcceptedPlanReading.json(plan, texts: [markdown]) { String($0.dropFirst(5)) }
            .replacingOccurrences(of: "\"evidence\": \"stated\"", with: "\"evidence\": \"guessed\"")
        let line = json.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("guessed") }.map { $0 + 1 }
        XCTAssertThrowsError(try read(json, current: markdown)) { error in
            let error = error as? AcceptedReadingError
            XCTAssertEqual(error?.message, "\"evidence\" must be one of declared, tabled, stated, mentioned")
            XCTAssertEqual(error?.position.line, line)
        }
    }
}
