import XCTest

@testable import TipLint

/// `MissingImportRule`'s messages and keys: what the file uses decides the wording (a type named
/// does not compile; members only compile through leaky member visibility) and the API it names.
/// Its findings are stated by the rule's examples.
final class MissingImportTests: XCTestCase {
    private let tips = (
        path: "Tips/TrailTips.swift",
        source: """
        import TipKit

        struct SaveRouteTip: Tip {
            static let saved = Tips.Event(id: "route-saved")
            var title: Text { Text("Save this route") }
            var rules: [Rule] { #Rule(Self.saved) { $0.donations.count == 0 } }
        }
        """
    )

    func testMissingImportWhenATipKitTypeIsNamed() {
        let view = (
            path: "Views/RouteView.swift",
            source: """
            import SwiftUI

            struct RouteView: View {
                var body: some View {
                    Button("Save") { SaveRouteTip.saved.donate() }
                        .popoverTip(SaveRouteTip())
                    TipView(SaveRouteTip())
                }
            }
            """
        )
        let findings = TipKitTest.findings(MissingImportRule(), [tips, view])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("missing_import", "Views/RouteView.swift", 7)])
        XCTAssertEqual(findings.first?.key, "RouteView.swift")
        XCTAssertTrue(findings.first?.message.contains("will not compile") ?? false)
        XCTAssertTrue(findings.first?.message.contains("`TipView`") ?? false)
    }

    func testMissingImportWhenOnlyMembersAreUsed() {
        let view = (
            path: "Views/RouteView.swift",
            source: """
            import SwiftUI

            struct RouteView: View {
                let tip = SaveRouteTip()
                var body: some View {
                    Button("Save") { SaveRouteTip.saved.donate() }
                        .popoverTip(tip)
                }
            }
            """
        )
        let findings = TipKitTest.findings(MissingImportRule(), [tips, view])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("missing_import", "Views/RouteView.swift", 6)])
        XCTAssertTrue(findings.first?.message.contains("leaky member visibility") ?? false)
        XCTAssertFalse(findings.first?.message.contains("will not compile") ?? true)
    }

    /// The message names the donation API the file calls.
    func testMissingImportNamesSendDonation() {
        let recorder = (
            path: "Support/RouteRecorder.swift",
            source: """
            enum RouteRecorder {
                static func saved() async { await SaveRouteTip.saved.sendDonation() }
            }
            """
        )
        let findings = TipKitTest.findings(MissingImportRule(), [tips, recorder])
        XCTAssertEqual(
            findings.map(ExpectedFinding.init), [ExpectedFinding("missing_import", "Support/RouteRecorder.swift", 2)])
        XCTAssertTrue(findings.first?.message.contains("(`.sendDonation()`)") == true, findings.first?.message ?? "")
    }

    // MARK: Severity: a members-only file is a warning until the project turns MemberImportVisibility on

    /// `severity file:line` of each `missing_import` finding of `example` linted with `buildFiles` added.
    private func severities(_ example: RuleExample, adding buildFiles: [String: String] = [:]) throws -> [String] {
        var example = example
        example.files += buildFiles.sorted { $0.key < $1.key }.map { RuleExample.File(path: $0.key, text: $0.value) }
        return try RuleSpecRunner.findings(of: "missing_import", in: example).map {
            "\($0.severity.rawValue) \($0.file):\($0.line)"
        }
    }

    /// The rule's example of a file that uses only TipKit members.
    private let membersOnly = MissingImportRule.description.triggering[1]

    func testMembersOnlyIsAnErrorWhereAnXcodeProjectOrXcconfigTurnsTheFeatureOn() throws {
        XCTAssertEqual(try severities(membersOnly), ["warning Views/RouteView.swift:6"])
        let xcode = """
            buildSettings = {
                SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES;
                SWIFT_VERSION = 6.0;
            };
            """
        XCTAssertEqual(
            try severities(membersOnly, adding: ["Trails.xcodeproj/project.pbxproj": xcode]),
            ["error Views/RouteView.swift:6"])
        let flags = """
            // OTHER_SWIFT_FLAGS = -enable-upcoming-feature MemberImportVisibility
            OTHER_SWIFT_FLAGS = $(inherited) -enable-upcoming-feature MemberImportVisibility
            """
        XCTAssertEqual(
            try severities(membersOnly, adding: ["Config/Shared.xcconfig": flags]), ["error Views/RouteView.swift:6"])
        let turnedOff = [
            "Config/Shared.xcconfig": "// SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES\n",
            "Trails.xcodeproj/project.pbxproj": "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = NO;\n",
        ]
        XCTAssertEqual(try severities(membersOnly, adding: turnedOff), ["warning Views/RouteView.swift:6"])
    }

    /// An Xcode project's build configurations: the project's own (inherited by every target), the app
    /// target's and a widget extension's; `on` names those that turn the feature on.
    private func xcodeProject(on: Set<String>) -> [String: String] {
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
        let text = """
            /* Begin XCBuildConfiguration section */
            \(objects.joined(separator: "\n"))
            /* End XCBuildConfiguration section */
            /* Begin XCConfigurationList section */
            L1 /* Build configuration list for PBXProject "Trails" */ = {
                isa = XCConfigurationList;
                buildConfigurations = (
                    P1 /* Debug */,
                );
            };
            /* End XCConfigurationList section */
            """
        return ["Trails.xcodeproj/project.pbxproj": text]
    }

    func testAnXcodeSettingCountsOnlyWhereEveryTargetGetsIt() throws {
        // Xcode set it on the widget extension only: the app target's files compile as before.
        XCTAssertEqual(
            try severities(membersOnly, adding: xcodeProject(on: ["widget"])), ["warning Views/RouteView.swift:6"])
        XCTAssertEqual(
            try severities(membersOnly, adding: xcodeProject(on: ["project"])), ["error Views/RouteView.swift:6"])
        XCTAssertEqual(
            try severities(membersOnly, adding: xcodeProject(on: ["app", "widget"])), ["error Views/RouteView.swift:6"])
    }

    /// The package example: an error, the manifest's setting related.
    func testAPackageThatTurnsTheFeatureOnIsAnErrorCitingTheSetting() throws {
        let example = MissingImportRule.description.triggering[2]
        XCTAssertEqual(try severities(example), ["error Sources/Trails/RouteView.swift:6"])
        let findings = try RuleSpecRunner.findings(of: "missing_import", in: example)
        XCTAssertEqual(findings.first?.related.map { "\($0.file):\($0.line)" }, ["Package.swift:7"])
    }
}
