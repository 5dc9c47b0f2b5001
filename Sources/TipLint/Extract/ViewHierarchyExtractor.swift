import SwiftScan

/// Records, for every type body, the capitalised names it calls in its own
/// hierarchy, and every popover/sheet content closure with what it presents.
enum ViewHierarchyExtractor {
    static func extract(_ reader: ExtractionReader, into facts: inout ViewHierarchyFacts) {
        for scope in reader.scopes.scopes {
            let body = (scope.open + 1)..<scope.close
            switch scope.kind {
            case .type(_, let conformances, let isExtension):
                guard let typeName = reader.context(at: scope.open).typeName else { continue }
                let simpleName = typeName.split(separator: ".").last.map(String.init) ?? typeName
                let builds = reader.calledTypeNames(in: body, skippingPresentations: true).filter { $0 != simpleName }
                facts.types.append(TypeComposition(
                    typeName: typeName, conformances: conformances, isExtension: isExtension,
                    location: reader.location(of: scope.nameToken), builds: builds))
            case .closure(let name?) where ScopeIndex.presentationModifiers.contains(name):
                guard let modifier = modifierToken(ofClosureAt: scope.open, reader) else { continue }
                facts.presentations.append(Presentation(
                    modifier: name, anchor: PresentationAnchor(file: reader.path, token: scope.open),
                    location: reader.location(of: modifier), context: reader.context(at: modifier),
                    presentedTypes: reader.calledTypeNames(in: body, skippingPresentations: true)))
            default:
                continue
            }
        }
    }

    /// The `popover` token of `.popover(…) { … }` or `.sheet(isPresented: $x, content: { … })`.
    private static func modifierToken(ofClosureAt brace: Int, _ reader: ExtractionReader) -> Int? {
        guard brace > 0 else { return nil }
        if reader.is(brace - 1, ")") {
            let open = Int(reader.structure.partner[brace - 1])
            return open > 0 ? open - 1 : nil
        }
        // A closure argument: walk back to the `(` that holds it.
        var depth = 0
        var cursor = brace - 1
        while cursor > 0 {
            if reader.is(cursor, ")") || reader.is(cursor, "]") || reader.is(cursor, "}") {
                depth += 1
            } else if reader.is(cursor, "(") || reader.is(cursor, "[") || reader.is(cursor, "{") {
                if depth == 0 { return reader.is(cursor, "(") ? cursor - 1 : nil }
                depth -= 1
            }
            cursor -= 1
        }
        return nil
    }
}
