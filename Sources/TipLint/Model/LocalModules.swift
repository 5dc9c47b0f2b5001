/// The modules of a project: the app, and each local Swift package below it
/// (a directory with its own `Package.swift`). Imports, `@_exported` imports
/// and `MemberImportVisibility` hold per module: a package file does not see
/// the app's imports.
struct LocalModules: Sendable {
    /// The packages' directories, written as the analysis writes file paths (`Packages/Core`).
    var packageRoots: [String] = []

    init(packageRoots: [String] = []) {
        self.packageRoots = packageRoots
    }

    /// The root of the package holding the file at `path` (the innermost one), or nil for the app.
    func module(of path: String) -> String? {
        var found: String?
        for root in packageRoots
        where path.hasPrefix(root) && path.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: "/") {
            if root.utf8.count > (found?.utf8.count ?? -1) { found = root }
        }
        return found
    }
}
