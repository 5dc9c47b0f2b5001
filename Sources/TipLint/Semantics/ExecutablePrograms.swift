/// The source directories of the project's SwiftPM executable targets. Each executable is a
/// program of its own (a macOS app and an iOS app built from one `Package.swift`): code in two of
/// them never runs in one process.
struct ExecutablePrograms: Sendable {
    /// Each executable's source directory, written as the analysis writes file paths.
    private let directories: [String]

    init(_ model: ProjectModel) {
        directories = model.files.flatMap { file in
            file.executableTargets.map { target in
                var path = target.path ?? "Sources/" + target.name
                while path.hasPrefix("./") { path.removeFirst(2) }
                while path.count > 1, path.hasSuffix("/") { path.removeLast() }
                return PathText.join(PathText.parent(file.path), path)
            }
        }
    }

    /// The source directory of the executable whose sources hold `path` (the innermost), or nil.
    func executable(holding path: String) -> String? {
        directories.filter { $0 != "." && PathText.isInside(path, $0) }.max { $0.utf8.count < $1.utf8.count }
    }
}
