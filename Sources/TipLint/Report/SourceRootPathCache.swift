/// Paths from the source root already worked out, by finding path: a report of many findings in
/// few files (40,000 on one line) does the path arithmetic once per file, not once per finding.
/// Reporters may run side by side, so lookups take a lock.
final class SourceRootPathCache: @unchecked Sendable {
    private var paths: [String: String] = [:]
    private let lock = ThreadLock()

    func path(_ file: String, compute: (String) -> String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let known = paths[file] { return known }
        let path = compute(file)
        paths[file] = path
        return path
    }
}
