/// The project's types by simple name: what each conforms to, which types
/// build it in their hierarchy (its parents), and which presentations show it.
struct ViewGraph: Sendable {
    private var conformancesByType: [String: Set<String>] = [:]
    private var parentsByType: [String: Set<String>] = [:]
    private var presentationsByType: [String: [Presentation]] = [:]
    private var inPlaceParentsByType: [String: Set<String>] = [:]
    private var sharedArmParentsByType: [String: Set<String>] = [:]
    private var onScreenParentsByType: [String: Set<String>] = [:]
    /// Every `.toolbar { … }` on a view the project builds.
    let toolbars: [ToolbarComposition]
    /// Per simple name: how many types the project declares by it (extensions not counted).
    private var declarationCounts: [String: Int] = [:]
    /// Simple names of views whose `body` is one control (`TypeComposition.bodyIsControl`).
    private var controlViews: Set<String> = []

    init(_ hierarchy: ViewHierarchyFacts) {
        for type in hierarchy.types {
            let name = type.simpleName // made once: each read cuts the dotted name again
            conformancesByType[name, default: []].formUnion(type.conformances)
            for child in type.builds { parentsByType[child, default: []].insert(name) }
            for child in type.buildsInPlace { inPlaceParentsByType[child, default: []].insert(name) }
            for child in type.buildsInSharedArms { sharedArmParentsByType[child, default: []].insert(name) }
            for child in type.buildsOnScreen { onScreenParentsByType[child, default: []].insert(name) }
            if !type.isExtension { declarationCounts[name, default: 0] += 1 }
            if type.bodyIsControl { controlViews.insert(name) }
        }
        toolbars = hierarchy.toolbars
        for presentation in hierarchy.presentations {
            for type in presentation.presentedTypes { presentationsByType[type, default: []].append(presentation) }
        }
    }

    /// Whether `name` is a view of the project whose `body` is one control, the only type declared by that name.
    func isControlView(_ name: String) -> Bool { controlViews.contains(name) && declarationCounts[name] == 1 }

    func conformances(of type: String) -> Set<String> { conformancesByType[TypeName.simple(type)] ?? [] }

    /// Types whose own hierarchy (outside presented content) builds `type`, sorted.
    func parents(of type: String) -> [String] { (parentsByType[TypeName.simple(type)] ?? []).sorted() }

    /// Types whose own hierarchy always builds `type` as part of themselves (not as a `NavigationLink`'s
    /// destination, nor in one arm of an `if`), sorted.
    func inPlaceParents(of type: String) -> [String] { (inPlaceParentsByType[TypeName.simple(type)] ?? []).sorted() }

    /// Types that build `type` in an arm of an `if` testing only state every instance shares (`SharedCondition`):
    /// as part of every instance of theirs while that state holds, or of none; sorted.
    func sharedArmParents(of type: String) -> [String] {
        (sharedArmParentsByType[TypeName.simple(type)] ?? []).sorted()
    }

    /// Types whose own screen can show `type` (not as a `NavigationLink`'s destination, an alert or a
    /// dialog; in one arm of an `if` too), sorted.
    func onScreenParents(of type: String) -> [String] { (onScreenParentsByType[TypeName.simple(type)] ?? []).sorted() }

    /// `type` and the types that build it through `parents` (`inPlaceParents(of:)`, `onScreenParents(of:)`),
    /// up to `levels` levels up.
    func builders(of type: String, levels: Int, through parents: (String) -> [String]) -> Set<String> {
        var found: Set<String> = [TypeName.simple(type)]
        var level = [TypeName.simple(type)]
        for _ in 0..<levels where !level.isEmpty {
            level = level.flatMap(parents).filter { found.insert($0).inserted }
        }
        return found
    }

    /// Popovers and sheets whose content builds `type`.
    func presentations(of type: String) -> [Presentation] { presentationsByType[TypeName.simple(type)] ?? [] }
}
