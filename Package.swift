// swift-tools-version:6.0
import PackageDescription

// tiplint has no package dependencies by design: tokenizer, argument parsing,
// JSON and XML writing are all ours.
let package = Package(
    name: "tiplint",
    products: [
        .executable(name: "tiplint", targets: ["TipLintCLI"]),
        .library(name: "SwiftScan", targets: ["SwiftScan"]),
        .library(name: "TipLint", targets: ["TipLint"]),
    ],
    targets: [
        .target(name: "SwiftScan"),
        .target(name: "TipLint", dependencies: ["SwiftScan"]),
        .executableTarget(name: "TipLintCLI", dependencies: ["TipLint", "SwiftScan"]),
        .testTarget(name: "SwiftScanTests", dependencies: ["SwiftScan"]),
        .testTarget(name: "TipLintTests", dependencies: ["TipLint", "SwiftScan"]),
        .testTarget(
            name: "TipLintCLITests",
            dependencies: ["TipLintCLI", "TipLint"],
            exclude: []
        ),
    ]
)
