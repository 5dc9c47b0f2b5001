import XCTest

@testable import TipLint

/// Issue 22 item 5: events and donations the code has beyond the plan (`plan_event_unplanned`,
/// `plan_donation_unplanned`), from a hand-built plan so each fact's evidence is chosen.
final class PlanEventDeviationTests: XCTestCase {
    private static let tipsPath = "Bake/Tips.swift"
    private static let ovenPath = "Bake/OvenView.swift"
    private static let shelfPath = "Bake/ShelfView.swift"

    private static let tips = """
        import TipKit

        struct OvenTip: Tip {
            static let preheated = Tips.Event(id: "ovenPreheated")
            static let opened = Tips.Event(id: "ovenOpened")
            var title: Text { Text("Preheat first") }
            var rules: [Rule] {
                #Rule(Self.preheated) { $0.donations.count == 0 }
                #Rule(Self.opened) { $0.donations.count < 3 }
            }
        }
        """

    private static let oven = """
        import SwiftUI
        import TipKit

        struct OvenView: View {
            var body: some View {
                Button("Preheat") { OvenTip.preheated.donate() }
                    .popoverTip(OvenTip())
                Button("Open") { OvenTip.opened.donate() }
            }
        }
        """

    private static let shelf = """
        import SwiftUI
        import TipKit

        struct ShelfView: View {
            var body: some View {
                Button("Warm up") { OvenTip.preheated.donate() }
            }
        }
        """

    private func plan(
        events: [PlannedEvent], evidence: EvidenceGrade = .declared, donationIn file: String = ovenPath
    )
        -> Plan
    {
        var plan = Plan()
        plan.documents = ["docs/plan.md"]
        plan.tips = [
            PlannedTip(
                name: "OvenTip", events: events, title: "Preheat first",
                source: PlanReference(file: "docs/plan.md", line: 8), evidence: evidence)
        ]
        plan.displaySites = [
            PlannedSite(file: Self.ovenPath, tip: "OvenTip", source: PlanReference(file: "docs/plan.md", line: 20))
        ]
        plan.donations = [
            PlannedSite(
                file: file, tip: "OvenTip", event: "preheated", source: PlanReference(file: "docs/plan.md", line: 21),
                evidence: evidence)
        ]
        return plan
    }

    private func findings(_ plan: Plan, files: [(path: String, source: String)]) throws -> [String] {
        let sources = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.source) })
        var options = AnalysisOptions()
        options.plan = plan
        options.read = { path in sources[path].map { .bytes(Array($0.utf8)) } ?? .failure("no such file") }
        return try Analyzer.run(files: files.map(\.path), options: options).findings
            .filter { $0.ruleID.hasSuffix("_unplanned") || $0.ruleID == "plan_donation_missing" }
            .map { "\($0.file):\($0.line): \($0.severity): \($0.message) (\($0.ruleID)) plan=\($0.plan?.line ?? 0)" }
    }

    private let preheated = PlannedEvent(name: "preheated", id: "ovenPreheated")

    func testAnEventThePlanDoesNotGiveTheTipIsAnError() throws {
        XCTAssertEqual(
            try findings(plan(events: [preheated]), files: [(Self.tipsPath, Self.tips), (Self.ovenPath, Self.oven)]),
            [
                "Bake/Tips.swift:9: error: OvenTip's rules read OvenTip.opened (id \"ovenOpened\"), an event the plan "
                    + "does not give OvenTip (its events: preheated; docs/plan.md:8); add it to the plan, or drop it "
                    + "from the rule (plan_event_unplanned) plan=8"
            ])
    }

    func testAnEventOfAPlannedIDUnderAnotherNameIsPlanned() throws {
        let events = [preheated, PlannedEvent(name: "doorOpened", id: "ovenOpened")]
        XCTAssertEqual(
            try findings(plan(events: events), files: [(Self.tipsPath, Self.tips), (Self.ovenPath, Self.oven)]), [])
    }

    /// Not donated: `event_never_donated` reports it, not the plan.
    func testAnUnplannedEventNeverDonatedIsNotThisRules() throws {
        let oven = Self.oven.replacingOccurrences(of: "OvenTip.opened.donate()", with: "open()")
        XCTAssertEqual(
            try findings(plan(events: [preheated]), files: [(Self.tipsPath, Self.tips), (Self.ovenPath, oven)]), [])
    }

    /// A plan that only mentions the tip's events in prose is no list to hold the code to: a note.
    func testAnEventAgainstAMentionedPlanIsANote() throws {
        let found = try findings(
            plan(events: [preheated], evidence: .mentioned),
            files: [(Self.tipsPath, Self.tips), (Self.ovenPath, Self.oven)])
        XCTAssertEqual(
            found.map { $0.components(separatedBy: ": ").prefix(2).joined(separator: ": ") },
            ["Bake/Tips.swift:9: note"])
    }

    func testADonationInAFileThePlanDoesNotNameIsAWarning() throws {
        let files = [(Self.tipsPath, Self.tips), (Self.ovenPath, Self.oven), (Self.shelfPath, Self.shelf)]
        XCTAssertEqual(
            try findings(plan(events: [preheated, PlannedEvent(name: "opened", id: "ovenOpened")]), files: files),
            [
                "Bake/ShelfView.swift:6: warning: OvenTip.preheated is donated here, but the plan donates it only in "
                    + "Bake/OvenView.swift (docs/plan.md:21); add this file to the plan, or donate it only where planned "
                    + "(plan_donation_unplanned) plan=21"
            ])
    }

    /// The planned file lacks the donation: `plan_donation_missing` names the one elsewhere, once.
    func testADonationMovedAwayFromThePlannedFileIsOneFinding() throws {
        let oven = Self.oven.replacingOccurrences(of: "OvenTip.preheated.donate()", with: "preheat()")
        let files = [(Self.tipsPath, Self.tips), (Self.ovenPath, oven), (Self.shelfPath, Self.shelf)]
        let found = try findings(
            plan(events: [preheated, PlannedEvent(name: "opened", id: "ovenOpened")]), files: files)
        XCTAssertEqual(found.map { $0.components(separatedBy: " plan=").last ?? "" }, ["21"])
        XCTAssertTrue(found[0].hasPrefix("Bake/OvenView.swift:1: error:"), found[0])
        XCTAssertTrue(found[0].contains("(plan_donation_missing)"), found[0])
    }

    func testAMentionedDonationSiteGivesANote() throws {
        let files = [(Self.tipsPath, Self.tips), (Self.ovenPath, Self.oven), (Self.shelfPath, Self.shelf)]
        let found = try findings(
            plan(events: [preheated, PlannedEvent(name: "opened", id: "ovenOpened")], evidence: .mentioned),
            files: files)
        XCTAssertEqual(
            found.map { $0.components(separatedBy: ": ").prefix(2).joined(separator: ": ") },
            ["Bake/ShelfView.swift:6: note"])
    }
}
