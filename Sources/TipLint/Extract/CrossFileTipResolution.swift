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

    /// A wrapper shows whatever tip it is given (`func tipIfAvailable(_ tip: some Tip)` calling
    /// `popoverTip(tip)`): each tip a caller passes to it is displayed at the call.
    static func displayingTipsPassedToWrappers(_ files: [FileFacts]) -> [FileFacts] {
        let tips = Set(files.flatMap { file in file.tips.flatMap { [$0.name, $0.simpleName] } })
        var wrappers: [String: [DisplaySite]] = [:]
        for file in files {
            for site in file.displaySites {
                guard let forwarding = site.forwarding, !(site.tipType.map(tips.contains) ?? false) else { continue }
                wrappers[forwarding.callee, default: []].append(site)
            }
        }
        guard !wrappers.isEmpty else { return files }
        return files.map { file in
            var file = file
            var added = Set<SourceLocation>()
            for argument in file.typedArguments where tips.contains(argument.type) {
                for site in wrappers[argument.callee] ?? [] where receives(site.forwarding, argument) {
                    guard added.insert(argument.location).inserted else { continue }
                    file.displaySites.append(DisplaySite(
                        kind: site.kind, tipType: argument.type, argument: argument.text, location: argument.location,
                        context: argument.context, branch: argument.branch))
                }
            }
            return file
        }
    }

    /// Whether the argument is the one the wrapper's parameter or property receives.
    private static func receives(_ forwarding: TipForwarding?, _ argument: TypedArgument) -> Bool {
        guard let forwarding else { return false }
        if let label = forwarding.label { return argument.label == label }
        return argument.label == nil && argument.position == forwarding.position
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
        let types = Set(matching.map(\.type))
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
