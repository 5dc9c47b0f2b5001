import TipLint

/// Why git could not answer: its own message, or why it could not be run.
public struct GitError: Error, Equatable {
    public var message: String

    public init(message: String) { self.message = message }
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
public enum GitProcess {
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
    static func environment(_ base: [String: String] = ProcessEnvironment.current()) -> [String: String] {
        var environment = base.filter { !locatingVariables.contains($0.key) }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_NO_LAZY_FETCH"] = "1"
        return environment
    }

    /// How many git processes this process has made: a command's few, however much history it reads.
    static var launchCount: Int { launches.value }
    private static let launches = LaunchCounter()

    /// Starts git in `directory` with `arguments` after the safety options.
    static func launch(
        _ arguments: [String], in directory: String, environment: [String: String],
        input: ChildProcess.Stream = .null, output: ChildProcess.Stream, error: ChildProcess.Stream
    ) throws(GitError) -> ChildProcess {
        launches.increment()
        do {
            return try ChildProcess(
                "git", arguments: safetyOptions + ["-C", directory] + arguments, environment: environment,
                input: input, output: output, error: error)
        } catch {
            throw GitError(message: "git could not be run: \(error.message)")
        }
    }

    /// Runs git to its end; its standard output. A non-zero status is an
    /// error carrying git's message.
    static func run(
        _ arguments: [String], in directory: String, environment: [String: String]
    ) throws(GitError) -> [UInt8] {
        let process = try launch(arguments, in: directory, environment: environment, output: .pipe, error: .pipe)
        let (output, error) = process.readToEnd()
        let termination = process.wait()
        guard termination != .exited(0) else { return output }
        let message = String(decoding: error, as: UTF8.self).trimmingWhitespace
        let command = arguments.first { !$0.hasPrefix("-") } ?? "git"
        let status: String
        switch termination {
        case .exited(let code): status = "status \(code)"
        case .signalled(let signal): status = "killed by signal \(signal)"
        }
        throw GitError(message: "git \(command) failed: " + (message.isEmpty ? status : message))
    }

    /// `bytes` split at `separator` (NUL for `-z` output), empty pieces dropped.
    public static func split(_ bytes: [UInt8], at separator: UInt8 = 0) -> [String] {
        bytes.split(separator: separator).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// A count that threads add to in turn.
private final class LaunchCounter: @unchecked Sendable {
    private var count = 0
    private let lock = ThreadLock()

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

extension String {
    /// Without the white space and line breaks at either end (git's message ends with a newline).
    fileprivate var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
