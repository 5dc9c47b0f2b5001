/// The merge step of extraction: a display site or invalidation whose tip the file alone could
/// not name resolves with what other files declare: a property with a concrete type
/// (`TipUIPopoverViewController(wTip, …)` in an extension, `model.tip.invalidate(…)`), or a
/// type the project declares with a lowercase name (`.popoverTip(chartHelpTip())`).
enum CrossFileTipResolution {
    /// What the whole project declares, by name.
    struct Declarations {
        var properties: [String: [TypedProperty]] = [:]
        var types: Set<String> = []
    }

    static func resolve(_ files: [FileFacts]) -> [FileFacts] {
        let files = promotingTipCandidates(files)
        var declarations = Declarations()
        for file in files {
            for property in file.typedProperties { declarations.properties[property.name, default: []].append(property) }
            declarations.types.formUnion(file.declaredTypes)
        }
        let hasUnresolved = files.contains { file in
            file.displaySites.contains { $0.tipType == nil } || file.invalidations.contains { $0.tipType == nil }
        }
        guard hasUnresolved else { return displayingTipsPassedToWrappers(files) }
        return displayingTipsPassedToWrappers(files.map { file in
            var file = file
            for index in file.displaySites.indices where file.displaySites[index].tipType == nil {
                let site = file.displaySites[index]
                file.displaySites[index].tipType = type(of: site.argument, in: site.context, declarations)
            }
            for index in file.invalidations.indices where file.invalidations[index].tipType == nil {
                let invalidation = file.invalidations[index]
                guard let receiver = invalidation.receiver else { continue }
                file.invalidations[index].tipType = type(of: receiver, in: invalidation.context, declarations)
            }
            return file
        })
    }

    /// A type conforming to a `…Tip` protocol or class that another file declares is a tip when
    /// that protocol refines `Tip` (directly or through others) or that class is a tip; a tip's
    /// members written in another file's body of the type are the tip's.
    static func promotingTipCandidates(_ files: [FileFacts]) -> [FileFacts] {
        guard files.contains(where: { !$0.tipCandidates.isEmpty }) else { return files }
        var tipNames = TipRecognizer.tipProtocolNames(files.flatMap(\.tipProtocols))
        tipNames.formUnion(files.flatMap { $0.tips.map(\.simpleName) })
        var files = files
        var grew = true
        while grew {
            grew = false
            for index in files.indices {
                let (promoted, kept) = split(files[index].tipCandidates) { $0.via.contains(where: tipNames.contains) }
                guard !promoted.isEmpty else { continue }
                files[index].tips += promoted.map(\.tip)
                files[index].tips.sort { $0.location < $1.location }
                files[index].tipCandidates = kept
                tipNames.formUnion(promoted.map(\.tip.simpleName))
                grew = true
            }
        }
        var tipPlaces: [String: (file: Int, tip: Int)] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (tipIndex, tip) in file.tips.enumerated() where tipPlaces[tip.name] == nil {
                tipPlaces[tip.name] = (fileIndex, tipIndex)
            }
        }
        for fileIndex in files.indices {
            let (members, kept) = split(files[fileIndex].tipCandidates) { tipPlaces[$0.tip.name] != nil }
            files[fileIndex].tipCandidates = kept
            for candidate in members {
                guard let place = tipPlaces[candidate.tip.name] else { continue }
                addMembers(of: candidate.tip, to: &files[place.file].tips[place.tip])
            }
        }
        return files
    }

    /// Fills what the tip's own bodies leave out with another file's body of the same type.
    private static func addMembers(of other: TipDeclaration, to tip: inout TipDeclaration) {
        tip.id = tip.id ?? other.id
        tip.title = tip.title ?? other.title
        tip.message = tip.message ?? other.message
        tip.image = tip.image ?? other.image
        tip.memberTypes += other.memberTypes
        tip.options += other.options
        tip.actionCount += other.actionCount
        tip.isGeneric = tip.isGeneric || other.isGeneric
    }

    private static func split<T>(_ items: [T], by isIncluded: (T) -> Bool) -> (included: [T], excluded: [T]) {
        var included: [T] = []
        var excluded: [T] = []
        for item in items {
            if isIncluded(item) { included.append(item) } else { excluded.append(item) }
        }
        return (included, excluded)
    }

    /// A wrapper's way of showing the tip it receives.
    private struct Wrapper: Hashable {
        var kind: DisplayKind
        var receives: TipForwarding
    }

    /// A wrapper shows whatever tip it is given (`func tipIfAvailable(_ tip: some Tip)` calling
    /// `popoverTip(tip)`, or handing it to another wrapper): each tip a caller passes to it is
    /// displayed at the call.
    static func displayingTipsPassedToWrappers(_ files: [FileFacts]) -> [FileFacts] {
        let tips = Set(files.flatMap { file in file.tips.flatMap { [$0.name, $0.simpleName] } })
        var wrappers: [String: Set<Wrapper>] = [:]
        for file in files {
            for site in file.displaySites {
                guard let forwarding = site.forwarding, !(site.tipType.map(tips.contains) ?? false) else { continue }
                wrappers[forwarding.callee, default: []].insert(Wrapper(kind: site.kind, receives: forwarding))
            }
        }
        guard !wrappers.isEmpty else { return files }
        // Wrappers of wrappers, a few levels deep.
        let forwarded = files.flatMap(\.forwardedArguments)
        for _ in 0..<3 {
            var grew = false
            for argument in forwarded {
                for inner in wrappers[argument.callee] ?? []
                where receives(inner.receives, label: argument.label, position: argument.position) {
                    grew = wrappers[argument.from.callee, default: []].insert(Wrapper(kind: inner.kind, receives: argument.from))
                        .inserted || grew
                }
            }
            if !grew { break }
        }
        return files.map { file in
            var file = file
            var added = Set<SourceLocation>()
            for argument in file.typedArguments where tips.contains(argument.type) {
                // Sorted, so that the kind a site takes does not depend on set order.
                let candidates = (wrappers[argument.callee] ?? []).sorted { $0.kind.rawValue < $1.kind.rawValue }
                for wrapper in candidates where receives(wrapper.receives, label: argument.label, position: argument.position) {
                    guard added.insert(argument.location).inserted else { continue }
                    file.displaySites.append(DisplaySite(
                        kind: wrapper.kind, tipType: argument.type, argument: argument.text, location: argument.location,
                        context: argument.context, branch: argument.branch))
                }
            }
            return file
        }
    }

    /// Whether an argument with this label and position is the one a wrapper's parameter or property
    /// receives. A stored property (position -1) takes its label in the memberwise initializer, or
    /// an unlabelled argument of a custom `init(_ tip: …)`.
    private static func receives(_ forwarding: TipForwarding, label: String?, position: Int) -> Bool {
        if forwarding.position < 0 { return label == nil || label == forwarding.label }
        if let wanted = forwarding.label { return label == wanted }
        return label == nil && position == forwarding.position
    }

    /// The type of `name`, `self.name`, `Owner.name` or `a.b.name`: the one type that every
    /// property of that name holds — in the enclosing type for a bare name, in `Owner` for a
    /// type's member, anywhere for a longer chain. For `name(…)`, the project's type `name`.
    /// Nil when they disagree or none exists.
    static func type(of expression: String, in context: CodeContext, _ declarations: Declarations) -> String? {
        var text = Substring(expression.filter { !$0.isWhitespace })
        while text.last == "!" || text.last == "?" { text = text.dropLast() }
        if let callee = callee(of: text) {
            let parts = callee.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.allSatisfy(isIdentifier), let last = parts.last, declarations.types.contains(String(last)) else {
                return nil
            }
            return String(callee)
        }
        let properties = declarations.properties
        var parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy(isIdentifier) else { return nil }
        if parts[0] == "self" { parts.removeFirst() }
        guard let name = parts.last, let candidates = properties[String(name)] else { return nil }
        let owner: String?
        switch parts.count {
        case 1: owner = context.typeName
        case 2 where parts[0].first?.isUppercase == true: owner = String(parts[0])
        default: owner = nil
        }
        if parts.count == 1, owner == nil { return nil }
        let matching = candidates.filter { owner == nil || TipKitIndex.sameType($0.owner, owner) }
        // A lowercase `type` is a call's name: a type only when the project declares one so named.
        let types = Set(matching.map(\.type).filter { $0.first?.isUppercase == true || declarations.types.contains($0) })
        return types.count == 1 ? types.first : nil
    }

    /// `callee` of `callee(…)` when the whole text is one call.
    private static func callee(of text: Substring) -> Substring? {
        guard text.last == ")", let open = text.firstIndex(of: "(") else { return nil }
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            if depth == 0 { return text.index(after: index) == text.endIndex ? text[..<open] : nil }
        }
        return nil
    }

    private static func isIdentifier(_ part: Substring) -> Bool {
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
