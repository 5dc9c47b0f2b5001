// swift-tools-version:6.0
import PackageDescription

// Uses tiplint's plugins from the repository it sits in (.ci/check-plugins.sh):
// the build-tool plugin on the Garden target, and `swift package tiplint`.
let package = Package(
    name: "PluginPackage",
    dependencies: [.package(name: "tiplint", path: "../../..")],
    targets: [
        .target(name: "Garden", plugins: [.plugin(name: "TipLintBuildToolPlugin", package: "tiplint")]),
    ]
)
