import SwiftScan

/// `@Parameter static var p` (TipKit's parameters are static; an App Intent's
/// instance `@Parameter var` is not one), whether it is `.transient`, and assignments to parameters:
/// `X.p = …`, `Self.p = …`, `X.p += 1`, `X.p.toggle()`, and an unqualified
/// `p = …` inside the type that declares `p`; a toggle (`.toggle()`, `X.p = !X.p`) is marked, and so is
/// an assignment in a tip's action handler.
enum ParameterRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        for index in 0..<parsed.count where parsed.kind(index) == .attribute && parsed.is(index, "@Parameter") {
            guard let name = declaredName(after: index, in: parsed) else { continue }
            facts.parameters.append(
                ParameterDeclaration(
                    owner: parsed.scopes.enclosingType(at: index)?.name, name: parsed.text(name),
                    location: parsed.location(name),
                    branch: parsed.branch(name), isTransient: isTransient(index, in: parsed)))
        }
        let declared = Set(facts.parameters.map { "\($0.owner ?? "").\($0.name)" })
        let resolver = TipResolver(parsed: parsed)
        for index in 0..<parsed.count where parsed.isIdentifier(index) && isAssigned(index, in: parsed) {
            if parsed.is(index - 1, ".") {
                let owner = parsed.chain(endingAt: index - 2)
                guard let first = owner.first, parsed.isTypeName(first) || parsed.is(first, "Self") else { continue }
                facts.parameterAssignments.append(
                    assignment(
                        owner: DonationRecognizer.resolvedOwner(owner, at: index, in: parsed),
                        name: parsed.text(index),
                        site: FactSite(
                            location: parsed.location(first), context: parsed.context(index),
                            branch: parsed.branch(index)),
                        isToggle: isToggled(index, in: parsed),
                        actionHandler: ActionHandlerLocator.handler(around: index, resolver: resolver),
                        at: index, in: parsed))
            } else if !declared.isEmpty, !parsed.is(index - 1, "var"), !parsed.is(index - 1, "let"),
                let type = parsed.scopes.enclosingType(at: index)?.name,
                declared.contains("\(type).\(parsed.text(index))")
            {
                facts.parameterAssignments.append(
                    assignment(
                        owner: type, name: parsed.text(index), site: parsed.site(index),
                        isToggle: isToggled(index, in: parsed),
                        actionHandler: ActionHandlerLocator.handler(around: index, resolver: resolver),
                        at: index, in: parsed))
            }
        }
    }

    private static func assignment(
        owner: String?, name: String, site: FactSite, isToggle: Bool, actionHandler: ActionHandler?, at index: Int,
        in parsed: ParsedSwift
    ) -> ParameterAssignment {
        var assignment = ParameterAssignment(
            owner: owner, name: name, site: site, isToggle: isToggle,
            actionHandler: actionHandler)
        assignment.assignedBool = assignedBool(index, in: parsed)
        return assignment
    }

    /// `p = true` or `p = false` with nothing after the literal that continues the expression.
    private static func assignedBool(_ index: Int, in parsed: ParsedSwift) -> Bool? {
        guard parsed.is(index + 1, "="), parsed.is(index + 2, "true") || parsed.is(index + 2, "false"),
            parsed.kind(index + 3) != .operator, !parsed.is(index + 3, "."), !parsed.is(index + 3, ":")
        else { return nil }
        return parsed.is(index + 2, "true")
    }

    /// The name in `@Parameter(…) static var name`, when `static` is among the modifiers.
    private static func declaredName(after attribute: Int, in parsed: ParsedSwift) -> Int? {
        var index = attribute + 1
        if parsed.is(index, "("), let close = parsed.partner(index) { index = close + 1 }
        var isStatic = false
        while index < parsed.count, !parsed.is(index, "var"), !parsed.is(index, "let") {
            if parsed.is(index, "static") { isStatic = true }
            guard parsed.kind(index) == .keyword || parsed.isIdentifier(index) || parsed.kind(index) == .attribute
            else {
                return nil
            }
            index += 1
            if index - attribute > 8 { return nil }
        }
        guard isStatic, parsed.isIdentifier(index + 1) else { return nil }
        return index + 1
    }

    /// `@Parameter(.transient)`, `@Parameter(.transient) static var`: the option names `transient`.
    private static func isTransient(_ attribute: Int, in parsed: ParsedSwift) -> Bool {
        guard parsed.is(attribute + 1, "("), let close = parsed.partner(attribute + 1) else { return false }
        return (attribute + 2..<close).contains { parsed.is($0, "transient") }
    }

    /// Whether the assigned name at `index` is flipped: `p.toggle()`, or `p = !p` with the same
    /// name last in the negated chain (`X.p = !X.p`, `Self.p = !Self.p`).
    private static func isToggled(_ index: Int, in parsed: ParsedSwift) -> Bool {
        if parsed.is(index + 1, ".") { return parsed.is(index + 2, "toggle") }
        guard parsed.is(index + 1, "="), parsed.is(index + 2, "!") else { return false }
        let negated = parsed.chain(from: index + 3)
        guard let last = negated.last, parsed.sameText(last, index) else { return false }
        // `X.p = !X.p && ready` is set to a value; only the negated parameter alone flips it.
        return parsed.kind(last + 1) != .operator && !parsed.is(last + 1, "(") && !parsed.is(last + 1, "[")
    }

    /// Whether the name at `index` is assigned (`=`, `+=`…) or toggled.
    private static func isAssigned(_ index: Int, in parsed: ParsedSwift) -> Bool {
        let next = index + 1
        // The kind first: asked for every identifier of the file, most followed by neither kind.
        switch parsed.kind(next) {
        case .punctuation?:
            return parsed.is(next, "=")
                || parsed.is(next, ".") && parsed.is(next + 1, "toggle") && parsed.is(next + 2, "(")
        case .operator?:
            // `+=`, `??=`: an operator ending in `=` that compares nothing (on bytes: only U+003D spells `=`,
            // and in an operator it starts a character of its own).
            return parsed.lastByte(next) == UInt8(ascii: "=") && !parsed.isOne(of: comparisons, next)
        default:
            return false
        }
    }

    private static let comparisons: [StaticString] = ["==", "!=", "<=", ">=", "===", "!=="]
}
