import SwiftScan

/// Where calls sit in one file's functions: the function holding each (its signature added to
/// the file's facts once), its body, and the runtime conditions and exclusive arms (`if`/`else`, `switch`) around it
/// within that function. Shared by the recognisers of TipKit setup calls and of helper calls;
/// what it works out per scope is kept, so a file's calls cost a walk up their scopes each.
struct CallPositionReader {
    private let parsed: ParsedSwift
    /// The `if`/`else` branches and `switch` cases around a call: calls in different arms never both run.
    private let arms: ExclusiveArms
    /// Which calls run once however often their function runs (`CallPosition.runsOnce`).
    private let onceFlags: OnceFlagGuard
    /// Function scope → index in the file's `functions`.
    private var functionIndex: [Int: Int] = [:]
    /// Scope → its code context (a token's context depends only on its innermost scope).
    private var contexts: [Int: CodeContext] = [:]
    /// The `guard` statements of the file by scope.
    private let guards: GuardStatements
    /// Conditional block → what its condition reads; `guard` keyword → the same. A file's calls
    /// share their blocks and guards, so each condition is read once.
    private var blockConditions: [Int: RuntimeCondition?] = [:]
    private var guardConditions: [Int: RuntimeCondition?] = [:]

    init(_ parsed: ParsedSwift) {
        self.parsed = parsed
        arms = ExclusiveArms(parsed: parsed)
        guards = GuardStatements(parsed)
        onceFlags = OnceFlagGuard(parsed: parsed, guards: guards)
    }

    func location(_ index: Int) -> SourceLocation { parsed.location(index) }

    /// Whether the call at `index` runs once however often its function runs (`OnceFlagGuard`). Asked of TipKit
    /// setup calls only: of every helper call it would cost more than all the rest of their reading.
    func runsOnce(_ index: Int) -> Bool { onceFlags.guards(index) }

    mutating func context(_ index: Int) -> CodeContext {
        let scope = parsed.scopes.scope(at: index)
        if let known = contexts[scope] { return known }
        let context = parsed.scopes.context(at: index)
        contexts[scope] = context
        return context
    }

    /// The position of the call at token `index`; the signature of the function holding it is
    /// added to `functions` the first time one of its calls is read.
    mutating func position(of index: Int, functions: inout [FunctionSignature]) -> CallPosition {
        let scopes = parsed.scopes
        var position = CallPosition(body: scopes.body(at: index), order: index)
        var function: Int?
        var isInsideTask = false
        for scopeIndex in scopes.ancestors(at: index) {
            // Fields read in place: a copied scope retains and releases its name and lists.
            let kind = scopes.scopes[scopeIndex].kind
            if kind == .type || kind == .file { break }
            if kind == .closure, !isInsideTask, scopes.scopes[scopeIndex].name == "task" {
                isInsideTask = true
                let callee = scopes.scopes[scopeIndex].nameToken
                position.isInTaskWithID =
                    parsed.is(callee - 1, ".") && parsed.is(callee + 1, "(") && parsed.is(callee + 2, "id")
                    && parsed.is(callee + 3, ":")
            }
            if position.condition == nil {
                if scopes.scopes[scopeIndex].isConditional, let condition = blockCondition(scopeIndex) {
                    position.condition = condition
                } else if let guarded = lastGuard(in: scopeIndex, before: index) {
                    position.condition = guardRuntimeCondition(guarded)
                }
            }
            if kind == .function {
                function = scopeIndex
                break
            }
        }
        position.arms = arms.branchArms(at: index)
        if let function { position.caller = signatureIndex(of: function, functions: &functions) }
        return position
    }

    // MARK: Functions

    private mutating func signatureIndex(of scopeIndex: Int, functions: inout [FunctionSignature]) -> Int? {
        if let known = functionIndex[scopeIndex] { return known }
        let scope = parsed.scopes.scopes[scopeIndex]
        guard let name = scope.name, scope.nameToken >= 0 else { return nil }
        let owner = parsed.scopes.enclosingTypeScope(at: scope.nameToken).flatMap { parsed.scopes.scopes[$0].name }
        var signature = FunctionSignature(
            name: name, owner: owner, parameters: parameters(of: scope), location: parsed.location(scope.nameToken),
            context: context(scope.nameToken))
        signature.isPrivate = isPrivate(declarationNamedAt: scope.nameToken)
        functions.append(signature)
        functionIndex[scopeIndex] = functions.count - 1
        return functions.count - 1
    }

    /// `private func f`, `@MainActor fileprivate static func f`: the modifiers before `func` say private.
    private func isPrivate(declarationNamedAt name: Int) -> Bool {
        let keyword = parsed.is(name - 1, "func") ? name - 1 : name // `init` is its own keyword
        return parsed.declarationModifiers(before: keyword).contains {
            parsed.is($0, "private") || parsed.is($0, "fileprivate")
        }
    }

    /// `label name: T`, `_ name: T = x`, `name: T`: the label callers write and whether it may be left out.
    private func parameters(of scope: Scope) -> [ParameterLabel] {
        guard scope.parameterList >= 0 else { return [] }
        return parsed.commaSeparated(insideGroupAt: scope.parameterList).compactMap { item in
            guard let colon = item.first(where: { parsed.is($0, ":") }), colon > item.lowerBound else { return nil }
            let hasDefault = (colon..<item.upperBound).contains { parsed.is($0, "=") }
            let external = colon - 2 >= item.lowerBound ? colon - 2 : colon - 1
            return ParameterLabel(label: parsed.is(external, "_") ? nil : parsed.text(external), hasDefault: hasDefault)
        }
    }

    // MARK: Conditions

    private mutating func blockCondition(_ scopeIndex: Int) -> RuntimeCondition? {
        if let known = blockConditions[scopeIndex] { return known }
        let block = parsed.scopes.scopes[scopeIndex]
        // An `else` arm, or a `guard`'s, runs when its condition fails.
        let isFailingArm = block.head >= 0 && (parsed.is(block.head, "else") || parsed.is(block.head, "guard"))
        let found = condition(of: block).map { Self.runtimeCondition($0, in: parsed, whenFalse: isFailingArm) }
        blockConditions[scopeIndex] = found
        return found
    }

    private mutating func guardRuntimeCondition(_ keyword: Int) -> RuntimeCondition? {
        if let known = guardConditions[keyword] { return known }
        let found = guardCondition(keyword).map { Self.runtimeCondition($0, in: parsed) }
        guardConditions[keyword] = found
        return found
    }

    /// The condition tokens of a conditional block; for an `else`, its `if`'s.
    private func condition(of block: Scope) -> Range<Int>? {
        guard block.head >= 0 else { return nil }
        if parsed.is(block.head, "guard") { return guardCondition(block.head) }
        guard parsed.is(block.head, "else") else { return (block.head + 1)..<block.open }
        guard let previous = previousArm(beforeElse: block.head) else { return nil }
        let branch = parsed.scopes.scopes[previous]
        return parsed.is(branch.head, "if") ? (branch.head + 1)..<branch.open : nil
    }

    /// `guard c else`: the tokens of `c`.
    private func guardCondition(_ keyword: Int) -> Range<Int>? {
        var index = keyword + 1
        while index < parsed.count, !parsed.is(index, "else"), !parsed.is(index, "{"), !parsed.is(index, "}") {
            index = parsed.skipGroup(index)
        }
        return parsed.is(index, "else") ? (keyword + 1)..<index : nil
    }

    /// The last `guard` written directly in a scope before `index`, but `guard #available(…)`, which decides by
    /// the OS version, the same at every run.
    private func lastGuard(in scopeIndex: Int, before index: Int) -> Int? {
        guards.keywords(in: scopeIndex).last {
            $0 < index && !parsed.is($0 + 1, "#available") && !parsed.is($0 + 1, "#unavailable")
        }
    }

    /// The block closed by the `}` before an `else`.
    private func previousArm(beforeElse elseToken: Int) -> Int? {
        guard parsed.is(elseToken - 1, "}"), let open = parsed.partner(elseToken - 1),
            let scope = parsed.scopes.scope(openedBy: open), parsed.scopes.scopes[scope].head >= 0
        else { return nil }
        return scope
    }

    /// What a condition reads, from the names it uses; `whenFalse` for code that runs when it fails (an `else`
    /// arm). Names are read on their bytes (every identifier of every condition around a call: a String each
    /// cost more than the rest of the reading).
    static func runtimeCondition(
        _ range: Range<Int>, in parsed: ParsedSwift, whenFalse: Bool = false
    )
        -> RuntimeCondition
    {
        var kind = RuntimeCondition.Kind.other
        var testsOnlySetupState = true // every name a chain ends with says setup state
        var testsOnlySettledState = true // … or says a state reached once and kept (signed in, onboarded)
        var testsAny = false
        for index in range where parsed.isIdentifier(index) {
            let found = kindOfName(at: index, in: parsed)
            if found.rank < kind.rank { kind = found }
            if !parsed.is(index + 1, "."), !parsed.is(index, "self") {
                testsAny = true
                if testsOnlySetupState, !containsAny(of: setupStateWords, inNameAt: index, in: parsed) {
                    testsOnlySetupState = false
                }
                if testsOnlySettledState, !isSettledStateName(at: index, in: parsed) { testsOnlySettledState = false }
            }
        }
        if kind == .other, testsAny, testsOnlySetupState { kind = .oncePerLaunch }
        if kind == .other, testsAny, testsOnlySettledState, holdsInState(range, in: parsed, whenFalse: whenFalse) {
            kind = .settledState
        }
        return RuntimeCondition(kind: kind, text: shortenedSource(range, in: parsed))
    }

    /// `isUserSignedIn`, `isAuthenticated`, `hasCompletedOnboarding`: a state a user reaches once and keeps at
    /// every later launch. Not `isUnauthenticated`, `needsOnboarding`, `showOnboarding`.
    private static func isSettledStateName(at index: Int, in parsed: ParsedSwift) -> Bool {
        if containsAny(of: unsettledWords, inNameAt: index, in: parsed) { return false }
        if containsAny(of: settledStateWords, inNameAt: index, in: parsed) { return true }
        return containsAny(of: onboardingWords, inNameAt: index, in: parsed)
            && containsAny(of: completionWords, inNameAt: index, in: parsed)
    }

    /// Whether code under the condition runs while the state holds: the condition written plainly (no `!`,
    /// comparison or `false`) and the code in its true arm, or negated once and the code in its `else`. Any
    /// other shape is left undecided (false).
    private static func holdsInState(_ range: Range<Int>, in parsed: ParsedSwift, whenFalse: Bool) -> Bool {
        var negations = 0
        for index in range {
            if parsed.is(index, "!") {
                negations += 1
            } else if parsed.is(index, "==") || parsed.is(index, "!=") || parsed.is(index, "false")
                || parsed.is(index, "??")
            {
                return false
            }
        }
        return negations == (whenFalse ? 1 : 0)
    }

    /// The condition's source, cut to 57 characters and `…` when longer than 60. Tokens are joined only
    /// until the text surely holds more than 60 characters: a condition that calls a closure may span a
    /// screen. The first 57 characters of a prefix cut at a token's end are the whole text's (a
    /// character's end depends on the scalar after it only) once the prefix holds 61 or more.
    private static func shortenedSource(_ range: Range<Int>, in parsed: ParsedSwift) -> String {
        var end = range.lowerBound
        var bytes = 0
        while end < range.upperBound, bytes < 256 {
            bytes += parsed.file.tokens[end].length + 1
            end += 1
        }
        var text = parsed.source(range.lowerBound..<end)
        if end < range.upperBound, text.count <= 60 { text = parsed.source(range) }
        if text.count > 60 { text = String(text.prefix(57)) + "…" }
        return text
    }

    /// Whether the name at `index`, its ASCII letters lowercased, holds one of `words` (searched on the
    /// token's bytes, no copy made).
    private static func containsAny(of words: [[UInt8]], inNameAt index: Int, in parsed: ParsedSwift) -> Bool {
        let token = parsed.file.tokens[index]
        let bytes = parsed.file.bytes
        let start = Int(token.start), end = Int(token.end)
        guard !bytes[start..<end].contains(where: { $0 >= 0x80 }) else {
            // As a String spells it (invalid UTF-8 repaired).
            let lowered = ArraySlice(parsed.text(index).utf8.map(\.asciiLowercased))
            return words.contains { lowered.containsLiterally($0) }
        }
        for word in words where word.count <= end - start {
            for offset in start...(end - word.count) {
                var matched = 0
                while matched < word.count, bytes[offset + matched].asciiLowercased == word[matched] { matched += 1 }
                if matched == word.count { return true }
            }
        }
        return false
    }

    private static func kindOfName(at index: Int, in parsed: ParsedSwift) -> RuntimeCondition.Kind {
        if parsed.isOne(of: launchArgumentNames, index) { return .launchArgument }
        if parsed.isOne(of: environmentNames, index) { return .environment }
        if parsed.isOne(of: userDefaultNames, index) { return .userDefault }
        return containsAny(of: debugWords, inNameAt: index, in: parsed) ? .debugFlag : .other
    }

    private static let launchArgumentNames: [StaticString] = ["CommandLine", "arguments", "launchArguments"]
    private static let environmentNames: [StaticString] = ["environment"]
    private static let userDefaultNames: [StaticString] = ["UserDefaults", "AppStorage", "standard"]

    private static let setupStateWords = ["configured", "initialized", "initialised", "verified"].map { Array($0.utf8) }
    private static let settledStateWords = ["signedin", "loggedin", "authenticated", "onboarded"].map {
        Array($0.utf8)
    }
    private static let onboardingWords = [Array("onboarding".utf8)]
    private static let completionWords = ["complete", "finish", "done", "seen"].map { Array($0.utf8) }
    private static let unsettledWords = ["unauth", "not", "need", "should", "show"].map { Array($0.utf8) }
    private static let debugWords = ["debug", "uitest", "testing", "istest", "developer", "screenshot"].map {
        Array($0.utf8)
    }
}

private extension RuntimeCondition.Kind {
    /// The most telling kind wins when a condition reads several.
    var rank: Int {
        switch self {
        case .launchArgument: return 0
        case .environment: return 1
        case .userDefault: return 2
        case .debugFlag: return 3
        case .other: return 4
        case .oncePerLaunch: return 5
        case .settledState: return 6
        }
    }
}
