// swift-tools-version:6.0
import PackageDescription

// The tokenizer benchmark, kept out of the product's package so the product
// keeps only its specified products. Run it through bench-tokenize.sh.
//
// SwiftPM names a path dependency after its directory, which differs between
// clones and worktrees, so the product's package name is read off the path.
let productPackage = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "tiplint"

let package = Package(
    name: "TokenizeBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "TokenizeBenchmark",
            dependencies: [.product(name: "SwiftScan", package: productPackage)]
        )
    ]
)
