struct ConfigureMissingRule: Rule {
    static let description = RuleDescription(
        id: "configure_missing", severity: .error, system: .tipKit,
        summary:
            "tips are displayed but `Tips.configure` is never called (a note in a library with no app entry point)",
        details: """
            TipKit shows no tip until `Tips.configure(_:)` has loaded its datastore. Without the call every \
            `.popoverTip` and `TipView` stays empty. Call `try? Tips.configure()` once at app start, in the \
            App's `init` or the app delegate's `application(_:didFinishLaunchingWithOptions:)`; a call in a helper \
            the app calls counts. A call in a `#Preview` or a test does not count, nor one in a method nothing calls \
            (as `tip_never_displayed` reads it; a display there does not count either). In a library (a package with \
            no `@main`, no `App` and no app delegate) configuring is the using app's job: a note.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                struct ScanTip: Tip { var title: Text { Text("Scan a face") } }

                @main
                struct FacesApp: App {
                    var body: some Scene { WindowGroup { HomeView() } }
                }

                struct HomeView: View {
                    var body: some View {
                        Button("Scan") { }↓.popoverTip(ScanTip())
                    }
                }
                """),
            // A library: no app entry point, so a note.
            RuleExample(files: [
                "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(name: "FaceKit", targets: [.target(name: "FaceKit")])
                """,
                "Sources/FaceKit/ScanButton.swift": """
                import TipKit

                struct ScanTip: Tip { var title: Text { Text("Scan a face") } }

                public struct ScanButton: View {
                    public var body: some View {
                        Button("Scan") { }↓.popoverTip(ScanTip())
                    }
                }
                """,
            ]),
            PreviewsAndTestsExample.example(withApp: false, markDisplay: true),
            // The only configure is in a view controller's method that nothing calls.
            UncalledSetupMethodExamples.onlyInUncalledMethod,
        ],
        nonTriggering: [
            RuleExample(
                """
                import TipKit

                struct ScanTip: Tip { var title: Text { Text("Scan a face") } }

                @main
                struct FacesApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { HomeView() } }
                }

                struct HomeView: View {
                    var body: some View {
                        Button("Scan") { }.popoverTip(ScanTip())
                    }
                }
                """),
            // Tips declared but not displayed yet: nothing to configure for.
            RuleExample(
                """
                import TipKit

                struct ScanTip: Tip { var title: Text { Text("Scan a face") } }
                """),
            PreviewsAndTestsExample.example(withApp: true),
        ] + UncalledSetupMethodExamples.runs)

    func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        let uncalled = context.uncalledDisplayHelpers
        // A configure call in a preview or a test configures neither the app nor its tips; nor does one in a
        // method nothing calls, which never runs (`tip_never_displayed`'s reading of it).
        let inApp = model.configureCalls.filter { AppPlaces.runsInApp($0.location, $0.context, in: model) }
        guard !inApp.contains(where: { uncalled.helper(holding: $0.context, in: $0.location.file) == nil })
        else { return [] }
        // Nor is a display in such a method one: it never shows.
        let sites = context.tipKit.displaySites.filter {
            AppPlaces.runsInApp($0.location, $0.context, in: model) && uncalled.helper(holding: $0) == nil
        }
        .sorted { $0.location < $1.location }
        guard let first = sites.first else { return [] }
        let count = sites.reduce(0) { $0 + $1.timesWritten }
        let displayed =
            count == 1
            ? "a tip is displayed here"
            : "tips are displayed here and at \(count - 1) other site\(count == 2 ? "" : "s")"
        let never: String
        if model.configureCalls.isEmpty {
            never = "never called"
        } else if let call = inApp.first, let helper = uncalled.helper(holding: call.context, in: call.location.file) {
            never = "called only in \(helper.name)() (\(call.location.citation)), which nothing calls"
        } else {
            never = "called only in previews or tests"
        }
        guard model.files.contains(where: { !$0.appEntryPoints.isEmpty }) else {
            var note = finding(
                "\(displayed) but `Tips.configure` is \(never) in this library (no `@main`, `App` or app delegate): the "
                    + "app that uses it must call `try? Tips.configure()` at start, or no tip appears",
                at: first.location, key: "Tips.configure")
            note.severity = .note
            return [note]
        }
        return [
            finding(
                "\(displayed) but `Tips.configure` is \(never), so no tip appears; call `try? Tips.configure()` once at app start",
                at: first.location, key: "Tips.configure")
        ]
    }
}
