import XCTest

@testable import TipLint

/// The TipKit setup rules on calls reached through helpers: each finding at the helper's call
/// (exact rule, file, line), naming the helper, with the TipKit call inside it related; a rule
/// alone where a whole run would fold its findings into another rule's, and two rules on one source.
final class TipKitSetupHelperRuleTests: XCTestCase {
    private let manager = (
        path: "Support/LanternTips.swift",
        source: """
        import TipKit

        enum LanternTips {
            static func start() {
                try? Tips.configure([.displayFrequency(.daily)])
            }
            static func replay() {
                try? Tips.resetDatastore()
            }
        }
        """
    )
    private let app = (
        path: "LanternApp.swift",
        source: """
        import SwiftUI

        @main struct LanternApp: App {
            init() { LanternTips.start() }
            var body: some Scene { WindowGroup { Text("Lantern") } }
        }
        """
    )

    // MARK: configure_duplicate

    func testAHelperRunAtLaunchAndAgainFromASettingsToggle() {
        let settings = (
            path: "Views/SettingsView.swift",
            source: """
            import SwiftUI

            struct SettingsView: View {
                @AppStorage("tips") private var tips = true
                var body: some View {
                    Toggle("Tips", isOn: $tips)
                        .onChange(of: tips) { _, isOn in
                            if isOn { LanternTips.start() }
                        }
                }
            }
            """
        )
        let findings = TipKitTest.findings(ConfigureDuplicateRule(), [manager, app, settings])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("configure_duplicate", "Views/SettingsView.swift", 8)])
        XCTAssertEqual(
            findings.first?.related.map { "\($0.file):\($0.line)" },
            ["Support/LanternTips.swift:5", "LanternApp.swift:4"])
        XCTAssertTrue(findings.first?.message.contains("`LanternTips.start()`") ?? false)
        XCTAssertTrue(findings.first?.message.contains("`.onChange` of SettingsView") ?? false)
        XCTAssertEqual(TipKitTest.summary(ConfigureDuplicateRule(), [manager, app]), [])
    }

    // MARK: configure_in_view_lifecycle

    func testAHelperCalledFromViewLifecyclePlaces() {
        let views = (
            path: "Views/Screens.swift",
            source: """
            import SwiftUI
            import UIKit

            struct HomeView: View {
                init() { LanternTips.start() }
                var body: some View {
                    List { Text("Rooms") }
                        .task(id: 1) { LanternTips.start() }
                        .refreshable { configureTips() }
                }
                private func configureTips() { LanternTips.start() }
            }

            final class RoomController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    LanternTips.start()
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(ConfigureInViewLifecycleRule(), [manager, views]),
            [
                ExpectedFinding("configure_in_view_lifecycle", "Views/Screens.swift", 5),
                ExpectedFinding("configure_in_view_lifecycle", "Views/Screens.swift", 8),
                ExpectedFinding("configure_in_view_lifecycle", "Views/Screens.swift", 9),
                ExpectedFinding("configure_in_view_lifecycle", "Views/Screens.swift", 17),
            ])
    }

    /// A modifier whose `.task` configures, applied to the App's scene, runs as the app starts.
    func testAModifierAppliedInTheAppsSceneIsAppStart() {
        let modifier = (
            path: "Support/TipsModifier.swift",
            source: """
            import SwiftUI
            import TipKit

            struct TipsModifier: ViewModifier {
                func body(content: Content) -> some View {
                    content.task { try? Tips.configure() }
                }
            }

            extension View {
                func lanternTips() -> some View { modifier(TipsModifier()) }
            }
            """
        )
        let sceneApp = (
            path: "LanternApp.swift",
            source: """
            import SwiftUI

            @main struct LanternApp: App {
                var body: some Scene { WindowGroup { Text("Lantern").lanternTips() } }
            }
            """
        )
        let view = (
            path: "Views/RoomView.swift",
            source: """
            import SwiftUI

            struct RoomView: View {
                var body: some View { Text("Room").modifier(TipsModifier()) }
            }
            """
        )
        XCTAssertEqual(TipKitTest.summary(ConfigureInViewLifecycleRule(), [modifier, sceneApp]), [])
        XCTAssertEqual(
            TipKitTest.summary(ConfigureInViewLifecycleRule(), [modifier, view]),
            [ExpectedFinding("configure_in_view_lifecycle", "Views/RoomView.swift", 4)])
    }

    // MARK: reset_after_configure

    func testAShowTipsAgainButtonCallingAResettingHelper() {
        let settings = (
            path: "Views/SettingsView.swift",
            source: """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    Button("Show tips again") {
                        LanternTips.replay()
                    }
                }
            }
            """
        )
        let findings = TipKitTest.findings(ResetAfterConfigureRule(), [manager, app, settings])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init),
            [ExpectedFinding("reset_after_configure", "Views/SettingsView.swift", 6)])
        XCTAssertEqual(findings.first?.related.map { "\($0.file):\($0.line)" }, ["Support/LanternTips.swift:8"])
        XCTAssertTrue(findings.first?.message.contains("`LanternTips.replay()`") ?? false)
        // A user action's reset is this rule's, not a testing API left in release.
        XCTAssertEqual(TipKitTest.summary(TestingAPIInReleaseRule(), [manager, app, settings]), [])
    }

    func testAResetAfterAConfiguringHelperInTheSameBody() {
        let app = (
            path: "LanternApp.swift",
            source: """
            import SwiftUI
            import TipKit

            @main struct LanternApp: App {
                init() {
                    configureTips()
                    try? Tips.resetDatastore()
                }
                var body: some Scene { WindowGroup { Text("Lantern") } }
                func configureTips() { try? Tips.configure() }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(ResetAfterConfigureRule(), [app]),
            [ExpectedFinding("reset_after_configure", "LanternApp.swift", 7)])
        XCTAssertEqual(TipKitTest.summary(TestingAPIInReleaseRule(), [app]), [])
    }

    // MARK: testing_api_in_release

    func testTestingCallsThroughHelpersAndBehindRuntimeSwitches() {
        let debug = (
            path: "Support/TipDebug.swift",
            source: """
            import TipKit

            enum TipDebug {
                static func revealAll() { Tips.showAllTipsForTesting() }
                static func unusedReveal() { Tips.showTipsForTesting([]) }
            }
            """
        )
        let app = (
            path: "LanternApp.swift",
            source: """
            import SwiftUI

            @main struct LanternApp: App {
                init() {
                    TipDebug.revealAll()
                    if ProcessInfo.processInfo.environment["REVEAL_TIPS"] != nil { TipDebug.revealAll() }
                    LanternTips.start()
                }
                var body: some Scene { WindowGroup { DebugMenu() } }
            }

            struct DebugMenu: View {
                var body: some View { Button("Reveal tips") { TipDebug.revealAll() } }
            }
            """
        )
        let findings = TipKitTest.findings(TestingAPIInReleaseRule(), [manager, debug, app])
        XCTAssertEqual(
            findings.map { "\($0.ruleID):\($0.severity):\($0.file):\($0.line)" },
            [
                "testing_api_in_release:error:LanternApp.swift:5",
                "testing_api_in_release:warning:LanternApp.swift:6",
                "testing_api_in_release:warning:LanternApp.swift:13",
            ])
        XCTAssertTrue(findings[1].message.contains("an environment variable"))
        XCTAssertEqual(findings[0].related.map { "\($0.file):\($0.line)" }, ["Support/TipDebug.swift:4"])
    }

    /// An app delegate's own helper, called from `didFinishLaunching`, that resets on every launch.
    func testAnUnconditionalResetInALaunchHelperOfTheAppDelegate() {
        let delegate = (
            path: "AppDelegate.swift",
            source: """
            import UIKit
            import TipKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    setupTips()
                    return true
                }

                private func setupTips() {
                    guard #available(iOS 17, *) else { return }
                    try? Tips.resetDatastore()
                    try? Tips.configure()
                }
            }
            """
        )
        XCTAssertEqual(
            TipKitTest.summary(TestingAPIInReleaseRule(), [delegate]),
            [ExpectedFinding("testing_api_in_release", "AppDelegate.swift", 7)])
        XCTAssertEqual(TipKitTest.summary(ResetAfterConfigureRule(), [delegate]), [])
    }
}
