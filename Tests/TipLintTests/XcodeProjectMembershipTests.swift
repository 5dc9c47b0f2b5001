import TipLintTestSupport
import XCTest

@testable import TipLint

/// A Swift file no Xcode project of the tree builds (a stale copy beside the file the project lists) is not
/// analysed, and the summary names it; anything the projects leave in doubt is analysed as before.
final class XcodeProjectMembershipTests: XCTestCase {
    /// A project whose main group holds `App` (a group with that path) and, in it, `children` (file names,
    /// `Tips/Tips.swift` style paths relative to `App`); `extra` adds objects inside `objects`.
    private static func project(_ children: [String], extra: String = "", mainChildren: String = "G1") -> [UInt8] {
        let references = children.enumerated().map { index, path in
            "F\(index) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"\(path)\"; "
                + "sourceTree = \"<group>\"; };"
        }
        let text = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    P1 = {isa = PBXProject; mainGroup = M1; projectDirPath = ""; };
                    M1 = {isa = PBXGroup; children = (\(mainChildren), ); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (\((0..<children.count).map { "F\($0)" }.joined(separator: ", ")), ); path = App; sourceTree = "<group>"; };
                    \(references.joined(separator: "\n            "))
                    \(extra)
                };
                rootObject = P1;
            }
            """
        return Array(text.utf8)
    }

    private static let tips = Array(
        """
        import TipKit

        struct ShareTip: Tip {
            var title: Text { Text("Share a trip") }
        }

        """.utf8)

    private static let view = Array(
        """
        import SwiftUI
        import TipKit

        struct TripView: View {
            var body: some View { Button("Share") {}.popoverTip(ShareTip()) }
        }

        """.utf8)

    private func run(_ files: [String: [UInt8]], paths: [String] = ["."]) throws -> LintOutcome {
        try LintSession.run(
            paths: paths, workingDirectory: "/trips", tree: InMemoryTree(root: "/trips", files: files),
            options: LintSession.Options())
    }

    func testAStaleCopyOutsideTheProjectIsNotAnalysedAndTheSummaryNamesIt() throws {
        let outcome = try run([
            "Trips.xcodeproj/project.pbxproj": Self.project(["Tips.swift", "TripView.swift"]),
            "App/Tips.swift": Self.tips,
            "App/TripView.swift": Self.view,
            "App/Old/Tips.swift": Self.tips,
        ])
        XCTAssertEqual(outcome.scope.swiftFiles.map(\.display), ["App/Tips.swift", "App/TripView.swift"])
        XCTAssertEqual(outcome.scope.unbuiltFiles.map(\.display), ["App/Old/Tips.swift"])
        XCTAssertEqual(
            outcome.scope.skippedSummary,
            "skipped 1 Swift file no Xcode project builds: App/Old/Tips.swift (in no group of the .xcodeproj: a "
                + "stale copy?)")
        XCTAssertEqual(
            outcome.findings.map(ExpectedFinding.init),
            [
                ExpectedFinding("tip_never_invalidated", "App/Tips.swift", 3),
                ExpectedFinding("configure_missing", "App/TripView.swift", 5),
            ])
        // Without the project, the copy is analysed and its tip reported a second time.
        let unlisted = try run([
            "App/Tips.swift": Self.tips, "App/TripView.swift": Self.view, "App/Old/Tips.swift": Self.tips,
        ])
        XCTAssertEqual(
            unlisted.findings.map(ExpectedFinding.init),
            [
                ExpectedFinding("tip_never_invalidated", "App/Old/Tips.swift", 3),
                ExpectedFinding("tip_never_invalidated", "App/Tips.swift", 3),
                ExpectedFinding("configure_missing", "App/TripView.swift", 5),
            ])
    }

    func testTheStaleCopyIsAnalysedWhenNamedAsAPath() throws {
        let outcome = try run(
            [
                "Trips.xcodeproj/project.pbxproj": Self.project(["Tips.swift", "TripView.swift"]),
                "App/Tips.swift": Self.tips,
                "App/TripView.swift": Self.view,
                "App/Old/Tips.swift": Self.tips,
            ], paths: ["App/Old/Tips.swift"])
        XCTAssertTrue(outcome.scope.swiftFiles.map(\.display).contains("App/Old/Tips.swift"))
        XCTAssertEqual(outcome.scope.unbuiltFiles, [])
    }

    func testWhatTheProjectsLeaveInDoubtIsAnalysed() throws {
        let common: [String: [UInt8]] = [
            "App/Tips.swift": Self.tips, "App/TripView.swift": Self.view, "App/Old/Tips.swift": Self.tips,
        ]
        let cases: [(String, [UInt8])] = [
            // Paths compare without letter case, as on a Mac's disk.
            ("letter case", Self.project(["tips.swift", "TRIPVIEW.swift", "old/tips.swift"])),
            // Xcode 16 builds every file of a synchronized folder.
            (
                "synchronized folder",
                Self.project(
                    ["Tips.swift", "TripView.swift"],
                    extra: "S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App/Old; "
                        + "sourceTree = \"<group>\"; };", mainChildren: "G1, S1")
            ),
            // A reference placed by a build setting keeps every file of its name.
            (
                "build-setting place",
                Self.project(
                    ["Tips.swift", "TripView.swift"],
                    extra: "X1 = {isa = PBXFileReference; path = Tips.swift; "
                        + "sourceTree = BUILT_PRODUCTS_DIR; };", mainChildren: "G1, X1")
            ),
            // A project whose references mostly name files the tree does not hold describes another layout.
            ("another layout", Self.project(["Tips.swift", "A.swift", "B.swift", "C.swift"])),
            // Not a project: a malformed file decides nothing.
            ("malformed", Array("{ objects = { P1 = ".utf8)),
        ]
        for (name, project) in cases {
            var files = common
            files["Trips.xcodeproj/project.pbxproj"] = project
            let outcome = try run(files)
            XCTAssertEqual(outcome.scope.unbuiltFiles, [], name)
            XCTAssertEqual(outcome.scope.swiftFiles.count, 3, name)
        }
    }

    func testALocalPackageIsSwiftPMsNotTheProjects() throws {
        let outcome = try run([
            "Trips.xcodeproj/project.pbxproj": Self.project(["Tips.swift", "TripView.swift"]),
            "App/Tips.swift": Self.tips,
            "App/TripView.swift": Self.view,
            "App/Kit/Package.swift": Array("// swift-tools-version: 6.0\nimport PackageDescription\n".utf8),
            "App/Kit/Sources/Kit/Kit.swift": Array("public struct Kit {}\n".utf8),
        ])
        XCTAssertEqual(outcome.scope.unbuiltFiles, [])
        XCTAssertTrue(outcome.scope.swiftFiles.map(\.display).contains("App/Kit/Sources/Kit/Kit.swift"))
    }

    func testThePropertyListReaderReadsXcodesFormAndRefusesOthers() {
        XCTAssertEqual(
            OpenStepPropertyList.parse(Array(#"{ a = "x \"y\""; b = (c, "d e", ); /* f */ g = {}; } // end"#.utf8)),
            .dictionary([
                "a": .string(#"x "y""#), "b": .array([.string("c"), .string("d e")]), "g": .dictionary([:]),
            ]))
        XCTAssertNil(OpenStepPropertyList.parse(Array("{ a = b }".utf8)), "a missing semicolon")
        XCTAssertNil(OpenStepPropertyList.parse(Array(#"<?xml version="1.0"?><plist/>"#.utf8)))
        XCTAssertNil(OpenStepPropertyList.parse(Array(String(repeating: "(", count: 10_000).utf8)), "too deep")
        XCTAssertNil(OpenStepPropertyList.parse(Array(#"{ a = "open"#.utf8)))
    }

    /// Entries left out are read as strictly as the others: a flaw in one gives nil all the same.
    func testLeavingOutEntriesKeepsTheRestAndRefusesTheSameFiles() {
        let keepA = { (depth: Int, key: ArraySlice<UInt8>) in depth > 0 || key.elementsEqual("a".utf8) }
        XCTAssertEqual(
            OpenStepPropertyList.parse(
                Array(#"{ a = { x = "q\"\\"; }; "b" = (c, { d = "e\"f"; }, ); /* g */ h = i; }"#.utf8), keeping: keepA),
            .dictionary(["a": .dictionary(["x": .string(#"q"\"#)])]))
        for flawed in [
            "{ a = x; b = { c = d }; }", "{ a = x; b = (c, ; }", #"{ a = x; b = "open; }"#, "{ a = x; b = ; }",
            "{ a = x; b = " + String(repeating: "(", count: 100) + "; }",
        ] {
            XCTAssertNil(OpenStepPropertyList.parse(Array(flawed.utf8)), flawed)
            XCTAssertNil(OpenStepPropertyList.parse(Array(flawed.utf8), keeping: keepA), flawed)
        }
    }
}
