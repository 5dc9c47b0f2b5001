import SwiftScan

/// `if` blocks that run once however often the code around them runs: the block tests a flag and
/// sets that flag itself (`if !didAsk { didAsk = true; … }`, `if !defaults.bool(forKey: "asked") {
/// defaults.set(true, forKey: "asked"); … }`, or a property loaded from that key earlier in the function).
/// An appearance callback's code under such a block runs at the first appearance (or once per install),
/// not at every one.
struct OnceFlagGuard {
    let parsed: ParsedSwift

    /// Whether an `if` around `token`, within its function, sets the flag it tests.
    func guards(_ token: Int) -> Bool {
        for index in parsed.scopes.ancestors(at: token) {
            let scope = parsed.scopes.scopes[index]
            if scope.kind == .function || scope.kind == .type { return false }
            if scope.kind == .block, scope.head >= 0, parsed.is(scope.head, "if"), setsItsFlag(scope) { return true }
        }
        return false
    }

    private func setsItsFlag(_ block: Scope) -> Bool {
        var names = Set<String>()
        var keys = Set<String>()
        for index in (block.head + 1)..<block.open {
            if let key = parsed.stringValue(index) {
                keys.insert(key)
            } else if parsed.isIdentifier(index), !parsed.is(index + 1, "(") {
                names.insert(parsed.text(index))
            }
        }
        keys.formUnion(keysLoaded(into: names, before: block.head))
        for index in (block.open + 1)..<block.close {
            if parsed.isIdentifier(index), parsed.is(index + 1, "="), names.contains(parsed.text(index)) { return true }
            if parsed.is(index, "set"), parsed.is(index + 1, "("), let close = parsed.partner(index + 1),
                ((index + 2)..<close).contains(where: { parsed.stringValue($0).map(keys.contains) == true })
            {
                return true
            }
        }
        return false
    }

    /// The string keys read into `names` earlier in the function (`shown = defaults.bool(forKey: "shown")`).
    private func keysLoaded(into names: Set<String>, before end: Int) -> Set<String> {
        guard
            let function = parsed.scopes.ancestors(at: end).first(where: {
                parsed.scopes.scopes[$0].kind == .function
            })
        else { return [] }
        var keys = Set<String>()
        var index = parsed.scopes.scopes[function].open + 1
        while index < end {
            if parsed.isIdentifier(index), parsed.is(index + 1, "="), names.contains(parsed.text(index)) {
                let valueEnd = parsed.statementEnd(from: index + 2, limit: end)
                keys.formUnion(((index + 2)..<valueEnd).compactMap(parsed.stringValue))
                index = valueEnd
            } else {
                index += 1
            }
        }
        return keys
    }
}
