/// The project's types by simple name: what each conforms to, which types
/// build it in their hierarchy (its parents), and which presentations show it.
struct ViewGraph: Sendable {
    private var conformancesByType: [String: Set<String>] = [:]
    private var parentsByType: [String: Set<String>] = [:]
    private var presentationsByType: [String: [Presentation]] = [:]
    private var inPlaceParentsByType: [String: Set<String>] = [:]

    init(_ hierarchy: ViewHierarchyFacts) {
        for type in hierarchy.types {
            conformancesByType[type.simpleName, default: []].formUnion(type.conformances)
            for child in type.builds { parentsByType[child, default: []].insert(type.simpleName) }
            for child in type.buildsInPlace { inPlaceParentsByType[child, default: []].insert(type.simpleName) }
        }
        for presentation in hierarchy.presentations {
            for type in presentation.presentedTypes { presentationsByType[type, default: []].append(presentation) }
        }
    }

    func conformances(of type: String) -> Set<String> { conformancesByType[TypeName.simple(type)] ?? [] }

    /// Types whose own hierarchy (outside presented content) builds `type`, sorted.
    func parents(of type: String) -> [String] { (parentsByType[TypeName.simple(type)] ?? []).sorted() }

    /// Types whose own hierarchy always builds `type` as part of themselves (not as a `NavigationLink`'s
    /// destination, nor in one arm of an `if`), sorted.
    func inPlaceParents(of type: String) -> [String] { (inPlaceParentsByType[TypeName.simple(type)] ?? []).sorted() }

    /// Popovers and sheets whose content builds `type`.
    func presentations(of type: String) -> [Presentation] { presentationsByType[TypeName.simple(type)] ?? [] }
}
