/// Why a command could not run as asked: exit status 2, one message on stderr.
public enum CommandError: Error, Equatable {
    /// A bad command line; the message ends with a pointer to the help of `command`.
    case usage(String, command: String? = nil)
    /// Anything else: a missing file, a malformed config, an unwritable output.
    case failure(String)

    public var message: String {
        switch self {
        case .usage(let message, let command):
            let help = command.map { "tiplint \($0) --help" } ?? "tiplint --help"
            return "\(message) (see '\(help)')"
        case .failure(let message):
            return message
        }
    }
}
