/// How findings name other places and how they are keyed: written the same way by every rule.
enum FindingText {
    /// `file:line` for messages that point at another place.
    static func place(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }

    /// `Name.swift:line`, the file's name without its folders: how the tutorial and tooltip rules
    /// point at another place.
    static func fileNamePlace(_ location: SourceLocation) -> String {
        "\(location.file.split(separator: "/").last.map(String.init) ?? location.file):\(location.line)"
    }

    /// A key for a fact in a function, stable across edits above it.
    static func key(_ symbol: String, in context: CodeContext) -> String {
        let owner = [context.typeName, context.functionName].compactMap { $0 }.joined(separator: ".")
        return owner.isEmpty ? symbol : "\(symbol) in \(owner)"
    }
}
