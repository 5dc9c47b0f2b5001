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
        XCTAssertEqual(TipKitTest.summary(TestingApiInReleaseRule(), [app]), [])
    }

    // MARK: testing_api_in_release

    func testTestingApiInRelease() {
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
            TipKitTest.summary(TestingApiInReleaseRule(), [app]),
            [
                ExpectedFinding("testing_api_in_release", "TrailmixApp.swift", 5),
                ExpectedFinding("testing_api_in_release", "TrailmixApp.swift", 6),
            ])
    }

    func testTestingApiInReleaseNearMisses() {
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
        XCTAssertEqual(TipKitTest.summary(TestingApiInReleaseRule(), [app]), [])
    }

    // MARK: beta_api

    func testBetaApi() {
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
        let findings = TipKitTest.findings(BetaApiRule(), [code])
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
        XCTAssertEqual(TipKitTest.summary(BetaApiRule(), [released]), [])
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
            TestingApiInReleaseRule(), ConfigureMissingRule(),
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
