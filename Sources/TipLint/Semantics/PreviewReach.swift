/// Which code runs only in Xcode previews: `#Preview` bodies, `PreviewProvider`
/// types, and the views that only previews construct (directly, or through other
/// such views). A tip displayed only there never ships.
///
/// A view is preview-only when a preview builds it and nothing else that ships does:
/// no other type's hierarchy, no popover or sheet outside a preview. A view that no
/// code visibly builds (an app's root, a view made by a framework) ships, and so do
/// a `public` view (the app linking its library builds it) and a view a free function
/// builds (a `@ViewBuilder` or `@ToolbarContentBuilder` helper any screen may call).
struct PreviewReach: Sendable {
    /// Simple names of the types only previews construct.
    private let previewOnlyTypes: Set<String>

    init(_ hierarchy: ViewHierarchyFacts) {
        var builtInPreviews = Set(hierarchy.previews.flatMap(\.builds))
        var builders: [String: Set<String>] = [:]
        for type in hierarchy.types {
            if type.conformances.contains("PreviewProvider") {
                builtInPreviews.formUnion(type.builds)
            } else {
                let name = type.simpleName // made once: each read cuts the dotted name again
                for child in type.builds { builders[child, default: []].insert(name) }
            }
        }
        /// Stands for code outside any type (a free function, a file-scope presentation, another
        /// module): it ships.
        let outsideTypes = ""
        for type in hierarchy.types where type.isPublic { builders[type.simpleName, default: []].insert(outsideTypes) }
        for type in hierarchy.builtByFreeFunctions { builders[type, default: []].insert(outsideTypes) }
        for presentation in hierarchy.presentations {
            for type in presentation.presentedTypes {
                if presentation.context.isPreview {
                    builtInPreviews.insert(type)
                } else {
                    builders[type, default: []].insert(
                        presentation.context.typeName.map(TypeName.simple) ?? outsideTypes)
                }
            }
        }
        var childrenByBuilder: [String: [String]] = [:]
        for (child, parents) in builders {
            for parent in parents { childrenByBuilder[parent, default: []].append(child) }
        }
        // Candidates: what previews build, and what that builds in turn.
        var previewOnly = builtInPreviews
        var pending = Array(builtInPreviews)
        while let type = pending.popLast() {
            for child in childrenByBuilder[type] ?? [] where previewOnly.insert(child).inserted {
                pending.append(child)
            }
        }
        // Drop each candidate that something outside the candidates builds, then what it builds, until none is left.
        let candidates = previewOnly
        var shipped = candidates.filter { type in (builders[type] ?? []).contains { !candidates.contains($0) } }
        while let type = shipped.popFirst() {
            guard previewOnly.remove(type) != nil else { continue }
            for child in childrenByBuilder[type] ?? [] where previewOnly.contains(child) { shipped.insert(child) }
        }
        previewOnlyTypes = previewOnly
    }

    /// Whether code at this place runs only in previews: inside a `#Preview` or a
    /// `PreviewProvider`, or in a view only previews construct.
    func isPreviewOnly(_ context: CodeContext) -> Bool {
        if context.isPreview { return true }
        guard let type = context.typeName else { return false }
        return previewOnlyTypes.contains(TypeName.simple(type))
    }
}
