struct TestingAPIInReleaseRule: Rule {
    /// A debug screen whose button shows every tip, opened from a `#if DEBUG` link of the settings, and also from a link
    /// every build has when `alsoLinkedInRelease` (then the call is marked: it ships).
    static func debugMenu(alsoLinkedInRelease: Bool) -> RuleExample {
        RuleExample(files: [
            "Views/SettingsView.swift": """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    List {
                        #if DEBUG
                        NavigationLink { DebugMenuView() } label: { Text("Debug") }
                        #endif
                        \(alsoLinkedInRelease ? "NavigationLink { DebugMenuView() } label: { Text(\"Support\") }" : "")
                    }
                }
            }
            """,
            "Views/DebugMenuView.swift": """
            import SwiftUI
            import TipKit

            struct DebugMenuView: View {
                var body: some View {
                    Button("Show every tip") { \(alsoLinkedInRelease ? "↓" : "")Tips.showAllTipsForTesting() }
                }
            }
            """,
        ]).testOnly()
    }

    /// A reset before configure that only a launch argument asks for: neither this rule nor
    /// `reset_after_configure` reports it.
    static let resetBehindALaunchArgument = RuleExample(
        """
        import TipKit

        @main struct TrailApp: App {
            init() {
                if CommandLine.arguments.contains("-resetTips") {
                    try? Tips.resetDatastore()
                }
                try? Tips.configure()
            }
            var body: some Scene { WindowGroup { Text("Trails") } }
        }
        """)

    static let description = RuleDescription(
        id: "testing_api_in_release", severity: .error, system: .tipKit,
        summary: "TipKit testing APIs that ship in release builds, directly or through a helper",
        details: """
            `Tips.showAllTipsForTesting()` and `Tips.showTipsForTesting(_:)` override every display rule: compiled \
            into release builds and run unconditionally, they show tips to every user at once (an error). Behind a \
            runtime debug switch — a launch argument, an environment variable, a user default, a debug flag or a \
            debug menu's button — they ship but run only when asked for (a warning). `Tips.resetDatastore()` run \
            unconditionally at app start wipes every tip's state on each launch, so dismissed tips come back (an \
            error); behind a runtime condition, before `Tips.configure`, it is a legitimate feature and is not \
            reported (a flag that only keeps setup from running twice in one launch, `guard !isConfigured`, is \
            no such condition, nor is a branch on a state every later launch keeps, `if auth.isSignedIn`), and a reset from a user action is `reset_after_configure`'s (it throws there). Calls are \
            followed through helpers to where they run and reported at the helper's call. Wrap testing calls in \
            `#if DEBUG`; code under `#if targetEnvironment(simulator)`, in previews and in test targets never reaches \
            users and is not reported.
            """,
        triggering: [
            // A flag that only stops a second setup in one launch switches nothing off: every launch resets.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                enum TipSetup { static var isConfigured = false }

                @main
                struct DockApp: App {
                    init() {
                        if !TipSetup.isConfigured {
                            try? ↓Tips.resetDatastore()
                            try? Tips.configure()
                            TipSetup.isConfigured = true
                        }
                    }
                    var body: some Scene { WindowGroup { Text("Dock") } }
                }
                """),
            RuleExample(
                """
                import TipKit

                @main struct TrailApp: App {
                    init() {
                        ↓Tips.showAllTipsForTesting()
                        try? Tips.configure()
                    }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """),
            RuleExample(
                """
                import TipKit

                @main struct TrailApp: App {
                    init() {
                        try? ↓Tips.resetDatastore()
                        try? Tips.configure()
                    }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """),
            // A root view's helper that resets, then configures: each launch resets before it configures.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct HomeView: View {
                    init() { ↓setUpTips() }
                    var body: some View { Text("Trails") }

                    private func setUpTips() {
                        try? Tips.resetDatastore()
                        try? Tips.configure()
                    }
                }
                """),
            RuleExample(files: [
                "Support/TipDebug.swift": """
                import TipKit

                func revealAllTips() { Tips.showAllTipsForTesting() }
                """,
                "TrailApp.swift": """
                import SwiftUI

                @main struct TrailApp: App {
                    init() {
                        if ProcessInfo.processInfo.arguments.contains("-showAllTips") { ↓revealAllTips() }
                    }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """,
            ]),
            // Testing only: each testing API before configure, one of them behind `#if DEBUG` (not reported).
            RuleExample(
                """
                import TipKit

                @main struct TrailmixApp: App {
                    init() {
                        try? ↓Tips.resetDatastore()
                        ↓Tips.showAllTipsForTesting()
                        #if DEBUG
                        Tips.showTipsForTesting([SaveRouteTip.self])
                        #endif
                        try? Tips.configure()
                    }
                    var body: some Scene { WindowGroup { RouteView() } }
                }
                """
            ).testOnly(),
            LanternSetupHelperExamples.testingCallsThroughHelpers,
            LanternSetupHelperExamples.resetInAnAppDelegateLaunchHelper(marked: true),
            // The debug screen is also opened from a link every build has: its button ships.
            debugMenu(alsoLinkedInRelease: true),
        ],
        nonTriggering: [
            // A "reset all tips" helper nothing calls (another type's method of that name is called), in an app
            // that configures at launch: it never runs.
            RuleExample(files: [
                "Support/HintState.swift": """
                import SwiftUI

                enum HintState {
                    static var seen: Set<String> = []
                    static func resetAllTips() { seen.removeAll() }
                }

                struct SettingsView: View {
                    var body: some View {
                        Button("Show hints again") { HintState.resetAllTips() }
                    }
                }
                """,
                "Support/TipState.swift": """
                import TipKit

                enum TipState {
                    static func configure() { try? Tips.configure() }
                    static func resetAllTips() {
                        do {
                            try Tips.resetDatastore()
                            try Tips.configure()
                        } catch {
                            print(error)
                        }
                    }
                }
                """,
                "TrailApp.swift": """
                import SwiftUI

                @main struct TrailApp: App {
                    init() { TipState.configure() }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """,
            ]),
            // A reset in a tip manager's initializer, which a screen runs only for its tutorial: not every launch.
            RuleExample(files: [
                "Support/TipsCoordinator.swift": """
                import TipKit

                final class TipsCoordinator {
                    init() {
                        try? Tips.resetDatastore()
                        try? Tips.configure()
                    }
                }
                """,
                "Views/ReaderController.swift": """
                import UIKit

                final class ReaderController: UIViewController {
                    var isTutorial = false
                    private var tips: TipsCoordinator?
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        if isTutorial { tips = TipsCoordinator() }
                    }
                }
                """,
            ]),
            RuleExample(
                """
                import TipKit

                @main struct TrailApp: App {
                    init() {
                        #if DEBUG
                        try? Tips.resetDatastore()
                        Tips.showAllTipsForTesting()
                        #endif
                        Tips.hideAllTipsForTesting()
                        try? Tips.configure()
                    }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """),
            resetBehindALaunchArgument,
            // Simulator builds never reach users' devices.
            RuleExample(
                """
                import TipKit

                @main struct ThreadsApp: App {
                    init() {
                        #if targetEnvironment(simulator)
                        Tips.showAllTipsForTesting()
                        #endif
                        try? Tips.configure()
                    }
                    var body: some Scene { WindowGroup { Text("Threads") } }
                }
                """),
            // Testing only: in the `#else` of `#if !DEBUG`, which is the debug build.
            RuleExample(
                """
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
            ).testOnly(),
            PreviewsAndTestsExample.example(withApp: true),
            // A wrapper view only a preview builds resets and reveals tips for the canvas: not shipped.
            RuleExample(files: [
                "Views/RoomView.swift": """
                import SwiftUI
                import TipKit

                struct RoomView: View {
                    var body: some View { Text("Room") }
                }

                private struct PreviewWrapper: View {
                    init() {
                        try? Tips.resetDatastore()
                        Tips.showAllTipsForTesting()
                    }
                    var body: some View { RoomView() }
                }

                #Preview { PreviewWrapper() }
                """
            ]).testOnly(),
            // A debug screen only a `#if DEBUG` link opens: release builds never reach its button.
            debugMenu(alsoLinkedInRelease: false),
            LanternSetupHelperExamples.showTipsAgainButton(marked: false),
            LanternSetupHelperExamples.resetAfterAConfiguringHelper(marked: false),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let inApp = context.appRuns
        let configures = inApp.filter { $0.api == "configure" }
        let previews = context.previews
        // A call in a view only `#if DEBUG` code builds (a debug menu) is not compiled into release builds' reach.
        return inApp.filter { !$0.isDevelopmentOnly && !previews.isDevelopmentOnly($0.site.context) }.compactMap {
            run in
            let subject = SetupRunText.subject(run)
            let place = SetupPlace(run)
            let condition = run.condition.flatMap { $0.canSwitchOff ? $0 : nil }
            // A branch every ordinary launch takes (`if auth.isSignedIn`) is named: the call is not unconditional.
            let settled = run.condition.flatMap { $0.kind == .settledState ? $0 : nil }
            let unconditionally =
                settled.map { " in a branch on `\($0.text)` (an app state kept from launch to launch, not a switch)" }
                ?? " unconditionally"
            if isUncalledTestingHelper(run, place, configures) { return nil }
            switch run.api {
            case "showAllTipsForTesting", "showTipsForTesting":
                let switchText: String? =
                    place.kind == .userAction
                    ? "in a user action (\(place.name))"
                    : condition.map { "behind \($0.kind.rawValue) (`\($0.text)`)" }
                guard let switchText else {
                    return finding(
                        "\(subject) is compiled into release builds and runs\(unconditionally), showing every tip regardless of "
                            + "its rules; wrap it in `#if DEBUG`", at: run)
                }
                var result = finding(
                    "\(subject) is compiled into release builds \(switchText): whoever turns it on sees tips regardless of "
                        + "their rules; wrap it in `#if DEBUG`", at: run)
                result.severity = .warning
                return result
            case "resetDatastore":
                guard condition == nil, place.kind != .userAction else { return nil }
                if case .testing(let call) = run.call, call.followsConfigure { return nil }
                guard !configures.contains(where: { run.follows($0) }),
                    place.kind == .appStart
                        || configures.contains(where: { $0.follows(run) || Self.configuresAfter(run, in: $0) })
                else { return nil }
                let fix = "wrap it in `#if DEBUG` or put it behind a launch argument"
                // Said only where it was read: a reset before configure in a view's `.task` runs when that view
                // first appears in a launch, not at app start.
                guard place.kind == .appStart else {
                    return finding(
                        "\(subject) resets the datastore\(unconditionally) in release builds, in \(place.name) before "
                            + "`Tips.configure`: the first time that runs in a launch it wipes the tips' state; \(fix)",
                        at: run)
                }
                return finding(
                    "\(subject) resets the datastore\(unconditionally) at app start in release builds: every launch wipes the "
                        + "tips' state; \(fix)", at: run)
            default:
                return nil
            }
        }
    }

    /// One helper resets and then configures, both reached through the same call: each run of the
    /// helper resets first, whatever calls it.
    private static func configuresAfter(_ reset: SetupRun, in configure: SetupRun) -> Bool {
        guard reset.isThroughHelper, configure.site.location == reset.site.location,
            case .testing(let resetCall) = reset.call, case .configure(let configureCall) = configure.call
        else { return false }
        return resetCall.location.file == configureCall.location.file
            && resetCall.position.body == configureCall.position.body
            && resetCall.position.order < configureCall.position.order
    }

    /// A function nothing in the project calls, holding testing calls but no `Tips.configure`
    /// (`func showAllTips() { Tips.showAllTipsForTesting() }`): a utility that does not run. A
    /// setup function that also configures runs, called from somewhere tiplint does not see (a
    /// framework, Objective-C), unless the app configures at launch elsewhere: then it is a "reset all
    /// tips" nothing wired up (ohsnyt/SAM's `FieldTipState.resetAllTips()`).
    private func isUncalledTestingHelper(_ run: SetupRun, _ place: SetupPlace, _ configures: [SetupRun]) -> Bool {
        guard !run.isThroughHelper, place.kind == .other, case .testing(let call) = run.call,
            let function = call.position.caller
        else { return false }
        func isInFunction(_ configure: SetupRun) -> Bool {
            guard configure.callLocation.file == call.location.file, case .configure(let other) = configure.call else {
                return false
            }
            return other.position.caller == function
        }
        guard configures.contains(where: isInFunction) else { return true }
        return configures.contains { !isInFunction($0) && SetupPlace($0).kind == .appStart }
    }
}
