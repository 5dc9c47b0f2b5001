import XCTest

@testable import TipLint

/// `MissingImportRule`'s messages, keys, severities and related locations: what the file uses decides
/// the wording (a type named does not compile; members only compile through leaky member visibility)
/// and the API it names; the project's settings decide the severity. Its examples state the findings.
final class MissingImportTests: XCTestCase {
    /// The message names the first TipKit type the file names, else its first member (a donation API
    /// too), and says whether the file compiles; the key is the file's name. On the rule's test-only
    /// example of a type named after members, members only and a bare `sendDonation()`.
    func testMessagesNameTheTypeOrFirstMemberAndWhetherTheFileCompiles() throws {
        let example = MissingImportRule.description.triggering[4]
        let leaky =
            "without `import TipKit`: it compiles today only because another file imports TipKit (leaky member "
            + "visibility), and breaks when that file changes or MemberImportVisibility is turned on; add `import "
            + "TipKit`, or run `tiplint --fix`"
        XCTAssertEqual(
            try RuleSpecRunner.findings(of: "missing_import", in: example).map { "\($0.key): \($0.message)" },
            [
                "RouteRecorder.swift: RouteRecorder.swift uses TipKit members (`.sendDonation()`) \(leaky)",
                "RouteDetailView.swift: RouteDetailView.swift uses TipKit members (`.donate()`) \(leaky)",
                "RouteView.swift: RouteView.swift uses TipKit (`TipView`) without `import TipKit`: it will not "
                    + "compile; add `import TipKit`, or run `tiplint --fix`",
            ])
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
