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
