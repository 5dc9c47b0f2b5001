import Foundation

@testable import TipLint
@testable import TipLintCLI

/// A small TipKit app for the CI-integration tests: one `missing_import`
/// error (in a file whose path has a space and non-ASCII letters; an error as
/// the project's build settings turn MemberImportVisibility on) and one
/// `tip_never_invalidated` note.
enum GardenFixture {
    static let files: [String: String] = [
        "App/Garden.xcconfig": "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES\n",
        "App/App.swift": """
        import SwiftUI
        import TipKit

        @main
        struct GardenApp: App {
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { Home() } }
        }

        """,
        "App/Tips.swift": """
        import TipKit

        struct SaveTip: Tip {
            var title: Text { Text("Save your garden") }
        }

        """,
        homePath: """
        //
        //  Home.swift
        //

        import SwiftUI

        struct Home: View {
            var body: some View {
                Button("Save") { }.popoverTip(SaveTip())
            }
        }

        """,
    ]
    static let homePath = "App/Sub dir/Hömé.swift"

    static let missingImport =
        "App/Sub dir/Hömé.swift:9:27: error: Hömé.swift uses TipKit members (`.popoverTip`) "
        + "without `import TipKit`: the project turns on MemberImportVisibility (App/Garden.xcconfig:1), so it does not "
        + "compile; add `import TipKit`, or run `tiplint --fix` (missing_import)\n"
    static let neverInvalidated =
        "App/Tips.swift:3:8: note: tip SaveTip is a popover on a control but nothing "
        + "retires it: no invalidate(reason:) on it, no donated event or set parameter in its rules, no "
        + "Tips.MaxDisplayCount; after using the control the user keeps seeing it until they close it; call "
        + "`invalidate(reason: .actionPerformed)` in the control action (tip_never_invalidated)\n"

    /// The fixture in a temporary directory; `git` makes it a real repository.
    static func tree(git: Bool = false) throws -> TemporaryTree {
        let tree = try TemporaryTree(files, git: false)
        if git {
            try runGit(["init", "-q"], in: tree.root)
        } else {
            try tree.makeDirectory(".git")
        }
        return tree
    }
}

/// Runs git in `directory` with a fixed identity; fails the test on a non-zero status.
@discardableResult
func runGit(_ arguments: [String], in directory: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
        [
            "git", "-c", "user.name=Test", "-c", "user.email=test@example.com",
            "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main",
        ] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw NSError(
            domain: "git", code: Int(process.terminationStatus),
            userInfo: [NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")) failed"])
    }
    return String(decoding: data, as: UTF8.self)
}
