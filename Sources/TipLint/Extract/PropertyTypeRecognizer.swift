import SwiftScan

/// The properties of the file's types whose concrete type is known (`var wTip = WTip()`,
/// `let tip: SaveTip`), so a tip another file shows or retires through them resolves.
enum PropertyTypeRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        let resolver = TipResolver(parsed: parsed)
        for binding in parsed.bindings.properties(in: parsed) {
            guard let owner = parsed.scopes.scopes[binding.scope].name,
                  let type = resolver.declaredType(of: binding), type.first?.isUppercase == true else { continue }
            facts.typedProperties.append(TypedProperty(owner: owner, name: binding.name, type: type))
        }
        facts.typedProperties.sort { ($0.owner, $0.name) < ($1.owner, $1.name) }
    }
}
