import XCTest

@testable import TipLint

/// A tutorial, a recipes page or a guide declares example tips in Swift as a plan does, but plans none
/// (real plans, round 44): discovery leaves it alone unless it lists tasks or names Swift files.
final class PlanTeachingDocumentTests: XCTestCase {
    private static func document(titled title: String, app: String = "LanternApp", after: String = "") -> String {
        """
        # \(title)

        ## Setting up TipKit

        ```swift
        @main
        struct \(app): App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { ShelfView() } }
        }

        struct ShadeTip: Tip {
            var title: Text { Text("Pick a Shade") }
        }
        ```
        \(after)
        """
    }

    func testATutorialOrAnExampleAppIsNoPlan() {
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "TipKit recipes")))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "Tips"), names: ["tipkit-tutorial.md"]))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "How to use TipKit")))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "TipKit", app: "TipKitExampleApp")))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "TipKit", app: "DemoApp")))
    }

    /// A page titled by the framework alone (`# TipKit`, `# TipKit (iOS 17+)`) is a reference page about
    /// it (real plans, round 46), its checklist of adoption steps too; a title naming the app's tips, or a page
    /// naming the project's Swift files, is a plan.
    func testAPageTitledByTheFrameworkAloneIsNoPlan() {
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "TipKit")))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "TipKit (iOS 17+)")))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "TipKit", after: "- [ ] Add the tip\n")))
        XCTAssertTrue(
            PlanReader.looksLikePlan(
                Self.document(titled: "TipKit", after: "- [ ] Show it from `Views/ShelfView.swift`\n")))
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "Lantern TipKit tips")))
    }

    /// A guide that says plan, lists tasks or names the project's Swift files is a team's plan; so is a
    /// document whose name says nothing of teaching and whose app is no example.
    func testAGuideThatPlansIsOne() {
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "TipKit implementation guide")))
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "TipKit guide", after: "- [ ] Add the tip\n")))
        XCTAssertTrue(
            PlanReader.looksLikePlan(
                Self.document(titled: "TipKit guide", after: "Show it from `Views/ShelfView.swift`.\n")))
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "Lantern tips")))
    }

    /// A page documenting one view of the project (a design system's component page: its name as the title,
    /// a section of its parameters) declares an example tip in its setup section, and plans none (real plans,
    /// round 49); a tip type's own spec, or such a page listing tasks, is a plan.
    func testAPageDocumentingOneTypeIsNoPlan() {
        let parameters = "\n## Parameters\n\n| Name | Meaning |\n|---|---|\n| tip | the tip shown |\n"
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "LanternTipCard", after: parameters)))
        XCTAssertFalse(PlanReader.looksLikePlan(Self.document(titled: "`LanternTipCard`", after: parameters)))
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "LanternTipCard")))
        XCTAssertTrue(PlanReader.looksLikePlan(Self.document(titled: "ShadeTip", after: parameters)))
        XCTAssertTrue(
            PlanReader.looksLikePlan(
                Self.document(titled: "LanternTipCard", after: parameters + "\n- [ ] Use it on the shelf\n")))
    }
}
