import Foundation

/// Why git could not answer: its own message, or why it could not be run.
struct GitError: Error, Equatable {
    var message: String
}

/// Runs git so that nothing a repository configures runs with it. A
/// repository tiplint lints may be hostile (a pull request, a downloaded
/// archive with its `.git`), and its `.git/config` can name programs that
/// ordinary read-only git calls would start: an fsmonitor hook, hooks that
/// run when the index is written, an external diff or a textconv driver, a
/// pager, a fetch of missing objects through a configured ssh command. Every
/// call turns each of those off; the diff calls add `--no-ext-diff
/// --no-textconv`, and tiplint only asks plumbing commands that apply no
/// clean or smudge filters (`ls-files`, `ls-tree`, `diff-index --cached`,
/// `cat-file --batch`).
enum GitProcess {
    /// Options before every git command.
    static let safetyOptions = [
        "--no-pager",
        "-c", "core.fsmonitor=false",
        "-c", "core.hooksPath=/dev/null",
        // A bare repository planted in the linted tree is never taken for the repository.
        "-c", "safe.bareRepository=explicit",
        // No fetch of missing objects (a partial clone), so no transport command runs.
        "-c", "protocol.allow=never",
        "-c", "core.quotePath=false",
    ]

    /// Variables that locate a repository, an index or objects. They are
    /// dropped, so git finds the repository from the directory it is asked
    /// about: a hook sets `GIT_DIR`, and git would take the current directory
    /// for the top of the work tree. `GIT_INDEX_FILE` is given back to the
    /// repository it belongs to (see `GitRepository`).
    static let locatingVariables: Set<String> = [
        "GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
        "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_PREFIX", "GIT_NAMESPACE",
        "GIT_EXTERNAL_DIFF", "GIT_PAGER", "GIT_EDITOR",
    ]

    /// The environment git runs in: tiplint's own, without the locating
    /// variables, never prompting, taking no optional locks (a read-only call
    /// does not rewrite the index) and fetching nothing.
    static func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = base.filter { !locatingVariables.contains($0.key) }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_NO_LAZY_FETCH"] = "1"
        return environment
    }

    /// How many git processes this process has made: a command's few, however much history it reads.
    static var launchCount: Int { launches.value }
    private static let launches = LaunchCounter()

    /// A process running git in `directory` with `arguments` after the safety options.
    static func process(_ arguments: [String], in directory: String, environment: [String: String]) -> Process {
        launches.increment()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + safetyOptions + ["-C", directory] + arguments
        process.environment = environment
        return process
    }

    /// Runs git to its end; its standard output. A non-zero status is an
    /// error carrying git's message.
    static func run(
        _ arguments: [String], in directory: String, environment: [String: String]
    ) throws(GitError) -> [UInt8] {
        let process = process(arguments, in: directory, environment: environment)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw GitError(message: "git could not be run: \(error.localizedDescription)")
        }
        let errorReader = PipeReader(error.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: errorReader.wait(), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let command = arguments.first { !$0.hasPrefix("-") } ?? "git"
            throw GitError(
                message: "git \(command) failed: "
                    + (message.isEmpty ? "status \(process.terminationStatus)" : message))
        }
        return [UInt8](data)
    }

    /// `bytes` split at `separator` (NUL for `-z` output), empty pieces dropped.
    static func split(_ bytes: [UInt8], at separator: UInt8 = 0) -> [String] {
        bytes.split(separator: separator).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// A count that threads add to in turn.
private final class LaunchCounter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func increment() {
        lock.lock()
        defer { lock.unlock() }
        count += 1
    }
}

/// Reads a pipe to its end on another thread, so a full pipe cannot block the child.
final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
