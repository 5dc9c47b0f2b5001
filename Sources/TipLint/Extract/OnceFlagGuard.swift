import SwiftScan

/// Code that runs once however often the code around it runs: an `if` block that tests a flag and
/// sets that flag itself (`if !didAsk { didAsk = true; … }`, `if !defaults.bool(forKey: "asked") {
/// defaults.set(true, forKey: "asked"); … }`, or a property loaded from that key earlier in the function),
/// or code after a `guard` on a flag that is set before it (`guard !didStart else { return }`,
/// `didStart = true`). An appearance callback's code under such a block runs at the first appearance (or
/// once per install), not at every one; a setup helper's, once however many places call it.
final class OnceFlagGuard {
    let parsed: ParsedSwift
    private let guardStatements: GuardStatements
    /// Per `guard` keyword: the close of its `else` block and where its flag is set after it in its scope.
    private var guardFlags: [Int: (close: Int, sets: [Int])?] = [:]
    /// Per `if` block: whether it sets the flag it tests. A file's calls share their blocks and guards.
    private var blockSetsFlag: [Int: Bool] = [:]

    /// `guards`: the file's guard statements, when its caller already keeps them.
    init(parsed: ParsedSwift, guards: GuardStatements? = nil) {
        self.parsed = parsed
        guardStatements = guards ?? GuardStatements(parsed)
    }

    /// Whether an `if` around `token`, or a `guard` before it, within its function, sets the flag it tests.
    func guards(_ token: Int) -> Bool {
        for index in parsed.scopes.ancestors(at: token) {
            let scope = parsed.scopes.scopes[index]
            if scope.kind == .type || scope.kind == .file { return false }
            // Set once, before the call: a flag set back too (`defer { isLoading = false }`) keeps runs apart, not
            // to one.
            for keyword in guardStatements.keywords(in: index) where keyword < token {
                if let flag = guardFlag(keyword, scopeClose: scope.close), flag.close < token, flag.sets.count == 1,
                    flag.sets[0] < token
                {
                    return true
                }
            }
            if scope.kind == .function { return false }
            if scope.kind == .block, scope.head >= 0, parsed.is(scope.head, "if"), ifBlockSetsFlag(index, scope) {
                return true
            }
        }
        return false
    }

    private func ifBlockSetsFlag(_ index: Int, _ block: Scope) -> Bool {
        if let known = blockSetsFlag[index] { return known }
        let sets = !flagSets(flags(testedBy: (block.head + 1)..<block.open), in: (block.open + 1)..<block.close).isEmpty
        blockSetsFlag[index] = sets
        return sets
    }

    /// A `guard`'s `else` block close and the places its flag is set from there to the end of its scope.
    private func guardFlag(_ keyword: Int, scopeClose: Int) -> (close: Int, sets: [Int])? {
        if let known = guardFlags[keyword] { return known }
        var found: (close: Int, sets: [Int])?
        var elseToken = keyword + 1
        while elseToken < scopeClose, !parsed.is(elseToken, "else"), !parsed.is(elseToken, "{") {
            elseToken = parsed.skipGroup(elseToken)
        }
        if parsed.is(elseToken, "else"), parsed.is(elseToken + 1, "{"), let close = parsed.partner(elseToken + 1) {
            found = (close, flagSets(flags(testedBy: (keyword + 1)..<elseToken), in: (close + 1)..<scopeClose))
        }
        guardFlags[keyword] = found
        return found
    }

    /// The names and defaults keys a condition tests (a key also when a name tested was loaded from it).
    private func flags(testedBy condition: Range<Int>) -> (names: Set<String>, keys: Set<String>) {
        var names = Set<String>()
        var keys = Set<String>()
        for index in condition {
            if let key = parsed.stringValue(index) {
                keys.insert(key)
            } else if parsed.isIdentifier(index), !parsed.is(index + 1, "(") {
                names.insert(parsed.text(index))
            }
        }
        keys.formUnion(keysLoaded(into: names, before: condition.lowerBound - 1))
        return (names, keys)
    }

    /// Where the code in `body` sets one of the flags: a name assigned, or a key written.
    private func flagSets(_ flags: (names: Set<String>, keys: Set<String>), in body: Range<Int>) -> [Int] {
        body.filter { index in
            if parsed.isIdentifier(index), parsed.is(index + 1, "="), flags.names.contains(parsed.text(index)) {
                return true
            }
            guard parsed.is(index, "set"), parsed.is(index + 1, "("), let close = parsed.partner(index + 1) else {
                return false
            }
            return ((index + 2)..<close).contains(where: { parsed.stringValue($0).map(flags.keys.contains) == true })
        }
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
