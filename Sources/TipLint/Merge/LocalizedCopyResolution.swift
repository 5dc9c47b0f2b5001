/// Tip copy as users read it: a title or message SwiftUI looks up in the `Localizable` strings
/// table (`Text("onboarding.tip.title")`, `String(localized: "key")`) shows the table's
/// source-language value, so the copy rules measure and compare that value, not the key.
enum LocalizedCopyResolution {
    /// A table's value for a key, and the table.
    struct TableValue: Equatable {
        var value: String
        var table: String
    }

    /// The keys literal tip copy looks up; empty when no table needs reading.
    static func keys(in model: ProjectModel) -> Set<String> {
        Set(
            model.tips.flatMap { [$0.title, $0.message] }.compactMap { copy in
                copy?.isLiteral == true ? copy?.tableKey : nil
            })
    }

    /// Each table's values merged; a key two tables give different values is left out (which one
    /// a view reads depends on its target).
    static func merged(_ tables: [(path: String, values: [String: String])]) -> [String: TableValue] {
        var merged: [String: TableValue] = [:]
        var conflicting = Set<String>()
        for (path, values) in tables {
            for (key, value) in values {
                if let earlier = merged[key], earlier.value != value { conflicting.insert(key) }
                if merged[key] == nil { merged[key] = TableValue(value: value, table: path) }
            }
        }
        return merged.filter { !conflicting.contains($0.key) }
    }

    /// Every looked-up title and message whose key has a value, replaced by it.
    static func apply(_ values: [String: TableValue], to model: inout ProjectModel) {
        guard !values.isEmpty else { return }
        for file in model.files.indices {
            for tip in model.files[file].tips.indices {
                resolve(&model.files[file].tips[tip].title, values)
                resolve(&model.files[file].tips[tip].message, values)
            }
        }
    }

    private static func resolve(_ copy: inout CopyText?, _ values: [String: TableValue]) {
        guard let key = copy?.tableKey, copy?.isLiteral == true, let found = values[key] else { return }
        copy?.resolve(found.value, from: found.table)
    }
}
