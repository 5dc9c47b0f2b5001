/// The TipKit setup rules on calls reached through helpers: a lantern app whose `LanternTips` helper
/// configures (`start()`) and resets (`replay()`), each finding at the helper's call. Test-only
/// examples; a project that one setup rule reports and another must leave alone is written once, with
/// `↓` only where the rule it is given to reports.
enum LanternSetupHelperExamples {
    static let manager = RuleExample.File(
        path: "Support/LanternTips.swift",
        text: """
            import TipKit

            enum LanternTips {
                static func start() {
                    try? Tips.configure([.displayFrequency(.daily)])
                }
                static func replay() {
                    try? Tips.resetDatastore()
                }
            }
            """)

    static let app = RuleExample.File(
        path: "LanternApp.swift",
        text: """
            import SwiftUI

            @main struct LanternApp: App {
                init() { LanternTips.start() }
                var body: some Scene { WindowGroup { Text("Lantern") } }
            }
            """)

    /// `configure_in_view_lifecycle`: the helper from one view lifecycle place, the only configure of the
    /// project (a second would be `configure_duplicate`'s, which a run reports instead).
    private static func screen(_ text: String, line: UInt = #line) -> RuleExample {
        RuleExample(files: [manager, RuleExample.File(path: "Views/Screens.swift", text: text)], line: line).testOnly()
    }

    static let viewInit = screen(
        """
        import SwiftUI

        struct HomeView: View {
            init() { ↓LanternTips.start() }
            var body: some View { List { Text("Rooms") } }
        }
        """)

    static let taskWithAnID = screen(
        """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                List { Text("Rooms") }
                    .task(id: 1) { ↓LanternTips.start() }
            }
        }
        """)

    /// Reported at the private function's call, not inside it.
    static let refreshableThroughAPrivateFunction = screen(
        """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                List { Text("Rooms") }
                    .refreshable { ↓configureTips() }
            }
            private func configureTips() { LanternTips.start() }
        }
        """)

    static let controllerWillAppear = screen(
        """
        import UIKit

        final class RoomController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                ↓LanternTips.start()
            }
        }
        """)

    static let tipsModifier = """
        import SwiftUI
        import TipKit

        struct TipsModifier: ViewModifier {
            func body(content: Content) -> some View {
                content.task { try? Tips.configure() }
            }
        }
        """

    /// `configure_in_view_lifecycle`: a modifier whose `.task` configures, applied to a screen's view. Exempt
    /// from commenting out: a modifier no view applies is reported at its own `.task`.
    static let modifierOnAScreen = RuleExample(files: [
        RuleExample.File(path: "Support/TipsModifier.swift", text: tipsModifier),
        RuleExample.File(
            path: "Views/RoomView.swift",
            text: """
                import SwiftUI

                struct RoomView: View {
                    var body: some View { Text("Room").↓modifier(TipsModifier()) }
                }
                """),
    ]).testOnly().exempt(.commentingOut)

    /// Not `configure_in_view_lifecycle`: the same modifier applied in the App's scene runs as the app starts.
    static let modifierInTheAppsScene = RuleExample(files: [
        RuleExample.File(
            path: "Support/TipsModifier.swift",
            text: tipsModifier + """

                extension View {
                    func lanternTips() -> some View { modifier(TipsModifier()) }
                }
                """),
        RuleExample.File(
            path: "LanternApp.swift",
            text: """
                import SwiftUI

                @main struct LanternApp: App {
                    var body: some Scene { WindowGroup { Text("Lantern").lanternTips() } }
                }
                """),
    ]).testOnly()

    /// `reset_after_configure` (`marked`): a "Show tips again" button calls the resetting helper after the
    /// app configured through the other. A user action's reset is not `testing_api_in_release`'s.
    static func showTipsAgainButton(
        marked: Bool, file: StaticString = #filePath, line: UInt = #line
    )
        -> RuleExample
    {
        RuleExample(
            files: [
                manager, app,
                RuleExample.File(
                    path: "Views/SettingsView.swift",
                    text: """
                        import SwiftUI

                        struct SettingsView: View {
                            var body: some View {
                                Button("Show tips again") {
                                    \(marked ? "↓" : "")LanternTips.replay()
                                }
                            }
                        }
                        """),
            ], file: file, line: line
        ).testOnly()
    }

    /// `reset_after_configure` (`marked`): a reset right after a helper that configured, in the same body. Not
    /// `testing_api_in_release`'s: it follows the configure.
    static func resetAfterAConfiguringHelper(
        marked: Bool, file: StaticString = #filePath, line: UInt = #line
    )
        -> RuleExample
    {
        RuleExample(
            """
            import SwiftUI
            import TipKit

            @main struct LanternApp: App {
                init() {
                    configureTips()
                    try? \(marked ? "↓" : "")Tips.resetDatastore()
                }
                var body: some Scene { WindowGroup { Text("Lantern") } }
                func configureTips() { try? Tips.configure() }
            }
            """, file: file, line: line
        ).testOnly()
    }

    /// `testing_api_in_release` (`marked`): an app delegate's launch helper resets on every launch, then
    /// configures. Not `reset_after_configure`'s: the reset comes first.
    static func resetInAnAppDelegateLaunchHelper(
        marked: Bool, file: StaticString = #filePath, line: UInt = #line
    )
        -> RuleExample
    {
        RuleExample(
            files: [
                "AppDelegate.swift": """
                import UIKit
                import TipKit

                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        \(marked ? "↓" : "")setupTips()
                        return true
                    }

                    private func setupTips() {
                        guard #available(iOS 17, *) else { return }
                        try? Tips.resetDatastore()
                        try? Tips.configure()
                    }
                }
                """
            ], file: file, line: line
        ).testOnly()
    }

    /// `testing_api_in_release`: a testing helper called unconditionally at launch (an error), behind an
    /// environment variable and from a debug menu's button (warnings); a helper nothing calls is not reported.
    static let testingCallsThroughHelpers = RuleExample(files: [
        manager,
        RuleExample.File(
            path: "Support/TipDebug.swift",
            text: """
                import TipKit

                enum TipDebug {
                    static func revealAll() { Tips.showAllTipsForTesting() }
                    static func unusedReveal() { Tips.showTipsForTesting([]) }
                }
                """),
        RuleExample.File(
            path: "LanternApp.swift",
            text: """
                import SwiftUI

                @main struct LanternApp: App {
                    init() {
                        ↓TipDebug.revealAll()
                        if ProcessInfo.processInfo.environment["REVEAL_TIPS"] != nil { ↓TipDebug.revealAll() }
                        LanternTips.start()
                    }
                    var body: some Scene { WindowGroup { DebugMenu() } }
                }

                struct DebugMenu: View {
                    var body: some View { Button("Reveal tips") { ↓TipDebug.revealAll() } }
                }
                """),
    ]).testOnly()
}
