import TipLintTestSupport
import XCTest

@testable import TipLint

/// `TestingAPIInReleaseRule`'s severities, messages and related locations through a helper: unconditional
/// at launch is an error, behind a runtime switch a warning naming the switch. Its examples state the
/// findings.
final class TestingAPIInReleaseTests: XCTestCase {
    func testAnUnconditionalCallIsAnErrorAndASwitchedOneAWarning() throws {
        let findings = try RuleSpecRunner.findings(
            of: "testing_api_in_release", in: LanternSetupHelperExamples.testingCallsThroughHelpers)
        XCTAssertEqual(
            findings.map { "\($0.severity):\($0.file):\($0.line)" },
            ["error:LanternApp.swift:5", "warning:LanternApp.swift:6", "warning:LanternApp.swift:13"])
        XCTAssertTrue(findings[1].message.contains("an environment variable"), findings[1].message)
        XCTAssertEqual(findings[0].related.map { "\($0.file):\($0.line)" }, ["Support/TipDebug.swift:4"])
    }

    /// A reset, then configure, in the `.task` of a settings subview (DontGoMart's branch list): each launch
    /// wipes the tips' state when that view first appears, which the message says, not "at app start".
    func testAResetBeforeConfigureInAViewsTaskNamesThatPlace() throws {
        let example = RuleExample(files: [
            "TideApp.swift": """
            import SwiftUI

            @main struct TideApp: App {
                var body: some Scene { WindowGroup { HarbourList() } }
            }
            """,
            "Views/HarbourList.swift": """
            import SwiftUI
            import TipKit

            struct HarbourList: View {
                var body: some View {
                    List { Text("North quay") }
                        .task {
                            try? Tips.resetDatastore()
                            try? Tips.configure()
                        }
                }
            }
            """,
        ])
        let findings = try RuleSpecRunner.findings(of: "testing_api_in_release", in: example)
        XCTAssertEqual(
            findings.map { "\($0.ruleID):\($0.file):\($0.line)" }, ["testing_api_in_release:Views/HarbourList.swift:8"])
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.contains("in `.task` of HarbourList before `Tips.configure`"), message)
        XCTAssertFalse(message.contains("at app start"), message)
    }

    /// A reset, then configure, in the `.task` of the view the scene shows a signed-in user (ScannerFood's App):
    /// the signed-in branch is taken at every launch after the first sign-in, so it switches nothing off. The
    /// sign-in screen's branch (reached while signed out) and a negated check in its true arm stay silent.
    func testAResetInTheSignedInBranchOfTheSceneIsAnError() throws {
        let example = RuleExample(files: [
            "PantryApp.swift": """
            import SwiftUI
            import TipKit

            @main struct PantryApp: App {
                private var session = SessionModel()
                var body: some Scene {
                    WindowGroup {
                        if session.isUserSignedIn {
                            ShelvesView()
                                .task {
                                    try? Tips.resetDatastore()
                                    try? Tips.configure()
                                }
                        } else {
                            SignInView()
                        }
                    }
                }
            }
            """,
            "GuestApp.swift": """
            import SwiftUI
            import TipKit

            struct GuestScene: Scene {
                var session: SessionModel
                var body: some Scene {
                    WindowGroup {
                        if session.isUserSignedIn {
                            ShelvesView()
                        } else {
                            SignInView().task {
                                try? Tips.resetDatastore()
                                try? Tips.configure()
                            }
                        }
                        if !session.hasCompletedOnboarding {
                            IntroView().task {
                                try? Tips.resetDatastore()
                                try? Tips.configure()
                            }
                        }
                    }
                }
            }
            """,
        ])
        let findings = try RuleSpecRunner.findings(of: "testing_api_in_release", in: example)
        XCTAssertEqual(
            findings.map { "\($0.severity):\($0.ruleID):\($0.file):\($0.line)" },
            ["error:testing_api_in_release:PantryApp.swift:11"])
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.contains("in a branch on `session.isUserSignedIn`"), message)
    }
}
