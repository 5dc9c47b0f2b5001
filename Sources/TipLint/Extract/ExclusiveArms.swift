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
    private static let presentations: Set<String> = ScopeTree.presentationModifiers.union([
        "navigationDestination", "alert", "confirmationDialog", "inspector", "fullScreenCover",
    ])

    /// The arms around `token`, innermost first; when the token sits in a member of its type other
    /// than `body` that the type uses once, the arms around that use follow (a layout chosen by
    /// `if compact { compactLayout } else { regularLayout }`).
    func arms(at token: Int) -> [ExclusiveArm] {
        var result = ownArms(at: token)
        if let use = singleUseOfEnclosingMember(at: token) { result += ownArms(at: use) }
        return result
    }

    /// The `{` of the presentation closure holding `token` (or the single use of its member), nil
    /// on the type's own screen.
    func presentation(at token: Int) -> Int? {
        if let own = ownPresentation(at: token) { return own }
        return singleUseOfEnclosingMember(at: token).flatMap(ownPresentation)
    }

    /// Whether an `if`, `guard` or `while` around `token`, within its member, tests something that
    /// picks one row of a list: an index, position or offset, "first", a tip flag, or `== 0`.
    func conditionPicksRow(at token: Int) -> Bool {
        for index in parsed.scopes.path(at: token) {
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
        for index in parsed.scopes.path(at: token) {
            let scope = parsed.scopes.scopes[index]
            if scope.kind == .type || scope.kind == .function { return nil }
            guard scope.kind == .closure, let name = scope.name else { continue }
            if Self.presentations.contains(name) { return scope.open }
            if name == "NavigationLink", !(parsed.is(scope.open - 1, ":") && parsed.is(scope.open - 2, "label")) {
                return scope.open
            }
        }
        return nil
    }

    private func ownArms(at token: Int) -> [ExclusiveArm] {
        var result: [ExclusiveArm] = []
        var inner = token // the token, or the `{` of the scope on the path just inside the current one
        for index in parsed.scopes.path(at: token) {
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
        let scope = parsed.scopes.scopes[block]
        var count = -1
        var index = scope.open + 1
        while index < min(token, scope.close) {
            if parsed.is(index, "case") || parsed.is(index, "default"), parsed.scopes.scope(at: index) == block,
                !parsed.is(index - 1, "if"), !parsed.is(index - 1, "guard"), !parsed.is(index - 1, "while"),
                !parsed.is(index - 1, ",")
            {
                count += 1
            }
            index = parsed.skipGroup(index)
        }
        return max(count, 0)
    }

    /// Where the type uses the member (computed property or function, not `body`) holding `token`,
    /// when it uses it exactly once in this file.
    private func singleUseOfEnclosingMember(at token: Int) -> Int? {
        guard
            let memberScope = parsed.scopes.path(at: token).first(where: { parsed.scopes.scopes[$0].kind == .function }
            ),
            let typeScope = parsed.scopes.enclosingTypeScope(at: token)
        else { return nil }
        let member = parsed.scopes.scopes[memberScope]
        guard let name = member.name, name != "body", member.nameToken >= 0 else { return nil }
        let uses = parsed.uses(of: name, inType: typeScope).filter { $0 != member.nameToken }
        return uses.count == 1 ? uses[0] : nil
    }
}
