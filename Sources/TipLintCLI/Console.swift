import TipLint
import TipLintGit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes, and what it knows about its surroundings. The
/// real one wraps the process; tests pass one that captures.
final class Console {
    /// Returns why the text could not be written, if it could not.
    private let writeOutput: (String) -> String?
    private let writeError: (String) -> Void
    /// Whether standard output is a terminal (for `--color auto`).
    let outputIsTerminal: Bool
    let environment: [String: String]
    /// Why standard output could not be written (`No space left on
    /// device`): the run then exits 2, whatever it found.
    private(set) var outputFailure: String?

    init(
        outputIsTerminal: Bool, environment: [String: String],
        output: @escaping (String) -> String?, error: @escaping (String) -> Void
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
        self.writeOutput = output
        self.writeError = error
    }

    /// NO_COLOR (set and not empty) or a dumb terminal turns `auto` colour off.
    var colorAllowedByEnvironment: Bool {
        (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Writes to standard output; after a failure, nothing more.
    func output(_ text: String) {
        guard !text.isEmpty, outputFailure == nil else { return }
        outputFailure = writeOutput(text)
    }

    func error(_ text: String) {
        if !text.isEmpty { writeError(text) }
    }

    /// The process's own standard output and error. A reader that goes
    /// away (`tiplint | head`) ends the writing quietly, not the process
    /// with SIGPIPE; any other failure to write the output (a full disk,
    /// `> /dev/full`) is an outcome.
    static func standard() -> Console {
        signal(SIGPIPE, SIG_IGN)
        return Console(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessEnvironment.current(),
            output: { text in
                let failure = DescriptorIO.writeAll(text, to: STDOUT_FILENO)
                return failure == EPIPE ? nil : failure.map { String(cString: strerror($0)) }
            },
            error: { _ = DescriptorIO.writeAll($0, to: STDERR_FILENO) })
    }
}
