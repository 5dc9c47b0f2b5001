import Foundation
import PackagePlugin

/// `swift package tiplint [--target NAME ...] [tiplint options]`: lints the
/// directories of the package's targets (all, or those named), from the
/// package directory. Linting only reads, so the plugin asks for no
/// permission; `--fix` writes, which takes
/// `swift package --allow-writing-to-package-directory tiplint --fix`.
@main
struct TipLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var directories: [String] = []
        for case let target as SourceModuleTarget in targets where !directories.contains(target.directoryURL.path) {
            directories.append(target.directoryURL.path)
        }
        guard !directories.isEmpty else {
            Diagnostics.error("tiplint: the package has no source targets to lint")
            return
        }
        let process = Process()
        // The prebuilt binary of the release's tiplint-plugins package, else the one built from source.
        process.executableURL = try (try? context.tool(named: "tiplint"))?.url ?? context.tool(named: "TipLintCLI").url
        process.arguments = ["lint"] + extractor.remainingArguments + ["--"] + directories
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 1: Diagnostics.error("tiplint: the gate failed (findings above)")
        default: Diagnostics.error("tiplint could not run as asked (exit status \(process.terminationStatus))")
        }
    }
}
