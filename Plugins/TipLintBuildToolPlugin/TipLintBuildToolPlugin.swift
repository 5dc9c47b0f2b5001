import Foundation
import PackagePlugin

/// Runs tiplint on a target's directory during every build, in the `xcode`
/// format, so findings appear as build diagnostics (Xcode shows them on their
/// lines). An error finding fails the build, as a compiler error would.
///
/// A build command, not a prebuild command: prebuild commands may only run
/// prebuilt binaries, and tiplint is built from source here. It declares no
/// outputs, so SwiftPM (tools version 5.11 and later) runs it on every build.
@main
struct TipLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let swiftFiles = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !swiftFiles.isEmpty else { return [] }
        return [
            lintCommand(
                tool: try tiplint(context.tool(named:)), name: target.name,
                directory: target.directoryURL.path, inputs: swiftFiles)
        ]
    }
}

/// The tiplint executable: the prebuilt binary target of the release's
/// tiplint-plugins package, else the one this package builds from source.
func tiplint(_ tool: (String) throws -> PluginContext.Tool) throws -> URL {
    if let prebuilt = try? tool("tiplint") { return prebuilt.url }
    return try tool("TipLintCLI").url
}

func lintCommand(tool: URL, name: String, directory: String, inputs: [URL]) -> Command {
    .buildCommand(
        displayName: "tiplint \(name)",
        executable: tool,
        arguments: ["lint", "--format", "xcode", "--quiet", "--color", "never", directory],
        inputFiles: inputs,
        outputFiles: [])
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TipLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let swiftFiles = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        guard !swiftFiles.isEmpty else { return [] }
        return [
            lintCommand(
                tool: try tiplint(context.tool(named:)), name: target.displayName,
                directory: context.xcodeProject.directoryURL.path, inputs: swiftFiles)
        ]
    }
}
#endif
