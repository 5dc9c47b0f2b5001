import XCTest

@testable import TipLint

/// Regressions found by running tiplint on apps written blind against a plan: each test is
/// a minimal project (Swift sources and a plan in memory) and the exact findings of one rule.
final class ValidationPlanTests: XCTestCase {
    /// A plan in the usual shape: one tip, configured once in the app file.
    private static let lanternPlan = """
        # Lantern Tips

        **Goal:** Add 1 TipKit popover tip.

        ### Task 1: Tip and configuration

        **Files:**
        - Create: `Lantern/LanternTips.swift`
        - Modify: `Lantern/LanternApp.swift`

        ```swift
        import TipKit

        struct DimTip: Tip {
            static let dimmed = Tips.Event(id: "dimmed")
            var title: Text { Text("Dim the Light") }
            var rules: [Rule] { #Rule(Self.dimmed) { $0.donations.count == 0 } }
        }
        ```

        In `Lantern/LanternApp.swift`, add `import TipKit` and:

        ```swift
        try? Tips.configure([.displayFrequency(.daily)])
        ```
        """

    private static let tips = """
        import TipKit

        struct DimTip: Tip {
            static let dimmed = Tips.Event(id: "dimmed")
            var title: Text { Text("Dim the Light") }
            var rules: [Rule] { #Rule(Self.dimmed) { $0.donations.count == 0 } }
        }
        """

    private static let app = """
        import SwiftUI
        import TipKit

        @main
        struct LanternApp: App {
            init() { try? Tips.configure([.displayFrequency(.daily)]) }
            var body: some Scene { WindowGroup { LampView() } }
        }
        """

    private func findings(_ rule: any Rule, _ files: [(path: String, source: String)]) -> [ExpectedFinding] {
        let plan = PlanReader.read(documents: [("docs/lantern-plan.md", Self.lanternPlan)])
        let context = RuleContext(model: TipKitTest.model(files), plan: plan)
        return rule.check(context).sorted(by: Finding.reportOrder).map(ExpectedFinding.init)
    }

    /// A preview and a test target configure their own datastore: not a second app configure.
    func testConfigureInPreviewsAndTestsIsNotTheAppsSecondCall() {
        let lamp = """
            import SwiftUI
            import TipKit

            struct LampView: View {
                var body: some View { Text("Lamp") }
            }

            #Preview {
                LampView().task { try? Tips.configure() }
            }
            """
        let test = """
            import XCTest
            import TipKit

            final class LampTests: XCTestCase {
                override func setUp() { try? Tips.configure([.displayFrequency(.immediate)]) }
            }
            """
        let files = [
            ("Lantern/LanternTips.swift", Self.tips), ("Lantern/LanternApp.swift", Self.app),
            ("Lantern/LampView.swift", lamp), ("LanternTests/LampTests.swift", test),
        ]
        XCTAssertEqual(findings(PlanConfigureMismatchRule(), files), [])
    }

    /// With only a preview's call, the app never configures TipKit as planned.
    func testAPreviewCallDoesNotStandInForTheAppsConfigure() {
        let app = """
            import SwiftUI

            @main
            struct LanternApp: App {
                var body: some Scene { WindowGroup { Text("Lantern") } }
            }

            #Preview { Text("x").task { try? Tips.configure([.displayFrequency(.daily)]) } }
            """
        XCTAssertEqual(
            findings(
                PlanConfigureMismatchRule(),
                [("Lantern/LanternTips.swift", Self.tips), ("Lantern/LanternApp.swift", app)]),
            [ExpectedFinding("plan_configure_mismatch", "Lantern/LanternApp.swift", 1)])
    }

    /// The code renamed the planned event's property (`dimmed` → `lampDimmed`, same id) and donates it
    /// under the new name: the planned donation is there.
    func testARenamedEventPropertyWithThePlannedIDStillCountsAsThePlannedDonation() {
        let tips = """
            import TipKit

            struct DimTip: Tip {
                static let lampDimmed = Tips.Event(id: "dimmed")
                var title: Text { Text("Dim the Light") }
                var rules: [Rule] { #Rule(Self.lampDimmed) { $0.donations.count == 0 } }
            }
            """
        let lamp = """
            import SwiftUI
            import TipKit

            struct LampView: View {
                var body: some View { Button("Dim") { DimTip.lampDimmed.donate() }.popoverTip(DimTip()) }
            }
            """
        let plan =
            Self.lanternPlan + """

                ### Task 2: The lamp

                **Files:**
                - Modify: `Lantern/LampView.swift`

                ```swift
                DimTip.dimmed.donate()
                ```
                """
        let files = [
            ("Lantern/LanternTips.swift", tips), ("Lantern/LanternApp.swift", Self.app),
            ("Lantern/LampView.swift", lamp),
        ]
        let context = RuleContext(
            model: TipKitTest.model(files),
            plan: PlanReader.read(documents: [("docs/lantern-plan.md", plan)]))
        XCTAssertEqual(PlanDonationMissingRule().check(context).map(\.message), [])
        let unplanned = [("Lantern/LanternTips.swift", tips), ("Lantern/LampView.swift", "struct LampView {}")]
        let missing = RuleContext(
            model: TipKitTest.model(unplanned),
            plan: PlanReader.read(documents: [("docs/lantern-plan.md", plan)]))
        XCTAssertEqual(
            PlanDonationMissingRule().check(missing).map { "\($0.file):\($0.line) \($0.key)" },
            ["Lantern/LampView.swift:1 DimTip.lampDimmed"])
    }
}
