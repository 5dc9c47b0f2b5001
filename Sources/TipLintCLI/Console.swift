import Foundation

/// Where a command writes, and what it knows about its surroundings. The
/// real one wraps the process; tests pass one that captures.
final class Console {
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void
    /// Whether standard output is a terminal (for `--color auto`).
    let outputIsTerminal: Bool
    let environment: [String: String]

    init(outputIsTerminal: Bool, environment: [String: String],
         output: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
        self.writeOutput = output
        self.writeError = error
    }

    func output(_ text: String) {
        if !text.isEmpty { writeOutput(text) }
    }

    func error(_ text: String) {
        if !text.isEmpty { writeError(text) }
    }

    /// The process's own standard output and error. A reader that goes
    /// away (`tiplint | head`) ends the writing quietly, not the process
    /// with SIGPIPE.
    static func standard() -> Console {
        signal(SIGPIPE, SIG_IGN)
        return Console(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment,
            output: { writeAll($0, to: STDOUT_FILENO) },
            error: { writeAll($0, to: STDERR_FILENO) })
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
