import XCTest

@testable import TipLint

/// Where a plan puts the configure call when it names the App, not a file, or calls the app's own
/// helper (real plans, rounds 8 and 10: "TipKit configured in main App only (`ActivationTips.configure()`)",
/// a `File | Change` row `TipsConfigurator.configure() in init()`, `Tips.configure()` in the App's `init`).
final class PlanAppConfigureTests: XCTestCase {
    private func read(_ text: String) -> Plan {
        PlanReader.read(documents: [(path: "plan.md", text: text)])
    }

    private func configure(_ text: String) -> String {
        guard let configure = read(text).configure else { return "none" }
        return
            "\(configure.file) app:\(configure.isInApp) \(configure.evidence.rawValue) plan.md:\(configure.source.line)"
    }

    func testAHelperConfiguredInTheAppIsTheConfigurePlace() {
        let plan = read(
            """
            # Lantern tips

            ## Tips
            - `WickTip`: shown on `Lantern/Views/WickView.swift` with `.popoverTip`
            - TipKit configured in the main App only (`LampTips.configure()`).
            """)
        XCTAssertEqual(
            plan.configure.map { "\($0.file) \($0.isInApp) \($0.evidence.rawValue) \($0.source.line)" },
            "the App true mentioned 5")
        XCTAssertEqual(plan.unread.map(\.source.line), [])
        XCTAssertEqual(plan.files.map(\.path), ["Lantern/Views/WickView.swift"], "the App is no planned file")
    }

    func testTheAppNamedByItsTypeOrInWords() {
        XCTAssertEqual(
            configure("# Lantern tips\n\n- `Tips.configure()` 在 `LanternApp.init` 呼叫。\n"),
            "the App app:true mentioned plan.md:3")
        XCTAssertEqual(
            configure("# Lantern tips\n\nCall `TipsSetup.configure()` in the App.\n"),
            "the App app:true mentioned plan.md:3")
    }

    func testAHelperCalledInANamedFileIsConfiguredThere() {
        XCTAssertEqual(
            configure(
                """
                # Lantern tips

                | File | Change |
                |---|---|
                | `Lantern/LanternApp.swift` | `TipsConfigurator.configure()` in `init()` |
                """),
            "Lantern/LanternApp.swift app:false tabled plan.md:5")
        let plan = read("# Lantern tips\n\nCall `LampTips.configure()` in `Lantern/LanternApp.swift`.\n")
        XCTAssertEqual(plan.imports.map(\.file), [], "the App calls the helper: it needs no import")
    }

    /// The app's own configure method on another type (`store.configure()`) is no configure place.
    func testOtherConfigureCallsAreNot() {
        XCTAssertEqual(configure("# Lantern tips\n\nCall `LampStore.configure()` in the App.\n"), "none")
        XCTAssertEqual(configure("# Lantern tips\n\nThe App opens on the wick screen.\n"), "none")
    }

    /// A task configuring TipKit in a file, its colon opening a deeper item with the call in a code span
    /// (real plans, round 17: a phase plan's first task), plans the call in that file with its options;
    /// a shallower item after it gives the call nowhere.
    func testAConfigureTaskGivesItsFileToTheCallInItsSubItem() {
        let plan = read(
            """
            # Lantern tips

            ### Tasks
            - [x] **Configure TipKit** in `Lantern/LanternApp.swift`:
              - `try? Tips.configure([.displayFrequency(.daily)])`
            - [ ] **Write the tips:**
            """)
        XCTAssertEqual(
            plan.configure,
            PlannedConfigure(
                file: "Lantern/LanternApp.swift", options: [".displayFrequency(.daily)"],
                source: PlanReference(file: "plan.md", line: 5), isDone: true, evidence: .stated))
        XCTAssertEqual(
            configure(
                """
                # Lantern tips

                - Configure TipKit in `Lantern/LanternApp.swift`:
                - `Tips.configure()`
                """),
            "none")
    }
}
