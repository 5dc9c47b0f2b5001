/// Which code runs only in Xcode previews: `#Preview` bodies, `PreviewProvider`
/// types, and the views that only previews construct (directly, or through other
/// such views). A tip displayed only there never ships. And which code never
/// reaches a release build: views built only by previews or inside `#if DEBUG`
/// (or simulator) clauses, such as a debug menu behind a debug-only link.
///
/// A view is preview-only when a preview builds it and nothing else that ships does:
/// no other type's hierarchy, no popover or sheet outside a preview. A view that no
/// code visibly builds (an app's root, a view made by a framework) ships, and so do
/// a `public` view (the app linking its library builds it) and a view a free function
/// builds (a `@ViewBuilder` or `@ToolbarContentBuilder` helper any screen may call).
struct PreviewReach: Sendable {
    /// Simple names of the types only previews construct.
    private let previewOnlyTypes: Set<String>
    /// Simple names of the types only previews and development-only clauses construct.
    private let developmentOnlyTypes: Set<String>

    init(_ hierarchy: ViewHierarchyFacts) {
        var builtInPreviews = Set(hierarchy.previews.flatMap(\.builds))
        var builtInDevelopment: Set<String> = []
        // Who builds each type; in release builds, leaving out the builds inside development-only clauses. Lists,
        // repeats and all: they are only searched, and a small set per child cost more to grow than to search.
        var builders: [String: [String]] = [:]
        var releaseBuilders: [String: [String]] = [:]
        for type in hierarchy.types {
            if type.conformances.contains("PreviewProvider") {
                builtInPreviews.formUnion(type.builds)
            } else {
                let name = type.simpleName // made once: each read cuts the dotted name again
                let inDevelopment = Set(type.buildsInDevelopmentOnly)
                builtInDevelopment.formUnion(inDevelopment)
                for child in type.builds {
                    builders[child, default: []].append(name)
                    if !inDevelopment.contains(child) { releaseBuilders[child, default: []].append(name) }
                }
            }
        }
        /// Stands for code outside any type (a free function, a file-scope presentation, another
        /// module): it ships.
        let outsideTypes = ""
        var shippedAnyway = hierarchy.builtByFreeFunctions
        shippedAnyway += hierarchy.types.filter(\.isPublic).map(\.simpleName)
        for type in shippedAnyway {
            builders[type, default: []].append(outsideTypes)
            releaseBuilders[type, default: []].append(outsideTypes)
        }
        for presentation in hierarchy.presentations {
            for type in presentation.presentedTypes {
                if presentation.context.isPreview {
                    builtInPreviews.insert(type)
                    continue
                }
                let presenter = presentation.context.typeName.map(TypeName.simple) ?? outsideTypes
                builders[type, default: []].append(presenter)
                if presentation.isDevelopmentOnly {
                    builtInDevelopment.insert(type)
                } else {
                    releaseBuilders[type, default: []].append(presenter)
                }
            }
        }
        previewOnlyTypes = Self.builtOnlyFrom(builtInPreviews, builders: builders)
        developmentOnlyTypes = Self.builtOnlyFrom(builtInPreviews.union(builtInDevelopment), builders: releaseBuilders)
    }

    /// The types that `seeds` build, directly or through each other, and that nothing outside them builds.
    private static func builtOnlyFrom(_ seeds: Set<String>, builders: [String: [String]]) -> Set<String> {
        var childrenByBuilder: [String: [String]] = [:]
        for (child, parents) in builders {
            for parent in parents { childrenByBuilder[parent, default: []].append(child) }
        }
        // Candidates: the seeds, and what they build in turn.
        var reached = seeds
        var pending = Array(seeds)
        while let type = pending.popLast() {
            for child in childrenByBuilder[type] ?? [] where reached.insert(child).inserted {
                pending.append(child)
            }
        }
        // Drop each candidate that something outside the candidates builds, then what it builds, until none is left.
        let candidates = reached
        var builtElsewhere = candidates.filter { type in (builders[type] ?? []).contains { !candidates.contains($0) } }
        while let type = builtElsewhere.popFirst() {
            guard reached.remove(type) != nil else { continue }
            for child in childrenByBuilder[type] ?? [] where reached.contains(child) { builtElsewhere.insert(child) }
        }
        return reached
    }

    /// Whether code at this place runs only in previews: inside a `#Preview` or a
    /// `PreviewProvider`, or in a view only previews construct.
    func isPreviewOnly(_ context: CodeContext) -> Bool {
        if context.isPreview { return true }
        guard let type = context.typeName else { return false }
        return previewOnlyTypes.contains(TypeName.simple(type))
    }

    /// Whether code at this place never runs in a release build: only previews, or only code inside
    /// `#if DEBUG` (or simulator) clauses, construct its view.
    func isDevelopmentOnly(_ context: CodeContext) -> Bool {
        if isPreviewOnly(context) { return true }
        guard let type = context.typeName else { return false }
        return developmentOnlyTypes.contains(TypeName.simple(type))
    }
}
