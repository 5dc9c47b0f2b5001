/// Which Swift files an Xcode project compiles, read from its `project.pbxproj`: the file references under its
/// main group, their paths composed through the groups (`<group>`, `SOURCE_ROOT`, absolute), and the folders it
/// takes whole (Xcode 16's synchronized folders, folder references). A Swift file below the project's folder that
/// no project of the tree references is a stale copy no target builds (an old `Tips.swift` left beside the one the
/// project lists): analysing it would report its tips twice, or a duplicate id against the real one.
///
/// Only exact answers skip a file: paths compare without letter case (as on a Mac's disk); a reference whose place
/// cannot be composed (a build-setting source tree, `$(…)`) keeps every file of its name; a project referencing no
/// Swift file, or whose Swift references mostly name files the tree does not hold (it describes another layout),
/// decides nothing; and files of local packages are SwiftPM's, never the project's.
struct XcodeProjectMembership: Sendable {
    /// The folder holding the `.xcodeproj`, absolute.
    let sourceRoot: String
    /// Lowercased absolute paths of the files it references.
    private(set) var files: Set<String> = []
    /// Lowercased absolute folders it takes whole.
    private(set) var folders: [String] = []
    /// Lowercased names of references whose place cannot be composed.
    private(set) var unplacedNames: Set<String> = []

    /// Reads the project at `path` (`…/App.xcodeproj/project.pbxproj`); nil when it is not a readable project.
    init?(path: String, bytes: [UInt8]) {
        guard let list = OpenStepPropertyList.parse(bytes, keeping: Self.readsEntry),
            let objects = list["objects"]?.dictionary,
            let root = list["rootObject"]?.string.flatMap({ objects[$0] }),
            let mainGroup = root["mainGroup"]?.string
        else { return nil }
        sourceRoot = PathText.parent(PathText.parent(path))
        let projectDirectory = PathText.absolute(root["projectDirPath"]?.string ?? "", in: sourceRoot)
        var reached = Set<String>()
        walk(mainGroup, in: projectDirectory, projectDirectory: projectDirectory, objects: objects, reached: &reached)
        // A reference outside the group tree has no place either.
        for (id, object) in objects
        where object["isa"]?.string == "PBXFileReference" && !reached.contains(id) {
            if let name = Self.name(of: object) { unplacedNames.insert(name) }
        }
    }

    private mutating func walk(
        _ id: String, in parent: String?, projectDirectory: String, objects: [String: OpenStepPropertyList],
        reached: inout Set<String>
    ) {
        guard let object = objects[id], reached.insert(id).inserted else { return }
        let path = object["path"]?.string
        var base: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": base = parent
        case "SOURCE_ROOT": base = projectDirectory
        case "<absolute>": base = "/"
        default: base = nil
        }
        if path?.containsLiterally("$(") == true { base = nil }
        let place = base.map { base in path.map { PathText.absolute($0, in: base) } ?? base }
        switch object["isa"]?.string {
        case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
            for child in object["children"]?.array ?? [] {
                guard let child = child.string else { continue }
                walk(child, in: place, projectDirectory: projectDirectory, objects: objects, reached: &reached)
            }
        case "PBXFileSystemSynchronizedRootGroup":
            if let place { folders.append(place.lowercased()) }
        case "PBXFileReference":
            guard let place else {
                if let name = Self.name(of: object) { unplacedNames.insert(name) }
                return
            }
            let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
            if type == "folder" {
                folders.append(place.lowercased())
            } else {
                files.insert(place.lowercased())
            }
        default:
            break
        }
    }

    /// The entries the membership reads: the objects and the root's id, and of each object what places a file.
    private static func readsEntry(depth: Int, key: ArraySlice<UInt8>) -> Bool {
        switch depth {
        case 0: return topKeys.contains(where: { $0.elementsEqual(key) })
        case 2: return objectKeys.contains(where: { $0.elementsEqual(key) })
        default: return true
        }
    }

    private static let topKeys = ["objects", "rootObject"].map { Array($0.utf8) }
    private static let objectKeys = [
        "isa", "path", "name", "sourceTree", "children", "lastKnownFileType", "explicitFileType", "mainGroup",
        "projectDirPath",
    ].map { Array($0.utf8) }

    private static func name(of object: OpenStepPropertyList) -> String? {
        (object["path"]?.string ?? object["name"]?.string).map { PathText.lastComponent($0).lowercased() }
    }

    /// The files of `swiftFiles` that no project of `projects` builds (see the type's comment), in their order.
    static func unbuilt(
        _ swiftFiles: [ResolvedPath], projects: [XcodeProjectMembership], packageRoots: [ResolvedPath]
    ) -> [ResolvedPath] {
        guard !projects.isEmpty else { return [] }
        let present = Set(swiftFiles.map { $0.absolute.lowercased() })
        let deciding = projects.filter { project in
            let swiftReferences = project.files.filter { $0.hasSuffix(".swift") }
            let held = swiftReferences.filter(present.contains).count
            return !project.folders.isEmpty || (!swiftReferences.isEmpty && held * 2 >= swiftReferences.count)
        }
        guard !deciding.isEmpty else { return [] }
        return swiftFiles.filter { file in
            let path = file.absolute.lowercased()
            guard deciding.contains(where: { PathText.isInside(file.absolute, $0.sourceRoot) }),
                !packageRoots.contains(where: { PathText.isInside(file.absolute, $0.absolute) })
            else { return false }
            let name = PathText.lastComponent(path)
            return !projects.contains { project in
                project.files.contains(path) || project.unplacedNames.contains(name)
                    || project.folders.contains { PathText.isInside(path, $0) }
            }
        }
    }
}
