import TipLintTestSupport
import XCTest

@testable import TipLint

/// Tips a plan names by subject only, several to a task (real plans, round 5: a roadmap's
/// `Create tips: Server Setup, Create Session, Command Palette`): each a mentioned tip named by its
/// words, matched to the code's tips by them, never more than a note.
final class PlanSubjectTipListTests: XCTestCase {
    private let roadmap = """
        # Roadmap

        ### Day 12: TipKit Onboarding

        | # | Task | Effort | Impact |
        |---|------|--------|--------|
        | 2.11 | Add TipKit framework and configure | 1 hr | Setup |
        | 2.12 | Create tips: Server Setup, Create Session, Command Palette | 3 hrs | HIGH - onboarding |
        | 2.13 | Create tips: Theme selection, MCP servers, Teams | 2 hrs | MEDIUM |
        | 2.14 | Add tip rules (show after N app opens, sequential tips) | 1 hr | Polish |
        """

    private func tips(_ text: String) -> [String] {
        PlanReader.read(documents: [(path: "plan.md", text: text)]).tips.map {
            "\($0.name) | \($0.describedAs ?? "-") | \($0.evidence.rawValue) | plan.md:\($0.source.line)"
        }
    }

    func testATaskRowNamesEachTipItListsBySubject() {
        XCTAssertEqual(
            tips(roadmap),
            [
                "Server Setup | Server Setup | mentioned | plan.md:8",
                "Create Session | Create Session | mentioned | plan.md:8",
                "Command Palette | Command Palette | mentioned | plan.md:8",
                "Theme selection | Theme selection | mentioned | plan.md:9",
                "MCP servers | MCP servers | mentioned | plan.md:9",
                "Teams | Teams | mentioned | plan.md:9",
            ])
    }

    func testListItemsNameTipsAfterTipsForOrTipsColon() {
        XCTAssertEqual(
            tips(
                """
                # Polish plan

                - [ ] Add TipKit tips for search, filters and sharing.
                - Tips for: Export; Import
                """),
            [
                "search | search | mentioned | plan.md:3",
                "filters | filters | mentioned | plan.md:3",
                "sharing | sharing | mentioned | plan.md:3",
                "Export | Export | mentioned | plan.md:4",
                "Import | Import | mentioned | plan.md:4",
            ])
    }

    /// A task about TipKit listing features in quotes, two or more in a row, names a tip for each;
    /// one quote is copy, and a row not about TipKit lists no tips.
    func testATaskAboutTipKitNamesTheFeaturesItQuotes() {
        XCTAssertEqual(
            tips(
                """
                # Upgrade batches

                | Item | Why | Size |
                |---|---|---|
                | H-3 TipKit guidance | "Storybook" "Long-press theme", "Identity switch" are hidden too deep | S |
                | H-4 TipKit copy | "Tap to start" reads better | S |
                | H-5 Menus | "Share" "Export" move to the toolbar | M |
                | H-6 TipKit for | 「收进绘本」、「身份切换」 | S |
                """),
            [
                "Storybook | Storybook | mentioned | plan.md:5",
                "Long-press theme | Long-press theme | mentioned | plan.md:5",
                "Identity switch | Identity switch | mentioned | plan.md:5",
                "收进绘本 | 收进绘本 | mentioned | plan.md:8",
                "身份切换 | 身份切换 | mentioned | plan.md:8",
            ])
    }

    /// A sentence after "tips for", subjects that name nothing in particular, a negative line and
    /// "tips" that is not the task's object name no tip.
    func testSentencesAndGenericSubjectsNameNoTip() {
        XCTAssertEqual(
            tips(
                """
                # Polish plan

                - Write tips for people who skip the intro screen and then never come back to it
                - Add tips for new users
                - Do not add tips for search, filters and sharing
                - Read the TipKit docs: tips for beginners, advanced rules
                - Review tips: Export, Import
                - Tips for test type selection, belt filtering, question format
                  5. Tips for effective studying
                """), [])
    }

    /// A general plural after "tips for" is a kind of thing, a tip per step or screen, not one
    /// tip's name (real plans, round 8: a scope bullet's `tips for activation steps`); a list that
    /// names its subjects keeps them, plural or not.
    func testAKindOfThingAfterTipsForNamesNoTip() {
        XCTAssertEqual(
            tips(
                """
                # Activation presentation

                - Optional TipKit tips for activation steps (one tip / one action).
                - Add TipKit tips for settings screens
                - Add TipKit tips for search, onboarding steps and sharing
                """),
            [
                "search | search | mentioned | plan.md:5",
                "sharing | sharing | mentioned | plan.md:5",
            ])
    }

    /// A line about TipKit or coach marks names a tip per named feature after "hints for" or "tips
    /// for" (real plans, round 10: a status item's first-run hints); lowercase subjects there are
    /// topics, not features.
    func testALineAboutCoachMarksNamesATipPerNamedFeature() {
        XCTAssertEqual(
            tips(
                """
                # Status

                - [P-2] TipKit/coach marks: welcome hints for New Trip and Split Bill
                - [P-3] Coach marks: first-launch tips for Scan Receipt, Export
                - [P-4] TipKit rollout: hints for search and export
                """),
            [
                "New Trip | New Trip | mentioned | plan.md:3",
                "Split Bill | Split Bill | mentioned | plan.md:3",
                "Scan Receipt | Scan Receipt | mentioned | plan.md:4",
                "Export | Export | mentioned | plan.md:4",
            ])
    }

    /// A general plural after "tips for" then its subjects in brackets names a tip per subject
    /// (real plans, round 10: a roadmap item); a bracket of one note names none.
    func testAKindOfThingThenItsSubjectsInBracketsNamesATipPerSubject() {
        XCTAssertEqual(
            tips(
                """
                # Roadmap

                - [ ] **TipKit** — gentle tips for hidden features (km/mi toggle, pin swipe, Archive)
                - [ ] TipKit: tips for settings screens (later)
                """),
            [
                "km/mi toggle | km/mi toggle | mentioned | plan.md:3",
                "pin swipe | pin swipe | mentioned | plan.md:3",
                "Archive | Archive | mentioned | plan.md:3",
            ])
    }

    /// A done item's "tips for hidden gestures (a, b, c)" names a tip per gesture, done with the item, and
    /// none for the gestures as a whole (real plans, round 17: a roadmap's done learnability phase).
    func testTipsForGesturesThenTheirNamesInBracketsNameATipPerGesture() {
        let plan = """
            # Roadmap

            - [x] Polish Phase 3 — TipKit tips for hidden shortcuts (long-press peek, two-finger zoom, ⌘-K search); help page redone
            - [ ] TipKit tips for hidden gestures
            """
        XCTAssertEqual(
            PlanReader.read(documents: [(path: "plan.md", text: plan)]).tips.map {
                "\($0.name) | \($0.evidence.rawValue) | plan.md:\($0.source.line) | done \($0.isDone)"
            },
            [
                "long-press peek | mentioned | plan.md:3 | done true",
                "two-finger zoom | mentioned | plan.md:3 | done true",
                "⌘-K search | mentioned | plan.md:3 | done true",
            ])
    }

    func testEachSubjectIsCheckedAsTheCodesTipItNamesAndOnlyAsANote() throws {
        let code = """
            import TipKit

            struct ServerSetupTip: Tip { var title: Text { Text("Connect a server") } }
            struct CreateSessionTip: Tip { var title: Text { Text("Start a session") } }
            struct CommandPaletteTip: Tip { var title: Text { Text("Press ⌘K") } }
            struct ThemeTip: Tip { var title: Text { Text("Pick a theme") } }
            """
        let findings = try InMemoryProject.analyze(["App/Tips.swift": code], plan: roadmap).findings
            .filter { $0.ruleID.hasPrefix("plan_") }.map { "\(ExpectedFinding($0)) \($0.severity)" }
        // The theme tip is "Theme selection"; no tip of the code is "MCP servers" or "Teams".
        XCTAssertEqual(
            findings,
            ["docs/plan.md:9 plan_tip_missing note", "docs/plan.md:9 plan_tip_missing note"])
    }
}
