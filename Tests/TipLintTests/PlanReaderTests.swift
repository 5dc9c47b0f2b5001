import XCTest

@testable import TipLint

final class PlanReaderTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tiplint-plan-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ name: String, _ bytes: [UInt8]) -> String {
        let path = directory.appendingPathComponent(name).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    private func errorText(_ paths: [String]) -> String? {
        do {
            _ = try PlanReader.read(paths: paths)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testUnreadablePlansAreErrorsNamingTheFile() {
        let good = write("plan.md", Array("**Goal:** Add 2 tips\n".utf8))
        let missing = directory.appendingPathComponent("gone.md").path
        let latin1 = write("latin1.md", [0x23, 0x20, 0xE9, 0x0A])
        XCTAssertEqual(errorText([good, missing]), "\(missing): cannot read plan: No such file or directory")
        XCTAssertEqual(errorText([latin1]), "\(latin1): cannot read plan: is not valid UTF-8")
        XCTAssertEqual(errorText([directory.path]), "\(directory.path): cannot read plan: Is a directory")
    }

    func testReadsDocumentsInOrderFromDisk() throws {
        let plan = write("plan.md", Array("**Goal:** Add 2 TipKit tips\r\n".utf8))
        let design = write("design.md", Array("## Goal\n\nShow 3 popover tips.\n".utf8))
        let read = try PlanReader.read(paths: [plan, design])
        XCTAssertEqual(read.documents, [plan, design])
        XCTAssertEqual(
            read.statedTipCounts,
            [
                Stated(value: 2, source: PlanReference(file: plan, line: 1)),
                Stated(value: 3, source: PlanReference(file: design, line: 3)),
            ])
        XCTAssertEqual(read.contradictions.map(\.message), ["the plan states 3 tips here but 2 at \(plan):1"])
    }

    func testLooksLikePlanByDesignTable() {
        XCTAssertTrue(
            PlanReader.looksLikePlan(
                """
                ## Onboarding Tips
                ### Shelf (ShelfView)
                | Target | Title | Message |
                |---|---|---|
                | Add | Stock Up | Add it |
                """))
        XCTAssertFalse(
            PlanReader.looksLikePlan(
                """
                ## Release notes
                | Title | Message |
                |---|---|
                | tooltips | tipsy |
                """), "a Title/Message table under no heading that names tips")
        XCTAssertFalse(PlanReader.looksLikePlan("# Tips\n\nSome tips for contributors.\n```swift\nlet tip = 1\n```"))
        XCTAssertFalse(PlanReader.looksLikePlan(""))
    }

    /// Sections and bullets about a tip make a plan only in a document about tips: a code review
    /// names tip types and the files it touches too.
    func testLooksLikePlanBySectionsOnlyWhenTheDocumentIsAboutTips() {
        let review = """
            # Codebase review

            ### Issue 1: ShadeTip never shows
            - shown on `Views/SettingsView.swift`
            """
        XCTAssertFalse(PlanReader.looksLikePlan(review))
        XCTAssertFalse(PlanReader.looksLikePlan(review, names: ["IMPROVEMENT_PLAN.md", "002-export"]))
        for title in ["Shade tips", "Onboarding guidance"] {
            XCTAssertTrue(
                PlanReader.looksLikePlan(review.replacingOccurrences(of: "Codebase review", with: title)), title)
        }
        XCTAssertTrue(PlanReader.looksLikePlan(review, names: ["2026-02-01-shade-tips.md"]))
        XCTAssertTrue(PlanReader.looksLikePlan(review, names: ["TipKitRollout.md"]), "camel case: tip, kit, rollout")
        XCTAssertTrue(PlanReader.looksLikePlan(review, names: ["notes.md", "003-shade-tips"]), "its feature folder")
        let bullet = "- `ShadeTip` shown on `ShadeView.swift`\n"
        XCTAssertTrue(PlanReader.looksLikePlan("### ShadeTip\n" + bullet), "its first heading is a tip")
        XCTAssertFalse(PlanReader.looksLikePlan("# Tipsy\n\n" + bullet), "words, not prefixes")
    }

    /// A tip table is a section about tips whatever the title; a tip declared in code is a plan
    /// only in a document about tips (a research note sketches tips too).
    func testLooksLikePlanByTipTableWhateverTheTitleAndByTipCodeAboutTips() {
        let title = "# Upgrade\n\n"
        XCTAssertTrue(
            PlanReader.looksLikePlan(title + "| Tip | Screen |\n|---|---|\n| ShadeTip | `ShadeView.swift` |\n"))
        let code = "```swift\nstruct ShadeTip: Tip {\n  var title: Text { Text(\"Shade\") }\n}\n```\n"
        XCTAssertFalse(PlanReader.looksLikePlan(title + code))
        XCTAssertTrue(PlanReader.looksLikePlan("# Upgrade\n\n## TipKit\n\n" + code), "a section about tips")
        XCTAssertTrue(PlanReader.looksLikePlan(title + code, names: ["shade-tips.md"]))
        XCTAssertFalse(
            PlanReader.looksLikePlan(
                title + "| Name | Type |\n|---|---|\n| Logic | `struct` |\n| ShadeTip | `struct` |\n"),
            "a Name/Type table that does not say it is about tips")
        XCTAssertFalse(
            PlanReader.looksLikePlan(
                title + "| Issue | File |\n|---|---|\n| ShadeTip never shows | `ShadeView.swift` |\n"),
            "a table without a tip column")
    }
}
