import XCTest

@testable import TipLint

/// The helper call graph: TipKit setup calls followed through the helpers that hold them, to
/// the places that call those helpers, across files.
final class SetupCallGraphTests: XCTestCase {
    /// `api@site (via helpers)` for each run, in model order.
    private func runs(_ files: [(path: String, source: String)]) -> [String] {
        TipKitTest.model(files).setupRuns.map { run in
            let via = run.hops.map { $0.helper.displayName }.joined(separator: " > ")
            return "\(run.api)@\(run.site.location.file):\(run.site.location.line)" + (via.isEmpty ? "" : " via \(via)")
        }
    }

    func testAStaticHelperIsFollowedToItsCallersInOtherFiles() {
        let manager = (
            path: "Support/TipManager.swift",
            source: """
            import TipKit
            enum TipManager {
                static func configure(resetting: Bool = false) {
                    if resetting { try? Tips.resetDatastore() }
                    try? Tips.configure()
                }
            }
            """
        )
        let app = (
            path: "HikeApp.swift",
            source: """
            import SwiftUI
            @main struct HikeApp: App {
                init() {
                    TipManager.configure()
                }
                var body: some Scene { WindowGroup { Text("Hi") } }
            }
            """
        )
        let settings = (
            path: "Views/SettingsView.swift",
            source: """
            import SwiftUI
            struct SettingsView: View {
                @AppStorage("tips") var tips = true
                var body: some View {
                    Toggle("Tips", isOn: $tips)
                        .onChange(of: tips) { _, on in
                            if on { TipManager.configure(resetting: true) }
                        }
                }
            }
            """
        )
        XCTAssertEqual(
            runs([manager, app, settings]),
            [
                "configure@HikeApp.swift:4 via TipManager.configure(resetting:)",
                "configure@Views/SettingsView.swift:7 via TipManager.configure(resetting:)",
                "resetDatastore@HikeApp.swift:4 via TipManager.configure(resetting:)",
                "resetDatastore@Views/SettingsView.swift:7 via TipManager.configure(resetting:)",
            ])
    }
}

extension SetupCallGraphTests {
    func testSingletonsFreeFunctionsSelfCallsAndExtensionMethods() {
        let helpers = (
            path: "Support/Helpers.swift",
            source: """
            import TipKit
            final class TipsController {
                static let shared = TipsController()
                func setUp() { try? Tips.configure() }
            }
            func setupTips() { Tips.showAllTipsForTesting() }
            extension AppDelegate {
                func prepareTips() { try? Tips.resetDatastore() }
            }
            """
        )
        let delegate = (
            path: "AppDelegate.swift",
            source: """
            import UIKit
            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    self.prepareTips()
                    TipsController.shared.setUp()
                    try? setupTips()
                    return true
                }
            }
            """
        )
        XCTAssertEqual(
            runs([helpers, delegate]),
            [
                "configure@AppDelegate.swift:6 via TipsController.setUp()",
                "showAllTipsForTesting@AppDelegate.swift:7 via setupTips()",
                "resetDatastore@AppDelegate.swift:5 via AppDelegate.prepareTips()",
            ])
        let run = TipKitTest.model([helpers, delegate]).setupRuns[0]
        XCTAssertEqual(run.site.caller?.displayName, "AppDelegate.application(_:didFinishLaunchingWithOptions:)")
        XCTAssertEqual(run.hops.map(\.call.line), [6])
    }

    func testHelpersOfHelpersAreFollowedAFewLevelsUp() {
        let files = [
            (
                path: "Tips/TipManager.swift",
                source: """
                import TipKit
                enum TipManager {
                    static func configure() { try? Tips.configure() }
                }
                """
            ),
            (
                path: "App/AppSetup.swift",
                source: """
                struct AppSetup {
                    static func run() {
                        prepareServices()
                        TipManager.configure()
                    }
                }
                """
            ),
            (
                path: "App/LanternApp.swift",
                source: """
                @main struct LanternApp: App {
                    init() { AppSetup.run() }
                    var body: some Scene { WindowGroup { Text("L") } }
                }
                """
            ),
        ]
        XCTAssertEqual(runs(files), ["configure@App/LanternApp.swift:2 via AppSetup.run() > TipManager.configure()"])
    }

    func testFunctionsHandedToActionsAndSelectors() {
        let view = (
            path: "Views/SettingsView.swift",
            source: """
            import TipKit
            struct SettingsView: View {
                var body: some View {
                    Button("Show tips again", action: resetTips)
                }
                private func resetTips() { try? Tips.resetDatastore() }
            }
            final class HelpController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: #selector(showTips), for: .touchUpInside)
                }
                @objc private func showTips() { Tips.showAllTipsForTesting() }
            }
            """
        )
        let model = TipKitTest.model([view])
        XCTAssertEqual(
            runs([view]),
            [
                "resetDatastore@Views/SettingsView.swift:4 via SettingsView.resetTips()",
                "showAllTipsForTesting@Views/SettingsView.swift:11 via HelpController.showTips()",
            ])
        XCTAssertEqual(model.setupRuns.map(\.site.kind), [.actionReference, .actionReference])
        XCTAssertEqual(model.setupRuns.map(\.site.context.closures), [["Button"], ["addTarget"]])
    }

    func testCallsThatCannotRunTheHelperAreNotFollowed() {
        let helpers = (
            path: "Support/TipManager.swift",
            source: """
            import TipKit
            final class TipManager {
                func configure() { try? Tips.configure() }
            }
            """
        )
        let others = (
            path: "Views/Cells.swift",
            source: """
            final class PhotoCell: UICollectionViewCell {
                func configure(with photo: Photo) { }
                func reload() {
                    configure(with: photo)
                    super.configure()
                    self.configure()
                    layout.configure()
                }
            }
            """
        )
        XCTAssertEqual(runs([helpers, others]), ["configure@Support/TipManager.swift:3"])
    }

    func testValuesAreFollowedThroughTheTypesOfProperties() {
        let files = [
            (
                path: "Tips/TipCoordinator.swift",
                source: """
                import TipKit
                final class TipCoordinator: ObservableObject {
                    func restart() { try? Tips.resetDatastore() }
                }
                """
            ),
            (
                path: "Views/SettingsView.swift",
                source: """
                struct SettingsView: View {
                    @EnvironmentObject var coordinator: TipCoordinator
                    var body: some View {
                        Button("Tips") { coordinator.restart() }
                    }
                }
                """
            ),
            (
                path: "Views/ProfileView.swift",
                source: """
                struct ProfileView: View {
                    let session: Session
                    var body: some View {
                        Button("Restart") { session.restart() }
                    }
                }
                """
            ),
        ]
        XCTAssertEqual(runs(files), ["resetDatastore@Views/SettingsView.swift:4 via TipCoordinator.restart()"])
    }

    func testPositionsKnowTheirConditionsAndArms() {
        let app = (
            path: "LanternApp.swift",
            source: """
            import TipKit
            @main struct LanternApp: App {
                init() {
                    if ProcessInfo.processInfo.arguments.contains("-resetTips") {
                        try? Tips.resetDatastore()
                    }
                    if FeatureFlags.quickTips {
                        try? Tips.configure([.displayFrequency(.immediate)])
                    } else if UserDefaults.standard.bool(forKey: "hourly") {
                        try? Tips.configure([.displayFrequency(.hourly)])
                    } else {
                        try? Tips.configure()
                    }
                }
                var body: some Scene { WindowGroup { Text("L") } }
            }
            """
        )
        let runs = TipKitTest.model([app]).setupRuns
        XCTAssertEqual(runs.map { $0.condition?.kind }, [.other, .userDefault, .userDefault, .launchArgument])
        XCTAssertEqual(runs.map { $0.api }, ["configure", "configure", "configure", "resetDatastore"])
        XCTAssertFalse(runs[0].canRun(with: runs[1]))
        XCTAssertFalse(runs[1].canRun(with: runs[2]))
        XCTAssertTrue(runs[0].canRun(with: runs[3]))
        XCTAssertTrue(runs[0].follows(runs[3]))
    }
}
