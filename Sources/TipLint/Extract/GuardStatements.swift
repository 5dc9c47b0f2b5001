/// The `guard` statements of one file by the scope they are written directly in, found in one pass on first
/// use: what a runtime condition before a call (`CallPositionReader`) and a once-flag (`OnceFlagGuard`) read.
final class GuardStatements {
    private let parsed: ParsedSwift
    private var byScope: [Int: [Int]]?

    init(_ parsed: ParsedSwift) { self.parsed = parsed }

    /// The `guard` keywords written directly in the scope, in order.
    func keywords(in scopeIndex: Int) -> [Int] {
        if byScope == nil {
            var found: [Int: [Int]] = [:]
            for token in 0..<parsed.count where parsed.is(token, "guard") {
                found[parsed.scopes.scope(at: token), default: []].append(token)
            }
            byScope = found
        }
        return byScope?[scopeIndex] ?? []
    }
}
