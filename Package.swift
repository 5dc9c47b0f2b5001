// swift-tools-version:6.1
import PackageDescription

// tiplint has no package dependencies by design: tokenizer, argument parsing,
// JSON and XML writing are all ours.
let package = Package(
    name: "tiplint",
    products: [
        .executable(name: "tiplint", targets: ["TipLintCLI"]),
        .library(name: "SwiftScan", targets: ["SwiftScan"]),
        .library(name: "TipLint", targets: ["TipLint"]),
        .plugin(name: "TipLintBuildToolPlugin", targets: ["TipLintBuildToolPlugin"]),
        .plugin(name: "TipLintCommandPlugin", targets: ["TipLintCommandPlugin"]),
    ],
    targets: [
        // Byte classification with AVX2's byte shuffle, chosen at run time: Swift's SIMD types have none.
        .target(name: "SwiftScanVectors"),
        .target(name: "SwiftScan", dependencies: ["SwiftScanVectors"]),
        .target(name: "TipLint", dependencies: ["SwiftScan", "SwiftScanVectors"]),
        // Reading git: child processes, a repository's index, trees and blobs, a version as a source tree.
        .target(name: "TipLintGit", dependencies: ["TipLint"]),
        .executableTarget(name: "TipLintCLI", dependencies: ["TipLint", "TipLintGit", "SwiftScan"]),
        // Findings as build diagnostics: `plugins: [.plugin(name: "TipLintBuildToolPlugin", package: "tiplint")]`.
        .plugin(name: "TipLintBuildToolPlugin", capability: .buildTool(), dependencies: ["TipLintCLI"]),
        // `swift package tiplint`: lint the package's targets. No permission asked: linting only reads.
        .plugin(
            name: "TipLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "tiplint", description: "Lint how the package guides users with tips")),
            dependencies: ["TipLintCLI"]
        ),
        // What the test targets share: fixtures and their runs, marked rule examples and the rule-spec runner.
        .target(name: "TipLintTestSupport", dependencies: ["TipLint"], path: "Tests/TipLintTestSupport"),
        .testTarget(name: "SwiftScanTests", dependencies: ["SwiftScan", "SwiftScanVectors"]),
        .testTarget(name: "TipLintTests", dependencies: ["TipLint", "SwiftScan", "TipLintTestSupport"]),
        .testTarget(
            name: "TipLintCLITests",
            dependencies: ["TipLintCLI", "TipLintGit", "TipLint", "TipLintTestSupport"],
            exclude: []
        ),
    ]
)
