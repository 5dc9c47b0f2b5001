import SwiftScan

/// Types conforming to `Tip` or `TipKit.Tip` (directly, through an extension,
/// nested, generic, or through a protocol that refines `Tip`) and their members: `id`, `title`,
/// `message`, `image`, `options`, `actions`, with the written types of the optional requirements.
/// Members come from every body of the type in the file (declaration and extensions). A type that
/// conforms to a `…Tip` protocol or class declared elsewhere is a candidate the merge decides on.
enum TipRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let scopes = parsed.scopes.scopes
        var bodiesByName: [String: [Int]] = [:]
        var order: [String] = []
        for (index, scope) in scopes.enumerated() where scope.kind == .type {
            guard let name = scope.name else { continue }
            if bodiesByName[name] == nil { order.append(name) }
            bodiesByName[name, default: []].append(index)
        }
        let protocols = order.filter { name in bodiesByName[name]!.contains { isProtocol(scopes[$0], in: parsed) } }
        for name in protocols {
            let refines = bodiesByName[name]!.flatMap { scopes[$0].conformances }
            if isTipConformance(refines) || refines.contains(where: namesTipLike) {
                facts.tipProtocols.append(TipProtocol(name: name, refines: refines))
            }
        }
        let localTipProtocols = tipProtocolNames(facts.tipProtocols)
        for name in order where !protocols.contains(name) {
            let bodies = bodiesByName[name] ?? []
            let direct = bodies.first { body in
                isTipConformance(scopes[body].conformances)
                    || scopes[body].conformances.contains { localTipProtocols.contains(TypeName.simple($0)) }
            }
            let likely =
                direct == nil ? bodies.first { body in scopes[body].conformances.contains(where: namesTipLike) } : nil
            guard let conforming = direct ?? likely else {
                recordMembersOfPossibleTip(name, bodies: bodies, in: parsed, into: &facts)
                continue
            }
            let declaration = scopes[conforming]
            var tip = TipDeclaration(
                name: name, location: parsed.location(declaration.nameToken),
                conformsThroughExtension: declaration.isExtension,
                isGeneric: bodies.contains { scopes[$0].isGeneric },
                branch: parsed.branch(declaration.nameToken))
            for body in bodies { readMembers(of: body, in: parsed, into: &tip, facts: &facts) }
            tip.inheritsMembers = !bodies.contains { isTipConformance(scopes[$0].conformances) }
            if direct != nil {
                facts.tips.append(tip)
            } else {
                let via = bodies.flatMap { scopes[$0].conformances }.filter(namesTipLike).map(TypeName.simple)
                facts.tipCandidates.append(TipCandidate(tip: tip, via: via))
            }
        }
    }

    /// `id = …` or `self.id = …` in an initializer of the type whose body is `body`, when the value
    /// is text made from per-launch data (`self.id = UUID().uuidString`).
    private static func idAssignedInInitializer(at index: Int, of body: Int, in parsed: ParsedSwift) -> PerLaunchValue?
    {
        guard parsed.is(index, "id"), parsed.is(index + 1, "=") else { return nil }
        let start = parsed.is(index - 1, ".") ? index - 2 : index
        guard start == index || parsed.is(start, "self"), !parsed.is(start - 1, "."), !parsed.is(start - 1, "var"),
            !parsed.is(start - 1, "let")
        else { return nil }
        let function = parsed.scopes.body(at: index)
        let scope = parsed.scopes.scopes[function]
        guard scope.kind == .function, scope.name == "init", scope.parent == body else { return nil }
        let value = (index + 2)..<TipResolver(parsed: parsed).expressionEnd(from: index + 2)
        let reader = PerLaunchValueReader(parsed)
        guard reader.isText(value) else { return nil }
        return reader.source(in: value)?.given(at: parsed.location(start))
    }

    /// A type that is not a tip in this file may be one in another (`struct SaveTip { … }` here,
    /// `extension SaveTip: Tip {}` there): its tip members are kept for the merge to add.
    private static func recordMembersOfPossibleTip(
        _ name: String, bodies: [Int], in parsed: ParsedSwift,
        into facts: inout FileFacts
    ) {
        let scopes = parsed.scopes.scopes
        guard let first = bodies.first else { return }
        var members = TipDeclaration(
            name: name, location: parsed.location(scopes[first].nameToken),
            isGeneric: bodies.contains { scopes[$0].isGeneric })
        members.inheritsMembers = true // whatever makes it a tip is in another file
        // A scratch record: `var asset: Image` is a beta name only in what is known to be a tip.
        var scratch = FileFacts(path: facts.path)
        for body in bodies { readMembers(of: body, in: parsed, into: &members, facts: &scratch) }
        // `id` alone is every Identifiable model's; not a sign of a tip.
        let hasTipMembers =
            members.title != nil || members.message != nil || members.image != nil
            || !members.memberTypes.isEmpty || !members.options.isEmpty || members.actionCount > 0
        if hasTipMembers { facts.tipCandidates.append(TipCandidate(tip: members, via: [])) }
    }

    static func isTipConformance(_ conformances: [String]) -> Bool {
        conformances.contains { $0 == "Tip" || $0 == "TipKit.Tip" }
    }

    /// The names of `protocols` that refine `Tip`, directly or through one another.
    static func tipProtocolNames(_ protocols: [TipProtocol]) -> Set<String> {
        var names = Set<String>()
        var grew = true
        while grew {
            grew = false
            for candidate in protocols where !names.contains(candidate.name) {
                if isTipConformance(candidate.refines)
                    || candidate.refines.contains(where: { names.contains(TypeName.simple($0)) })
                {
                    names.insert(candidate.name)
                    grew = true
                }
            }
        }
        return names
    }

    /// A conformance that may be a tip protocol or tip class declared elsewhere: `BrandTip`.
    private static func namesTipLike(_ conformance: String) -> Bool {
        conformance != "Tip" && conformance != "TipKit.Tip" && TypeName.simple(conformance).hasSuffix("Tip")
    }

    private static func isProtocol(_ scope: Scope, in parsed: ParsedSwift) -> Bool {
        !scope.isExtension && parsed.is(scope.nameToken - 1, "protocol")
    }

    private static func readMembers(
        of body: Int, in parsed: ParsedSwift, into tip: inout TipDeclaration,
        facts: inout FileFacts
    ) {
        let scope = parsed.scopes.scopes[body]
        let reader = PerLaunchValueReader(parsed)
        lazy var constants = constantTexts(of: body, in: parsed) // read only for a title or message
        let scopeTree = parsed.scopes
        var index = scope.open + 1
        while index < scope.close {
            defer { index += 1 }
            // Most tokens are neither `id` nor `var`/`let`: those two checks come before anything else.
            if parsed.is(index, "id"), tip.unstableID == nil,
                let value = idAssignedInInitializer(at: index, of: body, in: parsed)
            {
                tip.unstableID = value
            }
            guard parsed.is(index, "var") || parsed.is(index, "let"), parsed.isIdentifier(index + 1),
                scopeTree.scope(at: index) == body, Member.isTipMember(index + 1, in: parsed)
            else { continue }
            let member = Member(name: index + 1, in: parsed)
            switch parsed.text(index + 1) {
            case "id":
                tip.id = member.literalCopy(in: parsed) ?? member.sourceCopy(in: parsed)
                // A `static` id, or one of another type than `String`, is not the `id` TipKit reads.
                let isStatic = parsed.declarationModifiers(before: index).contains {
                    parsed.is($0, "static") || parsed.is($0, "class")
                }
                if !isStatic, member.type == "String" || member.type == nil && reader.isText(member.value) {
                    tip.unstableID = tip.unstableID ?? reader.source(in: member.value)?.given(at: member.location)
                }
                tip.idIsGiven = !isStatic && member.type == "String" && member.value.isEmpty
            case "title":
                tip.title = member.textCopy(in: parsed, constants: constants)
                tip.titleGivenBy = GivenTipCopy.property(shownBy: member.value, ofBody: body, in: parsed)
            case "message":
                tip.message = member.textCopy(in: parsed, constants: constants)
                tip.messageGivenBy = GivenTipCopy.property(shownBy: member.value, ofBody: body, in: parsed)
                tip.memberTypes += member.writtenType("message")
            case "image":
                tip.image = member.symbolCopy(in: parsed)
                tip.memberTypes += member.writtenType("image")
            case "asset":
                // Of any image type (`UIImage?` too), unless the body also declares the `image` TipKit reads, which
                // may show it.
                if let type = member.type, ["Image", "UIImage", "NSImage"].contains(where: { type.hasPrefix($0) }),
                    !declaresImage(body, in: parsed)
                {
                    facts.betaUses.append(
                        BetaUse(
                            name: "var asset: \(type)", replacement: "var image: Image?",
                            site: FactSite(
                                location: member.location, context: parsed.context(index + 1),
                                branch: parsed.branch(index + 1))))
                }
            case "options":
                tip.options = member.entries(in: parsed).map { parsed.source($0) }
            case "actions":
                tip.actionCount = member.entries(in: parsed).count
            default:
                break
            }
        }
    }
}

/// Whether the type body at `body` declares `var image` or `let image` of its own.
private func declaresImage(_ body: Int, in parsed: ParsedSwift) -> Bool {
    let scope = parsed.scopes.scopes[body]
    return ((scope.open + 1)..<scope.close).contains { index in
        (parsed.is(index, "var") || parsed.is(index, "let")) && parsed.is(index + 1, "image")
            && parsed.scopes.scope(at: index) == body
    }
}

/// The type's `let name = "…"` string literals by name, `static` or not: a title written `Text(Self.titleText)` or
/// `Text(MSG)` shows that literal (a `let` given its value where it is declared keeps it in every instance).
private func constantTexts(of body: Int, in parsed: ParsedSwift) -> [String: CopyText] {
    let scope = parsed.scopes.scopes[body]
    var texts: [String: CopyText] = [:]
    for index in (scope.open + 1)..<scope.close
    where parsed.is(index, "let") && parsed.isIdentifier(index + 1) && parsed.scopes.scope(at: index) == body {
        let member = Member(name: index + 1, in: parsed)
        if let copy = member.literalCopy(in: parsed), copy.isLiteral { texts[parsed.text(index + 1)] = copy }
    }
    return texts
}

/// One `var`/`let` member: its written type and the tokens of its value
/// (computed body or initial value).
private struct Member {
    /// Whether the name token is one `readMembers` reads (`id`, `title`, …): no other member is parsed.
    static func isTipMember(_ name: Int, in parsed: ParsedSwift) -> Bool {
        parsed.is(name, "id") || parsed.is(name, "title") || parsed.is(name, "message") || parsed.is(name, "image")
            || parsed.is(name, "asset") || parsed.is(name, "options") || parsed.is(name, "actions")
    }

    let location: SourceLocation
    /// The annotation as written (`Text?`), nil when there is none.
    var type: String?
    /// The computed body (inside the braces) or the initial value.
    var value: Range<Int> = 0..<0

    init(name: Int, in parsed: ParsedSwift) {
        location = parsed.location(name)
        var index = name + 1
        if parsed.is(index, ":"), index + 1 < parsed.count {
            let start = index + 1
            index = start
            while index < parsed.count, !parsed.is(index, "{"), !parsed.is(index, "="),
                parsed.line(index) == parsed.line(start)
            {
                index = parsed.skipGroup(index)
            }
            type = parsed.source(start..<index)
        }
        if parsed.is(index, "{"), let close = parsed.partner(index) {
            value = (index + 1)..<close
        } else if parsed.is(index, "=") {
            let resolver = TipResolver(parsed: parsed)
            value = (index + 1)..<resolver.expressionEnd(from: index + 1)
        }
        value = Member.unwrappingReturnAndGetter(value, in: parsed)
    }

    /// The written type as a `MemberType`, when the member has an annotation.
    func writtenType(_ member: String) -> [MemberType] {
        type.map { [MemberType(member: member, type: $0, location: location)] } ?? []
    }

    /// `{ get { … } }` and `return …` hold the value one level in.
    private static func unwrappingReturnAndGetter(_ range: Range<Int>, in parsed: ParsedSwift) -> Range<Int> {
        var range = range
        if parsed.is(range.lowerBound, "get"), parsed.is(range.lowerBound + 1, "{"),
            let close = parsed.partner(range.lowerBound + 1)
        {
            range = (range.lowerBound + 2)..<close
        }
        if parsed.is(range.lowerBound, "return") { range = (range.lowerBound + 1)..<range.upperBound }
        return range
    }

    /// The literal of the first `Text("…")` (or `Text(String(localized: "…"))`, or `Text(Self.name)`
    /// of one of `constants`); a bare literal (`var title: Text { "…" }`, as plans write it) is that copy.
    func textCopy(in parsed: ParsedSwift, constants: [String: CopyText] = [:]) -> CopyText? {
        guard !value.isEmpty else { return nil }
        if value.count == 1, let copy = stringCopy(value, in: parsed, literalIsKey: true) { return copy }
        for index in value where parsed.is(index, "Text") && parsed.is(index + 1, "(") && !parsed.is(index - 1, ".") {
            guard
                let argument = parsed.arguments(ofCallAt: index + 1).first(where: {
                    $0.label == nil || $0.label == "verbatim"
                })
            else { continue }
            // `Text("…")` takes a `LocalizedStringKey`: the literal is looked up; `Text(verbatim:)`'s is not.
            if let copy = stringCopy(argument.valueRange, in: parsed, literalIsKey: argument.label == nil) {
                return copy
            }
            if let copy = constant(argument.valueRange, in: parsed, constants) { return copy }
        }
        return sourceCopy(in: parsed)
    }

    /// `Self.name` or `name` naming one of the type's string constants.
    private func constant(_ range: Range<Int>, in parsed: ParsedSwift, _ constants: [String: CopyText]) -> CopyText? {
        let name: Int
        if range.count == 3, parsed.is(range.lowerBound, "Self"), parsed.is(range.lowerBound + 1, ".") {
            name = range.lowerBound + 2
        } else if range.count == 1 {
            name = range.lowerBound
        } else {
            return nil
        }
        return parsed.isIdentifier(name) ? constants[parsed.text(name)] : nil
    }

    /// The SF Symbol of the first `Image(systemName: "…")`.
    func symbolCopy(in parsed: ParsedSwift) -> CopyText? {
        guard !value.isEmpty else { return nil }
        for index in value where parsed.is(index, "Image") && parsed.is(index + 1, "(") {
            if let symbol = parsed.argument("systemName", ofCallAt: index + 1),
                let copy = stringCopy(symbol, in: parsed)
            {
                return copy
            }
        }
        return sourceCopy(in: parsed)
    }

    /// A string literal value, when the value is one (`var id: String { "x" }`).
    func literalCopy(in parsed: ParsedSwift) -> CopyText? { stringCopy(value, in: parsed) }

    func sourceCopy(in parsed: ParsedSwift) -> CopyText? {
        guard !value.isEmpty else { return nil }
        return CopyText(text: parsed.source(value), isLiteral: false, location: parsed.location(value.lowerBound))
    }

    /// Calls whose string argument is a key into a strings table, unless a default text is given.
    private static let keyedLookups: Set<String> = [
        "String", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource",
    ]

    /// The lookups whose value `Text` still reads as a key, rendering its Markdown.
    private static let markdownKeys: Set<String> = ["LocalizedStringKey", "LocalizedStringResource"]

    /// `"…"`, `String(localized: "…")`, `LocalizedStringKey("…")`: the literal;
    /// `NSLocalizedString("key", value: "…", comment:)` and `String(localized:
    /// "key", defaultValue: "…")`: the text shown. An interpolated string is
    /// copy too, but not literal. The key a lookup passes is kept (`tableKey`), and a bare
    /// literal's own text when `literalIsKey`.
    private func stringCopy(_ range: Range<Int>, in parsed: ParsedSwift, literalIsKey: Bool = false) -> CopyText? {
        if let (copied, replacement) = Self.replacing(range, in: parsed) {
            // The result is a `String`: shown as written, not looked up or read as Markdown (its base may be).
            guard var copy = stringCopy(copied, in: parsed), copy.isLiteral else {
                return nil
            }
            copy.text = replacement.applied(to: copy.text)
            copy.replacement = replacement
            return copy
        }
        var index = range.lowerBound
        var isKey = false
        var tableKey: String?
        // `Text` renders the key it is given as Markdown; a `String` it is given (`String(localized:)`) is shown as written.
        var rendersMarkdown = literalIsKey
        if range.count > 1, parsed.isTypeName(index), parsed.is(index + 1, "("),
            parsed.partner(index + 1) == range.upperBound - 1
        {
            let arguments = parsed.arguments(ofCallAt: index + 1)
            let defaultText = arguments.first { $0.label == "value" || $0.label == "defaultValue" }
            guard let shown = defaultText ?? arguments.first, shown.valueRange.count == 1 else { return nil }
            let lookup = parsed.text(index)
            let looksUp =
                Self.keyedLookups.contains(lookup) && (lookup != "String" || arguments.first?.label == "localized")
            isKey = defaultText == nil && looksUp
            rendersMarkdown = rendersMarkdown && Self.markdownKeys.contains(lookup)
            if looksUp, let key = arguments.first, key.valueRange.count == 1 {
                tableKey = parsed.stringValue(key.valueRange.lowerBound)
            }
            index = shown.valueRange.lowerBound
        } else if range.count != 1 {
            return nil
        }
        guard parsed.kind(index) == .string else { return nil }
        if let value = parsed.stringValue(index) {
            return CopyText(
                text: value, isLiteral: true, location: parsed.location(index), isLocalizationKey: isKey,
                tableKey: tableKey ?? (literalIsKey ? value : nil), rendersMarkdown: rendersMarkdown)
        }
        return CopyText(
            text: parsed.text(index), isLiteral: false, location: parsed.location(index),
            textAroundInterpolations: parsed.textAroundInterpolations(index), rendersMarkdown: rendersMarkdown)
    }

    /// `copy.replacingOccurrences(of: "a", with: "b")`, both literals: the copy's range and the replacement.
    private static func replacing(
        _ range: Range<Int>, in parsed: ParsedSwift
    ) -> (Range<Int>, CopyText.Replacement)? {
        guard range.count > 4, parsed.is(range.upperBound - 1, ")"), let open = parsed.partner(range.upperBound - 1),
            open - 2 > range.lowerBound, parsed.is(open - 1, "replacingOccurrences"), parsed.is(open - 2, ".")
        else { return nil }
        let arguments = parsed.arguments(ofCallAt: open)
        guard arguments.count == 2, arguments[0].label == "of", arguments[1].label == "with",
            arguments.allSatisfy({ $0.valueRange.count == 1 }),
            let target = parsed.stringValue(arguments[0].valueRange.lowerBound),
            let substitute = parsed.stringValue(arguments[1].valueRange.lowerBound)
        else { return nil }
        return (range.lowerBound..<(open - 2), CopyText.Replacement(target: target, substitute: substitute))
    }

    /// The entries of an array value (`[A(), .b]`) or of a result-builder body
    /// (one expression per line).
    func entries(in parsed: ParsedSwift) -> [Range<Int>] {
        guard !value.isEmpty else { return [] }
        if parsed.is(value.lowerBound, "["), parsed.partner(value.lowerBound) == value.upperBound - 1 {
            return parsed.commaSeparated(insideGroupAt: value.lowerBound)
        }
        return parsed.statements(in: value)
    }
}
