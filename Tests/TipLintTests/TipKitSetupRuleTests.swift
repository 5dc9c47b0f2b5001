import XCTest

@testable import TipLint

/// Rules about importing, configuring and testing TipKit: each with a source
/// that triggers it (exact rule, file, line) and a near miss that does not.
final class TipKitSetupRuleTests: XCTestCase {
    private let tips = (
        path: "Tips/TrailTips.swift",
        source: """
        import TipKit

        struct SaveRouteTip: Tip {
            static let saved = Tips.Event(id: "route-saved")
            var title: Text { Text("Save this route") }
            var rules: [Rule] { #Rule(Self.saved) { $0.donations.count == 0 } }
        }
        """
    )

    // MARK: missing_import

    func testMissingImportWhenATipKitTypeIsNamed() {
        let view = (
            path: "Views/RouteView.swift",
            source: """
            import SwiftUI

            struct RouteView: View {
                var body: some View {
                    Button("Save") { SaveRouteTip.saved.donate() }
                        .popoverTip(SaveRouteTip())
                    TipView(SaveRouteTip())
                }
            }
            """
        )
        let findings = TipKitTest.findings(MissingImportRule(), [tips, view])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("missing_import", "Views/RouteView.swift", 7)])
        XCTAssertEqual(findings.first?.key, "RouteView.swift")
        XCTAssertTrue(findings.first?.message.contains("will not compile") ?? false)
        XCTAssertTrue(findings.first?.message.contains("`TipView`") ?? false)
    }

    func testMissingImportWhenOnlyMembersAreUsed() {
        let view = (
            path: "Views/RouteView.swift",
            source: """
            import SwiftUI

            struct RouteView: View {
                let tip = SaveRouteTip()
                var body: some View {
                    Button("Save") { SaveRouteTip.saved.donate() }
                        .popoverTip(tip)
                }
            }
            """
        )
        let findings = TipKitTest.findings(MissingImportRule(), [tips, view])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("missing_import", "Views/RouteView.swift", 6)])
        XCTAssertTrue(findings.first?.message.contains("leaky member visibility") ?? false)
        XCTAssertFalse(findings.first?.message.contains("will not compile") ?? true)
    }

    /// The message names the donation API the file calls.
    func testMissingImportNamesSendDonation() {
        let recorder = (
            path: "Support/RouteRecorder.swift",
            source: """
            enum RouteRecorder {
                static func saved() async { await SaveRouteTip.saved.sendDonation() }
            }
            """
        )
        let findings = TipKitTest.findings(MissingImportRule(), [tips, recorder])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("missing_import", "Support/RouteRecorder.swift", 2)])
        XCTAssertTrue(findings.first?.message.contains("(`.sendDonation()`)") == true, findings.first?.message ?? "")
    }

    func testMissingImportNearMisses() {
        let imported = (
            path: "Views/RouteView.swift",
            source: """
            @preconcurrency import TipKit
            import SwiftUI

            struct RouteView: View {
                var body: some View { TipView(SaveRouteTip()) }
            }
            """
        )
        // A donate() that is no event's and an own `TipView` type are not TipKit.
        let charity = (
            path: "Views/DonateView.swift",
            source: """
            import SwiftUI

            struct TipView: View { var body: some View { Text("Tip the guide") } }
            struct DonateView: View {
                var body: some View { Button("Give") { store.donate() } }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(MissingImportRule(), [tips, imported, charity]), [])
    }

    /// A `Tip` named in a file that imports a module of the project's own (a local package that
    /// declares its own `Tip` model) may be that module's: not claimed for TipKit.
    func testATipFromAnotherImportedModuleIsNotTipKits() {
        let advice = (
            path: "Features/AdviceView.swift",
            source: """
            import SwiftUI
            import TrailCore

            struct AdviceView: View {
                let tip: Tip
                var body: some View { Text(tip.text) }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(MissingImportRule(), [tips, advice]), [])
        let plain = (
            path: "Features/AdviceView.swift",
            source: advice.source.replacingOccurrences(of: "import TrailCore\n", with: "")
        )
        XCTAssertEqual(
            TipKitTest.summary(MissingImportRule(), [tips, plain]),
            [ExpectedFinding("missing_import", "Features/AdviceView.swift", 4)])
    }

    func testATipJarTypeInAnAppThatAlsoUsesTipKitIsNotReported() {
        let jar = (
            path: "Store/TipJar.swift",
            source: """
            import StoreKit

            protocol Tip { var product: Product { get } }
            struct CoffeeTip: Tip { let product: Product }
            """
        )
        XCTAssertEqual(TipKitTest.summary(MissingImportRule(), [tips, jar]), [])
        XCTAssertEqual(
            TipKitTest.summary(TipNeverDisplayedRule(), [tips, jar]),
            [ExpectedFinding("tip_never_displayed", "Tips/TrailTips.swift", 3)])
    }

    // MARK: configure_missing

    func testConfigureMissing() {
        let view = (
            path: "Views/RouteView.swift",
            source: """
            import TipKit

            struct RouteView: View {
                let tip = SaveRouteTip()
                var body: some View {
                    Text("Route")
                    Button("Save") { }.popoverTip(tip)
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(ConfigureMissingRule(), [tips, view]),
            [ExpectedFinding("configure_missing", "Views/RouteView.swift", 7)])
        let app = (
            path: "TrailmixApp.swift",
            source: """
            import TipKit
            @main struct TrailmixApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { RouteView() } }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(ConfigureMissingRule(), [tips, view, app]), [])
        XCTAssertEqual(TipKitTest.summary(ConfigureMissingRule(), [tips]), [])
    }

    // MARK: configure_duplicate

    func testConfigureDuplicateAcrossFilesAndBodies() {
        let app = (
            path: "TrailmixApp.swift",
            source: """
            import TipKit
            @main struct TrailmixApp: App {
                init() { try? Tips.configure() }
                var body: some Scene {
                    WindowGroup {
                        RouteView()
                            .task {
                                try? Tips.configure([.displayFrequency(.daily)])
                            }
                    }
                }
            }
            """
        )
        let settings = (
            path: "Views/SettingsView.swift",
            source: """
            import TipKit
            func restoreTips() { try? Tips.configure() }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(ConfigureDuplicateRule(), [app, settings]),
            [
                ExpectedFinding("configure_duplicate", "TrailmixApp.swift", 8),
                ExpectedFinding("configure_duplicate", "Views/SettingsView.swift", 2),
            ])
    }

    func testConfigureInBothBranchesOfOneIfIsNotADuplicate() {
        let app = (
            path: "TrailmixApp.swift",
            source: """
            import TipKit
            @main struct TrailmixApp: App {
                init() {
                    #if DEBUG
                    try? Tips.configure([.displayFrequency(.immediate)])
                    #else
                    try? Tips.configure([.displayFrequency(.daily)])
                    #endif
                }
                var body: some Scene { WindowGroup { RouteView() } }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(ConfigureDuplicateRule(), [app]), [])
        XCTAssertEqual(TipKitTest.summary(ConfigureMissingRule(), [app]), [])
    }

    // MARK: configure_in_view_lifecycle

    func testConfigureInViewLifecycle() {
        let views = (
            path: "Views/Screens.swift",
            source: """
            import TipKit

            struct RouteView: View {
                var body: some View {
                    Text("Route")
                        .onAppear {
                            try? Tips.configure()
                        }
                }
            }

            final class MapController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    try? Tips.configure()
                }
            }

            struct CompassView: View {
                var body: some View {
                    let _ = try? Tips.configure()
                    Text("N")
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(ConfigureInViewLifecycleRule(), [views]),
            [
                ExpectedFinding("configure_in_view_lifecycle", "Views/Screens.swift", 7),
                ExpectedFinding("configure_in_view_lifecycle", "Views/Screens.swift", 15),
                ExpectedFinding("configure_in_view_lifecycle", "Views/Screens.swift", 21),
            ])
    }

    func testConfigureAtAppStartIsNotInAViewLifecycle() {
        let app = (
            path: "TrailmixApp.swift",
            source: """
            import TipKit

            @main struct TrailmixApp: App {
                var body: some Scene {
                    WindowGroup {
                        RouteView().task { try? Tips.configure() }
                    }
                }
            }

            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    try? Tips.configure()
                    return true
                }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(ConfigureInViewLifecycleRule(), [app]), [])
    }

    // MARK: reset_after_configure

    func testResetAfterConfigureInTheSameBodyAndInAButton() {
        let app = (
            path: "TrailmixApp.swift",
            source: """
            import TipKit

            @main struct TrailmixApp: App {
                init() {
                    try? Tips.configure()
                    #if DEBUG
                    try? Tips.resetDatastore()
                    #endif
                }
                var body: some Scene { WindowGroup { RouteView() } }
            }

            struct DebugMenu: View {
                var body: some View {
                    Button("Reset tips") {
                        try? Tips.resetDatastore()
                    }
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(ResetAfterConfigureRule(), [app]),
            [
                ExpectedFinding("reset_after_configure", "TrailmixApp.swift", 7),
                ExpectedFinding("reset_after_configure", "TrailmixApp.swift", 16),
            ])
    }

    func testResetBeforeConfigureIsFine() {
        let app = (
            path: "TrailmixApp.swift",
            source: """
            import TipKit

            @main struct TrailmixApp: App {
                init() {
                    if CommandLine.arguments.contains("-resetTips") {
                        try? Tips.resetDatastore()
                    }
                    try? Tips.configure()
                }
                var body: some Scene { WindowGroup { RouteView() } }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(ResetAfterConfigureRule(), [app]), [])
        XCTAssertEqual(TipKitTest.summary(TestingAPIInReleaseRule(), [app]), [])
    }

    // MARK: testing_api_in_release

    func testTestingAPIInRelease() {
        let app = (
            path: "TrailmixApp.swift",
            source: """
            import TipKit

            @main struct TrailmixApp: App {
                init() {
                    try? Tips.resetDatastore()
                    Tips.showAllTipsForTesting()
                    #if DEBUG
                    Tips.showTipsForTesting([SaveRouteTip.self])
                    #endif
                    try? Tips.configure()
                }
                var body: some Scene { WindowGroup { RouteView() } }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TestingAPIInReleaseRule(), [app]),
            [
                ExpectedFinding("testing_api_in_release", "TrailmixApp.swift", 5),
                ExpectedFinding("testing_api_in_release", "TrailmixApp.swift", 6),
            ])
    }

    func testTestingAPIInReleaseNearMisses() {
        let app = (
            path: "TrailmixApp.swift",
            source: """
            import TipKit

            @main struct TrailmixApp: App {
                init() {
                    #if !DEBUG
                    try? Tips.configure()
                    #else
                    try? Tips.resetDatastore()
                    Tips.showAllTipsForTesting()
                    try? Tips.configure()
                    #endif
                    Tips.hideAllTipsForTesting()
                }
                var body: some Scene { WindowGroup { RouteView() } }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(TestingAPIInReleaseRule(), [app]), [])
    }

    // MARK: beta_api

    func testBetaAPI() {
        let code = (
            path: "Tips/LegacyTips.swift",
            source: """
            import TipKit

            struct CompassTip: Tip {
                var title: Text { Text("Compass") }
                var asset: Image { Image(systemName: "safari") }
            }

            func setUpTips() {
                TipsCenter.shared.configure()
            }
            """
        )
        let findings = TipKitTest.findings(BetaAPIRule(), [code])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init),
            [
                ExpectedFinding("beta_api", "Tips/LegacyTips.swift", 5),
                ExpectedFinding("beta_api", "Tips/LegacyTips.swift", 9),
            ])
        XCTAssertTrue(findings[1].message.contains("`Tips.configure(_:)`"))
        let released = (
            path: "Tips/Tips.swift",
            source: """
            import TipKit

            struct CompassTip: Tip {
                var title: Text { Text("Compass") }
                var image: Image? { Image(systemName: "safari") }
                var options: [any TipOption] { Tips.MaxDisplayCount(2) }
            }

            func setUpTips() {
                try? Tips.configure([.displayFrequency(.daily)])
                CompassTip().invalidate(reason: .actionPerformed)
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(BetaAPIRule(), [released]), [])
    }

    // MARK: previews, tests, exported imports

    func testPreviewsAndTestTargetsAreNotTheShippedApp() {
        let app = (
            path: "TrailmixApp.swift",
            source: """
            import TipKit
            @main struct TrailmixApp: App {
                init() { try? Tips.configure() }
                var body: some Scene { WindowGroup { RouteView() } }
            }
            """
        )
        let view = (
            path: "Views/RouteView.swift",
            source: """
            import TipKit
            struct RouteView: View {
                var body: some View { Text("Route").popoverTip(SaveRouteTip()) }
            }
            #Preview {
                RouteView()
                    .task {
                        try? Tips.resetDatastore()
                        Tips.showAllTipsForTesting()
                        try? Tips.configure()
                    }
            }
            struct RouteView_Previews: PreviewProvider {
                static var previews: some View {
                    RouteView().onAppear { try? Tips.configure() }
                }
            }
            """
        )
        let tests = (
            path: "Tests/TipsTests.swift",
            source: """
            import XCTest
            import TipKit
            final class TipsTests: XCTestCase {
                override func setUp() {
                    try? Tips.configure()
                    try? Tips.resetDatastore()
                }
            }
            """
        )
        let files = [app, view, tests]
        for rule: any Rule in [
            ConfigureDuplicateRule(), ConfigureInViewLifecycleRule(), ResetAfterConfigureRule(),
            TestingAPIInReleaseRule(), ConfigureMissingRule(),
        ] {
            XCTAssertEqual(TipKitTest.summary(rule, files), [], "\(type(of: rule).description.id)")
        }
        XCTAssertEqual(
            TipKitTest.summary(ConfigureMissingRule(), [view, tests]),
            [ExpectedFinding("configure_missing", "Views/RouteView.swift", 3)])
    }

    func testAnExportedImportMakesTipKitVisibleEverywhere() {
        let exports = (path: "Exports.swift", source: "@_exported import TipKit\n")
        let view = (
            path: "Views/RouteView.swift",
            source: """
            import SwiftUI
            struct RouteView: View {
                var body: some View { TipView(SaveRouteTip()) }
            }
            """
        )
        XCTAssertEqual(TipKitTest.facts(exports.source).imports.map(\.isExported), [true])
        XCTAssertEqual(TipKitTest.summary(MissingImportRule(), [tips, exports, view]), [])
        XCTAssertEqual(
            TipKitTest.summary(MissingImportRule(), [tips, view]),
            [ExpectedFinding("missing_import", "Views/RouteView.swift", 3)])
    }
}
