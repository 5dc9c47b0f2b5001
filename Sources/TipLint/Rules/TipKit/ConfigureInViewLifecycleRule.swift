struct ConfigureInViewLifecycleRule: Rule {
    static let description = RuleDescription(
        id: "configure_in_view_lifecycle", severity: .warning, system: .tipKit,
        summary: "`Tips.configure` (directly or through a helper) in view code that runs again and again",
        details: """
            Views appear many times and possibly after tips were asked for: a configure call in a SwiftUI view's \
            `body` or `init` (which re-runs whenever its parent re-renders), `.onAppear`, `.onDisappear`, `.task`, `.task(id:)`, \
            `.onChange` or `.refreshable`, or in a view controller's `viewDidLoad`, `viewWillAppear`, \
            `viewDidAppear` or `layoutSubviews`, runs late and again on every appearance, where it throws. A helper \
            holding `Tips.configure` called from such a place is reported at the call, naming the helper. The App's \
            own `init` and scene (a `.task` on its `WindowGroup` root runs once as the app starts, but a \
            `.task(id:)` there runs again each time its id changes, reported when no condition on the way can stop \
            the second configure; an `.onDisappear` there runs only when that view leaves, perhaps a first-launch \
            screen later launches never show) and \
            `application(_:didFinishLaunchingWithOptions:)` are app start, not view code; a view only previews \
            build never runs in the app. Configure once at app start.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                struct HomeView: View {
                    var body: some View {
                        List { Text("Trails") }
                            .onAppear { try? ↓Tips.configure() }
                    }
                }
                """),
            // In the App's scene, but only as a first-launch screen goes away: later launches never configure.
            RuleExample(
                """
                import TipKit

                @main
                struct TrailsApp: App {
                    @AppStorage("showWelcome") var showWelcome = true

                    var body: some Scene {
                        WindowGroup {
                            if showWelcome {
                                WelcomeView(showWelcome: $showWelcome)
                                    .onDisappear { ↓configureTips() }
                            } else {
                                HomeView()
                            }
                        }
                    }

                    func configureTips() { try? Tips.configure() }
                }
                """),
            RuleExample(files: [
                "Support/TipManager.swift": """
                import TipKit

                enum TipManager {
                    static func configure() { try? Tips.configure() }
                }
                """,
                "Views/MapController.swift": """
                import UIKit

                final class MapController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓TipManager.configure()
                    }
                }
                """,
            ]),
            // A tip manager whose initializer configures, made when a screen appears.
            RuleExample(files: [
                "Support/TipsCoordinator.swift": """
                import TipKit

                final class TipsCoordinator {
                    init() {
                        try? Tips.configure()
                    }
                }
                """,
                "Views/ReaderController.swift": """
                import UIKit

                final class ReaderController: UIViewController {
                    private var tips: TipsCoordinator?
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        tips = ↓TipsCoordinator()
                    }
                }
                """,
            ]),
            RuleExample(
                """
                import TipKit

                struct TrailList: View {
                    init() { try? ↓Tips.configure() }
                    var body: some View { Text("Trails") }
                }
                """),
            // Testing only: directly in `viewDidLoad`.
            RuleExample(
                """
                import TipKit

                final class MapController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        try? ↓Tips.configure()
                    }
                }
                """
            ).testOnly(),
            // Testing only: in a `let _ =` inside a view's body.
            RuleExample(
                """
                import TipKit

                struct CompassView: View {
                    var body: some View {
                        let _ = try? ↓Tips.configure()
                        Text("N")
                    }
                }
                """
            ).testOnly(),
            // The App's `.task(id:)` runs again each time the synced setting flips, and the helper configures
            // every time.
            RuleExample(files: [
                "Support/PantryServices.swift": """
                import TipKit
                enum PantryServices {
                    static func start(synced: Bool) {
                        try? Tips.configure([.displayFrequency(.daily)])
                    }
                }
                """,
                "PantryApp.swift": """
                import SwiftUI
                @main
                struct PantryApp: App {
                    @AppStorage("synced") private var synced = false
                    var body: some Scene {
                        WindowGroup {
                            ShelfView()
                                .task(id: synced) {
                                    ↓PantryServices.start(synced: synced)
                                }
                        }
                    }
                }
                """,
            ]),
            LanternSetupHelperExamples.viewInit,
            LanternSetupHelperExamples.taskWithAnID,
            LanternSetupHelperExamples.refreshableThroughAPrivateFunction,
            LanternSetupHelperExamples.controllerWillAppear,
            LanternSetupHelperExamples.modifierOnAScreen,
        ],
        nonTriggering: [
            RuleExample(
                """
                import TipKit

                @main struct TrailApp: App {
                    var body: some Scene {
                        WindowGroup {
                            HomeView().task { try? Tips.configure() }
                        }
                    }
                }
                """),
            RuleExample(files: [
                "Support/TipManager.swift": """
                import TipKit

                enum TipManager {
                    static func configure() { try? Tips.configure() }
                }
                """,
                "AppDelegate.swift": """
                import UIKit

                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        TipManager.configure()
                        return true
                    }
                }
                """,
            ]),
            // Testing only: directly in the app delegate's launch.
            RuleExample(
                """
                import TipKit

                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        try? Tips.configure()
                        return true
                    }
                }
                """
            ).testOnly(),
            // A view only a preview builds never runs in the app (round 11).
            RuleExample(
                """
                import TipKit

                struct LanternTip: Tip { var title: Text { Text("Light the lantern") } }

                struct TipsPanel: View {
                    var body: some View {
                        TipView(LanternTip()).task { try? Tips.configure() }
                    }
                }

                #Preview { TipsPanel() }
                """),
            PreviewsAndTestsExample.example(withApp: true),
            LanternSetupHelperExamples.modifierInTheAppsScene,
            // The App's `.task(id:)` again, but a static flag keeps the later runs from configuring; or the
            // configure is in the App's init and the task only reloads data.
            RuleExample(files: [
                "Support/PantryServices.swift": """
                import TipKit
                enum PantryServices {
                    private static var tipsReady = false
                    static func start(synced: Bool) {
                        guard !tipsReady else { return }
                        tipsReady = true
                        try? Tips.configure([.displayFrequency(.daily)])
                    }
                    static func reload(synced: Bool) {}
                }
                """,
                "PantryApp.swift": """
                import SwiftUI
                @main
                struct PantryApp: App {
                    @AppStorage("synced") private var synced = false
                    var body: some Scene {
                        WindowGroup {
                            ShelfView()
                                .task(id: synced) {
                                    PantryServices.start(synced: synced)
                                }
                        }
                    }
                }
                """,
            ]),
            RuleExample(
                """
                import SwiftUI
                import TipKit
                @main
                struct PantryApp: App {
                    @AppStorage("synced") private var synced = false
                    init() { try? Tips.configure() }
                    var body: some Scene {
                        WindowGroup {
                            ShelfView().task(id: synced) { PantryServices.reload(synced: synced) }
                        }
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        return context.appRuns.compactMap { run in
            guard run.api == "configure" else { return nil }
            let place = SetupPlace(run)
            // The App's `.task(id:)` runs at launch, then again each time its id changes: reported when nothing on
            // the way can keep the second run from configuring (no condition at all; a flag might).
            let repeats = place.runsAgainWhenIDChanges && run.condition == nil
            // Through helpers, only from a place that runs: not from a function nothing calls.
            guard place.kind == .viewLifecycle || repeats, !run.isThroughHelper || SetupPlace(run.site).kind != .other
            else { return nil }
            if repeats {
                return finding(
                    "\(SetupRunText.subject(run)) configures TipKit in \(place.name), which runs at launch and again each "
                        + "time its id changes: the second `Tips.configure` throws and its options are ignored; call it "
                        + "once at app start (the App's init or the app delegate)", at: run)
            }
            return finding(
                "\(SetupRunText.subject(run)) configures TipKit in \(place.name), view code that runs again each time the "
                    + "view loads, appears or changes and may run after tips were requested; call it once at app start "
                    + "(the App's init or the app delegate)", at: run)
        }
    }
}
