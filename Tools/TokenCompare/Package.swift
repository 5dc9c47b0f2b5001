// swift-tools-version:6.0
import PackageDescription

// Developer tool, not part of the product or CI: compares SwiftScan's tokens
// with swift-syntax's on a directory of Swift files.
//
// The product package is referenced by path; SwiftPM names a path dependency
// after its directory, which differs between clones and worktrees.
let productRoot = "../.."
let productPackage = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "tiplint"

let package = Package(
    name: "TokenCompare",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
        .package(path: productRoot),
    ],
    targets: [
        .executableTarget(
            name: "TokenCompare",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftScan", package: productPackage),
            ]
        )
    ],
    // A developer tool with simple top-level concurrency: Swift 5 checking.
    swiftLanguageModes: [.v5]
)
