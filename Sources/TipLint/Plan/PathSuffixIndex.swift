import SwiftScan

/// The paths a plan writes, indexed by their trailing components, so that a path written short
/// (`HomeView.swift`, `Views/HomeView.swift`) finds the longer paths ending with it in one lookup
/// rather than a scan of every path of that file name: a plan naming thousands of paths stays
/// linear. Only the last `depth` components of a path are indexed; deeper paths compare by those.
struct PathSuffixIndex {
    /// For each suffix: the longest path ending with it, and whether two paths ending with it
    /// disagree (neither ends with the other), which makes the suffix ambiguous.
    private var longest: [String: (path: String, components: Int, ambiguous: Bool)] = [:]
    /// Each indexed path, by its last `depth` components.
    private var full: Set<String> = []
    static let depth = 32

    init<S: Sequence>(_ paths: S) where S.Element == String {
        for path in paths { insert(path) }
    }

    mutating func insert(_ path: String) {
        let components = Self.trailing(path)
        guard !components.isEmpty else { return }
        let whole = components.joined(separator: "/")
        guard full.insert(whole).inserted else { return }
        var suffix = ""
        for index in components.indices.reversed() {
            WorkMeter.count()
            suffix = suffix.isEmpty ? String(components[index]) : String(components[index]) + "/" + suffix
            guard let known = longest[suffix] else {
                longest[suffix] = (whole, components.count, false)
                continue
            }
            let agree = PlanText.sameFile(known.path, whole)
            if components.count > known.components {
                longest[suffix] = (whole, components.count, known.ambiguous || !agree)
            } else if !agree {
                longest[suffix]?.ambiguous = true
            }
        }
    }

    /// The one longer path the index holds that ends with `path`'s components; nil when there is
    /// none, or when paths ending with it disagree.
    func longer(than path: String) -> String? {
        let components = Self.trailing(path)
        guard let known = longest[components.joined(separator: "/")], !known.ambiguous,
            known.components > components.count
        else { return nil }
        return known.path
    }

    /// The indexed path `path` names: itself, else the one longer path ending with it, else the
    /// longest indexed path it ends with.
    func named(by path: String) -> String? {
        let components = Self.trailing(path)
        if full.contains(components.joined(separator: "/")) { return path }
        if let longer = longer(than: path) { return longer }
        for start in components.indices.dropFirst() {
            WorkMeter.count()
            let suffix = components[start...].joined(separator: "/")
            if full.contains(suffix) { return suffix }
        }
        return nil
    }

    /// Whether an indexed path names the same file as `path`: one's components end the other's.
    func matches(_ path: String) -> Bool {
        let components = Self.trailing(path)
        guard !components.isEmpty else { return false }
        if longest[components.joined(separator: "/")] != nil { return true }
        var suffix = ""
        for index in components.indices.reversed() {
            WorkMeter.count()
            suffix = suffix.isEmpty ? String(components[index]) : String(components[index]) + "/" + suffix
            if full.contains(suffix) { return true }
        }
        return false
    }

    private static func trailing(_ path: String) -> [Substring] {
        Array(PlanText.components(path).suffix(depth))
    }
}
