import TipLint
import XCTest

/// The whole analysis over the Sprig fixture app (Tests/Fixtures/Sprig): a clean
/// tree that must pass, and variants with seeded defects whose findings are
/// listed exactly. Tests/Fixtures/README.md says what each variant seeds.
final class EndToEndTests: XCTestCase {
    private let tips = "Sprig/Tips/SprigTips.swift"
    private let app = "Sprig/SprigApp.swift"
    private let plan = "docs/plans/sprig-tips-plan.md"
    private let design = "docs/plans/sprig-tips-design.md"

    // MARK: - Clean

    func testCleanAppMatchesItsPlanWithNoFindings() throws {
        let run = try FixtureRun(Fixtures.sprig("clean"))
        run.assertFindings([])
    }

    /// Guards the clean test against passing vacuously: the analysis did see
    /// the tips, sites and plan that the clean tree and its plan contain.
    func testCleanAppModelAndPlanAreFullyRead() throws {
        let run = try FixtureRun(Fixtures.sprig("clean"))
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
        XCTAssertEqual(plan.tips.first { $0.name == "RescanTip" }?.events, [PlannedEvent(name: "rescanned", id: "rescanTapped")])
        XCTAssertEqual(plan.tips.first { $0.name == "LeafBoxTip" }?.title, "Tag This Plant")
        XCTAssertEqual(plan.tips.first { $0.name == "PinPlantTip" }?.image, "pin")
    }

    // MARK: - Code defects

    func testWiringDefects() throws {
        let run = try FixtureRun(Fixtures.sprig("defects-wiring"))
        let identify = "Sprig/Views/Identify/IdentifyView.swift"
        let detail = "Sprig/Views/Plants/PlantDetailView.swift"
        run.assertFindings([
            .init("rule_parameter_missing_dollar", tips, 99),
            .init("event_never_donated", tips, 121),
            .init("parameter_never_set", tips, 161),
            // RescanTip becomes a tip in `extension RescanTip: Tip {}`, where it is reported.
            .init("tip_never_invalidated", tips, 176),
            .init("plan_import_missing", identify, 1),
            .init("missing_import", identify, 19),
            .init("plan_import_missing", detail, 1),
            .init("missing_import", detail, 23),
            .init("plan_donation_missing", "Sprig/Views/Review/PhotoReviewView.swift", 1),
        ])
        // The two flavours of missing_import say different things: TipView will
        // not compile without the import; .popoverTip/.donate() compile through
        // leaky member visibility.
        let messages = Dictionary(uniqueKeysWithValues: run.findings("missing_import").map { (run.relative($0.file), $0.message) })
        XCTAssertEqual(messages.count, 2)
        XCTAssertNotEqual(messages[identify], messages[detail])
        XCTAssertTrue(messages[detail]?.contains("TipView") ?? false, messages[detail] ?? "")
        // The plan adds `import TipKit` to IdentifyView, so its members-only use is an error
        // too; without the plan it compiles today and is a warning.
        XCTAssertEqual(run.findings("missing_import").map(\.severity), [.error, .error])
        let withoutPlan = try FixtureRun(Fixtures.sprig("defects-wiring"), usePlan: false)
        XCTAssertEqual(withoutPlan.findings("missing_import").map { "\($0.severity) \(withoutPlan.relative($0.file))" },
                       ["warning \(identify)", "error \(detail)"])
    }

    func testConfigurationDefects() throws {
        let run = try FixtureRun(Fixtures.sprig("defects-config"))
        let settings = "Sprig/Views/Settings/SettingsView.swift"
        run.assertFindings([
            .init("testing_api_in_release", app, 17),
            .init("testing_api_in_release", app, 22),
            .init("reset_after_configure", settings, 21),
            .init("configure_duplicate", settings, 31),
            .init("configure_in_view_lifecycle", settings, 31),
            .init("plan_configure_mismatch", settings, 31),
            .init("reset_after_configure", settings, 33),
        ])
    }

    func testEventTipIdAndGeneralDefects() throws {
        let run = try FixtureRun(Fixtures.sprig("defects-events"))
        run.assertFindings([
            .init("plan_configure_mismatch", app, 1),
            .init("configure_missing", "Sprig/Views/Care/CareScheduleView.swift", 28),
            .init("tip_duplicate_id", tips, 143),
            // line 181: event_unused hidden by `tiplint:disable:next event_unused`
            .init("invalid_suppression", tips, 183),
            .init("event_duplicate_id", tips, 184),
            .init("event_unused", tips, 184),
            .init("lex_error", "Sprig/Theme/SprigColors.swift", 10),
        ])
        XCTAssertTrue(run.findings("invalid_suppression").first?.message.contains("event_unsued") ?? false)
    }

    func testDisplayCopyAndBetaDefects() throws {
        let run = try FixtureRun(Fixtures.sprig("defects-display"))
        let detail = "Sprig/Views/Plants/PlantDetailView.swift"
        run.assertFindings([
            .init("plan_copy_mismatch", tips, 13),
            .init("tip_copy_length", tips, 13),
            .init("optional_requirement_type", tips, 25),
            .init("optional_requirement_type", tips, 40),
            .init("tip_never_displayed", tips, 49),
            .init("beta_api", tips, 87),
            .init("tip_never_invalidated", tips, 157),
            .init("plan_display_missing", "Sprig/Views/Care/CareScheduleView.swift", 1),
            .init("tip_in_loop", "Sprig/Views/Review/PhotoReviewView.swift", 34),
            .init("beta_api", detail, 48),
            .init("multiple_popover_tips", detail, 64),
        ])
        let betaMessages = run.findings("beta_api").map(\.message).joined(separator: "\n")
        XCTAssertTrue(betaMessages.contains("actionPerformed"), betaMessages)
        XCTAssertTrue(betaMessages.contains("MaxDisplayCount"), betaMessages)
    }

    // MARK: - Code against the plan

    func testCodeThatDriftedFromThePlan() throws {
        let run = try FixtureRun(Fixtures.sprig("defects-plan"))
        let content = "Sprig/Views/ContentView.swift"
        run.assertFindings([
            // Reported at the code's first tip; the finding's plan reference is the goal line.
            .init("plan_tip_count", tips, 9),
            .init("plan_configure_mismatch", app, 22),
            .init("plan_event_mismatch", tips, 22),
            .init("plan_copy_mismatch", tips, 132),
            .init("plan_tip_unplanned", tips, 171),
            .init("plan_display_missing", content, 1),
            .init("plan_donation_missing", content, 1),
            .init("plan_import_missing", content, 1),
        ])
    }

    func testMovedFileAndDroppedTip() throws {
        let run = try FixtureRun(Fixtures.sprig("defects-moved"))
        run.assertFindings([
            .init("plan_tip_count", tips, 9),
            .init("plan_tip_missing", plan, 171),
            .init("plan_file_missing", plan, 298),
            .init("plan_display_missing", "Sprig/Views/Plants/PlantDetailView.swift", 1),
        ])
        let message = run.findings("plan_file_missing").first?.message ?? ""
        XCTAssertTrue(message.contains("Sprig/Views/Scan/IdentifyView.swift"), message)
    }

    // MARK: - Plan documents

    func testPlanWithoutStatedCountReportsNoCountMismatch() throws {
        let run = try FixtureRun(Fixtures.sprig("plan-nocount"))
        run.assertFindings([
            .init("plan_tip_unplanned", tips, 171),
        ])
        XCTAssertEqual(run.result.plan?.statedTipCounts.count, 0)
    }

    func testPlanThatContradictsItselfAndItsDesign() throws {
        let run = try FixtureRun(Fixtures.sprig("plan-inconsistent"))
        // The code follows the plan where the design disagrees with it: the
        // contradiction is the plan's (plan_inconsistent), not the code's.
        run.assertFindings([
            .init("plan_inconsistent", design, 40),
            .init("plan_inconsistent", design, 75),
            .init("plan_inconsistent", plan, 527),
        ])
    }

    func testPlanOnlyRulesDoNotRunWithoutAPlan() throws {
        let run = try FixtureRun(Fixtures.sprig("defects-plan"), usePlan: false)
        run.assertFindings([])
    }
}
