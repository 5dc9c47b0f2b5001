import TipLintTestSupport
import XCTest

@testable import TipLint

/// Round 12 of the real plans (a whole-app tracker with a TipKit category, a broad design naming its
/// one tip in prose, a research note's tip table): tips named by copy or subject only are mentioned,
/// never more than a note; file lists tell new files from files to update; hedges are whole words.
final class PlanRound12ShapesTests: XCTestCase {
    private func tips(_ text: String) -> [String] { plannedTipLines(text, path: "plan.md") }

    private func files(_ text: String) -> [String] {
        PlanReader.read(documents: [(path: "plan.md", text: text)]).files.map {
            "\($0.path) \($0.action) \($0.evidence.rawValue) plan.md:\($0.source.line)"
        }
    }

    // MARK: Tips named by subject and copy under a TipKit heading

    /// Plain bullets under a TipKit heading, each a subject, a colon and the tip's copy in quotes: a
    /// tip named by its subject, matched by its copy too; a bullet about TipKit with no quoted copy is none.
    func testASubjectAndQuotedCopyUnderATipKitHeadingIsAMentionedTip() {
        XCTAssertEqual(
            tips(
                """
                # Pantry app plan

                ### Group F: TipKit Onboarding

                **F1. Contextual Tips**
                - Empty pantry: "Scan a receipt to fill your pantry" (points to the scan button)
                - Expiry list / first visit: "Swipe left on an item to mark it used"
                - Title: "Not a subject"
                - Built on TipKit. Tips go away once the person does the thing they teach
                """),
            [
                "Empty pantry | Empty pantry Scan a receipt to fill your pantry | mentioned | plan.md:6",
                "Expiry list / first visit | Expiry list / first visit Swipe left on an item to mark it used | mentioned | plan.md:7",
            ])
    }

    /// The same bullet under a heading that is not about tips names no tip.
    func testASubjectAndQuotedCopyElsewhereIsNoTip() {
        XCTAssertEqual(
            tips(
                """
                # Pantry app plan

                ### Group G: Empty states

                - Empty pantry: "Scan a receipt to fill your pantry"
                """),
            [])
    }

    /// `Candidate tips: a, b, and c` in a checkbox: one mentioned tip per subject.
    func testCandidateTipsListsTipsBySubject() {
        XCTAssertEqual(
            tips(
                """
                # Pantry app plan

                ### 9.4 TipKit onboarding

                - [ ] Use TipKit only once people get lost
                - [ ] Candidate tips: receipt scanning, expiry alerts, and shared lists
                """),
            [
                "receipt scanning | receipt scanning | mentioned | plan.md:6",
                "expiry alerts | expiry alerts | mentioned | plan.md:6",
                "shared lists | shared lists | mentioned | plan.md:6",
            ])
    }

    /// Mentioned tips the code lacks give notes, never a warning or an error.
    func testTipsNamedBySubjectGiveNotesOnly() throws {
        let result = try InMemoryProject.analyze(
            [
                "App/PantryApp.swift": """
                import SwiftUI
                import TipKit

                @main struct PantryApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { Text("Pantry") } }
                }
                """
            ],
            plan: """
                # Pantry app plan

                ### Group F: TipKit Onboarding

                - Empty pantry: "Scan a receipt to fill your pantry"
                - [ ] Candidate tips: receipt scanning
                """)
        let plan = result.findings.filter { $0.ruleID.hasPrefix("plan_") }
        XCTAssertEqual(
            plan.map { "\($0.ruleID) \($0.severity.rawValue) \($0.file):\($0.line)" },
            ["plan_tip_missing note docs/plan.md:5", "plan_tip_missing note docs/plan.md:6"])
    }

    // MARK: Files to create and files to update

    func testANewFileIsReadWholeAndWordsAfterItAreNotActions() {
        XCTAssertEqual(
            files(
                """
                # Pantry app plan

                **Files**: New `SparkleModifier.swift` or similar, applied in `PantryView`
                """),
            ["SparkleModifier.swift create mentioned plan.md:3"])
    }

    /// `New A, update B, C`: A is created, B and C are modified; `new` later in a list marks only
    /// the path after it.
    func testUpdateAfterNewTurnsTheRestToFilesToModify() {
        XCTAssertEqual(
            files(
                """
                # Pantry app plan

                **Files**: New `PantryError.swift`, update `SignInView.swift`, `PantryStore.swift`, all views with errors
                **Files**: `SettingsView.swift`, new `ExportSheet.swift`, `PantryStore.swift`
                """),
            [
                "PantryError.swift create mentioned plan.md:3", "SignInView.swift modify mentioned plan.md:3",
                "PantryStore.swift modify mentioned plan.md:3", "SettingsView.swift modify mentioned plan.md:4",
                "ExportSheet.swift create mentioned plan.md:4",
            ])
    }

    // MARK: Hedged sentences are whole words

    /// "whenever" holds "never", "this nothing" holds "is not": neither makes the line negative.
    func testAHedgeInsideAWordIsNoHedge() {
        XCTAssertNil(HedgedSentence.kind(of: "Show `PantryTip` whenever the pantry is empty"))
        XCTAssertNil(HedgedSentence.kind(of: "This nothing-to-see state gets `EmptyTip`"))
        XCTAssertEqual(HedgedSentence.kind(of: "`PantryTip` is never shown twice"), .negativeSentence)
        XCTAssertEqual(HedgedSentence.kind(of: "It might move to the toolbar"), .hypotheticalSentence)
        XCTAssertEqual(
            tips("- [ ] Show `PantryTip` in `PantryView.swift` whenever the pantry is empty"),
            ["PantryTip | - | stated | plan.md:1"])
    }

    // MARK: Quoted copy as a tip's name

    /// A tip table naming a tip by its quoted copy: the name is the copy, and `tiplint plan` quotes it once.
    func testQuotedCopyInATipTableIsNamedWithoutItsQuotes() {
        let plan = PlanReader.read(
            documents: [
                (
                    path: "plan.md",
                    text: """
                    # Pantry tips

                    | Tip | When | Where |
                    |---|---|---|
                    | "Try the list view" | After five visits | Tab bar |
                    """
                )
            ])
        XCTAssertEqual(plan.tips.map(\.name), ["Try the list view"])
        XCTAssertTrue(
            PlanReport.render(plan, check: false, format: .text).contains(
                "  \"Try the list view\" (named by its words, no type) (plan.md:5, mentioned)\n"))
    }
}
