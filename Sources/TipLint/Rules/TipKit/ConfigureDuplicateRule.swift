struct ConfigureDuplicateRule: Rule {
    static let description = RuleDescription(
        id: "configure_duplicate", severity: .error, system: .tipKit,
        summary: "`Tips.configure` can run more than once in one build, directly or through a helper",
        details: """
            TipKit can be configured once per launch; a second `Tips.configure` throws \
            (`tipsDatastoreAlreadyConfigured`) and its options are ignored, so two calls usually mean one of them \
            silently does nothing. Calls are followed through helpers (a function, method, static method or \
            singleton method holding `Tips.configure`, across files): a helper run at launch and again from a \
            settings toggle, an `.onChange`, a sync callback or a second launch place is reported at the second \
            call, naming the helper, with the `Tips.configure` inside it as a related location. Calls in different \
            branches of one `#if … #else … #endif`, of one runtime `if … else` or cases of one `switch`, never run together and are fine, \
            as is a helper called only at launch, one whose call waits behind a flag it sets first (`guard !didStart else \
            { return }; didStart = true`), which configures once however many places call it, and calls in previews \
            (a preview modifier that a `View` method only previews call applies included) and tests. A call after \
            `try Tips.resetDatastore()` in the same body is not reached again: the reset throws first \
            (`reset_after_configure`). Keep a single call at app start.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                @main struct TrailApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene {
                        WindowGroup { MapView().task { try? ↓Tips.configure([.displayFrequency(.daily)]) } }
                    }
                }
                """),
            RuleExample(files: [
                "Support/TipsSetup.swift": """
                import TipKit

                enum TipsSetup {
                    static func start() {
                        try? Tips.configure([.displayFrequency(.weekly)])
                    }
                }
                """,
                "TrailApp.swift": """
                import SwiftUI

                @main struct TrailApp: App {
                    init() { TipsSetup.start() }
                    var body: some Scene { WindowGroup { SettingsView() } }
                }
                """,
                "Views/SettingsView.swift": """
                import SwiftUI

                struct SettingsView: View {
                    @AppStorage("showTips") private var showTips = true
                    var body: some View {
                        Toggle("Show tips", isOn: $showTips)
                            .onChange(of: showTips) { _, isOn in
                                if isOn { ↓TipsSetup.start() }
                            }
                    }
                }
                """,
            ]),
            // Testing only: a second call in a view's task, and a third in a function of another file
            // that nothing in the project calls (it is not private, so another module may).
            RuleExample(files: [
                "TrailmixApp.swift": """
                import TipKit
                @main struct TrailmixApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene {
                        WindowGroup {
                            RouteView()
                                .task {
                                    try? ↓Tips.configure([.displayFrequency(.daily)])
                                }
                        }
                    }
                }
                """,
                "Views/SettingsView.swift": """
                import TipKit
                func restoreTips() { try? ↓Tips.configure() }
                """,
            ]).testOnly(),
            // Testing only: the arms of a `switch` exclude each other, but the call after the switch runs
            // with either of them.
            RuleExample(
                """
                import TipKit

                enum Channel { case beta, store }

                @main struct TrailApp: App {
                    init() {
                        switch Channel.store {
                        case .beta: try? Tips.configure([.displayFrequency(.immediate)])
                        case .store: try? Tips.configure([.displayFrequency(.daily)])
                        }
                        try? ↓Tips.configure()
                    }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """
            ).testOnly(),
            // Two configures in the sources of one executable target: one program.
            RuleExample(files: [
                "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Ledger",
                    targets: [.executableTarget(name: "Ledger"), .executableTarget(name: "LedgerTool")]
                )
                """,
                "Sources/Ledger/LedgerDelegate.swift": """
                import AppKit
                import TipKit

                final class LedgerDelegate: NSObject, NSApplicationDelegate {
                    func applicationDidFinishLaunching(_ notification: Notification) {
                        try? Tips.configure()
                    }
                }
                """,
                "Sources/Ledger/LedgerView.swift": """
                import SwiftUI
                import TipKit

                struct LedgerView: View {
                    var body: some View { Text("Ledger").task { try? ↓Tips.configure() } }
                }
                """,
            ]).testOnly(),
            // Testing only: the preview setup is applied by a shipped view too.
            previewSetupExample(dockBody: #"Text("Berths").withPreviewSetup()"#, marker: "↓").testOnly(),
            // A flag set back once the helper is done only keeps two runs from overlapping: the next call configures
            // again.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct RootView: View {
                    @State private var isStarting = false
                    var body: some View {
                        Text("Kiln")
                            .onAppear { startGuidance() }
                            .onChange(of: isStarting) { ↓startGuidance() }
                    }

                    private func startGuidance() {
                        guard !isStarting else { return }
                        isStarting = true
                        defer { isStarting = false }
                        try? Tips.configure()
                    }
                }
                """
            ).testOnly(),
        ],
        nonTriggering: [
            UncalledSetupMethodExamples.secondInUncalledMethod,
            // The helper sets its own flag before it configures: called from two handlers, it configures once.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                struct RootView: View {
                    @State private var didStartGuidance = false
                    @Environment(\\.scenePhase) private var phase
                    var body: some View {
                        Text("Kiln")
                            .onAppear { startGuidance() }
                            .onChange(of: phase) { startGuidance() }
                    }

                    private func startGuidance() {
                        guard !didStartGuidance else { return }
                        didStartGuidance = true
                        try? Tips.configure()
                    }
                }
                """),
            // The reset throws once TipKit is configured (reset_after_configure), so the `try` leaves the
            // `do` before the second configure: it never runs.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                @main struct TrailApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene {
                        WindowGroup {
                            Button("Show tips again") {
                                do {
                                    try Tips.resetDatastore()
                                    try Tips.configure()
                                } catch {
                                    print(error)
                                }
                            }
                        }
                    }
                }
                """),
            // A stale copy of the app beside the app: each copy declares the same helper, which a module
            // cannot compile twice, so each App's call runs its own copy's helper once.
            RuleExample(
                files: ["Ledger", "LedgerOld"].flatMap { folder -> [RuleExample.File] in
                    [
                        RuleExample.File(
                            path: "\(folder)/LedgerApp.swift",
                            text: """
                                import SwiftUI
                                import TipKit

                                @main
                                struct LedgerApp: App {
                                    init() { TipSetup.start() }
                                    var body: some Scene { WindowGroup { Text("Ledger") } }
                                }
                                """),
                        RuleExample.File(
                            path: "\(folder)/TipSetup.swift",
                            text: """
                                import TipKit
                                enum TipSetup { static func start() { try? Tips.configure() } }
                                """),
                    ]
                }),
            // A private helper nothing calls never runs: its configure is dead code, not a second call.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                @main
                struct KilnApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { Text("Kiln") } }

                    private func setUpTips() -> Bool {
                        do {
                            try Tips.configure()
                            return true
                        } catch {
                            return false
                        }
                    }
                }
                """),
            // A Mac app and an iOS app, each its own target: the Mac app configures in a view its own
            // file holds, the iOS app in its scene.
            RuleExample(files: [
                "Desk/DeskApp.swift": """
                import SwiftUI
                import TipKit

                @main
                struct DeskApp: App {
                    var body: some Scene { WindowGroup { Text("Desk").background(Installer()) } }
                }

                struct Installer: View {
                    var body: some View { Color.clear.onAppear { try? Tips.configure() } }
                }
                """,
                "DeskMobile/DeskMobileApp.swift": """
                import SwiftUI
                import TipKit

                @main
                struct DeskMobileApp: App {
                    var body: some Scene { WindowGroup { Text("Desk").task { try? Tips.configure() } } }
                }
                """,
            ]),
            // A Mac app and an iPhone app, two executable targets of one package: one configure each.
            RuleExample(files: [
                "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Ledger",
                    targets: [
                        .target(name: "LedgerCore"),
                        .executableTarget(name: "Ledger", dependencies: ["LedgerCore"]),
                        .executableTarget(name: "LedgerPhone", dependencies: ["LedgerCore"], path: "Apps/Phone/"),
                    ]
                )
                """,
                "Sources/Ledger/LedgerDelegate.swift": """
                import AppKit
                import TipKit

                final class LedgerDelegate: NSObject, NSApplicationDelegate {
                    func applicationDidFinishLaunching(_ notification: Notification) {
                        try? Tips.configure()
                    }
                }
                """,
                "Apps/Phone/LedgerPhoneApp.swift": """
                import SwiftUI
                import TipKit

                @main
                struct LedgerPhoneApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { Text("Ledger") } }
                }
                """,
            ]),
            // An app and its App Clip: two `App` types, two targets, one configure each.
            RuleExample(files: [
                "Ledger/LedgerApp.swift": """
                import SwiftUI
                import TipKit

                @main
                struct LedgerApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { Text("Ledger") } }
                }
                """,
                "LedgerClip/LedgerClipApp.swift": """
                import SwiftUI
                import TipKit

                @main
                struct LedgerClipApp: App {
                    init() { try? Tips.configure() }
                    var body: some Scene { WindowGroup { Text("Ledger Clip") } }
                }
                """,
            ]),
            RuleExample(files: [
                "Support/TipsSetup.swift": """
                import TipKit

                final class TipsController {
                    static let shared = TipsController()
                    func setUp() { try? Tips.configure() }
                }
                """,
                "TrailApp.swift": """
                import SwiftUI

                @main struct TrailApp: App {
                    init() { TipsController.shared.setUp() }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """,
            ]),
            RuleExample(
                """
                import TipKit

                @main struct TrailApp: App {
                    init() {
                        #if DEBUG
                        try? Tips.configure([.displayFrequency(.immediate)])
                        #else
                        try? Tips.configure()
                        #endif
                    }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """),
            // Debug-only here, release-only there (`#if` groups are numbered per file).
            RuleExample(files: [
                "TrailApp.swift": """
                import TipKit

                @main struct TrailApp: App {
                    init() {
                        #if DEBUG
                        try? Tips.configure([.displayFrequency(.immediate)])
                        #endif
                    }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """,
                "ReleaseSetup.swift": """
                import TipKit

                #if !DEBUG
                func configureTips() { try? Tips.configure([.displayFrequency(.daily)]) }
                #endif
                """,
            ]),
            RuleExample(
                """
                import TipKit

                @main struct TrailApp: App {
                    init() {
                        if CommandLine.arguments.contains("-uiTesting") {
                            try? Tips.configure([.displayFrequency(.immediate)])
                        } else {
                            try? Tips.configure()
                        }
                    }
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """),
            // The arms of one `switch` over the build's channel, in a manager the app makes once: one call a run.
            RuleExample(
                """
                import SwiftUI
                import TipKit

                enum Channel { case beta, store }

                final class TipsManager {
                    init(channel: Channel) {
                        do {
                            switch channel {
                            case .beta:
                                try Tips.configure([.displayFrequency(.immediate)])
                            case .store:
                                try Tips.configure([.displayFrequency(.hourly)])
                            }
                        } catch {
                            print("TipKit setup failed")
                        }
                    }
                }

                @main struct TrailApp: App {
                    let tips = TipsManager(channel: .store)
                    var body: some Scene { WindowGroup { Text("Trails") } }
                }
                """),
            PreviewsAndTestsExample.example(withApp: true),
            // A modifier that configures for previews, applied by a `View` method only previews call.
            previewSetupExample(dockBody: #"Text("Berths")"#, marker: ""),
            // Runtime branches that exclude each other: one configure call a run.
            RuleExample(files: [
                "Support/Setup.swift": """
                import TipKit

                struct Setup {
                    func configure() {
                        if FeatureFlags.showAllTips {
                            try? Tips.configure([.displayFrequency(.immediate)])
                        } else {
                            try? Tips.configure([.displayFrequency(.daily)])
                        }
                    }
                }
                """
            ]).testOnly(),
            // The project's own `Tips` type shadows TipKit's: `Tips.configure()` runs its helper, once.
            RuleExample(files: [
                "Support/CoachMarks.swift": """
                import TipKit

                enum Tips {
                    static func configure() {
                        try? TipKit.Tips.configure()
                    }
                }
                """,
                "PotApp.swift": """
                import SwiftUI

                @main struct PotApp: App {
                    init() { Tips.configure() }
                    var body: some Scene { WindowGroup { Text("Pot") } }
                }
                """,
            ]).testOnly(),
        ])

    /// An app configuring in a launch modifier, and a preview modifier configuring again, each applied by a method of
    /// `extension View`; `DockView`'s body is `dockBody`, and `marker` marks the preview modifier's application. A
    /// failing example points at its caller.
    private static func previewSetupExample(
        dockBody: String, marker: String, file: StaticString = #filePath, line: UInt = #line
    ) -> RuleExample {
        RuleExample(
            files: [
                "App/HarborApp.swift": """
                import SwiftUI

                @main struct HarborApp: App {
                    var body: some Scene { WindowGroup { DockView().withLaunchSetup() } }
                }
                """,
                "App/Setup.swift": """
                import SwiftUI
                import TipKit

                struct LaunchSetup: ViewModifier {
                    func body(content: Content) -> some View {
                        content.task { try? Tips.configure() }
                    }
                }

                struct PreviewSetup: ViewModifier {
                    func body(content: Content) -> some View {
                        content.task { try? Tips.configure([.displayFrequency(.immediate)]) }
                    }
                }

                extension View {
                    func withLaunchSetup() -> some View { modifier(LaunchSetup()) }
                    func withPreviewSetup() -> some View { \(marker)modifier(PreviewSetup()) }
                }
                """,
                "Views/DockView.swift": """
                import SwiftUI

                struct DockView: View {
                    var body: some View { \(dockBody) }
                }

                #Preview { DockView().withPreviewSetup() }
                """,
            ], file: file, line: line)
    }

    func check(_ context: RuleContext) -> [Finding] {
        // Launch places first: of a helper run at launch and again later, the later run is the defect.
        let runs = context.appRuns.filter { $0.api == "configure" }
            .map { (run: $0, place: SetupPlace($0)) }
            .sorted {
                ($0.place.kind == .appStart ? 0 : 1, $0.run.site.location, $0.run.callLocation)
                    < ($1.place.kind == .appStart ? 0 : 1, $1.run.site.location, $1.run.callLocation)
            }
        let appFiles = Set(context.model.files.filter { $0.appEntryPoints.contains { $0.kind == "App" } }.map(\.path))
        let executables = ExecutablePrograms(context.model)
        var findings: [Finding] = []
        for (position, entry) in runs.enumerated() {
            // After a configure, a `try Tips.resetDatastore()` before this call throws first
            // (reset_after_configure says so): this call is not reached again.
            if case .configure(let call) = entry.run.call, call.followsThrowingReset { continue }
            guard
                let earlier = runs[..<position].first(where: {
                    entry.run.canRun(with: $0.run)
                        && !Self.areTwoApps(entry.run, $0.run, appFiles: appFiles, executables: executables)
                        && !Self.isOneCallToRedeclaredHelpers(entry.run, $0.run)
                        && !Self.passOneOnceGuardedPlace(entry.run, $0.run)
                })
            else { continue }
            let run = entry.run
            let message: String
            if !run.isThroughHelper && !earlier.run.isThroughHelper {
                message =
                    "`Tips.configure` is called again here although the call at \(earlier.run.site.location.citation) "
                    + "runs in the same build; the second call throws and its options are ignored; keep one call at app start"
            } else {
                message =
                    "\(SetupRunText.subject(run)) configures TipKit again here, in \(entry.place.name), although "
                    + "\(SetupRunText.subject(earlier.run)) already runs at \(earlier.run.site.location.citation) "
                    + "(\(earlier.place.name)); the second `Tips.configure` throws and its options are ignored; "
                    + "keep one call at app start"
            }
            let first = RelatedLocation(message: "first configured here", location: earlier.run.site.location)
            findings.append(finding(message, at: run, related: [first]))
        }
        return findings
    }

    /// Two runs to one `Tips.configure` that runs once (in a helper, behind `guard !isConfiguring else { return };
    /// isConfiguring = true`, called from two handlers): the second finds the flag set and configures nothing.
    private static func passOneOnceGuardedPlace(_ a: SetupRun, _ b: SetupRun) -> Bool {
        a.callSite.position.runsOnce && a.callLocation == b.callLocation
    }

    /// One call whose helpers are declared twice, with the same owner, name and labels, in other files:
    /// a module cannot compile both declarations (an invalid redeclaration), so they belong to two
    /// targets or one is a stale copy, and the call runs one of them.
    private static func isOneCallToRedeclaredHelpers(_ a: SetupRun, _ b: SetupRun) -> Bool {
        guard a.site.location == b.site.location, !a.hops.isEmpty, a.hops.count == b.hops.count else { return false }
        func declared(_ helper: FunctionSignature) -> [String] {
            [helper.owner ?? "", helper.name] + helper.parameters.map { $0.label ?? "_" }
        }
        let sameHelpers = zip(a.hops, b.hops).allSatisfy { declared($0.helper) == declared($1.helper) }
        return sameHelpers && a.callLocation.file != b.callLocation.file
    }

    /// Runs starting in two files that each declare a SwiftUI `App` (in it, or in a view beside it): a module has one `App`, so these are two targets of the project (an
    /// app and its App Clip, a Mac and an iOS app), each its own build. Runs starting in the sources of two
    /// executable targets of a package are two programs too, whatever starts them (an app delegate).
    private static func areTwoApps(
        _ a: SetupRun, _ b: SetupRun, appFiles: Set<String>, executables: ExecutablePrograms
    ) -> Bool {
        if let first = executables.executable(holding: a.site.location.file),
            let second = executables.executable(holding: b.site.location.file), first != second
        {
            return true
        }
        // By file: a view's run and its own app's run are one app.
        func app(_ run: SetupRun) -> String? {
            let file = run.site.location.file
            return run.site.context.isInAppType || appFiles.contains(file) ? file : nil
        }
        guard let first = app(a), let second = app(b) else { return false }
        return first != second
    }
}
