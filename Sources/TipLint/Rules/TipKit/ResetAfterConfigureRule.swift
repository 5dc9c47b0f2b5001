struct ResetAfterConfigureRule: Rule {
    /// An app that configures TipKit at launch and opens on `SettingsView`, where the examples reset.
    static let settingsApp = """
        import SwiftUI
        import TipKit

        @main struct TrailApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { SettingsView() } }
        }
        """

    static let description = RuleDescription(
        id: "reset_after_configure", severity: .error, system: .tipKit,
        summary: "`Tips.resetDatastore()` (directly or through a helper) where the datastore is already configured",
        details: """
            `Tips.resetDatastore()` only works before `Tips.configure`; afterwards it throws \
            (`tipsDatastoreAlreadyConfigured`) and resets nothing — with `try?` the failure is silent, and a \
            "show tips again" button does nothing for users. This is the case after `Tips.configure` in the same \
            body, in a user action (a button, menu, gesture or target-action), in a screen's `viewWillAppear`, \
            `viewDidAppear` or other appearance that resets and then configures (from its second appearance on), and \
            in a view's own methods, change handlers and later callbacks when the app configures TipKit at launch \
            (in the App, or in the `.task` or `.onAppear` of a view the App's scene shows; then code compiled only \
            for debugging is left alone). Calls are followed through \
            helpers across files: a button calling a helper that resets is reported at the button's call, naming \
            the helper, with the reset inside it as a related location; a helper handed to a view as a closure \
            property (`AboutSection(showTipsAgain: resetTips)`, or a closure calling it: `onRestart: { model.restart() }`) \
            is reported where that view calls the property (its button), with the hand-over as a related location. Reset at launch, before `Tips.configure`: \
            behind a launch argument, or a flag the button sets and the next launch reads.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                @main struct TrailApp: App {
                    init() {
                        try? Tips.configure()
                        try? ↓Tips.resetDatastore()
                    }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """),
            // An alert's destructive button, long after launch configured TipKit.
            RuleExample(files: [
                "TrailApp.swift": settingsApp,
                "SettingsView.swift": """
                import SwiftUI
                import TipKit

                struct SettingsView: View {
                    @State private var confirming = false
                    var body: some View {
                        Button("Erase data") { confirming = true }
                            .alert(isPresented: $confirming) {
                                Alert(
                                    title: Text("Erase everything?"), primaryButton: .cancel(),
                                    secondaryButton: .destructive(Text("Erase")) { try? ↓Tips.resetDatastore() })
                            }
                    }
                }
                """,
            ]).testOnly(),
            RuleExample(files: [
                "TrailApp.swift": """
                import SwiftUI
                import TipKit

                @main struct TrailApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """,
                "SettingsController.swift": """
                import TipKit
                import UIKit

                final class SettingsController: UIViewController {
                    @IBAction func confirmErase(_ sender: Any) {
                        let alert = UIAlertController(title: "Erase everything?", message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "Erase", style: .destructive) { _ in
                            try? ↓Tips.resetDatastore()
                        })
                        present(alert, animated: true)
                    }
                }
                """,
            ]).testOnly(),
            RuleExample(files: [
                "Support/TipStore.swift": """
                import TipKit

                final class TipStore {
                    static let shared = TipStore()
                    func showTipsAgain() { try? Tips.resetDatastore() }
                }
                """,
                "Views/SettingsView.swift": """
                import SwiftUI

                struct SettingsView: View {
                    var body: some View {
                        Button("Show tips again") { ↓TipStore.shared.showTipsAgain() }
                    }
                }
                """,
            ]),
            // Testing only: a helper reporting whether the reset worked, called as an `if` condition from a button's action.
            RuleExample(files: [
                "TrailApp.swift": settingsApp,
                "Support/TipSetup.swift": """
                import TipKit

                enum TipSetup {
                    static func resetTips() -> Bool {
                        do {
                            try Tips.resetDatastore()
                            return true
                        } catch {
                            return false
                        }
                    }
                }
                """,
                "Views/SettingsView.swift": """
                import SwiftUI

                struct SettingsView: View {
                    @State private var failed = false
                    var body: some View {
                        Button("Show tips again", action: ↓showTipsAgain)
                    }

                    private func showTipsAgain() {
                        if TipSetup.resetTips() { failed = false } else { failed = true }
                    }
                }
                """,
            ]).testOnly()
                // Without the button, the call in the method is reported where it is.
                .exempt(.commentingOut),
            // Configured as the App's first view appears; the sign-out wipe runs later, through a helper.
            RuleExample(files: [
                "TrailApp.swift": """
                import SwiftUI

                @main struct TrailApp: App {
                    @State private var signedIn = false
                    var body: some Scene {
                        WindowGroup {
                            if signedIn { HomeView() } else { SignInView() }
                        }
                    }
                }
                """,
                "Views/HomeView.swift": """
                import TipKit

                struct HomeView: View {
                    var body: some View {
                        Text("Trails")
                            .task { try? Tips.configure() }
                            .onReceive(NotificationCenter.default.publisher(for: .signedOut)) { _ in
                                ↓AccountData.wipe()
                            }
                    }
                }
                """,
                "Support/AccountData.swift": """
                import TipKit

                enum AccountData {
                    static func wipe() {
                        do {
                            try Tips.resetDatastore()
                            UserDefaults.standard.removeObject(forKey: "routes")
                        } catch {
                            print(error)
                        }
                    }
                }
                """,
            ]),
            // Testing only: behind `#if DEBUG` in the same body, and directly in a button's action.
            RuleExample(
                """
                import TipKit

                @main struct TrailmixApp: App {
                    init() {
                        try? Tips.configure()
                        #if DEBUG
                        try? ↓Tips.resetDatastore()
                        #endif
                    }
                    var body: some Scene { WindowGroup { RouteView() } }
                }

                struct DebugMenu: View {
                    var body: some View {
                        Button("Reset tips") {
                            try? ↓Tips.resetDatastore()
                        }
                    }
                }
                """
            ).testOnly(),
            LanternSetupHelperExamples.showTipsAgainButton(marked: true),
            LanternSetupHelperExamples.resetAfterAConfiguringHelper(marked: true),
            // The helper handed to a section view as a closure property, which the section's buttons call: reported at
            // the buttons, where the user action is (the construction argument is the helper's related location).
            RuleExample(files: [
                "Views/SettingsView.swift": """
                import SwiftUI
                import TipKit

                struct SettingsView: View {
                    var body: some View { AboutSection(showTipsAgain: replayTips, openHelp: showHelp) }
                }

                private extension SettingsView {
                    func replayTips() { try? Tips.resetDatastore() }
                    func showHelp() {}
                }
                """,
                "Views/AboutSection.swift": """
                import SwiftUI

                struct AboutSection: View {
                    let showTipsAgain: () -> Void
                    let openHelp: () -> Void
                    var body: some View {
                        Button("Show tips again", action: ↓showTipsAgain)
                        Button("Replay tips") { ↓showTipsAgain() }
                        Button("Help", action: openHelp)
                    }
                }
                """,
            ]).testOnly(),
            // A closure handed to the header view as its restart action: it runs when the header's button does.
            RuleExample(files: [
                "LessonApp.swift": """
                import SwiftUI
                import TipKit

                @main
                struct LessonApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { LessonView() } }
                }

                @Observable final class LessonModel {
                    func restart() { try? Tips.resetDatastore() }
                }

                struct LessonView: View {
                    @State private var model = LessonModel()
                    var body: some View {
                        LessonHeader(title: "Plots", onRestart: {
                            model.restart()
                        })
                    }
                }
                """,
                "LessonHeader.swift": """
                import SwiftUI

                struct LessonHeader: View {
                    let title: String
                    let onRestart: () -> Void
                    var body: some View {
                        HStack {
                            Text(title)
                            Button(action: ↓onRestart) { Image(systemName: "arrow.counterclockwise") }
                        }
                    }
                }
                """,
            ]),
        ],
        nonTriggering: [
            TestingAPIInReleaseRule.resetBehindALaunchArgument,
            // A bridge's method handler: configure and reset are different cases of one `switch`, each run by its
            // own call, and the caller may reset before it configures.
            RuleExample(
                """
                import TipKit

                final class TipsChannel {
                    func handle(_ method: String) {
                        switch method {
                        case "setUp":
                            try? Tips.configure()
                        case "showTipsAgain":
                            try? Tips.resetDatastore()
                        default:
                            break
                        }
                    }
                }
                """),
            RuleExample(files: [
                "Support/TipStore.swift": """
                import TipKit

                enum TipStore {
                    static func start() {
                        if UserDefaults.standard.bool(forKey: "resetTipsOnLaunch") {
                            try? Tips.resetDatastore()
                            UserDefaults.standard.set(false, forKey: "resetTipsOnLaunch")
                        }
                        try? Tips.configure()
                    }
                }
                """,
                "TrailApp.swift": """
                import SwiftUI

                @main struct TrailApp: App {
                    init() { TipStore.start() }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """,
            ]),
            // The first view resets behind a flag, then configures; a debug-only wipe is the developer's.
            RuleExample(files: [
                "TrailApp.swift": """
                import SwiftUI

                @main struct TrailApp: App {
                    var body: some Scene { WindowGroup { HomeView() } }
                }
                """,
                "Views/HomeView.swift": """
                import TipKit

                struct HomeView: View {
                    var body: some View {
                        Text("Trails")
                            .task {
                                if UserDefaults.standard.bool(forKey: "resetTips") { try? Tips.resetDatastore() }
                                try? Tips.configure()
                            }
                            .onReceive(NotificationCenter.default.publisher(for: .signedOut)) { _ in wipe() }
                    }

                    func wipe() {
                        #if DEBUG
                        try? Tips.resetDatastore()
                        #endif
                    }
                }
                """,
            ]),
            PreviewsAndTestsExample.example(withApp: true),
            // Without a configure call at launch, a view's reset may well run first.
            RuleExample(files: [
                "Kettle/KettleSettings.swift": """
                import SwiftUI
                import TipKit

                struct KettleSettings: View {
                    var body: some View { Text("Kettle").task { replayAll(); try? Tips.configure() } }
                    private func replayAll() { try? Tips.resetDatastore() }
                }
                """
            ]).testOnly(),
            LanternSetupHelperExamples.resetInAnAppDelegateLaunchHelper(marked: false),
            // The resetting helper is stored by the section but never called; its button calls the other property.
            RuleExample(files: [
                "Views/SettingsView.swift": """
                import SwiftUI
                import TipKit

                struct SettingsView: View {
                    var body: some View { AboutSection(resetAll: replayTips, openHelp: showHelp) }
                }

                private extension SettingsView {
                    func replayTips() { try? Tips.resetDatastore() }
                    func showHelp() {}
                }
                """,
                "Views/AboutSection.swift": """
                import SwiftUI

                struct AboutSection: View {
                    let resetAll: () -> Void
                    let openHelp: () -> Void
                    var body: some View { Button("Help", action: openHelp) }
                }
                """,
            ]).testOnly(),
            // Testing only: a closure handed over the same way to a property the section never calls.
            RuleExample(files: [
                "Views/SettingsView.swift": """
                import SwiftUI
                import TipKit

                struct SettingsView: View {
                    var body: some View {
                        AboutSection(resetAll: { replayTips() }, openHelp: showHelp)
                    }
                }

                private extension SettingsView {
                    func replayTips() { try? Tips.resetDatastore() }
                    func showHelp() {}
                }
                """,
                "Views/AboutSection.swift": """
                import SwiftUI

                struct AboutSection: View {
                    let resetAll: () -> Void
                    let openHelp: () -> Void
                    var body: some View { Button("Help", action: openHelp) }
                }
                """,
            ]).testOnly(),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let inApp = context.appRuns
        let configures = inApp.filter { $0.api == "configure" }
        let configuresAtLaunch = configures.contains { SetupPlace($0).kind == .appStart }
        // A configure as the App's first view appears runs at launch too, for the views the scene shows.
        let rootConfigure = configures.first { Self.runsAsRootViewAppears($0, views: context.views) }
        return inApp.filter { $0.api == "resetDatastore" }.compactMap { run in
            let subject = SetupRunText.subject(run)
            let fix =
                "reset at launch before `Tips.configure` (e.g. behind a launch argument, or a flag the next launch reads)"
            if case .testing(let call) = run.call, call.followsConfigure {
                return finding(
                    "\(subject) resets the datastore after `Tips.configure` in the same body: it throws and resets nothing; "
                        + "call it before `Tips.configure`", at: run)
            }
            if let configure = configures.first(where: { run.follows($0) && run.canRun(with: $0) }) {
                return finding(
                    "\(subject) resets the datastore after \(SetupRunText.subject(configure)) configured TipKit in the same "
                        + "body: it throws and resets nothing; call it before `Tips.configure`", at: run,
                    related: [RelatedLocation(message: "configured here", location: configure.site.location)])
            }
            let place = SetupPlace(run)
            // Reset, then configure, each time a screen appears: from the second time the store is configured.
            // Only a reset its body always runs: one behind a flag there (the next launch's reset) is not this place's.
            if place.kind == .viewLifecycle, !place.mayRunWhileLaunching, run.callSite.position.condition == nil,
                let configure = configures.first(where: { Self.isConfigure($0, rightAfter: run) })
            {
                return finding(
                    "\(subject) resets the datastore before \(SetupRunText.subject(configure)) in \(place.name), which runs "
                        + "each time the screen appears: from the second time TipKit is already configured, so it throws "
                        + "and resets nothing; \(fix)", at: run,
                    related: [RelatedLocation(message: "configured here", location: configure.site.location)])
            }
            if place.kind == .userAction {
                return finding(
                    "\(subject) resets the datastore in a user action (\(place.name)), after TipKit was configured at launch: "
                        + "the reset throws and resets nothing; \(fix)", at: run)
            }
            // A reset behind a condition (a flag the next launch reads) is that launch's, not this place's.
            guard run.condition == nil, runsAfterLaunch(place, run.site.context) else { return nil }
            if configuresAtLaunch {
                return finding(
                    "\(subject) resets the datastore in \(place.name), which runs after TipKit was configured at launch: "
                        + "it throws and resets nothing; \(fix)", at: run)
            }
            // Read from where the view sits, not from the code itself: debug-only code is left to the developer.
            if let configure = rootConfigure, !run.isDevelopmentOnly {
                return finding(
                    "\(subject) resets the datastore in \(place.name), which runs after \(SetupRunText.subject(configure)) "
                        + "configured TipKit in \(SetupPlace(configure).name), a view the App's scene shows: it throws and "
                        + "resets nothing; \(fix)", at: run,
                    related: [RelatedLocation(message: "configured here", location: configure.site.location)])
            }
            return nil
        }
    }

    /// Whether `configure` runs in the `.task` or `.onAppear` of a view that the App's scene builds (in any arm
    /// of its `if`): the first thing the app shows, so what runs later in the app finds TipKit configured.
    private static func runsAsRootViewAppears(_ configure: SetupRun, views: ViewGraph) -> Bool {
        let place = SetupPlace(configure)
        guard place.kind == .viewLifecycle, place.mayRunWhileLaunching else { return false }
        return configure.sites.contains { site in
            guard let type = site.context.typeName, SetupPlace.isView(site.context.typeConformances),
                site.context.closures.contains("task") || site.context.closures.contains("onAppear")
            else { return false }
            return views.parents(of: type).contains { views.conformances(of: $0).contains("App") }
        }
    }

    /// Whether `configure` runs right after `reset`, on the same way: from the same outermost call, later
    /// in the body that holds the reset.
    private static func isConfigure(_ configure: SetupRun, rightAfter reset: SetupRun) -> Bool {
        let (mine, theirs) = (reset.callSite, configure.callSite)
        return configure.site.location == reset.site.location && mine.location.file == theirs.location.file
            && mine.position.body == theirs.position.body && mine.position.order < theirs.position.order
            && configure.canRun(with: reset)
    }

    /// Code that runs once the app is up: a change handler or later callback, a view's appearance
    /// other than its first, or a view's (or view controller's) own method.
    private func runsAfterLaunch(_ place: SetupPlace, _ context: CodeContext) -> Bool {
        switch place.kind {
        case .callback: return true
        case .viewLifecycle: return !place.mayRunWhileLaunching
        case .other:
            return context.functionName != nil
                && context.typeConformances.contains { SetupPlace.isView([$0]) || $0.hasSuffix("ViewController") }
        case .appStart, .userAction: return false
        }
    }
}
