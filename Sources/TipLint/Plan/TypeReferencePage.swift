/// A page documenting one type of the project's code, as a design system keeps one per component (real
/// plans, round 49: a wrapper view's page, whose setup section declares an example tip): its title is the
/// type's name alone (`# InlineTipCard`, in backticks or not) and a section lists what the type takes
/// (`## Parameters`, `## Properties`, `## Initializers`). It documents code, it plans none; a title naming a
/// tip type (`# ShelfTip`) is that tip's own spec, and is no such page.
enum TypeReferencePage {
    static func documentsType(title: String?, headings: [MarkdownHeading]) -> Bool {
        guard let title, isTypeName(String(title.filter { $0 != "`" })) else { return false }
        return headings.contains { heading in
            heading.level > 1 && referenceSections.contains(heading.text.lowercasedByScalar)
        }
    }

    /// `InlineTipCard`: one identifier, capitalised, with lowercase letters, not a tip type's name.
    private static func isTypeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first), text.count >= 3,
            text.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }),
            text.unicodeScalars.contains(where: { ("a"..."z").contains($0) })
        else { return false }
        return !text.hasSuffix("Tip") && !text.hasSuffix("Tips")
    }

    private static let referenceSections: Set<String> = [
        "parameters", "properties", "initializers", "initialisers", "arguments", "modifiers", "topics",
    ]
}
