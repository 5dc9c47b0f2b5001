import XCTest

@testable import TipLint

/// The whole analysis over the Sprig fixture app (Tests/Fixtures/Sprig): a clean
/// tree that must pass, and variants with seeded defects, each marked on its line
/// with a `tiplint-expect:` comment saying which finding it gives and why.
final class EndToEndTests: XCTestCase {
    private let tips = "Sprig/Tips/SprigTips.swift"
    private let app = "Sprig/SprigApp.swift"
    private let plan = "docs/plans/sprig-tips-plan.md"
    private let design = "docs/plans/sprig-tips-design.md"

    // MARK: - Clean

    func testCleanAppMatchesItsPlanWithNoFindings() throws {
        let run = try FixtureRun(Fixtures.base("Sprig"))
        run.assertFindings([])
    }

    /// Guards the clean test against passing vacuously: the analysis did see
    /// the tips, sites and plan that the clean tree and its plan contain.
    func testCleanAppModelAndPlanAreFullyRead() throws {
        let run = try FixtureRun(Fixtures.base("Sprig"))
        let model = run.result.model
        let tipNames: Set = [
            "AddPlantTip", "WaterRoundTip", "QuickLogTip", "DueTodayTip", "CareFilterTip", "LiveIdentifyTip",
            "PhotoIdentifyTip", "LeafBoxTip", "RescanTip", "PinPlantTip", "PlantActionsTip", "CareNotesTip",
        ]
        XCTAssertEqual(Set(model.tips.map(\.name)), tipNames)
        XCTAssertEqual(model.tips.count, 12)
        XCTAssertEqual(model.tips.first { $0.name == "RescanTip" }?.conformsThroughExtension, true)
        XCTAssertEqual(Set(model.displaySites.compactMap(\.tipType)), tipNames)
        XCTAssertEqual(model.displaySites.count, 12)
        XCTAssertEqual(model.donations.count, 12)
        XCTAssertEqual(model.configureCalls.count, 1)
        XCTAssertEqual(model.invalidations.map { $0.tipType ?? "unresolved" }, ["CareNotesTip"])
        XCTAssertEqual(model.files.filter { $0.imports("TipKit") }.count, 8)
        XCTAssertEqual(run.result.systems, [.tipKit])

        let plan = try XCTUnwrap(run.result.plan)
        XCTAssertEqual(Set(plan.tips.map(\.name)), tipNames)
        XCTAssertEqual(plan.statedTipCounts.map(\.value), [12, 12])
        XCTAssertEqual(plan.files.count, 8)
        XCTAssertEqual(Set(plan.displaySites.compactMap(\.tip)), tipNames)
        XCTAssertEqual(Set(plan.displaySites.map { "\($0.file) \($0.tip ?? "")" }).count, 12)
        XCTAssertEqual(Set(plan.donations.map { "\($0.file) \($0.tip ?? "").\($0.event ?? "")" }).count, 11)
        XCTAssertEqual(Set(plan.imports.map(\.file)).count, 8)
        XCTAssertEqual(plan.configure?.file, app)
        XCTAssertEqual(plan.configure?.options, [".displayFrequency(.immediate)"])
        XCTAssertEqual(plan.statedImportFileCount?.value, 8)
        XCTAssertEqual(plan.statedConfigureFileCount?.value, 1)
        XCTAssertEqual(plan.designCopy.count, 12)
        XCTAssertEqual(plan.contradictions, [])
        XCTAssertEqual(
            plan.tips.first { $0.name == "RescanTip" }?.events, [PlannedEvent(name: "rescanned", id: "rescanTapped")])
        XCTAssertEqual(plan.tips.first { $0.name == "LeafBoxTip" }?.title, "Tag This Plant")
        XCTAssertEqual(plan.tips.first { $0.name == "PinPlantTip" }?.image, "pin")
    }

    /// The marks the defect tests read: rule ids after `tiplint-expect:`, up to a reason or the comment's end.
    func testExpectationMarksAreRead() {
        XCTAssertEqual(
            FixtureExpectations.rules(in: "let x = 1 // tiplint-expect: a_rule, b_rule - because"),
            ["a_rule", "b_rule"])
        XCTAssertEqual(
            FixtureExpectations.rules(in: "| a | b | <!-- tiplint-expect: plan_inconsistent -->"), ["plan_inconsistent"]
        )
        XCTAssertEqual(
            FixtureExpectations.rules(in: "// tiplint:disable:next x - tiplint-expect: invalid_suppression - why"),
            ["invalid_suppression"])
        XCTAssertEqual(FixtureExpectations.rules(in: "// an ordinary comment"), [])
    }

    // MARK: - Code defects

    func testWiringDefects() throws {
        let run = try FixtureRun(Fixtures.variant("Sprig", "defects-wiring"))
        let identify = "Sprig/Views/Identify/IdentifyView.swift"
        let detail = "Sprig/Views/Plants/PlantDetailView.swift"
        run.assertMarkedFindings()
        // The two flavours of missing_import say different things: TipView will
        // not compile without the import; .popoverTip/.donate() compile through
        // leaky member visibility.
        let messages = Dictionary(
            uniqueKeysWithValues: run.findings("missing_import").map { (run.relative($0.file), $0.message) })
        XCTAssertEqual(messages.count, 2)
        XCTAssertNotEqual(messages[identify], messages[detail])
        XCTAssertTrue(messages[detail]?.contains("TipView") ?? false, messages[detail] ?? "")
        // The plan adds `import TipKit` to IdentifyView, so its members-only use is an error
        // too; without the plan it compiles today and is a warning.
        XCTAssertEqual(run.findings("missing_import").map(\.severity), [.error, .error])
        let withoutPlan = try FixtureRun(Fixtures.variant("Sprig", "defects-wiring"), usePlan: false)
        XCTAssertEqual(
            withoutPlan.findings("missing_import").map { "\($0.severity) \(withoutPlan.relative($0.file))" },
            ["warning \(identify)", "error \(detail)"])
        // RescanTip, a popover on the Scan Again button, waits for the undonated event: never retired
        // either. One defect, one finding: it is a related location there (where the extension makes it a tip).
        let undonated = try XCTUnwrap(run.findings("event_never_donated").first)
        XCTAssertEqual(undonated.related.map { "\(run.relative($0.file)):\($0.line)" }, ["\(tips):176"])
        XCTAssertTrue(
            undonated.message.hasSuffix(
                "also: so RescanTip, which waits for it, is never retired either "
                    + "(\(undonated.related[0].file):176)"), undonated.message)
    }

    func testConfigurationDefects() throws {
        let run = try FixtureRun(Fixtures.variant("Sprig", "defects-config"))
        run.assertMarkedFindings()
    }

    func testEventTipIdAndGeneralDefects() throws {
        let run = try FixtureRun(Fixtures.variant("Sprig", "defects-events"))
        run.assertMarkedFindings()
        XCTAssertTrue(run.findings("invalid_suppression").first?.message.contains("event_unsued") ?? false)
    }

    func testDisplayCopyAndBetaDefects() throws {
        let run = try FixtureRun(Fixtures.variant("Sprig", "defects-display"))
        run.assertMarkedFindings()
        let betaMessages = run.findings("beta_api").map(\.message).joined(separator: "\n")
        XCTAssertTrue(betaMessages.contains("actionPerformed"), betaMessages)
        XCTAssertTrue(betaMessages.contains("MaxDisplayCount"), betaMessages)
    }

    // MARK: - Code against the plan

    func testCodeThatDriftedFromThePlan() throws {
        let run = try FixtureRun(Fixtures.variant("Sprig", "defects-plan"))
        run.assertMarkedFindings()
    }

    func testMovedFileAndDroppedTip() throws {
        let run = try FixtureRun(Fixtures.variant("Sprig", "defects-moved"))
        run.assertMarkedFindings()
        let message = run.findings("plan_file_missing").first?.message ?? ""
        XCTAssertTrue(message.contains("Sprig/Views/Scan/IdentifyView.swift"), message)
    }

    // MARK: - Plan documents

    func testPlanWithoutStatedCountReportsNoCountMismatch() throws {
        let run = try FixtureRun(Fixtures.variant("Sprig", "plan-nocount"))
        run.assertMarkedFindings()
        XCTAssertEqual(run.result.plan?.statedTipCounts.count, 0)
    }

    func testPlanThatContradictsItselfAndItsDesign() throws {
        let run = try FixtureRun(Fixtures.variant("Sprig", "plan-inconsistent"))
        // The code follows the plan where the design disagrees with it: the
        // contradiction is the plan's (plan_inconsistent), not the code's.
        run.assertMarkedFindings()
    }

    func testPlanOnlyRulesDoNotRunWithoutAPlan() throws {
        let run = try FixtureRun(Fixtures.variant("Sprig", "defects-plan"), usePlan: false)
        run.assertFindings([])
    }
}
