import Foundation
import XCTest

@testable import TipLint
@testable import TipLintCLI
@testable import TipLintGit

/// A directory tree in the temporary directory, removed when released.
/// `root` is the physical path (no symbolic links), as tiplint sees it.
final class TemporaryTree {
    let root: String

    init(_ files: [String: String] = [:], git: Bool = true) throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("tiplint-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        root = FileSystem.realPath(base)!
        if git { try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true) }
        for (path, contents) in files { try write(path, contents) }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// A fresh repository holding a copy of `Tests/Fixtures/<name>` (its regular files).
    convenience init(fixture name: String) throws {
        try self.init()
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)").path
        for file in try FileManager.default.subpathsOfDirectory(atPath: source) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source + "/" + file, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            try write(file, String(contentsOfFile: source + "/" + file, encoding: .utf8))
        }
    }

    func path(_ relative: String) -> String { relative.isEmpty ? root : root + "/" + relative }

    func write(_ relative: String, _ contents: String) throws {
        try write(relative, bytes: Array(contents.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// A console that records what a command writes.
final class CapturingConsole {
    var output = ""
    var error = ""
    let outputIsTerminal: Bool
    let environment: [String: String]

    init(outputIsTerminal: Bool = false, environment: [String: String] = [:]) {
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
    }

    var console: Console {
        Console(
            outputIsTerminal: outputIsTerminal, environment: environment,
            output: {
                self.output += $0
                return nil
            }, error: { self.error += $0 })
    }
}

struct CommandOutcome {
    var status: Int32
    var output: String
    var error: String
}

/// Runs the command in-process with `directory` as the current directory.
func runTipLint(
    _ arguments: [String], in directory: String, terminal: Bool = false,
    environment: [String: String] = [:]
) -> CommandOutcome {
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(directory)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let capture = CapturingConsole(outputIsTerminal: terminal, environment: environment)
    let status = TipLintCommand.run(arguments: arguments, console: capture.console)
    return CommandOutcome(status: status, output: capture.output, error: capture.error)
}

/// The directory holding the built products (the `tiplint` binary and the test bundle).
var productsDirectory: URL {
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    #endif
    return Bundle.main.bundleURL
}

/// Runs the built `tiplint` binary as a separate process, in `directory` (through `sh`, as
/// `posix_spawn` has no portable way to set the child's directory).
func runBinary(
    _ arguments: [String], in directory: String, environment: [String: String] = [:]
) throws -> CommandOutcome {
    var merged = ProcessInfo.processInfo.environment
    merged.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { merged[key] = value }
    let binary = productsDirectory.appendingPathComponent("tiplint").path
    let process = try ChildProcess(
        "/bin/sh", arguments: ["-c", #"cd "$0" && exec "$@""#, directory, binary] + arguments, environment: merged,
        output: .pipe, error: .pipe)
    let (output, error) = process.readToEnd()
    let status: Int32
    switch process.wait() {
    case .exited(let code): status = code
    case .signalled(let signal): status = 128 + signal
    }
    return CommandOutcome(
        status: status, output: String(decoding: output, as: UTF8.self), error: String(decoding: error, as: UTF8.self))
}

/// The file names in `found`, as displayed.
func displayed(_ paths: [ResolvedPath]) -> [String] { paths.map(\.display) }
