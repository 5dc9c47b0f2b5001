struct ConfigureInViewLifecycleRule: Rule {
    static let description = RuleDescription(
        id: "configure_in_view_lifecycle", severity: .warning, system: .tipKit,
        summary: "`Tips.configure` in a view's `body`, `.onAppear`, or a view controller's `viewDidLoad`/`viewWillAppear`",
        details: """
            Views appear many times and possibly after tips were asked for; a configure call there runs late \
            and again on every appearance, where it throws. Configure once at app start: in the App's `init` \
            (or a `.task` on its root scene) or in `application(_:didFinishLaunchingWithOptions:)`.
            """,
        triggering: [
            RuleExample("""
                import TipKit

                struct HomeView: View {
                    var body: some View {
                        List { Text("Faces") }
                            .onAppear {
                                try? ↓Tips.configure()
                            }
                    }
                }

                final class MapController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        try? ↓Tips.configure()
                    }
                }
                """),
        ],
        nonTriggering: [
            // At app start: a `.task` on the root scene, and the app delegate.
            RuleExample("""
                import TipKit

                @main
                struct FacesApp: App {
                    var body: some Scene {
                        WindowGroup {
                            ContentView().task { try? Tips.configure() }
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
                """),
        ])

    private static let controllerLifecycle: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]

    func check(_ context: RuleContext) -> [Finding] {
        context.model.configureCalls.compactMap { call in
            guard TipKitPlaces.runsInApp(call.location, call.context, in: context.model),
                  let place = lifecyclePlace(call.context) else { return nil }
            return finding(
                "`Tips.configure` runs in \(place), view code that runs again each time the view loads or appears "
                    + "and may run after tips were requested; call it once at app start (the App's init or the app delegate)",
                at: call.location, key: TipKitIndex.key("Tips.configure", in: call.context))
        }
    }

    private func lifecyclePlace(_ context: CodeContext) -> String? {
        if context.isInside(closure: "onAppear") { return "`.onAppear`" }
        if let function = context.functionName, Self.controllerLifecycle.contains(function) { return "`\(function)`" }
        let isAppOrScene = context.typeConformances.contains { $0 == "App" || $0 == "Scene" || $0.hasSuffix(".App") }
        if context.functionName == "body", !isAppOrScene {
            return "the `body` of \(context.typeName ?? "a view")"
        }
        return nil
    }
}
