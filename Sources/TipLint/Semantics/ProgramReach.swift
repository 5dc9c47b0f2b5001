/// Which programs (SwiftUI `App` types) can show each view declaration. A project may hold two:
/// an app and its widget or watch app, or a stale copy of the app beside it. Each declares its own
/// views, often under the same names (`ContentView`); a view reachable only from one `App` and a
/// view reachable only from another are never on screen together.
///
/// Views are known by declaration, not name: a name built in a file resolves to the declarations
/// of that name in the same module, and among them those whose folder shares the most with the
/// building file (a target's sources sit together); a tie keeps them all, so a doubt merges
/// programs rather than splitting them.
struct ProgramReach: Sendable {
    /// A view declaration: its simple name and the file declaring it.
    private struct Declaration: Hashable {
        var name: String
        var file: String
    }

    /// For each declaration an `App` builds (directly, through views it builds or presents), the
    /// indexes of those `App` declarations.
    private let programsByDeclaration: [Declaration: Set<Int>]
    private let declaringFiles: [String: [String]]
    private let modules: LocalModules

    init(_ hierarchy: ViewHierarchyFacts, modules: LocalModules) {
        self.modules = modules
        var declaringFiles: [String: [String]] = [:]
        for type in hierarchy.types where !type.isExtension {
            declaringFiles[type.simpleName, default: []].append(type.location.file)
        }
        self.declaringFiles = declaringFiles
        let apps = hierarchy.types.filter { type in
            !type.isExtension && type.conformances.contains { $0 == "App" || $0 == "SwiftUI.App" }
        }
        guard apps.count > 1 else {
            programsByDeclaration = [:]
            return
        }
        let resolve = { (name: String, file: String) in
            Self.declarations(of: name, from: file, declaringFiles: declaringFiles, modules: modules)
        }
        var children: [Declaration: Set<Declaration>] = [:]
        func add(_ names: [String], builtBy type: String, in file: String) {
            let built = names.flatMap { resolve($0, file) }
            guard !built.isEmpty else { return }
            for parent in resolve(TypeName.simple(type), file) { children[parent, default: []].formUnion(built) }
        }
        for type in hierarchy.types { add(type.builds, builtBy: type.typeName, in: type.location.file) }
        for presentation in hierarchy.presentations {
            guard let type = presentation.context.typeName else { continue }
            add(presentation.presentedTypes, builtBy: type, in: presentation.location.file)
        }
        var programs: [Declaration: Set<Int>] = [:]
        for (program, app) in apps.enumerated() {
            var pending = [Declaration(name: app.simpleName, file: app.location.file)]
            var seen = Set(pending)
            while let declaration = pending.popLast() {
                programs[declaration, default: []].insert(program)
                for child in children[declaration] ?? [] where seen.insert(child).inserted { pending.append(child) }
            }
        }
        programsByDeclaration = programs
    }

    /// The programs that can show code of `type` written in `file` (in its declaration, or in an
    /// extension of it); empty when none is known.
    func programs(showing type: String, in file: String) -> Set<Int> {
        guard !programsByDeclaration.isEmpty else { return [] }
        let declarations = Self.declarations(
            of: TypeName.simple(type), from: file, declaringFiles: declaringFiles, modules: modules)
        return declarations.reduce(into: Set<Int>()) { $0.formUnion(programsByDeclaration[$1] ?? []) }
    }

    /// The declarations `name`, written in `file`, can mean: the one in that file, else those of its
    /// module whose folder shares the most path components with it.
    private static func declarations(
        of name: String, from file: String, declaringFiles: [String: [String]], modules: LocalModules
    ) -> [Declaration] {
        guard let files = declaringFiles[name] else { return [] }
        if files.count == 1 || files.contains(file) {
            return [Declaration(name: name, file: files.contains(file) ? file : files[0])]
        }
        let module = modules.module(of: file)
        let sameModule = files.filter { modules.module(of: $0) == module }
        let candidates = sameModule.isEmpty ? files : sameModule
        let folder = file.split(separator: "/").dropLast()
        func shared(_ other: String) -> Int {
            zip(folder, other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        let best = candidates.map(shared).max() ?? 0
        return candidates.filter { shared($0) == best }.map { Declaration(name: name, file: $0) }
    }
}
