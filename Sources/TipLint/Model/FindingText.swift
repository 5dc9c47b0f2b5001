/// How findings are keyed: written the same way by every rule (messages cite other places with
/// `SourceLocation.citation`).
enum FindingText {
    /// A key for a fact in a function, stable across edits above it.
    static func key(_ symbol: String, in context: CodeContext) -> String {
        let owner = [context.typeName, context.functionName].compactMap { $0 }.joined(separator: ".")
        return owner.isEmpty ? symbol : "\(symbol) in \(owner)"
    }
}
