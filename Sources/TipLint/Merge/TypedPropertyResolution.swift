/// Display sites and invalidations the file alone left unresolved, resolved through another
/// file's property with a concrete type (`TipUIPopoverViewController(wTip, …)` in an extension,
/// `model.tip.invalidate(…)`) or a lowercase type name (`.popoverTip(chartHelpTip())`).
enum TypedPropertyResolution: MergePass {
    /// What the whole project declares, by name.
    struct Declarations {
        var properties: [String: [TypedProperty]] = [:]
        /// The same properties by name and the last component of their owner: the only ones `sameType`
        /// can accept for a given owner (a bare name in a type with hundreds of namesakes was a scan each).
        var propertiesByOwner: [OwnedPropertyKey: [TypedProperty]] = [:]
        /// The globals, by name: not members of any type, so asked only for a bare name.
        var globals: [String: [TypedProperty]] = [:]
        var types: Set<String> = []
        /// By the simple name of a protocol or class, the simple names of the types that declare it
        /// as a conformance or superclass: what a value of that static type can be.
        var conformers: [String: Set<String>] = [:]

        init(_ files: borrowing [FileFacts]) {
            for index in files.indices { // by index: a loop over the files would copy each one's facts
                for property in files[index].typedProperties {
                    guard property.owner != TypedProperty.fileScope else {
                        globals[property.name, default: []].append(property)
                        continue
                    }
                    properties[property.name, default: []].append(property)
                    propertiesByOwner[OwnedPropertyKey(property.name, owner: property.owner), default: []].append(
                        property)
                }
                types.formUnion(files[index].declaredTypes)
                for type in files[index].hierarchy.types {
                    for conformance in type.conformances {
                        conformers[conformance, default: []].insert(type.simpleName)
                    }
                }
            }
        }
    }

    /// A property name with the last component of a type name (`Outer.Inner` → `Inner`).
    struct OwnedPropertyKey: Hashable {
        var name: String
        var ownerLastComponent: Substring

        init(_ name: String, owner: String) {
            self.name = name
            ownerLastComponent = TypeName.lastComponent(owner)
        }
    }

    /// `types(of:in:)` remembered per expression and enclosing type, the only inputs it reads
    /// besides the declarations: a project repeats the same member in many calls.
    struct MemoizedTypes {
        let declarations: Declarations
        private var known: [MemoKey: [String]] = [:]

        private struct MemoKey: Hashable {
            var expression: String
            var typeName: String?
        }

        init(_ declarations: Declarations) { self.declarations = declarations }

        mutating func types(of expression: String, in context: CodeContext) -> [String] {
            let key = MemoKey(expression: expression, typeName: context.typeName)
            if let types = known[key] { return types }
            let types = TypedPropertyResolution.types(of: expression, in: context, declarations)
            known[key] = types
            return types
        }
    }

    static func apply(to project: inout ProjectModel) { resolve(&project.files) }

    private static func resolve(_ files: inout [FileFacts]) {
        let hasUnresolved = files.contains { file in
            file.displaySites.contains { $0.tipType == nil } || file.invalidations.contains { $0.tipType == nil }
                || file.typedArguments.contains { $0.unresolvedMember != nil }
        }
        guard hasUnresolved else { return }
        var lookup = MemoizedTypes(Declarations(files))
        // In place, writing only what resolves: a write copies the caller's whole array first.
        for index in files.indices {
            for site in files[index].displaySites.indices where files[index].displaySites[site].tipType == nil {
                let displaySite = files[index].displaySites[site]
                // A wrapper's own parameter (`func hint(_ tip: some Tip) { popoverTip(tip) }` in `extension View`)
                // holds what its callers hand it, not a namesake property of some conforming type.
                guard displaySite.forwarding == nil else { continue }
                let types = lookup.types(
                    of: displaySite.qualifiedArgument ?? displaySite.argument, in: displaySite.context)
                guard let first = types.first else { continue }
                files[index].displaySites[site].tipType = first
                files[index].displaySites[site].otherTipTypes = Array(types.dropFirst())
            }
            for entry in files[index].invalidations.indices where files[index].invalidations[entry].tipType == nil {
                let invalidation = files[index].invalidations[entry]
                guard let receiver = invalidation.receiver,
                    let tipType = lookup.types(of: receiver, in: invalidation.context).first
                else { continue }
                files[index].invalidations[entry].tipType = tipType
            }
            resolveArguments(&files[index].typedArguments, &lookup)
        }
    }

    /// A member handed to a call and declared in another file: one argument per tip type it holds.
    private static func resolveArguments(_ arguments: inout [TypedArgument], _ lookup: inout MemoizedTypes) {
        guard arguments.contains(where: { $0.unresolvedMember != nil }) else { return }
        arguments = arguments.flatMap { argument -> [TypedArgument] in
            guard let member = argument.unresolvedMember else { return [argument] }
            return lookup.types(of: member, in: argument.context).map {
                var resolved = argument
                (resolved.type, resolved.unresolvedMember) = ($0, nil)
                return resolved
            }
        }
    }

    /// The types `name`, `self.name`, `Owner.name` or `a.b.name` can hold: what the properties of
    /// that name hold — in the enclosing type for a bare name, in `Owner` for a type's member (in
    /// the types conforming to `Owner` when it is a protocol, or a class whose subclasses declare
    /// them: each is a value it can hold), anywhere for a longer chain as long as one type declares
    /// them all (a computed property may return several tips, one per case). For `name(…)`, the
    /// project's type `name`. A bare name no property of the enclosing type answers is the global of that name
    /// (`myToolbarTip` of `let myToolbarTip = toolbarTip()` in another file), when the project's globals so
    /// named agree. Empty when different types' properties disagree, or none exists.
    static func types(of expression: String, in context: CodeContext, _ declarations: Declarations) -> [String] {
        var text = Substring(withoutWhitespace(expression))
        while text.last == "!" || text.last == "?" { text = text.dropLast() }
        if let callee = callee(of: text) {
            let parts = callee.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.allSatisfy(isIdentifier), let last = parts.last, declarations.types.contains(String(last))
            else {
                return []
            }
            return [String(callee)]
        }
        let parts = dottedParts(text)
        guard !parts.isEmpty, parts.allSatisfy(isIdentifier) else { return [] }
        let members = memberTypes(parts, in: context, declarations)
        guard members.isEmpty, parts.count == 1, let globals = declarations.globals[String(parts[0])] else {
            return members
        }
        let types = Set(globals.map(\.type))
        guard types.count == 1, let type = types.first,
            startsUppercase(type) || declarations.types.contains(type)
        else { return [] }
        return [type]
    }

    /// `types(of:in:_:)` of a dotted name read as a member: of the enclosing type, of `Owner`, of any type.
    private static func memberTypes(
        _ parts: [Substring], in context: CodeContext, _ declarations: Declarations
    ) -> [String] {
        let properties = declarations.properties
        var parts = parts
        if parts[0] == "self" { parts.removeFirst() }
        guard let name = parts.last.map(String.init), let candidates = properties[name] else { return [] }
        let owner: String?
        switch parts.count {
        case 1: owner = context.typeName
        case 2 where startsUppercase(parts[0]):
            owner = enclosingPropertyType(String(parts[0]), in: context, declarations) ?? String(parts[0])
        default: owner = nil
        }
        if parts.count == 1, owner == nil { return [] }
        var matching =
            if let owner {
                (declarations.propertiesByOwner[OwnedPropertyKey(name, owner: owner)] ?? []).filter {
                    TypeName.sameType($0.owner, owner)
                }
            } else {
                candidates
            }
        var conforming = false
        if matching.isEmpty, let owner, let conformers = declarations.conformers[TypeName.simple(owner)] {
            matching = candidates.filter { conformers.contains(TypeName.simple($0.owner)) }
            conforming = true
        }
        // A lowercase `type` is a call's name: a type only when the project declares one so named.
        // One pass, no copies: a bare name (`id`, `title`) matches thousands of properties.
        var types: [String] = []
        var heldOwner: String?
        var isOneOwner = true
        for property in matching where startsUppercase(property.type) || declarations.types.contains(property.type) {
            if !types.contains(property.type) { types.append(property.type) }
            if let heldOwner {
                if property.owner != heldOwner { isOneOwner = false }
            } else {
                heldOwner = property.owner
            }
        }
        guard types.count > 1, !conforming else { return types }
        return isOneOwner ? types : []
    }

    /// The one type of the enclosing type's property `name`: a capitalised `Model` of `Model.tip` is
    /// that property (`@ObservedObject var Model: TipModel`, declared in another file), not a type.
    private static func enclosingPropertyType(
        _ name: String, in context: CodeContext, _ declarations: Declarations
    ) -> String? {
        guard let typeName = context.typeName,
            let declared = declarations.propertiesByOwner[OwnedPropertyKey(name, owner: typeName)]?.filter({
                TypeName.sameType($0.owner, typeName)
            }),
            let first = declared.first, declared.allSatisfy({ $0.type == first.type })
        else { return nil }
        return first.type
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

    // The project's names are ASCII nearly always: these read ASCII text as bytes, and any other
    // text as Characters (the answer is the same; a Character costs a hundred times a byte).

    /// `text` without whitespace.
    private static func withoutWhitespace(_ text: String) -> String {
        let plain = text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: " ") && !(0x09...0x0D).contains($0) }
        return plain ? text : text.filter { !$0.isWhitespace }
    }

    /// `text` split at each `.`, as `split(separator: ".", omittingEmptySubsequences: false)` splits it:
    /// on bytes when it is ASCII (a `.` is then a Character of its own).
    private static func dottedParts(_ text: Substring) -> [Substring] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(separator: ".", omittingEmptySubsequences: false)
        }
        var parts: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text.utf8[index] == UInt8(ascii: ".") {
                parts.append(text[start..<index])
                start = text.utf8.index(after: index)
            }
            index = text.utf8.index(after: index)
        }
        parts.append(text[start...])
        return parts
    }

    /// Whether the first Character is uppercase.
    private static func startsUppercase(_ text: some StringProtocol) -> Bool {
        // The first two bytes by one iterator: asked of every property a name matches.
        var bytes = text.utf8.makeIterator()
        if let first = bytes.next(), first < 0x80, bytes.next().map({ $0 < 0x80 }) ?? true {
            return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") // a Character of one ASCII byte
        }
        return text.first?.isUppercase == true
    }

    private static func isIdentifier(_ part: Substring) -> Bool {
        if part.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let first = part.utf8.first, first.isASCIILetter || first == UInt8(ascii: "_") else { return false }
            return part.utf8.allSatisfy {
                $0.isASCIILetter || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
            }
        }
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
