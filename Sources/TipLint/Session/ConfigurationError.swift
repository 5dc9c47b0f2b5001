/// Why a `.tiplint.json` could not be used: the file, where in it (nil when
/// the file itself is the problem: missing, unreadable), and what is wrong.
struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user would name it.
    var path: String
    var position: JSONPosition?
    var message: String

    /// `path:line:column: message`, as compilers word it.
    var description: String {
        guard let position else { return "\(path): \(message)" }
        return "\(path):\(position.line):\(position.column): \(message)"
    }
}
