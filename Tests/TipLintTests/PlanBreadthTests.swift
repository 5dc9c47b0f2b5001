import XCTest

@testable import TipLint

/// Which documents are broad (a roadmap, a product spec: tips are one section among many) and which
/// are tip plans, judged from names and headings only.
final class PlanBreadthTests: XCTestCase {
    /// `count` headings after the title, the first `aboutTips` of them about tips.
    private func document(title: String, headings count: Int, aboutTips: Int) -> String {
        (["# \(title)"] + (0..<count).map { $0 < aboutTips ? "## Onboarding tips \($0)" : "## Chapter \($0)" })
            .joined(separator: "\n\n")
    }

    func testABroadTitleWithFewTipSectionsIsBroad() {
        // "Coach" alone is the app's name, not coach marks.
        let title = "Quiet Coach — Platform Modernization Plan"
        XCTAssertTrue(PlanBreadth.isBroad(document(title: title, headings: 9, aboutTips: 2), path: "PLAN.md"))
        XCTAssertTrue(PlanBreadth.isBroad(document(title: "Lantern", headings: 9, aboutTips: 1), path: "MIGRATION.md"))
        // One heading in four about tips is a document about tips too.
        XCTAssertFalse(PlanBreadth.isBroad(document(title: title, headings: 7, aboutTips: 2), path: "PLAN.md"))
    }

    func testWithoutABroadTitleTipsMustBeRarer() {
        XCTAssertTrue(PlanBreadth.isBroad(document(title: "Lantern spec", headings: 11, aboutTips: 1), path: "spec.md"))
        XCTAssertFalse(
            PlanBreadth.isBroad(document(title: "Lantern spec", headings: 11, aboutTips: 2), path: "spec.md"))
        // Too short to be about many things.
        XCTAssertFalse(PlanBreadth.isBroad(document(title: "Lantern spec", headings: 6, aboutTips: 0), path: "spec.md"))
    }

    func testADocumentNamedForTipsIsNeverBroad() {
        let many = document(title: "Lantern roadmap", headings: 30, aboutTips: 1)
        XCTAssertTrue(PlanBreadth.isBroad(many, path: "docs/plan.md"))
        XCTAssertFalse(PlanBreadth.isBroad(many, path: "docs/onboarding-tips.md"))
        XCTAssertFalse(
            PlanBreadth.isBroad(
                document(title: "Coach marks roadmap", headings: 30, aboutTips: 1), path: "docs/plan.md"))
        XCTAssertFalse(
            PlanBreadth.isBroad(document(title: "TipKit migration", headings: 30, aboutTips: 1), path: "docs/plan.md"))
    }

    /// A project log is read in part already; its sketches are illustrations too.
    func testAProjectLogIsBroad() {
        XCTAssertTrue(PlanBreadth.isBroad(document(title: "Lantern TODO", headings: 2, aboutTips: 1), path: "TODO.md"))
    }
}
