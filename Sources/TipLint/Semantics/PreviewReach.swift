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
/// A method of `extension View` builds where it is called: what one that only previews
/// call builds (`.withPreviewSetup()` applying a `PreviewSetup` modifier) is preview-only.
struct PreviewReach: Sendable {
    /// Simple names of the types only previews construct, and `.`-prefixed names of the `extension View` methods
    /// only they call.
    private let previewOnlyTypes: Set<String>
    /// The same for previews and development-only clauses.
    private let developmentOnlyTypes: Set<String>

    /// `files`: the files `hierarchy` merges, for who calls the methods of `extension View`.
    init(_ hierarchy: ViewHierarchyFacts, files: [FileFacts]) {
        var graph = BuildGraph()
        var builtInPreviews: [Int] = hierarchy.previews.flatMap(\.builds).map { graph.number($0) }
        var builtInDevelopment: [Int] = []
        /// Stands for code outside any type (a free function, a file-scope presentation, another
        /// module): it ships.
        let outsideTypes = graph.number("")
        let previewFiles = files.filter { !$0.calledOnlyInPreviews.isEmpty }
        for type in hierarchy.types {
            if type.conformances.contains("PreviewProvider") {
                builtInPreviews += type.builds.map { graph.number($0) }
            } else {
                let name = graph.number(type.simpleName)
                let inDevelopment = Set(type.buildsInDevelopmentOnly)
                builtInDevelopment += inDevelopment.map { graph.number($0) }
                for child in type.methods.isEmpty ? type.builds : type.buildsOutsideMethods {
                    graph.add(builder: name, of: graph.number(child), inRelease: !inDevelopment.contains(child))
                }
                for method in type.methods {
                    // A dot keeps a method's name apart from the types'.
                    let node = graph.number("." + method.name)
                    for child in method.builds { graph.add(builder: node, of: graph.number(child), inRelease: true) }
                    if Self.isCalledOnlyInPreviews(
                        method, declaredIn: type.location.file, files: files, previewFiles: previewFiles)
                    {
                        builtInPreviews.append(node)
                    } else {
                        graph.add(builder: outsideTypes, of: node, inRelease: true)
                    }
                }
            }
        }
        var shippedAnyway = hierarchy.builtByFreeFunctions
        shippedAnyway += hierarchy.types.filter(\.isPublic).map(\.simpleName)
        for type in shippedAnyway {
            graph.add(builder: outsideTypes, of: graph.number(type), inRelease: true)
        }
        for presentation in hierarchy.presentations {
            for type in presentation.presentedTypes {
                if presentation.context.isPreview {
                    builtInPreviews.append(graph.number(type))
                    continue
                }
                let presenter = presentation.context.typeName.map { graph.number(TypeName.simple($0)) } ?? outsideTypes
                let presented = graph.number(type)
                graph.add(builder: presenter, of: presented, inRelease: !presentation.isDevelopmentOnly)
                if presentation.isDevelopmentOnly { builtInDevelopment.append(presented) }
            }
        }
        previewOnlyTypes = graph.builtOnlyFrom(builtInPreviews, inRelease: false)
        developmentOnlyTypes = graph.builtOnlyFrom(builtInPreviews + builtInDevelopment, inRelease: true)
    }

    /// Whether previews call `method` and nothing else does: not its own file outside its previews, no other
    /// module (it is not public), no other file but in its previews. A method nothing calls ships, as a view
    /// nothing builds does.
    private static func isCalledOnlyInPreviews(
        _ method: ExtensionMethod, declaredIn path: String, files: [FileFacts], previewFiles: [FileFacts]
    ) -> Bool {
        guard !method.isPublic, !method.isCalledInFile else { return false }
        // The name hashed once for every file; most methods no preview calls, asked of the few files with previews.
        let name = CalledNames.hash(method.name.utf8)
        guard previewFiles.contains(where: { $0.calledOnlyInPreviews.contains(hash: name) }) else { return false }
        return !files.contains { file in
            file.path != path && !file.calledOnlyInPreviews.contains(hash: name)
                && file.calledNames.contains(hash: name)
        }
    }

    /// The types numbered densely as they are first named (each name hashed once per mention), and who builds
    /// each: the reach below walks arrays. Lists, repeats and all: they are only searched.
    private struct BuildGraph {
        private var numbers: [String: Int] = [:]
        private var names: [String] = []
        /// For each type, the types that build it; in release builds, leaving out the builds inside
        /// development-only clauses.
        private var builders: [[Int]] = []
        private var releaseBuilders: [[Int]] = []

        mutating func number(_ name: String) -> Int {
            if let number = numbers[name] { return number }
            numbers[name] = names.count
            names.append(name)
            builders.append([])
            releaseBuilders.append([])
            return names.count - 1
        }

        mutating func add(builder: Int, of child: Int, inRelease: Bool) {
            builders[child].append(builder)
            if inRelease { releaseBuilders[child].append(builder) }
        }

        /// The types that `seeds` build, directly or through each other, and that nothing outside them builds
        /// (in release builds, with `inRelease`).
        func builtOnlyFrom(_ seeds: [Int], inRelease: Bool) -> Set<String> {
            let builders = inRelease ? releaseBuilders : builders
            var childrenByBuilder = [[Int]](repeating: [], count: names.count)
            for (child, parents) in builders.enumerated() {
                for parent in parents { childrenByBuilder[parent].append(child) }
            }
            // Candidates: the seeds, and what they build in turn.
            var reached = [Bool](repeating: false, count: names.count)
            var pending: [Int] = []
            for seed in seeds where !reached[seed] {
                reached[seed] = true
                pending.append(seed)
            }
            while let type = pending.popLast() {
                for child in childrenByBuilder[type] where !reached[child] {
                    reached[child] = true
                    pending.append(child)
                }
            }
            // Drop each candidate that something outside the candidates builds, then what it builds, until none is
            // left (the order of the drops does not change what is left).
            let candidates = reached
            var builtElsewhere = candidates.indices.filter { type in
                candidates[type] && builders[type].contains { !candidates[$0] }
            }
            while let type = builtElsewhere.popLast() {
                guard reached[type] else { continue }
                reached[type] = false
                for child in childrenByBuilder[type] where reached[child] { builtElsewhere.append(child) }
            }
            return Set(names.indices.lazy.filter { reached[$0] }.map { names[$0] })
        }
    }

    /// Whether code at this place runs only in previews: inside a `#Preview` or a
    /// `PreviewProvider`, in a view only previews construct, or in a method of `extension View` only they call.
    func isPreviewOnly(_ context: CodeContext) -> Bool {
        if context.isPreview { return true }
        guard let name = Self.builder(context) else { return false }
        return previewOnlyTypes.contains(name)
    }

    /// The name of what builds the code at `context` in the graph: its type, or a method of `extension View`.
    private static func builder(_ context: CodeContext) -> String? {
        guard let type = context.typeName.map(TypeName.simple) else { return nil }
        if type == "View", let method = context.functionName { return "." + method }
        return type
    }

    /// Whether code at this place never runs in a release build: only previews, or only code inside
    /// `#if DEBUG` (or simulator) clauses, construct its view.
    func isDevelopmentOnly(_ context: CodeContext) -> Bool {
        if isPreviewOnly(context) { return true }
        guard let name = Self.builder(context) else { return false }
        return developmentOnlyTypes.contains(name)
    }
}
