/// Ids written through string constants (`Tips.Event(id: EventIDs.followed)`, `var id: String {
/// Self.key }`, `Key.followed.rawValue`), resolved against every file's constants: the merge
/// builds the table once and each id is a few dictionary probes, so it stays linear.
enum StringConstantResolution: MergePass {
    static func apply(to project: inout ProjectModel) { resolve(&project.files) }

    private static func resolve(_ files: inout [FileFacts]) {
        let needed = files.contains { file in
            file.events.contains { $0.id == nil && $0.idExpression != nil }
                || file.tips.contains { $0.id.map { !$0.isLiteral } ?? false }
        }
        guard needed else { return }
        var table = ConstantTable()
        for index in files.indices { // by index: a loop over the files would copy each one's facts
            for constant in files[index].stringConstants { table.byName[constant.name, default: []].append(constant) }
        }
        for index in files.indices {
            for entry in files[index].events.indices where files[index].events[entry].id == nil {
                let event = files[index].events[entry]
                guard let expression = event.idExpression,
                    let id = table.value(of: expression, in: event.owner)
                else { continue }
                files[index].events[entry].id = id
            }
            for entry in files[index].tips.indices {
                guard let written = files[index].tips[entry].id, !written.isLiteral,
                    let id = table.value(of: written.text, in: files[index].tips[entry].name)
                else { continue }
                files[index].tips[entry].id = CopyText(text: id, isLiteral: true, location: written.location)
            }
        }
    }

    /// The project's string constants by name.
    struct ConstantTable {
        var byName: [String: [StringConstant]] = [:]

        /// The string `expression` names, written in type `context`: `name` (the context's own
        /// constant, else a file-scope one), `Self.name`, `Owner.name`, with an optional
        /// `.rawValue`; followed through constants that name other constants, a few steps deep.
        /// Nil when no constant or more than one value matches.
        func value(of expression: String, in context: String?, depth: Int = 0) -> String? {
            guard depth < 4 else { return nil }
            var parts = expression.filter { !$0.isWhitespace }.split(separator: ".", omittingEmptySubsequences: false)
                .map(String.init)
            if parts.last == "rawValue" { parts.removeLast() }
            if parts.first == "self" { parts.removeFirst() }
            if parts.first == "Self" {
                guard let context else { return nil }
                parts[0] = context
            }
            guard let name = parts.last, !name.isEmpty, let candidates = byName[name] else { return nil }
            let matching: [StringConstant]
            if parts.count == 1 {
                let own = candidates.filter { $0.owner != nil && TypeName.sameType($0.owner, context) }
                matching = own.isEmpty ? candidates.filter { $0.owner == nil } : own
            } else {
                let owner = parts.dropLast().joined(separator: ".")
                matching = candidates.filter { TypeName.sameType($0.owner, owner) }
            }
            var values = Set<String>()
            for constant in matching {
                if let value = constant.value {
                    values.insert(value)
                } else if let reference = constant.reference,
                    let value = self.value(of: reference, in: constant.owner, depth: depth + 1)
                {
                    values.insert(value)
                } else {
                    return nil
                }
            }
            return values.count == 1 ? values.first : nil
        }
    }
}
