import XCTest

@testable import TipLint
@testable import TipLintCLI

/// Severities that fit the project (issue 14 item 7), through the whole CLI: `missing_import`
/// for a members-only file is a warning unless the project turns MemberImportVisibility on — in a
/// `Package.swift`, an Xcode project or an `.xcconfig` — and `configure_missing` is a note in a
/// library with no app entry point.
final class ProjectSeverityTests: XCTestCase {
    private let tips = """
        import TipKit

        struct LampTip: Tip { var title: Text { Text("Dim the lamp") } }

        @main struct LampApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { LampView() } }
        }
        """
    private let view = """
        import SwiftUI

        struct LampView: View {
            let tip = LampTip()
            var body: some View {
                Button("Dim") { }.popoverTip(tip)
            }
        }
        """

    /// `severity file:line (rule)` for each finding of `rule`.
    private func findings(_ rule: String, _ files: [String: String]) throws -> [String] {
        let tree = try TemporaryTree(files)
        let outcome = runTipLint([".", "--format", "json", "--no-plan"], in: tree.path(""))
        let json = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
        let all = json?["findings"] as? [[String: Any]] ?? []
        return all.filter { $0["ruleId"] as? String == rule }.map {
            "\($0["severity"]!) \($0["file"]!):\($0["line"]!)"
        }
    }

    func testMembersOnlyIsAWarningUntilTheProjectTurnsMemberImportVisibilityOn() throws {
        let app = ["Lamp/LampApp.swift": tips, "Lamp/LampView.swift": view]
        XCTAssertEqual(try findings("missing_import", app), ["warning Lamp/LampView.swift:6"])

        var xcode = app
        xcode["Lamp.xcodeproj/project.pbxproj"] = """
            buildSettings = {
                SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES;
                SWIFT_VERSION = 6.0;
            };
            """
        XCTAssertEqual(try findings("missing_import", xcode), ["error Lamp/LampView.swift:6"])

        var flags = app
        flags["Config/Shared.xcconfig"] = """
            // OTHER_SWIFT_FLAGS = -enable-upcoming-feature MemberImportVisibility
            OTHER_SWIFT_FLAGS = $(inherited) -enable-upcoming-feature MemberImportVisibility
            """
        XCTAssertEqual(try findings("missing_import", flags), ["error Lamp/LampView.swift:6"])

        var commentedOut = app
        commentedOut["Config/Shared.xcconfig"] = "// SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES\n"
        commentedOut["Lamp.xcodeproj/project.pbxproj"] = "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = NO;\n"
        XCTAssertEqual(try findings("missing_import", commentedOut), ["warning Lamp/LampView.swift:6"])
    }

    /// A project's build configurations: the project's own (inherited by every target), the app
    /// target's and a widget extension's; `on` names those that turn the feature on.
    private func xcodeProject(on: Set<String>) -> String {
        let configurations = ["P1": "project", "A1": "app", "W1": "widget"]
        let objects = configurations.keys.sorted().map { id in
            let setting =
                on.contains(configurations[id]!) ? "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES;" : ""
            return """
                \(id) /* Debug */ = {
                    isa = XCBuildConfiguration;
                    buildSettings = {
                        \(setting)
                        SWIFT_VERSION = 6.0;
                    };
                    name = Debug;
                };
                """
        }
        return """
            /* Begin XCBuildConfiguration section */
            \(objects.joined(separator: "\n"))
            /* End XCBuildConfiguration section */
            /* Begin XCConfigurationList section */
            L1 /* Build configuration list for PBXProject "Lamp" */ = {
                isa = XCConfigurationList;
                buildConfigurations = (
                    P1 /* Debug */,
                );
            };
            /* End XCConfigurationList section */
            """
    }

    func testAnXcodeSettingCountsOnlyWhereEveryTargetGetsIt() throws {
        let app = ["Lamp/LampApp.swift": tips, "Lamp/LampView.swift": view]
        let project = "Lamp.xcodeproj/project.pbxproj"
        // Xcode set it on the widget extension only: the app target's files compile as before.
        let widgetOnly = app.merging([project: xcodeProject(on: ["widget"])]) { $1 }
        XCTAssertEqual(try findings("missing_import", widgetOnly), ["warning Lamp/LampView.swift:6"])
        let projectLevel = app.merging([project: xcodeProject(on: ["project"])]) { $1 }
        XCTAssertEqual(try findings("missing_import", projectLevel), ["error Lamp/LampView.swift:6"])
        let everyTarget = app.merging([project: xcodeProject(on: ["app", "widget"])]) { $1 }
        XCTAssertEqual(try findings("missing_import", everyTarget), ["error Lamp/LampView.swift:6"])
    }

    func testAPackageThatTurnsTheFeatureOnMakesItAnError() throws {
        let package = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Lamp",
                targets: [
                    .executableTarget(name: "Lamp", swiftSettings: [
                        .enableUpcomingFeature("MemberImportVisibility"),
                    ]),
                ]
            )
            """
        let files = ["Package.swift": package, "Sources/Lamp/LampApp.swift": tips, "Sources/Lamp/LampView.swift": view]
        XCTAssertEqual(try findings("missing_import", files), ["error Sources/Lamp/LampView.swift:6"])
        let model = ProjectMerger.merge(files.map { Extraction.facts(path: $0.key, bytes: Array($0.value.utf8)) })
        XCTAssertEqual(model.enabledFeatures.map { "\($0.location.file):\($0.location.line)" }, ["Package.swift:8"])
    }

    func testConfigureMissingIsANoteInALibrary() throws {
        let library = """
            import TipKit

            struct LampTip: Tip { var title: Text { Text("Dim the lamp") } }

            public struct LampButton: View {
                public var body: some View { Button("Dim") { }.popoverTip(LampTip()) }
            }
            """
        let package =
            "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"LampKit\")\n"
        XCTAssertEqual(
            try findings("configure_missing", ["Package.swift": package, "Sources/LampKit/LampButton.swift": library]),
            ["note Sources/LampKit/LampButton.swift:6"])
        let app = library + "\n@main struct LampApp: App { var body: some Scene { WindowGroup { LampButton() } } }\n"
        XCTAssertEqual(
            try findings("configure_missing", ["Package.swift": package, "Sources/LampKit/LampButton.swift": app]),
            ["error Sources/LampKit/LampButton.swift:6"])
    }
}
