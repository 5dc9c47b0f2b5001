import SwiftScan

/// Which mutually exclusive alternatives of a view a token sits in — the branches of an
/// `if`/`else if`/`else` chain, the cases of a `switch`, the tabs of a `TabView`, the candidates of a
/// `ViewThatFits` — and which presented screen (sheet, popover, full-screen cover, navigation
/// destination, alert) holds it. Two places in different arms of one group, or in different
/// presentations, are never on screen together.
struct ExclusiveArms {
    let parsed: ParsedSwift

    /// Closures whose statements are alternatives: one tab, or one fitting candidate, shows at a time.
    private static let alternativeContainers: Set<String> = ["TabView", "ViewThatFits"]
    /// Closures whose content is another screen.
    private static let presentations: Set<String> = ScopeTree.presentationModifiers.union(otherScreens)

    /// Closures whose content is shown elsewhere than the view they modify, besides popovers and sheets.
    static let otherScreens: Set<String> = [
        "navigationDestination", "alert", "confirmationDialog", "inspector", "fullScreenCover",
    ]

    /// The arms around `token`, innermost first; when the token sits in a member of its type other
    /// than `body` that the type uses once, the arms around that use follow, and so on up (a layout
    /// chosen by `if compact { compactLayout } else { regularLayout }`).
    func arms(at token: Int) -> [ExclusiveArm] {
        deciders(of: token).flatMap(ownArms)
    }

    /// The `{` of the presentation closure holding `token` (or the single use of its member, and so
    /// on up), nil on the type's own screen.
    func presentation(at token: Int) -> Int? {
        deciders(of: token).lazy.compactMap(ownPresentation).first
    }

    /// The conditions `token` is shown under, innermost first, through single uses as `arms(at:)`.
    func conditions(at token: Int) -> [ScreenCondition] {
        deciders(of: token).flatMap(ownConditions)
    }

    /// `token`, then while the member holding the last one is used once in its type (not `body`),
    /// that use: the places whose alternatives decide whether `token` shows.
    private func deciders(of token: Int) -> [Int] {
        var places = [token]
        while places.count < Self.memberChainLimit, let use = singleUseOfEnclosingMember(at: places[places.count - 1]),
            !places.contains(use)
        {
            places.append(use)
        }
        return places
    }

    /// Members followed up through their single uses: real layouts nest a few.
    private static let memberChainLimit = 8

    /// Whether an `if`, `guard` or `while` around `token`, within its member, tests something that
    /// picks one row of a list: an index, position or offset, "first", a tip flag, or `== 0`.
    func conditionPicksRow(at token: Int) -> Bool {
        for index in parsed.scopes.ancestors(at: token) {
            let scope = parsed.scopes.scopes[index]
            if scope.kind == .type || scope.kind == .function { return false }
            guard scope.kind == .block, scope.isConditional, scope.head >= 0,
                parsed.is(scope.head, "if") || parsed.is(scope.head, "guard") || parsed.is(scope.head, "while")
            else { continue }
            for condition in (scope.head + 1)..<scope.open {
                if parsed.is(condition, "=="), parsed.text(condition + 1) == "0" { return true }
                guard parsed.isIdentifier(condition) else { continue }
                let word = parsed.text(condition).lowercased()
                if Self.rowPickingWords.contains(where: word.contains) { return true }
            }
        }
        return false
    }

    /// Words in a condition that pick one row.
    private static let rowPickingWords = ["index", "first", "position", "offset", "tip"]

    /// The `{` of the presented content around `token` in its member: a sheet, popover, cover,
    /// navigation destination or alert, or the destination closure of a `NavigationLink` (the one
    /// not labelled `label:`); nil when none.
    func ownPresentation(at token: Int) -> Int? {
        let open = parsed.presentationOfScope[parsed.scopes.scope(at: token)]
        return open >= 0 ? open : nil
    }

    /// Whether `scope` is presented content: a sheet, popover, cover, navigation destination or
    /// alert closure, or a `NavigationLink` closure not labelled `label:`.
    static func presents(_ scope: Scope, in parsed: ParsedSwift) -> Bool {
        guard scope.kind == .closure, let name = scope.name else { return false }
        if presentations.contains(name) { return true }
        return name == "NavigationLink" && !(parsed.is(scope.open - 1, ":") && parsed.is(scope.open - 2, "label"))
    }

    /// The `if`/`else` branches and `switch` cases around `token` within its member, innermost first:
    /// code in two arms of one never runs in one pass (unlike two tabs, which a user visits in turn).
    func branchArms(at token: Int) -> [ExclusiveArm] {
        ownArms(at: token).filter { parsed.is($0.group, "if") || parsed.is($0.group, "switch") }
    }

    private func ownArms(at token: Int) -> [ExclusiveArm] {
        var result: [ExclusiveArm] = []
        var inner = token // the token, or the `{` of the scope on the path just inside the current one
        for index in parsed.scopes.ancestors(at: token) {
            let scope = parsed.scopes.scopes[index]
            if scope.kind == .type || scope.kind == .function { break }
            switch scope.kind {
            case .block where scope.head >= 0 && (parsed.is(scope.head, "if") || parsed.is(scope.head, "else")):
                if let arm = ifArm(of: index) { result.append(arm) }
            case .block where scope.head >= 0 && parsed.is(scope.head, "switch"):
                result.append(ExclusiveArm(group: scope.head, index: caseIndex(of: inner, inSwitch: index)))
            case .closure where scope.name.map(Self.alternativeContainers.contains) == true:
                let statements = parsed.statements(in: (scope.open + 1)..<scope.close)
                if let position = statements.firstIndex(where: { $0.contains(inner) }) {
                    result.append(ExclusiveArm(group: scope.open, index: position))
                }
            default:
                break
            }
            inner = scope.open
        }
        return result
    }

    /// The conditions of the `if`, `else` and `switch` blocks around `token` within its member, where
    /// `ScreenCondition` can state them.
    private func ownConditions(at token: Int) -> [ScreenCondition] {
        var result: [ScreenCondition] = []
        var inner = token
        for index in parsed.scopes.ancestors(at: token) {
            let scope = parsed.scopes.scopes[index]
            if scope.kind == .type || scope.kind == .function { break }
            if scope.kind == .block, scope.head >= 0, let condition = condition(of: index, holding: inner) {
                result.append(condition)
            }
            inner = scope.open
        }
        return result
    }

    /// `if c {` states `c`; a plain `else {` after `if c { … }` (no `else if` in the chain) states
    /// not `c`; `case .v:` of `switch s {` states `s == .v`.
    private func condition(of blockIndex: Int, holding inner: Int) -> ScreenCondition? {
        let block = parsed.scopes.scopes[blockIndex]
        if parsed.is(block.head, "if") { return condition(in: (block.head + 1)..<block.open) }
        if parsed.is(block.head, "else"), parsed.is(block.head + 1, "{"), parsed.is(block.head - 1, "}"),
            let open = parsed.partner(block.head - 1), let previous = parsed.scopes.scope(openedBy: open)
        {
            let branch = parsed.scopes.scopes[previous]
            guard branch.kind == .block, branch.head >= 0, parsed.is(branch.head, "if"),
                !parsed.is(branch.head - 1, "else"), var stated = condition(in: (branch.head + 1)..<branch.open)
            else { return nil }
            stated.isNegated.toggle()
            return Self.twoValued(stated)
        }
        guard parsed.is(block.head, "switch"), let label = caseLabel(of: inner, inSwitch: blockIndex),
            parsed.is(label, "case"), let subject = subject(in: (block.head + 1)..<block.open),
            let value = caseName(in: (label + 1)..<parsed.count, endingWith: ":")
        else { return nil }
        return ScreenCondition(subject: subject, value: value)
    }

    /// The condition a tip argument shows its tip under: `step == .search ? searchTip : nil` only while
    /// `step == .search` (a sequence the code steps through, one tip at a time), `c ? nil : tip` only
    /// while not `c`.
    func condition(choosing argument: Range<Int>, resolver: TipResolver) -> ScreenCondition? {
        guard let ternary = resolver.ternary(parsed.unparenthesized(argument)) else { return nil }
        let isNil = { (range: Range<Int>) in range.count == 1 && self.parsed.is(range.lowerBound, "nil") }
        guard isNil(ternary.whenTrue) != isNil(ternary.whenFalse),
            var stated = condition(in: parsed.unparenthesized(ternary.condition))
        else { return nil }
        if isNil(ternary.whenTrue) {
            stated.isNegated.toggle()
            stated = Self.twoValued(stated)
        }
        return stated
    }

    /// `s == .v`, `s != .v`, `s == Type.v`, `s`, `!s`, `s == true`: one comparison of a name.
    private func condition(in range: Range<Int>) -> ScreenCondition? {
        guard !range.isEmpty else { return nil }
        let isNot = parsed.is(range.lowerBound, "!")
        let names = parsed.chain(from: range.lowerBound + (isNot ? 1 : 0))
        guard let last = names.last, let subject = subject(in: names[0]..<(last + 1)) else { return nil }
        if last + 1 == range.upperBound { return ScreenCondition(subject: subject, value: "true", isNegated: isNot) }
        let isEqual = parsed.is(last + 1, "=="), isUnequal = parsed.is(last + 1, "!=")
        guard !isNot, isEqual || isUnequal else { return nil }
        if last + 3 == range.upperBound, parsed.is(last + 2, "true") || parsed.is(last + 2, "false") {
            return ScreenCondition(subject: subject, value: "true", isNegated: isUnequal == parsed.is(last + 2, "true"))
        }
        guard let value = caseName(in: (last + 2)..<range.upperBound, endingWith: nil) else { return nil }
        return Self.twoValued(ScreenCondition(subject: subject, value: value, isNegated: isUnequal))
    }

    /// A size class is compact or regular: not one is the other.
    private static func twoValued(_ condition: ScreenCondition) -> ScreenCondition {
        let other = ["compact": "regular", "regular": "compact"]
        guard condition.isNegated, condition.subject.lowercased().hasSuffix("sizeclass"),
            let value = other[condition.value]
        else { return condition }
        return ScreenCondition(subject: condition.subject, value: value)
    }

    /// The dotted name spanning `range` (`UIDevice.current.userInterfaceIdiom`, `self.sizeClass`
    /// without `self.`); nil for anything else.
    private func subject(in range: Range<Int>) -> String? {
        var names = parsed.chain(from: range.lowerBound)
        guard let last = names.last, last + 1 == range.upperBound else { return nil }
        if parsed.is(names[0], "self") { names.removeFirst() }
        return names.isEmpty ? nil : parsed.dotted(names)
    }

    /// `v` of `.v` or `Type.v` at the start of `range`, when `terminator` (or the range's end) follows it.
    private func caseName(in range: Range<Int>, endingWith terminator: StaticString?) -> String? {
        var index = range.lowerBound
        if parsed.isTypeName(index), parsed.is(index + 1, ".") { index += 1 }
        guard parsed.is(index, "."), parsed.isIdentifier(index + 1) else { return nil }
        let end = index + 2
        if let terminator { return parsed.is(end, terminator) ? parsed.text(index + 1) : nil }
        return end == range.upperBound ? parsed.text(index + 1) : nil
    }

    /// The chain an `if`/`else if`/`else` block belongs to (its first `if`) and the block's place in it.
    private func ifArm(of block: Int) -> ExclusiveArm? {
        var current = block
        var position = 0
        for _ in 0..<64 {
            let scope = parsed.scopes.scopes[current]
            // `} else {` and `} else if … {`: the arm before ends at the `}` before `else`.
            let elseToken = parsed.is(scope.head, "else") ? scope.head : scope.head - 1
            guard parsed.is(elseToken, "else"), parsed.is(elseToken - 1, "}"), let open = parsed.partner(elseToken - 1),
                let previous = parsed.scopes.scope(openedBy: open)
            else {
                return parsed.is(scope.head, "if") ? ExclusiveArm(group: scope.head, index: position) : nil
            }
            current = previous
            position += 1
        }
        return nil
    }

    /// How many `case`/`default` labels of the switch come before `token`.
    private func caseIndex(of token: Int, inSwitch block: Int) -> Int {
        max(caseLabels(before: token, inSwitch: block).count - 1, 0)
    }

    /// The `case`/`default` label whose clause holds `token`.
    private func caseLabel(of token: Int, inSwitch block: Int) -> Int? {
        caseLabels(before: token, inSwitch: block).last
    }

    /// The switch's own `case`/`default` labels before `token` (not `if case`, nor a pattern's `, case`).
    private func caseLabels(before token: Int, inSwitch block: Int) -> (count: Int, last: Int?) {
        let scope = parsed.scopes.scopes[block]
        var count = 0
        var last: Int?
        var index = scope.open + 1
        while index < min(token, scope.close) {
            if parsed.is(index, "case") || parsed.is(index, "default"), parsed.scopes.scope(at: index) == block,
                !parsed.is(index - 1, "if"),
                !parsed.is(index - 1, "guard"), !parsed.is(index - 1, "while"), !parsed.is(index - 1, ",")
            {
                count += 1
                last = index
            }
            index = parsed.skipGroup(index)
        }
        return (count, last)
    }

    /// Where the type uses the member (computed property or function, not `body`) holding `token`,
    /// when it uses it exactly once in this file.
    private func singleUseOfEnclosingMember(at token: Int) -> Int? {
        guard
            let memberScope = parsed.scopes.ancestors(at: token).first(where: {
                parsed.scopes.scopes[$0].kind == .function
            }
            ),
            let typeScope = parsed.scopes.enclosingTypeScope(at: token)
        else { return nil }
        let member = parsed.scopes.scopes[memberScope]
        guard let name = member.name, name != "body", member.nameToken >= 0 else { return nil }
        let uses = parsed.uses(of: name, inType: typeScope).filter { $0 != member.nameToken }
        return uses.count == 1 ? uses[0] : nil
    }
}
