import SwiftScan

/// The properties of the file's types whose concrete type is known (`var wTip = WTip()`,
/// `let tip: SaveTip`), so a tip another file shows or retires through them resolves. A value
/// `name(…)` with a lowercase callee is kept as type `name`: the merge takes it only when the
/// project declares a type of that name (`let hint = scoreHintTip()`). A global (`let myToolbarTip =
/// toolbarTip()` at a file's top level) is kept with the owner `TypedProperty.fileScope`.
enum PropertyTypeRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let resolver = TipResolver(parsed: parsed)
        for binding in parsed.bindings.declarations(in: parsed, at: [.type, .file]) {
            let scope = parsed.scopes.scopes[binding.scope]
            guard let owner = scope.kind == .file ? TypedProperty.fileScope : scope.name else { continue }
            // A computed property may hold one of several tips (`switch self { case .a: ATip() … }`): one entry each.
            var types = resolver.declaredTypes(of: binding)
            if types.isEmpty, let lowercase = lowercaseConstruction(binding, in: parsed),
                scope.kind != .file || handsNoUnlabelledValue(binding, in: parsed)
            {
                types = [lowercase]
            }
            for type in types {
                facts.typedProperties.append(TypedProperty(owner: owner, name: binding.name, type: type))
            }
        }
        facts.typedProperties.sort { ($0.owner, $0.name, $0.type) < ($1.owner, $1.name, $1.type) }
    }

    /// Whether the initial value's call takes no argument without a label (`toolbarTip()`, `hint(id: "a")`): a
    /// global holding a function's result on a value (`let log = record(entry)`) is no tip, and each such global
    /// would be a fact to compare between commits.
    private static func handsNoUnlabelledValue(_ binding: Binding, in parsed: ParsedSwift) -> Bool {
        guard let start = binding.initializer else { return false }
        return parsed.is(start + 2, ")") || (parsed.isIdentifier(start + 2) && parsed.is(start + 3, ":"))
    }

    /// `callee` of an initial value `callee(…)` written with a lowercase name.
    private static func lowercaseConstruction(_ binding: Binding, in parsed: ParsedSwift) -> String? {
        guard let start = binding.initializer, parsed.isIdentifier(start), !parsed.isTypeName(start),
            parsed.is(start + 1, "("), let close = parsed.partner(start + 1),
            parsed.statementEnd(from: start, limit: parsed.count) == close + 1
        else { return nil }
        return parsed.text(start)
    }
}
