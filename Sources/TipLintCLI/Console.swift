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

    /// The process's own standard output and error.
    static func standard() -> Console {
        Console(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment,
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) })
    }
}
